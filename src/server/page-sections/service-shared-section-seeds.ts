import type { Locale } from '@/i18n/locales';
import type { SectionContent } from '@/lib/page-sections/section-definition';

/*
 * The words every service page shares as the site showed them before they became content
 * (decision 057): moved from the messages files (`serviceDetail`) word for word.
 */
export const serviceSharedSectionSeeds: Record<Locale, Record<string, SectionContent>> = {
  fr: {
    hero: { eyebrow: 'Service' },
    details: { bodyTitle: 'Le service en détail', includes: 'Ce qui est inclus' },
    pricing: {
      title: 'Tarif',
      priceNote: 'Chaque projet est chiffré après un audit gratuit de 15 minutes.',
      book: 'Réserver une consultation gratuite',
      quote: 'Demander un devis',
      promises: [
        { id: 'delivery', text: 'Livraison en 48h à 2 semaines' },
        { id: 'support', text: '30 jours de support gratuit' },
        { id: 'reply', text: 'Réponse sous 24h' },
      ],
    },
    others: { title: 'Nos autres services', more: 'Découvrir', all: 'Voir tous les services' },
  },
  en: {
    hero: { eyebrow: 'Service' },
    details: { bodyTitle: 'The service in detail', includes: 'What’s included' },
    pricing: {
      title: 'Price',
      priceNote: 'Every project is priced after a free 15-minute audit.',
      book: 'Book a free consultation',
      quote: 'Request a quote',
      promises: [
        { id: 'delivery', text: 'Delivery within 48h to 2 weeks' },
        { id: 'support', text: '30 days of free support' },
        { id: 'reply', text: 'Reply within 24h' },
      ],
    },
    others: { title: 'Our other services', more: 'Explore', all: 'See all services' },
  },
  ar: {
    hero: { eyebrow: 'خدمة' },
    details: { bodyTitle: 'الخدمة بالتفصيل', includes: 'ما تتضمنه الخدمة' },
    pricing: {
      title: 'السعر',
      priceNote: 'يُسعَّر كل مشروع بعد تدقيق مجاني مدته 15 دقيقة.',
      book: 'احجز استشارة مجانية',
      quote: 'اطلب عرض سعر',
      promises: [
        { id: 'delivery', text: 'التسليم خلال 48 ساعة إلى أسبوعين' },
        { id: 'support', text: 'دعم مجاني لمدة 30 يومًا' },
        { id: 'reply', text: 'رد خلال 24 ساعة' },
      ],
    },
    others: { title: 'خدماتنا الأخرى', more: 'اكتشف', all: 'عرض جميع الخدمات' },
  },
  'ar-ma': {
    hero: { eyebrow: 'خدمة' },
    details: { bodyTitle: 'الخدمة بالتفصيل', includes: 'شنو كاين فالخدمة' },
    pricing: {
      title: 'الثمن',
      priceNote: 'كل مشروع كيتحسب من بعد أوديت فابور ديال 15 دقيقة.',
      book: 'حجز استشارة فابور',
      quote: 'طلب دوفي',
      promises: [
        { id: 'delivery', text: 'التسليم ما بين 48 ساعة وسيمانتين' },
        { id: 'support', text: '30 يوم ديال الدعم فابور' },
        { id: 'reply', text: 'جواب فـ24 ساعة' },
      ],
    },
    others: { title: 'الخدمات الأخرى ديالنا', more: 'اكتاشف', all: 'شوف جميع الخدمات' },
  },
};
