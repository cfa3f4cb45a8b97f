import type { Locale } from '@/i18n/locales';
import type { SectionContent } from '@/lib/page-sections/section-definition';

/*
 * The site-wide words as the site showed them before they became content (decision 055), moved
 * from the messages files word for word.
 */
export const siteSectionSeeds: Record<Locale, Record<string, SectionContent>> = {
  fr: {
    footer: {
      tagline:
        'Automatisation IA, chatbots et sites web intelligents pour les PME de Suisse, de France et du Maroc.',
      copyright: '© {year} {name}. Tous droits réservés.',
    },
    identity: {
      description:
        "Agence suisse d'automatisation IA à Genève : chatbots WhatsApp, workflows n8n, génération de contenu IA et transformation de sites web pour PME en Suisse, France, Monaco et Maroc.",
    },
  },
  en: {
    footer: {
      tagline:
        'AI automation, chatbots and smart websites for SMEs in Switzerland, France and Morocco.',
      copyright: '© {year} {name}. All rights reserved.',
    },
    identity: {
      description:
        'Swiss AI automation agency in Geneva: WhatsApp chatbots, n8n workflows, AI content generation and website transformation for SMEs in Switzerland, France, Monaco and Morocco.',
    },
  },
  ar: {
    footer: {
      tagline:
        'أتمتة بالذكاء الاصطناعي وروبوتات محادثة ومواقع ذكية للشركات الصغيرة والمتوسطة في سويسرا وفرنسا والمغرب.',
      copyright: '© {year} {name}. جميع الحقوق محفوظة.',
    },
    identity: {
      description:
        'وكالة سويسرية للأتمتة بالذكاء الاصطناعي في جنيف: روبوتات محادثة واتساب، ومسارات عمل n8n، وتوليد المحتوى بالذكاء الاصطناعي، وتحويل المواقع الإلكترونية للشركات الصغيرة والمتوسطة في سويسرا وفرنسا وموناكو والمغرب.',
    },
  },
  'ar-ma': {
    footer: {
      tagline:
        'أتمتة بالذكاء الاصطناعي، شاتبوتات وسيتات ذكية للمقاولات الصغيرة والمتوسطة فسويسرا، فرنسا والمغرب.',
      copyright: '© {year} {name}. جميع الحقوق محفوظة.',
    },
    identity: {
      description:
        'وكالة سويسرية ديال الأتمتة بالذكاء الاصطناعي فجنيف: شاتبوتات واتساب، workflows ب n8n، صناعة المحتوى بالذكاء الاصطناعي وتجديد السيتات للمقاولات الصغيرة والمتوسطة فسويسرا، فرنسا، موناكو والمغرب.',
    },
  },
};
