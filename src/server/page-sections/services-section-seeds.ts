import type { Locale } from '@/i18n/locales';
import type { SectionContent } from '@/lib/page-sections/section-definition';

/*
 * The services page's copy as the site showed it before it became content (issue 29,
 * decision 054): moved from the messages files, word for word, `<highlight>` turned into `*`.
 */
export const servicesSectionSeeds: Record<Locale, Record<string, SectionContent>> = {
  fr: {
    meta: {
      title: 'Services : automatisation IA, chatbots et agents IA pour PME',
      description:
        'Génération de leads, reporting automatisé, support client IA 24/7, agents IA, intégration de données et workflows n8n pour les PME en Suisse, en France et au Maroc. Sur devis.',
    },
    hero: {
      eyebrow: 'Nos services',
      title: "L'IA au service de *votre croissance*",
      subtitle:
        'Génération de leads, support client 24/7, reporting, agents IA : nous automatisons les tâches qui freinent votre entreprise. Livraison en 48h à 2 semaines, puis 30 jours de support gratuit.',
      cta: 'Demander un devis',
      book: 'Réserver une consultation gratuite',
    },
    blocks: {
      price: 'Tarif',
      book: 'Réserver une consultation',
      quote: 'Demander un devis',
      includes: 'Ce qui est inclus',
      learnMore: 'Découvrir le service',
    },
    expertise: {
      eyebrow: 'Expertise',
      title: "Nos domaines d'expertise",
      intro:
        'Au-delà des automatisations, nous accompagnons votre présence en ligne de bout en bout : du site web à la boutique, en passant par le contenu.',
    },
    transformation: {
      title: 'Transformation de sites web',
      description:
        'Les visiteurs partent en moins de 3 secondes : nous rendons votre site rapide, clair et capable de convertir.',
      points: [
        {
          id: 'smart-sites',
          text: 'Création de sites intelligents',
        },
        {
          id: 'wordpress',
          text: 'Reprise de sites WordPress',
        },
        {
          id: 'performance',
          text: 'Optimisation de performance',
        },
      ],
    },
    automatisation: {
      title: 'Automatisation des processus',
      description:
        '30 % du temps des équipes part dans des tâches manuelles : nous les confions à des workflows fiables et documentés.',
      points: [
        {
          id: 'n8n',
          text: 'Automatisation n8n',
        },
        {
          id: 'workflows',
          text: 'Conception de workflows',
        },
        {
          id: 'api',
          text: "Intégration d'API",
        },
        {
          id: 'data-migration',
          text: 'Migration de données',
        },
      ],
    },
    contenu: {
      title: 'Génération de contenu IA',
      description:
        'Des contenus réguliers, dans votre ton et optimisés pour Google, sans y passer vos soirées.',
      points: [
        {
          id: 'blog',
          text: 'Articles de blog optimisés SEO',
        },
        {
          id: 'social',
          text: 'Publications pour les réseaux sociaux',
        },
        {
          id: 'product-pages',
          text: 'Fiches produits multilingues',
        },
      ],
    },
    partenariat: {
      title: 'Partenariat Shopify',
      description:
        'Partenaire Shopify, nous créons, migrons et automatisons les boutiques en ligne des PME.',
      points: [
        {
          id: 'stores',
          text: 'Création et migration de boutiques',
        },
        {
          id: 'orders-stock',
          text: 'Automatisations des commandes et des stocks',
        },
        {
          id: 'conversion',
          text: 'Optimisation des conversions',
        },
      ],
    },
    links: {
      eyebrow: 'Près de chez vous',
      title: 'Nos services par région et par secteur',
      regional: 'Régions',
      specialised: 'Secteurs spécialisés',
      international: 'International',
      complementary: 'Services complémentaires',
    },
    faq: {
      title: 'Questions fréquentes sur n8n',
    },
  },
  en: {
    meta: {
      title: 'Services: AI automation, chatbots and AI agents for SMEs',
      description:
        'Lead generation, automated reporting, 24/7 AI customer support, AI agents, data integration and n8n workflows for SMEs in Switzerland, France and Morocco. On quote.',
    },
    hero: {
      eyebrow: 'Our services',
      title: 'AI that works for *your growth*',
      subtitle:
        'Lead generation, 24/7 customer support, reporting, AI agents: we automate the tasks that hold your business back. Delivery within 48h to 2 weeks, then 30 days of free support.',
      cta: 'Request a quote',
      book: 'Book a free consultation',
    },
    blocks: {
      price: 'Price',
      book: 'Book a consultation',
      quote: 'Request a quote',
      includes: 'What’s included',
      learnMore: 'Explore the service',
    },
    expertise: {
      eyebrow: 'Expertise',
      title: 'Our areas of expertise',
      intro:
        'Beyond automation, we look after your whole online presence: from the website to the shop, including the content.',
    },
    transformation: {
      title: 'Website transformation',
      description:
        'Visitors leave in under 3 seconds: we make your website fast, clear and able to convert.',
      points: [
        {
          id: 'smart-sites',
          text: 'Smart websites',
        },
        {
          id: 'wordpress',
          text: 'WordPress site rescue',
        },
        {
          id: 'performance',
          text: 'Performance optimisation',
        },
      ],
    },
    automatisation: {
      title: 'Process automation',
      description:
        '30% of team time goes into manual tasks: we hand them over to reliable, documented workflows.',
      points: [
        {
          id: 'n8n',
          text: 'n8n automation',
        },
        {
          id: 'workflows',
          text: 'Workflow design',
        },
        {
          id: 'api',
          text: 'API integration',
        },
        {
          id: 'data-migration',
          text: 'Data migration',
        },
      ],
    },
    contenu: {
      title: 'AI content generation',
      description:
        'Regular content in your own voice, optimised for Google, without spending your evenings on it.',
      points: [
        {
          id: 'blog',
          text: 'SEO-optimised blog articles',
        },
        {
          id: 'social',
          text: 'Social media posts',
        },
        {
          id: 'product-pages',
          text: 'Multilingual product pages',
        },
      ],
    },
    partenariat: {
      title: 'Shopify partnership',
      description:
        'As a Shopify partner, we build, migrate and automate online shops for small businesses.',
      points: [
        {
          id: 'stores',
          text: 'Store creation and migration',
        },
        {
          id: 'orders-stock',
          text: 'Order and stock automation',
        },
        {
          id: 'conversion',
          text: 'Conversion optimisation',
        },
      ],
    },
    links: {
      eyebrow: 'Near you',
      title: 'Our services by region and sector',
      regional: 'Regions',
      specialised: 'Specialised sectors',
      international: 'International',
      complementary: 'Complementary services',
    },
    faq: {
      title: 'Frequently asked questions about n8n',
    },
  },
  ar: {
    meta: {
      title:
        'الخدمات: أتمتة بالذكاء الاصطناعي وروبوتات محادثة ووكلاء أذكياء للشركات الصغيرة والمتوسطة',
      description:
        'توليد العملاء المحتملين، والتقارير الآلية، ودعم العملاء بالذكاء الاصطناعي 24/7، والوكلاء الأذكياء، وتكامل البيانات، ومسارات عمل n8n للشركات الصغيرة والمتوسطة في سويسرا وفرنسا والمغرب. حسب عرض السعر.',
    },
    hero: {
      eyebrow: 'خدماتنا',
      title: 'الذكاء الاصطناعي في خدمة *نموّ شركتك*',
      subtitle:
        'توليد العملاء المحتملين، ودعم العملاء على مدار الساعة، والتقارير، والوكلاء الأذكياء: نؤتمت المهام التي تعيق شركتك. التسليم خلال 48 ساعة إلى أسبوعين، ثم دعم مجاني لمدة 30 يومًا.',
      cta: 'اطلب عرض سعر',
      book: 'احجز استشارة مجانية',
    },
    blocks: {
      price: 'السعر',
      book: 'احجز استشارة',
      quote: 'اطلب عرض سعر',
      includes: 'ما تتضمنه الخدمة',
      learnMore: 'اكتشف الخدمة',
    },
    expertise: {
      eyebrow: 'خبرتنا',
      title: 'مجالات خبرتنا',
      intro:
        'إلى جانب الأتمتة، نرافق حضورك الرقمي من البداية إلى النهاية: من الموقع الإلكتروني إلى المتجر، مرورًا بالمحتوى.',
    },
    transformation: {
      title: 'تحويل المواقع الإلكترونية',
      description:
        'يغادر الزوار في أقل من 3 ثوانٍ: نجعل موقعك سريعًا وواضحًا وقادرًا على تحويل الزوار إلى عملاء.',
      points: [
        {
          id: 'smart-sites',
          text: 'إنشاء مواقع ذكية',
        },
        {
          id: 'wordpress',
          text: 'استلام مواقع WordPress وإصلاحها',
        },
        {
          id: 'performance',
          text: 'تحسين الأداء',
        },
      ],
    },
    automatisation: {
      title: 'أتمتة العمليات',
      description: 'يذهب 30% من وقت الفرق في مهام يدوية: نُسندها إلى مسارات عمل موثوقة وموثّقة.',
      points: [
        {
          id: 'n8n',
          text: 'الأتمتة باستخدام n8n',
        },
        {
          id: 'workflows',
          text: 'تصميم مسارات العمل',
        },
        {
          id: 'api',
          text: 'تكامل واجهات API',
        },
        {
          id: 'data-migration',
          text: 'ترحيل البيانات',
        },
      ],
    },
    contenu: {
      title: 'توليد المحتوى بالذكاء الاصطناعي',
      description: 'محتوى منتظم بأسلوبك ومُحسَّن لـGoogle، دون أن تقضي أمسياتك في كتابته.',
      points: [
        {
          id: 'blog',
          text: 'مقالات مدونة مُحسَّنة لمحركات البحث',
        },
        {
          id: 'social',
          text: 'منشورات لشبكات التواصل الاجتماعي',
        },
        {
          id: 'product-pages',
          text: 'صفحات منتجات متعددة اللغات',
        },
      ],
    },
    partenariat: {
      title: 'شراكة Shopify',
      description:
        'بصفتنا شريكًا لـShopify، ننشئ المتاجر الإلكترونية للشركات الصغيرة والمتوسطة وننقلها ونؤتمتها.',
      points: [
        {
          id: 'stores',
          text: 'إنشاء المتاجر ونقلها',
        },
        {
          id: 'orders-stock',
          text: 'أتمتة الطلبيات والمخزون',
        },
        {
          id: 'conversion',
          text: 'تحسين معدل التحويل',
        },
      ],
    },
    links: {
      eyebrow: 'بالقرب منك',
      title: 'خدماتنا حسب المنطقة والقطاع',
      regional: 'المناطق',
      specialised: 'القطاعات المتخصصة',
      international: 'خارج سويسرا',
      complementary: 'خدمات مكمّلة',
    },
    faq: {
      title: 'أسئلة شائعة حول n8n',
    },
  },
  'ar-ma': {
    meta: {
      title: 'الخدمات: أتمتة بالذكاء الاصطناعي، شاتبوتات وإيجونات ذكية للمقاولات',
      description:
        'جلب الكليان، التقارير الأوتوماتيكية، خدمة الكليان بالذكاء الاصطناعي 24/7، إيجونات ذكية، ربط المعطيات وworkflows ديال n8n للمقاولات الصغيرة والمتوسطة فسويسرا، فرنسا والمغرب. على حساب الدوفي.',
    },
    hero: {
      eyebrow: 'الخدمات ديالنا',
      title: 'الذكاء الاصطناعي خدام على *النمو ديال شركتك*',
      subtitle:
        'جلب الكليان، خدمة الكليان 24/7، التقارير، الإيجونات الذكية: كنأتمتو الخدمات اللي كتعطّل الشركة ديالك. التسليم ما بين 48 ساعة وسيمانتين، ومن بعد 30 يوم ديال الدعم فابور.',
      cta: 'طلب دوفي',
      book: 'حجز استشارة فابور',
    },
    blocks: {
      price: 'الثمن',
      book: 'حجز استشارة',
      quote: 'طلب دوفي',
      includes: 'شنو كاين فالخدمة',
      learnMore: 'اكتاشف الخدمة',
    },
    expertise: {
      eyebrow: 'الخبرة ديالنا',
      title: 'المجالات اللي حنا خبرا فيهم',
      intro:
        'ماشي غير الأتمتة: كنتبعوك فكلشي اللي عندك فالأنترنيت، من السيت حتى للمتجر، وحتى المحتوى.',
    },
    transformation: {
      title: 'تجديد السيتات',
      description: 'الزوار كيمشيو فأقل من 3 ثواني: كنرجعو السيت ديالك زربان، واضح وكيجيب الكليان.',
      points: [
        {
          id: 'smart-sites',
          text: 'صناعة سيتات ذكية',
        },
        {
          id: 'wordpress',
          text: 'نعاودو ناخدو سيتات WordPress ونصلحوهم',
        },
        {
          id: 'performance',
          text: 'تحسين السرعة',
        },
      ],
    },
    automatisation: {
      title: 'أتمتة الخدمة',
      description:
        '30% من الوقت ديال الفرق كيمشي فخدمة يدوية: كنعطيوها لـworkflows مضمونين وموثقين.',
      points: [
        {
          id: 'n8n',
          text: 'الأتمتة بـn8n',
        },
        {
          id: 'workflows',
          text: 'تصميم الـworkflows',
        },
        {
          id: 'api',
          text: 'الربط بالـAPI',
        },
        {
          id: 'data-migration',
          text: 'نقل المعطيات',
        },
      ],
    },
    contenu: {
      title: 'صناعة المحتوى بالذكاء الاصطناعي',
      description:
        'محتوى بانتظام، بالستيل ديالك ومحسّن لـGoogle، بلا ما تضيّع الليالي ديالك فالكتابة.',
      points: [
        {
          id: 'blog',
          text: 'مقالات ديال البلوگ محسّنين للـSEO',
        },
        {
          id: 'social',
          text: 'بوستات للسوشيال ميديا',
        },
        {
          id: 'product-pages',
          text: 'صفحات البرودوي بزاف ديال اللغات',
        },
      ],
    },
    partenariat: {
      title: 'شراكة Shopify',
      description:
        'حنا شركاء ديال Shopify: كنصاوبو، كننقلو وكنأتمتو المتاجر الإلكترونية ديال المقاولات.',
      points: [
        {
          id: 'stores',
          text: 'صناعة المتاجر ونقلها',
        },
        {
          id: 'orders-stock',
          text: 'أتمتة الكوموندات والستوك',
        },
        {
          id: 'conversion',
          text: 'تحسين البيع',
        },
      ],
    },
    links: {
      eyebrow: 'قريب منك',
      title: 'الخدمات ديالنا على حساب الجهة والقطاع',
      regional: 'الجهات',
      specialised: 'قطاعات خاصة',
      international: 'برا سويسرا',
      complementary: 'خدمات مكمّلة',
    },
    faq: {
      title: 'أسئلة كتتعاود على n8n',
    },
  },
};
