import type { Locale } from '@/i18n/locales';
import type { SectionContent } from '@/lib/page-sections/section-definition';

/*
 * The home page's copy as the site showed it before it became content (decisions 047, 051): moved
 * from the messages files, word for word, `<hl>` turned into `*`. `{name}` is the settings' agency name.
 */
export const homeSectionSeeds: Record<Locale, Record<string, SectionContent>> = {
  fr: {
    meta: {
      title: 'Automatisation IA et chatbots pour PME en Suisse',
      description:
        'Chatbots WhatsApp, workflows n8n, contenu IA et sites web rapides pour PME. Livraison dès 48h, 30 jours de support offerts, consultation gratuite de 15 minutes.',
    },
    hero: {
      badge: "Agence d'automatisation IA · Genève",
      title: "Automatisez votre entreprise avec *l'intelligence artificielle*",
      subtitle:
        "Chatbots WhatsApp, workflows n8n, contenu généré par IA et sites web qui convertissent : nous libérons votre équipe des tâches répétitives pour qu'elle se consacre à vos clients.",
      book: 'Consultation gratuite de 15 minutes',
      services: 'Découvrir nos services',
      highlights: [
        {
          id: 'delivery',
          text: 'Livraison dès 48h',
        },
        {
          id: 'support',
          text: '30 jours de support offerts',
        },
        {
          id: 'reply',
          text: 'Réponse sous 24h',
        },
      ],
      workflowLabel: "Exemple d'automatisation",
      workflowTitle: 'Un nouveau lead WhatsApp, traité automatiquement',
      steps: [
        {
          id: 'message',
          title: 'Message reçu sur WhatsApp',
          text: 'Le chatbot répond immédiatement, 24h/24 et 7j/7.',
        },
        {
          id: 'qualification',
          title: "Qualification par l'IA",
          text: 'Besoin, budget et délai sont identifiés automatiquement.',
        },
        {
          id: 'crm',
          title: 'CRM et agenda mis à jour',
          text: 'Un rendez-vous est proposé et votre équipe est prévenue.',
        },
      ],
      workflowResult: 'Aucune saisie manuelle',
    },
    stats: {
      title: '{name} en chiffres',
      experience: "ans d'expérience",
      experienceValue: '{years}',
      projects: 'projets réalisés',
      projectsValue: '{projects}+',
      clients: 'clients satisfaits',
      clientsValue: '{clients}+',
      success: 'de taux de réussite',
      successValue: '{satisfaction} %',
    },
    problems: {
      eyebrow: 'Le constat',
      title: 'Ce qui fait perdre des clients à votre entreprise, chaque jour',
      intro:
        'Trois freins que nous rencontrons sans cesse dans les petites et moyennes entreprises.',
      items: [
        {
          id: 'slow-site',
          value: '< 3 s',
          title: 'Un site lent fait fuir',
          text: "Les visiteurs quittent une page en moins de 3 secondes si elle tarde à s'afficher ou ne répond pas à leur question.",
        },
        {
          id: 'no-chatbot',
          value: '70 %',
          title: 'Sans chatbot, les visiteurs repartent',
          text: "70 % des visiteurs sont perdus sans chatbot : personne ne leur répond le soir, le week-end ou pendant les pics d'activité.",
        },
        {
          id: 'manual-work',
          value: '30 %',
          title: 'Des équipes noyées sous la saisie',
          text: '30 % du temps de votre équipe part dans des tâches manuelles : recopier des données, relancer, trier des e-mails, produire des rapports.',
        },
      ],
      closing: 'Bonne nouvelle : chacun de ces freins se lève avec la bonne automatisation.',
    },
    services: {
      eyebrow: 'Nos services',
      title: 'Huit leviers pour automatiser votre croissance',
      intro:
        "De la génération de leads au monitoring de vos systèmes, chaque service se déploie seul ou s'intègre aux autres.",
      more: 'En savoir plus',
      all: 'Voir tous les services',
    },
    transformation: {
      eyebrow: 'Avant / après',
      title: 'Ce que change une transformation complète de votre site',
      intro:
        "Nous reconstruisons les sites pour la vitesse, ajoutons un chatbot et simplifions le parcours d'achat. Voici l'évolution des indicateurs clés sur un projet de transformation.",
      points: [
        {
          id: 'mobile',
          text: 'Site optimisé pour le mobile et les Core Web Vitals',
        },
        {
          id: 'chatbot',
          text: 'Chatbot qui répond et qualifie vos visiteurs 24h/24',
        },
        {
          id: 'forms',
          text: "Formulaires et appels à l'action simplifiés",
        },
      ],
      cardTitle: 'Indicateurs clés',
      before: 'Avant',
      after: 'Après',
      metrics: [
        {
          id: 'load-time',
          label: 'Temps de chargement',
          before: '6,2 s',
          after: '1,8 s',
        },
        {
          id: 'bounce',
          label: 'Taux de rebond',
          before: '78 %',
          after: '32 %',
        },
        {
          id: 'conversion',
          label: 'Taux de conversion',
          before: '0,8 %',
          after: '3,5 %',
        },
      ],
    },
    testimonials: {
      eyebrow: 'Témoignages',
      title: 'Ils nous ont confié leur automatisation',
      rating: '{rating} / 5 sur {reviews} avis',
    },
    results: {
      eyebrow: 'Résultats',
      title: 'Des gains concrets dès les premières semaines',
      items: [
        {
          id: 'leads',
          value: '+200 %',
          label: 'de leads entrants',
        },
        {
          id: 'delivery',
          value: '48h',
          label: 'de délai de livraison',
        },
        {
          id: 'time-saved',
          value: '50 min',
          label: 'gagnées par jour et par employé',
        },
        {
          id: 'availability',
          value: '24/7',
          label: 'de disponibilité du chatbot',
        },
      ],
    },
    cta: {
      title: "Prêt à faire travailler l'IA pour vous ?",
      text: 'Parlez-nous de vos processus : nous vous répondons sous 24h avec des pistes concrètes et un devis clair.',
      contact: 'Demander un devis',
      services: 'Explorer les services',
    },
    latestPosts: {
      eyebrow: 'Blog',
      title: 'Nos derniers articles',
      intro: 'Des guides concrets pour automatiser votre entreprise, écrits par notre équipe.',
      all: 'Voir tous les articles',
    },
    technologies: {
      eyebrow: 'Technologies',
      title: 'Les plateformes sur lesquelles nous construisons',
      intro:
        'Nous assemblons des outils éprouvés plutôt que de réinventer la roue : vous gardez la maîtrise de vos données et de vos coûts.',
      platforms: [
        {
          id: 'n8n',
          name: 'n8n',
          url: 'https://n8n.io',
          purpose:
            'Orchestration de workflows : relie vos outils et automatise les tâches répétitives.',
        },
        {
          id: 'openai',
          name: 'OpenAI',
          url: 'https://openai.com',
          purpose:
            "Modèles d'IA qui comprennent, rédigent et répondent comme un membre de votre équipe.",
        },
        {
          id: 'whatsapp',
          name: 'WhatsApp Business',
          url: 'https://business.whatsapp.com',
          purpose: 'Le canal préféré de vos clients, avec un chatbot qui répond à toute heure.',
        },
        {
          id: 'shopify',
          name: 'Shopify',
          url: 'https://www.shopify.com',
          purpose: 'Boutiques en ligne reliées à vos stocks, à votre CRM et à vos campagnes.',
        },
      ],
    },
    faq: {
      title: 'Questions fréquentes',
    },
  },
  en: {
    meta: {
      title: 'AI automation and chatbots for SMEs in Switzerland',
      description:
        'WhatsApp chatbots, n8n workflows, AI content and fast websites for SMEs. Delivery from 48h, 30 days of free support, free 15-minute consultation.',
    },
    hero: {
      badge: 'AI automation agency · Geneva',
      title: 'Automate your business with *artificial intelligence*',
      subtitle:
        'WhatsApp chatbots, n8n workflows, AI-generated content and websites that convert: we free your team from repetitive work so it can focus on your customers.',
      book: 'Free 15-minute consultation',
      services: 'Explore our services',
      highlights: [
        {
          id: 'delivery',
          text: 'Delivery from 48h',
        },
        {
          id: 'support',
          text: '30 days of free support',
        },
        {
          id: 'reply',
          text: 'Reply within 24h',
        },
      ],
      workflowLabel: 'Automation example',
      workflowTitle: 'A new WhatsApp lead, handled automatically',
      steps: [
        {
          id: 'message',
          title: 'Message received on WhatsApp',
          text: 'The chatbot replies instantly, 24/7.',
        },
        {
          id: 'qualification',
          title: 'Qualified by AI',
          text: 'Need, budget and timing are identified automatically.',
        },
        {
          id: 'crm',
          title: 'CRM and calendar updated',
          text: 'A meeting is offered and your team is notified.',
        },
      ],
      workflowResult: 'No manual data entry',
    },
    stats: {
      title: '{name} in numbers',
      experience: 'years of experience',
      experienceValue: '{years}',
      projects: 'projects delivered',
      projectsValue: '{projects}+',
      clients: 'satisfied clients',
      clientsValue: '{clients}+',
      success: 'success rate',
      successValue: '{satisfaction}%',
    },
    problems: {
      eyebrow: 'The problem',
      title: 'What is costing your business customers every day',
      intro: 'Three roadblocks we see again and again in small and medium-sized businesses.',
      items: [
        {
          id: 'slow-site',
          value: '< 3 s',
          title: 'A slow website drives people away',
          text: 'Visitors leave in under 3 seconds when a page is slow to load or does not answer their question.',
        },
        {
          id: 'no-chatbot',
          value: '70%',
          title: 'No chatbot, no conversation',
          text: '70% of visitors are lost without a chatbot: nobody answers them in the evening, at weekends or during busy hours.',
        },
        {
          id: 'manual-work',
          value: '30%',
          title: 'Teams buried in admin',
          text: "30% of your team's time goes to manual tasks: copying data, chasing follow-ups, sorting e-mails, building reports.",
        },
      ],
      closing: 'The good news: each of these roadblocks can be removed with the right automation.',
    },
    services: {
      eyebrow: 'Our services',
      title: 'Eight ways to automate your growth',
      intro:
        'From lead generation to IT monitoring, each service works on its own or plugs into the others.',
      more: 'Learn more',
      all: 'See all services',
    },
    transformation: {
      eyebrow: 'Before / after',
      title: 'What a complete website transformation changes',
      intro:
        'We rebuild websites for speed, add a chatbot and simplify the path to purchase. Here is how the key indicators move on a transformation project.',
      points: [
        {
          id: 'mobile',
          text: 'Site optimised for mobile and Core Web Vitals',
        },
        {
          id: 'chatbot',
          text: 'A chatbot that answers and qualifies visitors around the clock',
        },
        {
          id: 'forms',
          text: 'Simpler forms and calls to action',
        },
      ],
      cardTitle: 'Key indicators',
      before: 'Before',
      after: 'After',
      metrics: [
        {
          id: 'load-time',
          label: 'Load time',
          before: '6.2 s',
          after: '1.8 s',
        },
        {
          id: 'bounce',
          label: 'Bounce rate',
          before: '78%',
          after: '32%',
        },
        {
          id: 'conversion',
          label: 'Conversion rate',
          before: '0.8%',
          after: '3.5%',
        },
      ],
    },
    testimonials: {
      eyebrow: 'Testimonials',
      title: 'Businesses that trusted us with their automation',
      rating: '{rating} / 5 from {reviews} reviews',
    },
    results: {
      eyebrow: 'Results',
      title: 'Tangible gains from the very first weeks',
      items: [
        {
          id: 'leads',
          value: '+200%',
          label: 'incoming leads',
        },
        {
          id: 'delivery',
          value: '48h',
          label: 'delivery time',
        },
        {
          id: 'time-saved',
          value: '50 min',
          label: 'saved per day, per employee',
        },
        {
          id: 'availability',
          value: '24/7',
          label: 'chatbot availability',
        },
      ],
    },
    cta: {
      title: 'Ready to put AI to work for you?',
      text: 'Tell us about your processes: we reply within 24h with concrete ideas and a clear quote.',
      contact: 'Request a quote',
      services: 'Explore our services',
    },
    latestPosts: {
      eyebrow: 'Blog',
      title: 'Our latest articles',
      intro: 'Practical guides to automating your business, written by our team.',
      all: 'View all articles',
    },
    technologies: {
      eyebrow: 'Technologies',
      title: 'The platforms we build on',
      intro:
        'We assemble proven tools instead of reinventing the wheel, so you stay in control of your data and your costs.',
      platforms: [
        {
          id: 'n8n',
          name: 'n8n',
          purpose:
            'Workflow orchestration that connects your tools and automates repetitive tasks.',
        },
        {
          id: 'openai',
          name: 'OpenAI',
          purpose: 'AI models that understand, write and reply like a member of your team.',
        },
        {
          id: 'whatsapp',
          name: 'WhatsApp Business',
          purpose: "Your customers' favourite channel, with a chatbot that answers at any hour.",
        },
        {
          id: 'shopify',
          name: 'Shopify',
          purpose: 'Online stores connected to your stock, your CRM and your campaigns.',
        },
      ],
    },
    faq: {
      title: 'Frequently asked questions',
    },
  },
  ar: {
    meta: {
      title: 'أتمتة بالذكاء الاصطناعي وروبوتات محادثة للشركات في سويسرا',
      description:
        'روبوتات محادثة على WhatsApp، وسير عمل n8n، ومحتوى بالذكاء الاصطناعي، ومواقع سريعة للشركات الصغيرة والمتوسطة. تسليم ابتداءً من 48 ساعة، ودعم مجاني لمدة 30 يومًا، واستشارة مجانية مدتها 15 دقيقة.',
    },
    hero: {
      badge: 'وكالة أتمتة بالذكاء الاصطناعي · جنيف',
      title: 'أتمِت أعمال شركتك بقوة *الذكاء الاصطناعي*',
      subtitle:
        'روبوتات محادثة على WhatsApp، وسير عمل n8n، ومحتوى يولّده الذكاء الاصطناعي، ومواقع إلكترونية تحقق المبيعات: نحرر فريقك من المهام المتكررة ليتفرغ لعملائك.',
      book: 'استشارة مجانية مدتها 15 دقيقة',
      services: 'اكتشف خدماتنا',
      highlights: [
        {
          id: 'delivery',
          text: 'تسليم ابتداءً من 48 ساعة',
        },
        {
          id: 'support',
          text: 'دعم مجاني لمدة 30 يومًا',
        },
        {
          id: 'reply',
          text: 'رد خلال 24 ساعة',
        },
      ],
      workflowLabel: 'مثال على الأتمتة',
      workflowTitle: 'عميل محتمل جديد على WhatsApp يُعالَج تلقائيًا',
      steps: [
        {
          id: 'message',
          title: 'استلام الرسالة على WhatsApp',
          text: 'يرد روبوت المحادثة فورًا، على مدار الساعة وطوال أيام الأسبوع.',
        },
        {
          id: 'qualification',
          title: 'تأهيل الطلب بالذكاء الاصطناعي',
          text: 'تُحدَّد الحاجة والميزانية والمهلة تلقائيًا.',
        },
        {
          id: 'crm',
          title: 'تحديث نظام CRM والأجندة',
          text: 'يُقترح موعد ويُبلَّغ فريقك على الفور.',
        },
      ],
      workflowResult: 'دون أي إدخال يدوي للبيانات',
    },
    stats: {
      title: '{name} بالأرقام',
      experience: 'عامًا من الخبرة',
      experienceValue: '{years}',
      projects: 'مشروع منجز',
      projectsValue: '{projects}+',
      clients: 'عميل راضٍ',
      clientsValue: '{clients}+',
      success: 'نسبة النجاح',
      successValue: '{satisfaction}%',
    },
    problems: {
      eyebrow: 'الواقع',
      title: 'ما الذي يُفقد شركتك عملاءها كل يوم',
      intro: 'ثلاث عقبات نصادفها باستمرار لدى الشركات الصغيرة والمتوسطة.',
      items: [
        {
          id: 'slow-site',
          value: 'أقل من 3 ث',
          title: 'الموقع البطيء يُبعد الزوار',
          text: 'يغادر الزوار الصفحة في أقل من 3 ثوانٍ إذا تأخر تحميلها أو لم تُجب عن سؤالهم.',
        },
        {
          id: 'no-chatbot',
          value: '70%',
          title: 'بدون روبوت محادثة يرحل الزوار',
          text: 'يضيع 70% من الزوار في غياب روبوت محادثة: لا أحد يرد عليهم مساءً أو في عطلة نهاية الأسبوع أو في أوقات الذروة.',
        },
        {
          id: 'manual-work',
          value: '30%',
          title: 'فرق غارقة في المهام اليدوية',
          text: 'يذهب 30% من وقت فريقك في مهام يدوية: نسخ البيانات، والمتابعات، وفرز الرسائل الإلكترونية، وإعداد التقارير.',
        },
      ],
      closing: 'الخبر السار: يمكن تجاوز كل واحدة من هذه العقبات بالأتمتة المناسبة.',
    },
    services: {
      eyebrow: 'خدماتنا',
      title: 'ثماني طرق لأتمتة نموّ أعمالك',
      intro:
        'من توليد العملاء المحتملين إلى مراقبة أنظمتك، تعمل كل خدمة بمفردها أو تتكامل مع الخدمات الأخرى.',
      more: 'اعرف المزيد',
      all: 'عرض جميع الخدمات',
    },
    transformation: {
      eyebrow: 'قبل / بعد',
      title: 'ما الذي يغيّره التحول الشامل لموقعك',
      intro:
        'نعيد بناء المواقع لتكون سريعة، ونضيف روبوت محادثة، ونبسّط مسار الشراء. إليك تطور المؤشرات الرئيسية في مشروع تحوّل.',
      points: [
        {
          id: 'mobile',
          text: 'موقع محسَّن للهاتف المحمول ولمؤشرات Core Web Vitals',
        },
        {
          id: 'chatbot',
          text: 'روبوت محادثة يجيب زوارك ويؤهلهم على مدار الساعة',
        },
        {
          id: 'forms',
          text: 'نماذج ودعوات إلى الإجراء أبسط وأوضح',
        },
      ],
      cardTitle: 'المؤشرات الرئيسية',
      before: 'قبل',
      after: 'بعد',
      metrics: [
        {
          id: 'load-time',
          label: 'زمن التحميل',
          before: '6.2 ث',
          after: '1.8 ث',
        },
        {
          id: 'bounce',
          label: 'معدل الارتداد',
          before: '78%',
          after: '32%',
        },
        {
          id: 'conversion',
          label: 'معدل التحويل',
          before: '0.8%',
          after: '3.5%',
        },
      ],
    },
    testimonials: {
      eyebrow: 'آراء العملاء',
      title: 'شركات وثقت بنا في أتمتة أعمالها',
      rating: '{rating} / 5 من {reviews} تقييمًا',
    },
    results: {
      eyebrow: 'النتائج',
      title: 'مكاسب ملموسة منذ الأسابيع الأولى',
      items: [
        {
          id: 'leads',
          value: '+200%',
          label: 'في عدد العملاء المحتملين',
        },
        {
          id: 'delivery',
          value: '48 ساعة',
          label: 'مدة التسليم',
        },
        {
          id: 'time-saved',
          value: '50 دقيقة',
          label: 'يتم توفيرها يوميًا لكل موظف',
        },
        {
          id: 'availability',
          value: '24/7',
          label: 'توفر روبوت المحادثة',
        },
      ],
    },
    cta: {
      title: 'هل أنت مستعد لجعل الذكاء الاصطناعي يعمل لصالحك؟',
      text: 'حدّثنا عن طريقة عملكم: نرد عليك خلال 24 ساعة بأفكار عملية وعرض سعر واضح.',
      contact: 'اطلب عرض سعر',
      services: 'استكشف خدماتنا',
    },
    latestPosts: {
      eyebrow: 'المدونة',
      title: 'أحدث مقالاتنا',
      intro: 'أدلة عملية لأتمتة شركتك، كتبها فريقنا.',
      all: 'عرض جميع المقالات',
    },
    technologies: {
      eyebrow: 'التقنيات',
      title: 'المنصات التي نبني عليها حلولنا',
      intro: 'نجمع أدوات مجرَّبة بدل إعادة اختراع العجلة، فتحتفظ بالتحكم في بياناتك وتكاليفك.',
      platforms: [
        {
          id: 'n8n',
          name: 'n8n',
          purpose: 'منصة لتنسيق سير العمل تربط أدواتك وتؤتمت المهام المتكررة.',
        },
        {
          id: 'openai',
          name: 'OpenAI',
          purpose: 'نماذج ذكاء اصطناعي تفهم وتكتب وترد كأنها فرد من فريقك.',
        },
        {
          id: 'whatsapp',
          name: 'WhatsApp Business',
          purpose: 'القناة المفضلة لدى عملائك، مع روبوت محادثة يجيب في أي ساعة.',
        },
        {
          id: 'shopify',
          name: 'Shopify',
          purpose: 'متاجر إلكترونية مرتبطة بمخزونك ونظام CRM وحملاتك التسويقية.',
        },
      ],
    },
    faq: {
      title: 'الأسئلة الشائعة',
    },
  },
  'ar-ma': {
    meta: {
      title: 'الأتمتة بالذكاء الاصطناعي والشاتبوتات للشركات فسويسرا',
      description:
        'شاتبوتات WhatsApp، أتمتة الخدمة ب n8n، محتوى بالذكاء الاصطناعي وسيتات زربانين للمقاولات الصغيرة والمتوسطة. التسليم من 48 ساعة، 30 يوم ديال الدعم فابور واستشارة فابور ديال 15 دقيقة.',
    },
    hero: {
      badge: 'وكالة ديال الأتمتة بالذكاء الاصطناعي · جنيف',
      title: 'أتمت الخدمة ديال شركتك *بالذكاء الاصطناعي*',
      subtitle:
        'شاتبوتات على WhatsApp، أتمتة الخدمة ب n8n، محتوى كيصاوبو الذكاء الاصطناعي وسيتات كتبيع: كنحيدو على الفريق ديالك الخدمة اللي كتعاود راسها باش يتفرغ للكليان ديالك.',
      book: 'استشارة فابور ديال 15 دقيقة',
      services: 'شوف الخدمات ديالنا',
      highlights: [
        {
          id: 'delivery',
          text: 'التسليم من 48 ساعة',
        },
        {
          id: 'support',
          text: '30 يوم ديال الدعم فابور',
        },
        {
          id: 'reply',
          text: 'كنجاوبوك فأقل من 24 ساعة',
        },
      ],
      workflowLabel: 'مثال ديال الأتمتة',
      workflowTitle: 'كليان جديد على WhatsApp كيتعالج بوحدو',
      steps: [
        {
          id: 'message',
          title: 'الميساج كيوصل فWhatsApp',
          text: 'الشاتبوت كيجاوب دغيا، 24 ساعة على 24 و7 أيام على 7.',
        },
        {
          id: 'qualification',
          title: 'الذكاء الاصطناعي كيفرز الطلب',
          text: 'كيعرف شنو بغا الكليان، شحال عندو ديال الميزانية وفوقاش محتاج.',
        },
        {
          id: 'crm',
          title: 'الـCRM والأجندة كيتحدّثو',
          text: 'كيتقترح موعد والفريق ديالك كيوصلو إشعار.',
        },
      ],
      workflowResult: 'بلا ما تكتب حتى حاجة بيدك',
    },
    stats: {
      title: '{name} بالأرقام',
      experience: 'عام ديال الخبرة',
      experienceValue: '{years}',
      projects: 'مشروع كملناه',
      projectsValue: '{projects}+',
      clients: 'كليان فرحانين',
      clientsValue: '{clients}+',
      success: 'نسبة النجاح',
      successValue: '{satisfaction}%',
    },
    problems: {
      eyebrow: 'المشكل',
      title: 'شنو اللي كيضيّع على شركتك الكليان كل نهار',
      intro: 'تلاتة ديال المشاكل كنلقاوهم بزاف عند المقاولات الصغيرة والمتوسطة.',
      items: [
        {
          id: 'slow-site',
          value: 'أقل من 3 ث',
          title: 'السيت التقيل كيهرّب الناس',
          text: 'الزوار كيخرجو من الصفحة فأقل من 3 ثواني إلا تعطلات فالتحميل ولا ما لقاوش فيها الجواب ديالهم.',
        },
        {
          id: 'no-chatbot',
          value: '70%',
          title: 'بلا شاتبوت، الزوار كيمشيو',
          text: '70% ديال الزوار كيضيعو إلا ما كانش شاتبوت: ما كاين حتى واحد يجاوبهم فالليل، فالويكاند ولا فوقت الضغط.',
        },
        {
          id: 'manual-work',
          value: '30%',
          title: 'فريق غارق فالخدمة اليدوية',
          text: '30% ديال الوقت ديال الفريق ديالك كيمشي فالخدمة باليد: نقل الداتا، التذكير، ترتيب الإيميلات وتوجاد الرابورات.',
        },
      ],
      closing: 'الخبر الزوين: هاد المشاكل كاملين عندهم حل بالأتمتة المناسبة.',
    },
    services: {
      eyebrow: 'الخدمات ديالنا',
      title: 'تمنية ديال الطرق باش تأتمت النمو ديالك',
      intro:
        'من جلب الكليان حتى لمراقبة السيستيمات ديالك، كل خدمة كتخدم بوحدها ولا كتتركب مع لوخرين.',
      more: 'عرف كثر',
      all: 'شوف جميع الخدمات',
    },
    transformation: {
      eyebrow: 'قبل / من بعد',
      title: 'شنو كيتبدل ملي كنجددو السيت ديالك كامل',
      intro:
        'كنعاودو نبنيو السيت باش يولي زربان، كنزيدو شاتبوت وكنسهلو الطريق للشرا. هادي هي النتائج ديال المؤشرات المهمة فمشروع ديال التجديد.',
      points: [
        {
          id: 'mobile',
          text: 'سيت مضبوط للتيليفون ول Core Web Vitals',
        },
        {
          id: 'chatbot',
          text: 'شاتبوت كيجاوب الزوار وكيفرزهم ليل ونهار',
        },
        {
          id: 'forms',
          text: 'فورموليرات وبوطونات أسهل وأوضح',
        },
      ],
      cardTitle: 'المؤشرات المهمة',
      before: 'قبل',
      after: 'من بعد',
      metrics: [
        {
          id: 'load-time',
          label: 'وقت التحميل',
          before: '6.2 ث',
          after: '1.8 ث',
        },
        {
          id: 'bounce',
          label: 'نسبة اللي كيخرجو دغيا',
          before: '78%',
          after: '32%',
        },
        {
          id: 'conversion',
          label: 'نسبة التحويل',
          before: '0.8%',
          after: '3.5%',
        },
      ],
    },
    testimonials: {
      eyebrow: 'شنو قالو علينا',
      title: 'شركات تاقت فينا فالأتمتة ديالها',
      rating: '{rating} / 5 من {reviews} تقييم',
    },
    results: {
      eyebrow: 'النتائج',
      title: 'ربح باين من السيمانات الأولى',
      items: [
        {
          id: 'leads',
          value: '+200%',
          label: 'فعدد الكليان المحتملين',
        },
        {
          id: 'delivery',
          value: '48 ساعة',
          label: 'باش نسلموك المشروع',
        },
        {
          id: 'time-saved',
          value: '50 دقيقة',
          label: 'كتربح كل نهار على كل موظف',
        },
        {
          id: 'availability',
          value: '24/7',
          label: 'الشاتبوت ديما خدام',
        },
      ],
    },
    cta: {
      title: 'واش واجد تخلي الذكاء الاصطناعي يخدم معاك؟',
      text: 'عاود لينا كيفاش كتخدمو: كنجاوبوك فأقل من 24 ساعة بأفكار واضحة ودوفي مفهوم.',
      contact: 'طلب دوفي',
      services: 'شوف الخدمات',
    },
    latestPosts: {
      eyebrow: 'البلوگ',
      title: 'آخر المقالات ديالنا',
      intro: 'شروحات عملية باش تأتمت المقاولة ديالك، كتبها الفريق ديالنا.',
      all: 'شوف كاع المقالات',
    },
    technologies: {
      eyebrow: 'التكنولوجيات',
      title: 'المنصات اللي كنبنيو عليها',
      intro:
        'كنجمعو أدوات مجربة بلا ما نعاودو نخترعو الرويضة، وهكا كتبقى متحكم فالداتا ديالك وفالمصاريف.',
      platforms: [
        {
          id: 'n8n',
          name: 'n8n',
          purpose: 'كيربط الأدوات ديالك ببعضياتهم وكيأتمت الخدمة اللي كتعاود راسها.',
        },
        {
          id: 'openai',
          name: 'OpenAI',
          purpose:
            'موديلات ديال الذكاء الاصطناعي كتفهم، كتكتب وكتجاوب بحال شي واحد من الفريق ديالك.',
        },
        {
          id: 'whatsapp',
          name: 'WhatsApp Business',
          purpose: 'القناة اللي كيبغيوها الكليان ديالك، مع شاتبوت كيجاوب فأي وقت.',
        },
        {
          id: 'shopify',
          name: 'Shopify',
          purpose: 'حوانت أونلاين مربوطة بالستوك، بالـCRM وبالحملات ديالك.',
        },
      ],
    },
    faq: {
      title: 'الأسئلة اللي كتطرح بزاف',
    },
  },
};
