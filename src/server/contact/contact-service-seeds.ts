import type { Locale } from '@/i18n/locales';

export interface ContactServiceSeed {
  /** The value a contact request stores. */
  id: string;
  label: Record<Locale, string>;
}

// The spec's nine values of the contact form's service select (spec §3), in its order, each with
// its label in the four languages. The agency edits the list in the admin (issue 36 §5).
export const contactServiceSeeds: ContactServiceSeed[] = [
  {
    id: 'shopify-partner',
    label: {
      fr: 'Partenariat Shopify',
      en: 'Shopify partnership',
      ar: 'شراكة Shopify',
      'ar-ma': 'شراكة Shopify',
    },
  },
  {
    id: 'wordpress-rescue',
    label: {
      fr: 'Reprise de sites WordPress',
      en: 'WordPress site rescue',
      ar: 'استلام مواقع WordPress وإصلاحها',
      'ar-ma': 'نعاودو ناخدو سيتات WordPress ونصلحوهم',
    },
  },
  {
    id: 'performance-optimization',
    label: {
      fr: 'Optimisation de performance',
      en: 'Performance optimisation',
      ar: 'تحسين الأداء',
      'ar-ma': 'تحسين السرعة ديال السيت',
    },
  },
  {
    id: 'smart-website',
    label: {
      fr: 'Création de sites intelligents',
      en: 'Smart website creation',
      ar: 'إنشاء مواقع ذكية',
      'ar-ma': 'صناعة سيتات ذكية',
    },
  },
  {
    id: 'n8n-automation',
    label: {
      fr: 'Automatisation n8n',
      en: 'n8n automation',
      ar: 'الأتمتة باستخدام n8n',
      'ar-ma': 'الأتمتة بـ n8n',
    },
  },
  {
    id: 'workflow-design',
    label: {
      fr: 'Conception de workflows',
      en: 'Workflow design',
      ar: 'تصميم مسارات العمل',
      'ar-ma': 'تصميم الـworkflows',
    },
  },
  {
    id: 'api-integration',
    label: {
      fr: "Intégration d'API",
      en: 'API integration',
      ar: 'تكامل واجهات API',
      'ar-ma': 'الربط بالـAPI',
    },
  },
  {
    id: 'data-migration',
    label: {
      fr: 'Migration de données',
      en: 'Data migration',
      ar: 'ترحيل البيانات',
      'ar-ma': 'نقل المعطيات',
    },
  },
  {
    id: 'other',
    label: {
      fr: 'Autre service',
      en: 'Other service',
      ar: 'خدمة أخرى',
      'ar-ma': 'شي خدمة أخرى',
    },
  },
];
