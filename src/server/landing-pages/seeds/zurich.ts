import type { LandingSeed } from '../landing-seeds';

export const zurich: LandingSeed = {
  slug: 'zurich',
  kind: 'region',
  areaServed: 'Zurich, Switzerland',
  country: 'CH',
  text: {
    fr: {
      title: 'Automatisation IA à Zurich : finance, assurance, tech',
      description:
        'Chatbots, workflows n8n, reporting automatisé et intégration de données pour les banques, assureurs, fintechs et PME de Zurich. Consultation gratuite de 15 min.',
      heroTitle: 'Automatiser les processus de la place financière zurichoise',
      heroDescription:
        'Banques, assurances, fintechs et entreprises tech : nous automatisons les tâches répétitives, connectons vos systèmes et déployons des assistants IA qui servent vos clients en plusieurs langues.',
      sectionTitle: 'Nos solutions pour les entreprises zurichoises',
      features: [
        {
          title: 'Traitement des demandes et des sinistres',
          description:
            'Tri des e-mails et formulaires entrants, extraction des informations clés et routage vers le bon service, pour les assureurs comme pour les courtiers.',
        },
        {
          title: 'Onboarding client automatisé',
          description:
            'Collecte des documents, contrôle de complétude et relances automatiques, pour ouvrir comptes et contrats sans dossiers qui traînent.',
        },
        {
          title: "Intégration de bases de données et d'API",
          description:
            "Vos CRM, ERP et outils métier reliés par des workflows n8n et des API, pour que chaque donnée ne soit saisie qu'une seule fois.",
        },
        {
          title: 'Reporting et monitoring',
          description:
            "Tableaux de bord générés automatiquement et alertes en cas d'anomalie sur vos systèmes, pour piloter sans attendre la clôture du mois.",
        },
        {
          title: 'Agents IA pour le support',
          description:
            'Des assistants qui répondent 24h/24 en allemand, anglais, français ou arabe et passent la main à vos conseillers pour les cas complexes.',
        },
        {
          title: 'Sites et contenus pour la tech',
          description:
            "Sites rapides et multilingues, pages produit et contenus générés par IA pour les start-ups et scale-ups qui veulent convertir à l'international.",
        },
      ],
      intro: [
        "Plus grande ville de Suisse et grande place financière européenne, Zurich réunit banques, assureurs et réassureurs, la bourse suisse, une scène fintech dynamique et des équipes tech internationales, attirées notamment par l'ETH Zurich.",
        'Dans ces secteurs, les processus sont nombreux, réglementés et souvent encore manuels : traitement de dossiers, rapprochements, reporting, réponses aux clients. Or 30 % du temps des équipes part dans des tâches manuelles, un coût considérable au niveau des salaires zurichois.',
        "Nous aidons les entreprises zurichoises à automatiser ces flux avec des outils éprouvés comme n8n et les modèles d'OpenAI, intégrés à leurs systèmes existants. Un pilote d'un mois permet de mesurer le gain avant de passer à l'échelle.",
      ],
    },
    en: {
      title: 'AI automation in Zurich: finance, insurance, tech',
      description:
        "Chatbots, n8n workflows, automated reporting and data integration for Zurich's banks, insurers, fintechs and SMEs. Book a free 15-minute consultation.",
      heroTitle: "Automating the processes of Zurich's financial centre",
      heroDescription:
        'Banks, insurers, fintechs and tech companies: we automate repetitive tasks, connect your systems and deploy AI assistants that serve your clients in several languages.',
      sectionTitle: 'Our solutions for Zurich businesses',
      features: [
        {
          title: 'Request and claims handling',
          description:
            'Sorting of incoming e-mails and forms, extraction of key information and routing to the right team, for insurers and brokers alike.',
        },
        {
          title: 'Automated client onboarding',
          description:
            'Document collection, completeness checks and automatic reminders, so accounts and contracts open without files gathering dust.',
        },
        {
          title: 'Database and API integration',
          description:
            'Your CRM, ERP and business tools connected through n8n workflows and APIs, so every piece of data is entered only once.',
        },
        {
          title: 'Reporting and monitoring',
          description:
            'Automatically generated dashboards and alerts when your systems misbehave, so you can steer without waiting for month-end.',
        },
        {
          title: 'AI agents for support',
          description:
            'Assistants that answer 24/7 in German, English, French or Arabic and hand complex cases over to your advisers.',
        },
        {
          title: 'Websites and content for tech',
          description:
            'Fast multilingual websites, product pages and AI-generated content for start-ups and scale-ups that want to convert internationally.',
        },
      ],
      intro: [
        "Switzerland's largest city and a major European financial centre, Zurich brings together banks, insurers and reinsurers, the Swiss stock exchange, a lively fintech scene and international tech teams drawn in particular by ETH Zurich.",
        'In these sectors, processes are many, regulated and often still manual: file handling, reconciliations, reporting, client replies. Yet 30% of team time goes to manual tasks, a considerable cost at Zurich salary levels.',
        'We help Zurich companies automate these flows with proven tools such as n8n and OpenAI models, integrated into their existing systems. A one-month pilot measures the gain before scaling up.',
      ],
    },
    ar: {
      title: 'الأتمتة بالذكاء الاصطناعي في زيورخ: المالية والتأمين والتكنولوجيا',
      description:
        'روبوتات محادثة وسير عمل n8n وتقارير مؤتمتة وتكامل للبيانات لبنوك زيورخ وشركات التأمين والتكنولوجيا المالية والشركات. استشارة مجانية مدتها 15 دقيقة.',
      heroTitle: 'أتمتة عمليات المركز المالي في زيورخ',
      heroDescription:
        'بنوك وشركات تأمين وشركات تكنولوجيا مالية وشركات تقنية: نؤتمت المهام المتكررة ونربط أنظمتكم ونطلق مساعدين أذكياء يخدمون عملاءكم بعدة لغات.',
      sectionTitle: 'حلولنا لشركات زيورخ',
      features: [
        {
          title: 'معالجة الطلبات والمطالبات',
          description:
            'فرز الرسائل والنماذج الواردة واستخراج المعلومات الأساسية وتوجيهها إلى القسم المختص، لشركات التأمين والوسطاء على حد سواء.',
        },
        {
          title: 'استقبال العملاء المؤتمت',
          description:
            'جمع الوثائق والتحقق من اكتمالها والتذكير الآلي، لفتح الحسابات والعقود دون ملفات عالقة.',
        },
        {
          title: 'تكامل قواعد البيانات وواجهات API',
          description:
            'ربط أنظمة CRM وERP وأدوات العمل عبر سير عمل n8n وواجهات API، حتى لا تُدخَل أي معلومة إلا مرة واحدة.',
        },
        {
          title: 'التقارير والمراقبة',
          description:
            'لوحات متابعة تُولَّد تلقائياً وتنبيهات عند أي خلل في أنظمتكم، لإدارة العمل دون انتظار إقفال الشهر.',
        },
        {
          title: 'وكلاء ذكاء اصطناعي للدعم',
          description:
            'مساعدون يجيبون على مدار الساعة بالألمانية والإنجليزية والفرنسية والعربية، ويحيلون الحالات المعقدة إلى مستشاريكم.',
        },
        {
          title: 'مواقع ومحتوى لقطاع التكنولوجيا',
          description:
            'مواقع سريعة متعددة اللغات وصفحات منتجات ومحتوى يولّده الذكاء الاصطناعي للشركات الناشئة والنامية التي تسعى إلى كسب عملاء دوليين.',
        },
      ],
      intro: [
        'زيورخ أكبر مدن سويسرا ومركز مالي أوروبي كبير، تجمع البنوك وشركات التأمين وإعادة التأمين والبورصة السويسرية ومشهداً حيوياً للتكنولوجيا المالية وفرقاً تقنية دولية يجذبها خصوصاً المعهد الفدرالي للتكنولوجيا ETH Zurich.',
        'في هذه القطاعات، العمليات كثيرة ومنظمة بقواعد صارمة وكثيراً ما تبقى يدوية: معالجة الملفات والمطابقات والتقارير والرد على العملاء. والحال أن 30% من وقت الفرق يذهب في مهام يدوية، وهي تكلفة كبيرة بمستوى الأجور في زيورخ.',
        'نساعد شركات زيورخ على أتمتة هذه التدفقات بأدوات مجرَّبة مثل n8n ونماذج OpenAI، مدمجة في أنظمتها القائمة. وتتيح مرحلة تجريبية مدتها شهر واحد قياس المكسب قبل التوسع.',
      ],
    },
    'ar-ma': {
      title: 'الأتمتة بالذكاء الاصطناعي ف زيوريخ: المالية، التأمين والتكنولوجيا',
      description:
        'شات بوت، workflows ديال n8n، تقارير أوتوماتيكية وربط المعلومات للبنوك وشركات التأمين والفينتيك والشركات ف زيوريخ. استشارة فابور ديال 15 دقيقة.',
      heroTitle: 'أتمتة الخدمة ديال المركز المالي ف زيوريخ',
      heroDescription:
        'بنوك، شركات التأمين، فينتيك وشركات التكنولوجيا: كنأتمتو الخدمة اللي كتعاود، كنربطو الأنظمة ديالكم وكنركبو مساعدين أذكياء كيخدمو الكليان ديالكم بزاف ديال اللغات.',
      sectionTitle: 'الحلول ديالنا للشركات ديال زيوريخ',
      features: [
        {
          title: 'معالجة الطلبات والسينيستر',
          description:
            'فرز الإيمايلات والفورموليرات اللي داخلين، استخراج المعلومات المهمة وتوجيههم للقسم المناسب، لشركات التأمين وللسماسرة.',
        },
        {
          title: 'استقبال الكليان أوتوماتيكياً',
          description:
            'جمع الوثائق، التأكد واش كاملين والتذكير الأوتوماتيكي، باش تفتحو الحسابات والعقود بلا ملفات واقفين.',
        },
        {
          title: 'ربط قواعد البيانات والAPI',
          description:
            'الCRM والERP والأدوات ديال الخدمة مربوطين بworkflows ديال n8n وبالAPI، باش كل معلومة تتكتب غير مرة وحدة.',
        },
        {
          title: 'التقارير والمراقبة',
          description:
            'داشبوردات كيتصاوبو بوحدهم وتنبيهات ملي كيوقع شي مشكل ف الأنظمة ديالكم، باش تسيرو بلا ما تسناو آخر الشهر.',
        },
        {
          title: 'وكلاء ذكاء اصطناعي للدعم',
          description:
            'مساعدين كيجاوبو 24/24 بالألمانية والنجليزية والفرنساوية والعربية، وكيدوزو الحالات الصعيبة للمستشارين ديالكم.',
        },
        {
          title: 'سيتات ومحتوى لشركات التكنولوجيا',
          description:
            'سيتات زربانين بزاف ديال اللغات، صفحات ديال المنتوجات ومحتوى بالذكاء الاصطناعي للستارت أب والشركات اللي كتكبر وبغات كليان من برا.',
        },
      ],
      intro: [
        'زيوريخ هي أكبر مدينة ف سويسرا ومركز مالي أوروبي كبير، فيها البنوك، شركات التأمين وإعادة التأمين، البورصة السويسرية، ساحة ديال الفينتيك عامرة بالحركة وفرق تقنية دولية جابها بالخصوص ETH Zurich.',
        'ف هاد القطاعات، الإجراءات بزاف، مقننة وبزاف منها باقي يدوي: معالجة الملفات، المطابقة، التقارير، الجواب على الكليان. و30% من الوقت ديال الفرق كيمشي ف خدمة يدوية، وهادي خسارة كبيرة بالأجور ديال زيوريخ.',
        'كنعاونو الشركات ديال زيوريخ يأتمتو هاد الخدمة بأدوات مجرّبة بحال n8n والموديلات ديال OpenAI، مربوطين مع الأنظمة اللي عندهم. وتجربة ديال شهر واحد كتخليك تقيس الربح قبل ما توسّع.',
      ],
    },
  },
};
