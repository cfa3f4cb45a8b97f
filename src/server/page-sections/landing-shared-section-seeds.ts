import type { Locale } from '@/i18n/locales';
import type { SectionContent } from '@/lib/page-sections/section-definition';

/*
 * The landing pages' shared words as the site showed them before they became content (decision
 * 055): moved from the messages files word for word. `{place}` is each page's place, `{years}`
 * and `{projects}` the settings' figures.
 */
export const landingSharedSectionSeeds: Record<Locale, Record<string, SectionContent>> = {
  fr: {
    hero: {
      eyebrowRegion: 'Automatisation IA locale',
      eyebrowSpecialised: 'Expertise spécialisée',
      eyebrowCountry: 'Marché international',
      book: 'Réserver une consultation gratuite',
      quote: 'Demander un devis',
      highlights: [
        {
          id: 'experience',
          value: '{years} ans',
          label: "d'expérience",
        },
        {
          id: 'projects',
          value: '{projects}+',
          label: 'projets réalisés',
        },
        {
          id: 'delivery',
          value: '48h',
          label: 'pour une première livraison',
        },
        {
          id: 'support',
          value: '30 jours',
          label: 'de support gratuit',
        },
      ],
    },
    intro: {
      eyebrow: 'Le contexte local',
      placeTitle: 'Pourquoi automatiser {place} ?',
      title: "Pourquoi l'automatisation rapporte",
      methodTitle: 'Notre méthode',
      methodSteps: [
        {
          id: 'audit',
          name: 'Audit',
          duration: '2 semaines',
        },
        {
          id: 'pilot',
          name: 'Pilote',
          duration: '1 mois',
        },
        {
          id: 'rollout',
          name: "Déploiement à l'échelle",
          duration: '2 à 6 mois',
        },
      ],
      methodNote:
        'Premiers résultats dès la première semaine, puis 30 jours de support gratuit après la livraison.',
    },
    features: {
      eyebrow: 'Ce que nous mettons en place',
    },
    country: {
      citiesTitle: 'Villes desservies',
      sectorsTitle: 'Secteurs accompagnés',
      financingTitle: 'Financement',
      pricingNote: 'Chaque formule est chiffrée après une consultation gratuite de 15 minutes.',
      onQuote: 'Sur devis',
    },
    cta: {
      eyebrow: "Passons à l'action",
      title: 'Prêt à automatiser votre activité ?',
      description:
        'Réservez une consultation gratuite de 15 minutes : nous répondons sous 24h et livrons un premier résultat dès 48h.',
    },
    others: {
      otherRegions: 'Autres régions que nous servons',
      otherSpecialised: 'Autres expertises spécialisées',
      otherCountries: 'Autres marchés que nous servons',
      all: 'Voir tous nos services',
    },
  },
  en: {
    hero: {
      eyebrowRegion: 'Local AI automation',
      eyebrowSpecialised: 'Specialised expertise',
      eyebrowCountry: 'International market',
      book: 'Book a free consultation',
      quote: 'Request a quote',
      highlights: [
        {
          id: 'experience',
          value: '{years} years',
          label: 'of experience',
        },
        {
          id: 'projects',
          value: '{projects}+',
          label: 'projects completed',
        },
        {
          id: 'delivery',
          value: '48h',
          label: 'to a first delivery',
        },
        {
          id: 'support',
          value: '30 days',
          label: 'of free support',
        },
      ],
    },
    intro: {
      eyebrow: 'The local picture',
      placeTitle: 'Why automate {place}?',
      title: 'Why automation pays off',
      methodTitle: 'Our method',
      methodSteps: [
        {
          id: 'audit',
          name: 'Audit',
          duration: '2 weeks',
        },
        {
          id: 'pilot',
          name: 'Pilot',
          duration: '1 month',
        },
        {
          id: 'rollout',
          name: 'Scaling',
          duration: '2 to 6 months',
        },
      ],
      methodNote: 'First results in week one, then 30 days of free support after delivery.',
    },
    features: {
      eyebrow: 'What we put in place',
    },
    country: {
      citiesTitle: 'Cities we serve',
      sectorsTitle: 'Sectors we support',
      financingTitle: 'Financing',
      pricingNote: 'Every package is priced after a free 15-minute consultation.',
      onQuote: 'On quote',
    },
    cta: {
      eyebrow: "Let's get started",
      title: 'Ready to automate your business?',
      description:
        'Book a free 15-minute consultation: we reply within 24h and deliver a first result in as little as 48h.',
    },
    others: {
      otherRegions: 'Other regions we serve',
      otherSpecialised: 'Other specialised expertise',
      otherCountries: 'Other markets we serve',
      all: 'See all our services',
    },
  },
  ar: {
    hero: {
      eyebrowRegion: 'أتمتة محلية بالذكاء الاصطناعي',
      eyebrowSpecialised: 'خبرة متخصصة',
      eyebrowCountry: 'سوق دولية',
      book: 'احجز استشارة مجانية',
      quote: 'اطلب عرض سعر',
      highlights: [
        {
          id: 'experience',
          value: '{years} عاماً',
          label: 'من الخبرة',
        },
        {
          id: 'projects',
          value: '+{projects}',
          label: 'مشروع منجز',
        },
        {
          id: 'delivery',
          value: '48 ساعة',
          label: 'لأول تسليم',
        },
        {
          id: 'support',
          value: '30 يوماً',
          label: 'من الدعم المجاني',
        },
      ],
    },
    intro: {
      eyebrow: 'السياق المحلي',
      placeTitle: 'لماذا الأتمتة {place}؟',
      title: 'لماذا تحقق الأتمتة عائداً',
      methodTitle: 'منهجيتنا',
      methodSteps: [
        {
          id: 'audit',
          name: 'التدقيق',
          duration: 'أسبوعان',
        },
        {
          id: 'pilot',
          name: 'المرحلة التجريبية',
          duration: 'شهر واحد',
        },
        {
          id: 'rollout',
          name: 'التوسّع',
          duration: 'من شهرين إلى 6 أشهر',
        },
      ],
      methodNote: 'نتائج أولى منذ الأسبوع الأول، ثم 30 يوماً من الدعم المجاني بعد التسليم.',
    },
    features: {
      eyebrow: 'ما الذي ننفّذه لكم',
    },
    country: {
      citiesTitle: 'المدن التي نخدمها',
      sectorsTitle: 'القطاعات التي نرافقها',
      financingTitle: 'التمويل',
      pricingNote: 'تُسعَّر كل باقة بعد استشارة مجانية مدتها 15 دقيقة.',
      onQuote: 'حسب عرض السعر',
    },
    cta: {
      eyebrow: 'لننتقل إلى التنفيذ',
      title: 'هل أنت مستعد لأتمتة نشاطك؟',
      description:
        'احجز استشارة مجانية مدتها 15 دقيقة: نردّ خلال 24 ساعة ونسلّم أول نتيجة في غضون 48 ساعة.',
    },
    others: {
      otherRegions: 'مناطق أخرى نخدمها',
      otherSpecialised: 'خبرات متخصصة أخرى',
      otherCountries: 'أسواق أخرى نخدمها',
      all: 'اطّلع على جميع خدماتنا',
    },
  },
  'ar-ma': {
    hero: {
      eyebrowRegion: 'الأتمتة بالذكاء الاصطناعي قريبة منك',
      eyebrowSpecialised: 'خبرة متخصصة',
      eyebrowCountry: 'سوق دولي',
      book: 'خود استشارة فابور',
      quote: 'طلب الدوفي',
      highlights: [
        {
          id: 'experience',
          value: '{years} عام',
          label: 'ديال الخبرة',
        },
        {
          id: 'projects',
          value: '+{projects}',
          label: 'مشروع خدمناه',
        },
        {
          id: 'delivery',
          value: '48 ساعة',
          label: 'باش توصلك أول خدمة',
        },
        {
          id: 'support',
          value: '30 يوم',
          label: 'ديال الدعم فابور',
        },
      ],
    },
    intro: {
      eyebrow: 'الواقع المحلي',
      placeTitle: 'علاش الأتمتة كتربّح {place}؟',
      title: 'علاش الأتمتة كتربّح',
      methodTitle: 'الطريقة ديالنا',
      methodSteps: [
        {
          id: 'audit',
          name: 'الأوديت',
          duration: 'جوج سيمانات',
        },
        {
          id: 'pilot',
          name: 'التجربة الأولى',
          duration: 'شهر واحد',
        },
        {
          id: 'rollout',
          name: 'التوسيع',
          duration: 'من 2 حتى 6 شهور',
        },
      ],
      methodNote:
        'النتائج الأولى كيبانو من السيمانة الأولى، ومن بعد التسليم عندك 30 يوم ديال الدعم فابور.',
    },
    features: {
      eyebrow: 'شنو غادي نديرو ليك',
    },
    country: {
      citiesTitle: 'المدن اللي خدامين فيها',
      sectorsTitle: 'القطاعات اللي كنواكبو',
      financingTitle: 'التمويل',
      pricingNote: 'كل عرض كنحسبو الثمن ديالو من بعد استشارة فابور ديال 15 دقيقة.',
      onQuote: 'على حساب الدوفي',
    },
    cta: {
      eyebrow: 'يالله نبداو',
      title: 'واش واجد تأتمت الخدمة ديالك؟',
      description:
        'خود استشارة فابور ديال 15 دقيقة: كنجاوبوك ف 24 ساعة وكنسلمو ليك أول نتيجة ف 48 ساعة.',
    },
    others: {
      otherRegions: 'مناطق أخرى اللي كنخدمو فيها',
      otherSpecialised: 'خبرات متخصصة أخرى',
      otherCountries: 'أسواق أخرى اللي كنخدمو فيها',
      all: 'شوف جميع الخدمات ديالنا',
    },
  },
};
