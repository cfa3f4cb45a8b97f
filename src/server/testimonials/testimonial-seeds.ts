import type { Locale } from '@/i18n/locales';

export interface TestimonialSeed {
  id: string;
  name: string;
  company: string;
  rating: number;
  text: Record<Locale, { quote: string; position: string }>;
}

/** A seeded row a later seed replaced by another one (see replacedTestimonialSeeds). */
export interface ReplacedSeed {
  id: string;
  replacedBy: string;
  /** What the old seed wrote, as a fingerprint of its content. */
  fingerprint: string;
}

// Fictional but plausible SME clients in the agency's markets (Geneva, Lausanne, Lyon,
// Casablanca). Quotes stay qualitative: the only figures the site may show are the spec's.
// Clients only: nobody of the agency's own people (the about page's team, the articles'
// authors) signs a testimonial (tests/integration/seed.test.ts checks it).
export const testimonialSeeds: TestimonialSeed[] = [
  {
    id: 'fiduciaire-rochat-geneve',
    name: 'Sophie Rochat',
    company: 'Rochat & Associés Fiduciaire, Genève',
    rating: 5,
    text: {
      fr: {
        position: 'Associée gérante',
        quote:
          "Les relances de factures et la préparation des dossiers de nos clients se font désormais toutes seules. L'équipe a retrouvé du temps pour conseiller au lieu de recopier des chiffres, et tout reste hébergé en Suisse.",
      },
      en: {
        position: 'Managing partner',
        quote:
          'Invoice reminders and our clients’ files now prepare themselves. The team has time to advise again instead of retyping figures, and everything stays hosted in Switzerland.',
      },
      ar: {
        position: 'شريكة مسيّرة',
        quote:
          'أصبحت تذكيرات الفواتير وتحضير ملفات عملائنا تتم تلقائيًا. استعاد الفريق وقته لتقديم الاستشارة بدل إعادة نسخ الأرقام، وكل شيء يبقى مستضافًا في سويسرا.',
      },
      'ar-ma': {
        position: 'شريكة ومسيّرة',
        quote:
          'دابا التذكيرات ديال الفاكتورات والتحضير ديال الدوسيات ديال الكليان كيتدارو بوحدهم. الفرقة ولا عندها الوقت تنصح الكليان بلاصة ما تبقى تنسخ الأرقام، وكلشي باقي مستضاف فسويسرا.',
      },
    },
  },
  {
    id: 'regie-perret-lausanne',
    name: 'Nathalie Perret',
    company: 'Régie Perret, Lausanne',
    rating: 5,
    text: {
      fr: {
        position: 'Directrice',
        quote:
          "Notre assistant WhatsApp répond aux locataires et aux acheteurs le soir et le week-end, puis nous transmet les demandes sérieuses avec tout l'historique. Nous ne ratons plus de visites, et le site refait est enfin rapide.",
      },
      en: {
        position: 'Director',
        quote:
          'Our WhatsApp assistant answers tenants and buyers in the evening and at weekends, then passes us the serious enquiries with the full history. We no longer miss viewings, and the rebuilt website is finally fast.',
      },
      ar: {
        position: 'مديرة',
        quote:
          'يجيب مساعدنا على WhatsApp المستأجرين والمشترين في المساء وعطلة نهاية الأسبوع، ثم يحيل إلينا الطلبات الجادة مع سجلها الكامل. لم نعد نفوّت أي زيارة، وأصبح موقعنا الجديد سريعًا أخيرًا.',
      },
      'ar-ma': {
        position: 'مديرة',
        quote:
          'المساعد ديالنا فـWhatsApp كيجاوب الكاريين والشارين فالليل وفالويكاند، ومن بعد كيدوّز لينا الطلبات اللي بصح مع التاريخ ديالها كامل. ما بقيناش كنضيعو حتى زيارة، والسيت الجديد ولا زربان أخيرا.',
      },
    },
  },
  {
    id: 'the-croix-rousse-lyon',
    name: 'Julie Bernard',
    company: 'Maison des Thés de la Croix-Rousse, Lyon',
    rating: 5,
    text: {
      fr: {
        position: 'Fondatrice',
        quote:
          "Notre boutique Shopify publie chaque semaine des articles et des fiches produits dans notre ton, que je valide en quelques minutes. Je n'écris plus le dimanche soir, et les clients trouvent enfin nos thés sur Google.",
      },
      en: {
        position: 'Founder',
        quote:
          'Our Shopify store now publishes articles and product pages every week in our own voice, and I approve them in a few minutes. I no longer write on Sunday evenings, and customers finally find our teas on Google.',
      },
      ar: {
        position: 'مؤسِّسة',
        quote:
          'أصبح متجرنا على Shopify ينشر كل أسبوع مقالات وصفحات منتجات بأسلوبنا، وأوافق عليها في دقائق. لم أعد أكتب مساء كل أحد، وصار العملاء يجدون أنواع الشاي لدينا على Google أخيرًا.',
      },
      'ar-ma': {
        position: 'مؤسِّسة',
        quote:
          'المتجر ديالنا فـShopify ولا كينشر كل سيمانة مقالات وصفحات ديال البرودوي بالستيل ديالنا، وأنا كنوافق عليهم فشي دقايق. ما بقيتش كنكتب نهار الحد فالليل، والكليان ولاو كيلقاو أتاي ديالنا فـGoogle.',
      },
    },
  },
  {
    id: 'atlas-logistique-casablanca',
    name: 'Youssef El Amrani',
    company: 'Atlas Logistique, Casablanca',
    rating: 5,
    text: {
      fr: {
        position: 'Directeur des opérations',
        quote:
          "Nos commandes, notre stock et la facturation sont maintenant synchronisés, et je reçois chaque lundi un tableau de bord clair au lieu de trois fichiers Excel. L'équipe a été formée et fait évoluer les workflows elle-même.",
      },
      en: {
        position: 'Operations director',
        quote:
          'Our orders, stock and invoicing are now in sync, and every Monday I get a clear dashboard instead of three Excel files. The team was trained and now evolves the workflows itself.',
      },
      ar: {
        position: 'مدير العمليات',
        quote:
          'أصبحت طلبياتنا ومخزوننا وفواتيرنا متزامنة، وأتلقى كل يوم اثنين لوحة متابعة واضحة بدل ثلاثة ملفات Excel. تلقّى الفريق تدريبًا وأصبح يطوّر مسارات العمل بنفسه.',
      },
      'ar-ma': {
        position: 'مدير العمليات',
        quote:
          'دابا الكوموندات، الستوك والفاكتورات ديالنا مربوطين مع بعضياتهم، وكل تنين كيوصلني داشبورد واضح بلاصة تلاتة ديال فيشيات Excel. الفرقة تكوّنات وولات كتطور الـworkflows بوحدها.',
      },
    },
  },
];

/**
 * Testimonials an earlier seed wrote and a later one replaced (issue 17 §9: the Lausanne
 * testimonial was signed by Marc Favre, the agency's co-founder). A database still holding the
 * old row as the seed wrote it (never saved in the admin, and its `fingerprint`, see
 * testimonialFingerprint, unchanged) gets the replacement in its place; a row an editor changed
 * or deleted stays as the editor left it, and the replacement is not added beside it.
 */
export const replacedTestimonialSeeds: readonly ReplacedSeed[] = [
  {
    id: 'immobilier-favre-lausanne',
    replacedBy: 'regie-perret-lausanne',
    fingerprint: '21df764173a5ff75aab5d848c4c5955caca12705eacc34da778215418d29ca95',
  },
];
