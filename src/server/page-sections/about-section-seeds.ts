import type { Locale } from '@/i18n/locales';
import type { SectionContent } from '@/lib/page-sections/section-definition';

/*
 * The about page's copy as the site showed it before it became content (decision 053): moved from
 * the messages files, word for word; the hero title's highlighted words between asterisks, the
 * story's three paragraphs one Markdown text. `{name}` and the figures (`{years}`…) are the settings'.
 */
export const aboutSectionSeeds: Record<Locale, Record<string, SectionContent>> = {
  fr: {
    meta: {
      title: "À propos – Agence d'automatisation IA à Genève",
      description:
        "Fondée à Genève en 2022 par des experts forts de {years} ans d'expérience, {name} aide les PME à gagner du temps grâce à l'IA : workflows n8n, chatbots WhatsApp, contenu IA et sites web.",
    },
    hero: {
      eyebrow: 'À propos',
      title: "Une agence genevoise qui met *l'IA au service des PME*",
      description:
        'Depuis Genève, nous automatisons les tâches répétitives, connectons vos outils et modernisons vos sites web pour que votre équipe se concentre sur ce qui compte vraiment : vos clients.',
      contact: 'Parlons de votre projet',
      services: 'Nos services',
      experience: "d'expérience cumulée des fondateurs",
      experienceValue: '{years} ans',
      projects: 'projets réalisés',
      projectsValue: '{projects}+',
      clients: 'clients satisfaits',
      clientsValue: '{clients}+',
      success: 'de taux de réussite',
      successValue: '{satisfaction} %',
    },
    story: {
      eyebrow: 'Depuis 2022',
      title: 'Notre histoire',
      body: "{name} est née à Genève en 2022 d'un constat simple : les PME perdent un temps précieux sur des tâches manuelles, alors que les outils d'intelligence artificielle et d'automatisation sont enfin à la portée d'entreprises de leur taille.\n\nSes fondateurs cumulent {years} ans d'expérience dans le développement web, l'e-commerce et l'intégration de systèmes. Ils ont vu des équipes consacrer 30 % de leur temps à des tâches manuelles et des sites perdre leurs visiteurs en moins de 3 secondes : ils ont décidé d'y remédier.\n\nAujourd'hui, avec plus de {projects} projets menés et plus de {clients} clients satisfaits en Suisse, en France, à Monaco et au Maroc, nous restons fidèles à la même méthode : comprendre votre métier, automatiser ce qui doit l'être et mesurer les résultats.",
      factsTitle: "L'agence en bref",
      facts: [
        {
          id: 'founded',
          label: 'Fondée en',
          detail: '2022',
        },
        {
          id: 'headquarters',
          label: 'Siège',
          detail: 'Genève, Suisse',
        },
        {
          id: 'experience',
          label: 'Expérience des fondateurs',
          detail: '{years} ans',
        },
        {
          id: 'markets',
          label: 'Marchés',
          detail: 'Suisse, France, Monaco, Maroc',
        },
      ],
    },
    mission: {
      eyebrow: 'Notre mission',
      title: "Rendre l'automatisation IA simple, rentable et humaine",
      text: "Notre mission : libérer les PME des tâches répétitives grâce à des solutions d'IA concrètes, livrées rapidement et pensées pour durer. Pas de jargon ni de projets interminables, mais des automatisations qui portent leurs fruits dès la première semaine, avec un retour sur investissement moyen de 300 %.",
      contact: 'Parlons de votre projet',
    },
    values: {
      eyebrow: 'Nos valeurs',
      title: 'Ce qui guide notre travail au quotidien',
      intro:
        'Quatre principes simples que nous appliquons à chaque projet, quelle que soit sa taille.',
      items: [
        {
          id: 'transparency',
          title: 'Transparence',
          description:
            'Des devis clairs, des prix fermes et des explications sans jargon : vous savez toujours ce que vous payez et pourquoi.',
        },
        {
          id: 'results',
          title: 'Résultats mesurables',
          description:
            'Chaque projet commence par des objectifs chiffrés et se termine par des résultats que vous pouvez vérifier vous-même.',
        },
        {
          id: 'proximity',
          title: 'Proximité',
          description:
            'Une équipe basée à Genève, joignable directement, qui répond sous 24h et reste à vos côtés après la livraison.',
        },
        {
          id: 'innovation',
          title: 'Innovation responsable',
          description:
            "Nous choisissons les technologies d'IA pour leur utilité réelle, dans le respect de vos données et de votre vie privée.",
        },
      ],
    },
    expertise: {
      eyebrow: 'Expertise',
      title: "Nos domaines d'expertise",
      intro: 'Quatre savoir-faire complémentaires pour automatiser votre activité de bout en bout.',
      services: 'Découvrir nos services',
      items: [
        {
          id: 'automation',
          title: 'Automatisation IA et workflows n8n',
          description:
            'Nous connectons votre CRM, vos e-mails, votre facturation et vos bases de données dans des workflows n8n fiables qui travaillent pour vous jour et nuit.',
        },
        {
          id: 'chatbots',
          title: 'Chatbots WhatsApp Business',
          description:
            'Un assistant intelligent qui répond à vos clients 24/7 sur WhatsApp, qualifie les demandes et prend les rendez-vous à votre place.',
        },
        {
          id: 'content',
          title: 'Génération de contenu IA',
          description:
            'Articles de blog, fiches produits, publications pour les réseaux sociaux : du contenu optimisé pour le référencement, produit à grande échelle et relu par des humains.',
        },
        {
          id: 'websites',
          title: 'Transformation de sites web et Shopify',
          description:
            'Des sites rapides et modernes, livrés en 48h pour les projets essentiels, et des boutiques Shopify conçues pour convertir.',
        },
      ],
    },
    team: {
      eyebrow: 'Équipe',
      title: "L'équipe derrière {name}",
      intro: "Une équipe resserrée d'experts, directement impliqués dans chacun de vos projets.",
      members: [
        {
          id: 'marc',
          name: 'Marc Favre',
          role: 'Co-fondateur et directeur général',
          bio: "Ancien consultant en e-commerce, il pilote la stratégie de l'agence et mène lui-même l'audit de chaque nouveau client.",
          initials: 'MF',
        },
        {
          id: 'leila',
          name: 'Leïla Benjelloun',
          role: "Co-fondatrice, responsable de l'automatisation IA",
          bio: 'Architecte de nos workflows n8n et de nos chatbots WhatsApp, elle transforme les processus manuels en systèmes qui tournent seuls.',
          initials: 'LB',
        },
        {
          id: 'thomas',
          name: 'Thomas Keller',
          role: 'Lead développeur web et Shopify',
          bio: 'Spécialiste de la performance, il transforme les sites lents en vitrines rapides qui convertissent.',
          initials: 'TK',
        },
      ],
    },
    cta: {
      title: 'Prêt à automatiser votre entreprise ?',
      text: "Parlez-nous des tâches qui vous prennent le plus de temps : en 15 minutes, nous identifions ensemble ce qu'il faut automatiser en priorité. Réponse sous 24h.",
      contact: 'Contactez-nous',
    },
  },
  en: {
    meta: {
      title: 'About us – AI automation agency in Geneva',
      description:
        'Founded in Geneva in 2022 by experts with {years} years of experience, {name} helps SMEs save time with AI: n8n workflows, WhatsApp chatbots, AI content and websites.',
    },
    hero: {
      eyebrow: 'About us',
      title: 'A Geneva agency putting *AI to work for SMEs*',
      description:
        'From Geneva, we automate repetitive tasks, connect your tools and modernise your websites so your team can focus on what really matters: your customers.',
      contact: "Let's talk about your project",
      services: 'Our services',
      experience: "of the founders' combined experience",
      experienceValue: '{years} years',
      projects: 'projects delivered',
      projectsValue: '{projects}+',
      clients: 'satisfied clients',
      clientsValue: '{clients}+',
      success: 'success rate',
      successValue: '{satisfaction}%',
    },
    story: {
      eyebrow: 'Since 2022',
      title: 'Our story',
      body: '{name} was founded in Geneva in 2022 on a simple observation: small and medium businesses lose precious time on manual tasks, while artificial intelligence and automation tools are finally within reach of companies their size.\n\nIts founders bring {years} years of experience in web development, e-commerce and systems integration. They had seen teams spend 30% of their time on manual tasks and websites lose their visitors in under 3 seconds, and they decided to fix it.\n\nToday, with over {projects} projects delivered and more than {clients} satisfied clients in Switzerland, France, Monaco and Morocco, we stay true to the same method: understand your business, automate what should be automated, and measure the results.',
      factsTitle: 'The agency at a glance',
      facts: [
        {
          id: 'founded',
          label: 'Founded',
          detail: '2022',
        },
        {
          id: 'headquarters',
          label: 'Headquarters',
          detail: 'Geneva, Switzerland',
        },
        {
          id: 'experience',
          label: "Founders' experience",
          detail: '{years} years',
        },
        {
          id: 'markets',
          label: 'Markets',
          detail: 'Switzerland, France, Monaco, Morocco',
        },
      ],
    },
    mission: {
      eyebrow: 'Our mission',
      title: 'Making AI automation simple, profitable and human',
      text: 'Our mission: to free small and medium businesses from repetitive work with practical AI solutions, delivered fast and built to last. No jargon and no never-ending projects, but automations that pay off from the very first week, with an average return on investment of 300%.',
      contact: "Let's talk about your project",
    },
    values: {
      eyebrow: 'Our values',
      title: 'What guides our work every day',
      intro: 'Four simple principles we apply to every project, whatever its size.',
      items: [
        {
          id: 'transparency',
          title: 'Transparency',
          description:
            'Clear quotes, firm prices and explanations without jargon: you always know what you are paying for and why.',
        },
        {
          id: 'results',
          title: 'Measurable results',
          description:
            'Every project starts with goals set in figures and ends with results you can check for yourself.',
        },
        {
          id: 'proximity',
          title: 'Close at hand',
          description:
            'A Geneva-based team you can reach directly, that replies within 24h and stays by your side after delivery.',
        },
        {
          id: 'innovation',
          title: 'Responsible innovation',
          description:
            'We choose AI technologies for their real usefulness, with respect for your data and your privacy.',
        },
      ],
    },
    expertise: {
      eyebrow: 'Expertise',
      title: 'Our areas of expertise',
      intro: 'Four complementary skills to automate your business from end to end.',
      services: 'Explore our services',
      items: [
        {
          id: 'automation',
          title: 'AI automation & n8n workflows',
          description:
            'We connect your CRM, e-mail, invoicing and databases in reliable n8n workflows that work for you day and night.',
        },
        {
          id: 'chatbots',
          title: 'WhatsApp Business chatbots',
          description:
            'A smart assistant that answers your customers 24/7 on WhatsApp, qualifies requests and books appointments for you.',
        },
        {
          id: 'content',
          title: 'AI content generation',
          description:
            'Blog articles, product descriptions, social media posts: SEO-optimised content produced at scale and reviewed by humans.',
        },
        {
          id: 'websites',
          title: 'Website transformation & Shopify',
          description:
            'Fast, modern websites, delivered in 48h for essential projects, and Shopify stores designed to convert.',
        },
      ],
    },
    team: {
      eyebrow: 'Team',
      title: 'The team behind {name}',
      intro: 'A small team of experts, directly involved in every one of your projects.',
      members: [
        {
          id: 'marc',
          name: 'Marc Favre',
          role: 'Co-founder & CEO',
          bio: "A former e-commerce consultant, he leads the agency's strategy and personally runs every new client's audit.",
          initials: 'MF',
        },
        {
          id: 'leila',
          name: 'Leïla Benjelloun',
          role: 'Co-founder, Head of AI Automation',
          bio: 'The architect of our n8n workflows and WhatsApp chatbots, she turns manual processes into systems that run on their own.',
          initials: 'LB',
        },
        {
          id: 'thomas',
          name: 'Thomas Keller',
          role: 'Lead Web & Shopify Developer',
          bio: 'A performance specialist, he turns slow websites into fast storefronts that convert.',
          initials: 'TK',
        },
      ],
    },
    cta: {
      title: 'Ready to automate your business?',
      text: "Tell us about the tasks that take up most of your time: in 15 minutes, we'll work out together what to automate first. Reply within 24h.",
      contact: 'Contact us',
    },
  },
  ar: {
    meta: {
      title: 'من نحن – وكالة أتمتة بالذكاء الاصطناعي في جنيف',
      description:
        'تأسست {name} في جنيف عام 2022 على يد خبراء يجمعون {years} عامًا من الخبرة، وتساعد الشركات الصغيرة والمتوسطة على توفير الوقت بفضل الذكاء الاصطناعي: مسارات عمل n8n، وروبوتات محادثة WhatsApp، ومحتوى بالذكاء الاصطناعي، ومواقع إلكترونية.',
    },
    hero: {
      eyebrow: 'من نحن',
      title: 'وكالة من جنيف تضع *الذكاء الاصطناعي في خدمة الشركات*',
      description:
        'من جنيف، نؤتمت المهام المتكررة ونربط أدواتكم ونحدّث مواقعكم الإلكترونية، ليتفرغ فريقكم لما يهم حقًا: عملاؤكم.',
      contact: 'لنتحدث عن مشروعكم',
      services: 'خدماتنا',
      experience: 'من الخبرة المتراكمة لدى المؤسسين',
      experienceValue: '{years} عامًا',
      projects: 'مشروع منجز',
      projectsValue: '{projects}+',
      clients: 'عميل راضٍ',
      clientsValue: '{clients}+',
      success: 'نسبة النجاح',
      successValue: '{satisfaction}%',
    },
    story: {
      eyebrow: 'منذ 2022',
      title: 'قصتنا',
      body: 'وُلدت {name} في جنيف عام 2022 من ملاحظة بسيطة: الشركات الصغيرة والمتوسطة تهدر وقتًا ثمينًا في مهام يدوية، في حين أصبحت أدوات الذكاء الاصطناعي والأتمتة أخيرًا في متناول الشركات التي في حجمها.\n\nيجمع مؤسسوها {years} عامًا من الخبرة في تطوير المواقع الإلكترونية والتجارة الإلكترونية وتكامل الأنظمة. رأوا فرقًا تخصص 30% من وقتها لمهام يدوية، ومواقع يغادرها زوارها في أقل من 3 ثوانٍ، فقرروا تغيير ذلك.\n\nواليوم، بعد أكثر من {projects} مشروع وأكثر من {clients} عميل راضٍ في سويسرا وفرنسا وموناكو والمغرب، ما زلنا أوفياء للمنهج نفسه: نفهم نشاطكم، ونؤتمت ما يستحق الأتمتة، ونقيس النتائج.',
      factsTitle: 'الوكالة في سطور',
      facts: [
        {
          id: 'founded',
          label: 'سنة التأسيس',
          detail: '2022',
        },
        {
          id: 'headquarters',
          label: 'المقر',
          detail: 'جنيف، سويسرا',
        },
        {
          id: 'experience',
          label: 'خبرة المؤسسين',
          detail: '{years} عامًا',
        },
        {
          id: 'markets',
          label: 'الأسواق',
          detail: 'سويسرا، فرنسا، موناكو، المغرب',
        },
      ],
    },
    mission: {
      eyebrow: 'مهمتنا',
      title: 'أن نجعل الأتمتة بالذكاء الاصطناعي بسيطة ومربحة وإنسانية',
      text: 'مهمتنا أن نحرر الشركات الصغيرة والمتوسطة من المهام المتكررة بحلول ذكاء اصطناعي ملموسة، تُسلَّم بسرعة وتُصمَّم لتدوم. لا مصطلحات معقدة ولا مشاريع لا تنتهي، بل أتمتة تؤتي ثمارها منذ الأسبوع الأول، مع عائد استثمار متوسط يبلغ 300%.',
      contact: 'لنتحدث عن مشروعكم',
    },
    values: {
      eyebrow: 'قيمنا',
      title: 'ما يوجّه عملنا كل يوم',
      intro: 'أربعة مبادئ بسيطة نلتزم بها في كل مشروع، مهما كان حجمه.',
      items: [
        {
          id: 'transparency',
          title: 'الشفافية',
          description:
            'عروض أسعار واضحة وأسعار ثابتة وشروح خالية من المصطلحات المعقدة: تعرفون دائمًا ما تدفعون مقابله ولماذا.',
        },
        {
          id: 'results',
          title: 'نتائج قابلة للقياس',
          description:
            'يبدأ كل مشروع بأهداف محددة بالأرقام وينتهي بنتائج يمكنكم التحقق منها بأنفسكم.',
        },
        {
          id: 'proximity',
          title: 'القرب منكم',
          description:
            'فريق مقره جنيف يمكنكم التواصل معه مباشرة، يرد خلال 24 ساعة ويبقى إلى جانبكم بعد التسليم.',
        },
        {
          id: 'innovation',
          title: 'ابتكار مسؤول',
          description:
            'نختار تقنيات الذكاء الاصطناعي لفائدتها الفعلية، مع احترام بياناتكم وخصوصيتكم.',
        },
      ],
    },
    expertise: {
      eyebrow: 'خبرتنا',
      title: 'مجالات خبرتنا',
      intro: 'أربع مهارات متكاملة لأتمتة نشاطكم من البداية إلى النهاية.',
      services: 'اكتشفوا خدماتنا',
      items: [
        {
          id: 'automation',
          title: 'الأتمتة بالذكاء الاصطناعي ومسارات عمل n8n',
          description:
            'نربط نظام إدارة العملاء والبريد الإلكتروني والفوترة وقواعد البيانات في مسارات عمل n8n موثوقة تعمل لصالحكم ليلًا ونهارًا.',
        },
        {
          id: 'chatbots',
          title: 'روبوتات محادثة WhatsApp Business',
          description:
            'مساعد ذكي يرد على عملائكم على مدار الساعة عبر WhatsApp، ويفرز الطلبات ويحجز المواعيد نيابةً عنكم.',
        },
        {
          id: 'content',
          title: 'توليد المحتوى بالذكاء الاصطناعي',
          description:
            'مقالات مدونة وأوصاف منتجات ومنشورات لشبكات التواصل الاجتماعي: محتوى محسَّن لمحركات البحث، يُنتَج على نطاق واسع ويراجعه بشر.',
        },
        {
          id: 'websites',
          title: 'تحويل المواقع الإلكترونية وShopify',
          description:
            'مواقع سريعة وعصرية تُسلَّم خلال 48 ساعة للمشاريع الأساسية، ومتاجر Shopify مصممة لتحويل الزوار إلى عملاء.',
        },
      ],
    },
    team: {
      eyebrow: 'الفريق',
      title: 'الفريق الذي يقف وراء {name}',
      intro: 'فريق صغير من الخبراء، يشارك مباشرةً في كل مشروع من مشاريعكم.',
      members: [
        {
          id: 'marc',
          name: 'مارك فافر',
          role: 'الشريك المؤسس والمدير العام',
          bio: 'مستشار سابق في التجارة الإلكترونية، يقود استراتيجية الوكالة ويُجري بنفسه تدقيق كل عميل جديد.',
          initials: 'MF',
        },
        {
          id: 'leila',
          name: 'ليلى بنجلون',
          role: 'الشريكة المؤسسة ومسؤولة الأتمتة بالذكاء الاصطناعي',
          bio: 'مهندسة مسارات عمل n8n وروبوتات محادثة WhatsApp لدينا، تحوّل العمليات اليدوية إلى أنظمة تعمل من تلقاء نفسها.',
          initials: 'LB',
        },
        {
          id: 'thomas',
          name: 'توماس كيلر',
          role: 'كبير مطوري الويب وShopify',
          bio: 'متخصص في الأداء، يحوّل المواقع البطيئة إلى واجهات سريعة تحقق المبيعات.',
          initials: 'TK',
        },
      ],
    },
    cta: {
      title: 'هل أنتم مستعدون لأتمتة شركتكم؟',
      text: 'حدثونا عن المهام التي تستهلك معظم وقتكم: في 15 دقيقة نحدد معًا ما يجب أتمتته أولًا. نرد خلال 24 ساعة.',
      contact: 'تواصلوا معنا',
    },
  },
  'ar-ma': {
    meta: {
      title: 'شكون حنا – وكالة ديال الأتمتة بالذكاء الاصطناعي فجنيف',
      description:
        '{name} تأسسات فجنيف عام 2022 على يد خبراء عندهم {years} عام ديال التجربة، وكتعاون الشركات الصغيرة والمتوسطة يربحو الوقت بالذكاء الاصطناعي: workflows ديال n8n، شات بوت فWhatsApp، محتوى بالذكاء الاصطناعي وسيتات.',
    },
    hero: {
      eyebrow: 'شكون حنا',
      title: 'وكالة من جنيف كتخلي *الذكاء الاصطناعي فخدمة الشركات*',
      description:
        'من جنيف، كنأتمتو الخدمة اللي كتعاود، كنربطو الأدوات ديالكم وكنجددو السيتات ديالكم، باش الفريق ديالكم يتفرغ للحاجة اللي مهمة بصح: الكليان ديالكم.',
      contact: 'يلاه نهضرو على المشروع ديالكم',
      services: 'الخدمات ديالنا',
      experience: 'ديال التجربة عند المؤسسين',
      experienceValue: '{years} عام',
      projects: 'مشروع ساليناه',
      projectsValue: '{projects}+',
      clients: 'كليان راضيين',
      clientsValue: '{clients}+',
      success: 'نسبة النجاح',
      successValue: '{satisfaction}%',
    },
    story: {
      eyebrow: 'من 2022',
      title: 'القصة ديالنا',
      body: '{name} تزادت فجنيف عام 2022 من ملاحظة بسيطة: الشركات الصغيرة والمتوسطة كتضيع بزاف ديال الوقت فالخدمة اليدوية، والأدوات ديال الذكاء الاصطناعي والأتمتة دابا ولات فالمتناول ديال شركات بحالهم.\n\nالمؤسسين ديالها عندهم {years} عام ديال التجربة فتطوير السيتات، التجارة الإلكترونية وربط الأنظمة. شافو فرق كتضيع 30% من الوقت ديالها فالخدمة اليدوية، وسيتات كيخرجو منهم الزوار فأقل من 3 ثواني، وقررو يبدلو هاد الشي.\n\nاليوم، من بعد كثر من {projects} مشروع وكثر من {clients} كليان راضيين فسويسرا، فرنسا، موناكو والمغرب، باقين على نفس الطريقة: كنفهمو الخدمة ديالكم، كنأتمتو داكشي اللي خاصو يتأتمت، وكنقيسو النتائج.',
      factsTitle: 'الوكالة فسطور',
      facts: [
        {
          id: 'founded',
          label: 'عام التأسيس',
          detail: '2022',
        },
        {
          id: 'headquarters',
          label: 'المقر',
          detail: 'جنيف، سويسرا',
        },
        {
          id: 'experience',
          label: 'التجربة ديال المؤسسين',
          detail: '{years} عام',
        },
        {
          id: 'markets',
          label: 'الأسواق',
          detail: 'سويسرا، فرنسا، موناكو، المغرب',
        },
      ],
    },
    mission: {
      eyebrow: 'المهمة ديالنا',
      title: 'نخليو الأتمتة بالذكاء الاصطناعي ساهلة، مربحة وإنسانية',
      text: 'المهمة ديالنا هي نحررو الشركات الصغيرة والمتوسطة من الخدمة اللي كتعاود، بحلول ديال الذكاء الاصطناعي واضحة، كتوصل بسرعة ومصاوبة باش تدوم. بلا كلام معقد وبلا مشاريع ما كتساليش، ولكن أتمتة كتجيب النتيجة من السيمانة الأولى، مع عائد على الاستثمار فالمتوسط ديال 300%.',
      contact: 'يلاه نهضرو على المشروع ديالكم',
    },
    values: {
      eyebrow: 'القيم ديالنا',
      title: 'شنو اللي كيوجه الخدمة ديالنا كل نهار',
      intro: 'ربعة ديال المبادئ بسيطين كنطبقوهم فكل مشروع، كيفما كان الحجم ديالو.',
      items: [
        {
          id: 'transparency',
          title: 'الوضوح',
          description:
            'ديفيات واضحين، أثمنة ثابتة وشرح بلا كلام معقد: ديما عارفين على شنو كتخلصو وعلاش.',
        },
        {
          id: 'results',
          title: 'نتائج كتتقاس',
          description: 'كل مشروع كيبدا بأهداف بالأرقام وكيسالي بنتائج تقدرو تتأكدو منها بيديكم.',
        },
        {
          id: 'proximity',
          title: 'القرب',
          description:
            'فريق كاين فجنيف، توصلو ليه نيشان، كيجاوب ف24 ساعة وكيبقى حداكم حتى من بعد التسليم.',
        },
        {
          id: 'innovation',
          title: 'ابتكار مسؤول',
          description:
            'كنختارو تقنيات الذكاء الاصطناعي على حساب الفايدة ديالها بصح، ومع احترام البيانات والخصوصية ديالكم.',
        },
      ],
    },
    expertise: {
      eyebrow: 'الخبرة ديالنا',
      title: 'المجالات اللي حنا خبراء فيها',
      intro: 'ربعة ديال المهارات كيكملو بعضياتهم باش نأتمتو النشاط ديالكم من اللول حتى للخر.',
      services: 'شوفو الخدمات ديالنا',
      items: [
        {
          id: 'automation',
          title: 'الأتمتة بالذكاء الاصطناعي وworkflows ديال n8n',
          description:
            'كنربطو الـCRM، الإيميلات، الفاتورات وقواعد البيانات ديالكم فworkflows ديال n8n مضمونين، كيخدمو عليكم ليل ونهار.',
        },
        {
          id: 'chatbots',
          title: 'شات بوت ديال WhatsApp Business',
          description:
            'مساعد ذكي كيجاوب الكليان ديالكم 24/24 فWhatsApp، كيفرز الطلبات وكيشد المواعيد فبلاصتكم.',
        },
        {
          id: 'content',
          title: 'المحتوى بالذكاء الاصطناعي',
          description:
            'مقالات ديال البلوغ، وصف المنتوجات، بوستات للسوشيال ميديا: محتوى مزيان للـSEO، كيتصاوب بكمية كبيرة وكيراجعوه بنادم.',
        },
        {
          id: 'websites',
          title: 'تجديد السيتات وShopify',
          description:
            'سيتات سريعة وعصرية، كتوجد ف48 ساعة للمشاريع الأساسية، وحوانت Shopify مصاوبين باش يبيعو.',
        },
      ],
    },
    team: {
      eyebrow: 'الفريق',
      title: 'الفريق اللي ورا {name}',
      intro: 'فريق صغير ديال الخبراء، خدامين نيشان على كل مشروع ديالكم.',
      members: [
        {
          id: 'marc',
          name: 'مارك فافر',
          role: 'شريك مؤسس ومدير عام',
          bio: 'كان مستشار فالتجارة الإلكترونية، كيسير الاستراتيجية ديال الوكالة وكيدير بيدو الأوديت ديال كل كليان جديد.',
          initials: 'MF',
        },
        {
          id: 'leila',
          name: 'ليلى بنجلون',
          role: 'شريكة مؤسسة ومسؤولة على الأتمتة بالذكاء الاصطناعي',
          bio: 'هي اللي كتصمم الـworkflows ديال n8n والشات بوت ديال WhatsApp، وكتحول الخدمة اليدوية لأنظمة كيخدمو بوحدهم.',
          initials: 'LB',
        },
        {
          id: 'thomas',
          name: 'توماس كيلر',
          role: 'المطور الرئيسي ديال الويب وShopify',
          bio: 'متخصص فالسرعة والأداء، كيحول السيتات الثقال لواجهات سريعة كتبيع.',
          initials: 'TK',
        },
      ],
    },
    cta: {
      title: 'واش واجدين تأتمتو الشركة ديالكم؟',
      text: 'قولو لينا شنو هي المهام اللي كتاكل ليكم الوقت: ف15 دقيقة غادي نحددو مع بعض شنو خاصو يتأتمت اللول. كنجاوبو ف24 ساعة.',
      contact: 'تواصلو معانا',
    },
  },
};
