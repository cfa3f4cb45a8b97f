import type { LandingSeed } from '../landing-seeds';

export const geneve: LandingSeed = {
  slug: 'geneve',
  kind: 'region',
  areaServed: 'Geneva, Switzerland',
  country: 'CH',
  text: {
    fr: {
      title: "Agence d'automatisation IA à Genève",
      description:
        'Agence IA basée à Genève : chatbots multilingues, workflows n8n et sites web pour organisations internationales, banques privées, ONG et PME. Réponse sous 24h.',
      heroTitle: "L'automatisation IA au rythme de la Genève internationale",
      heroDescription:
        'Organisations internationales, banques privées, ONG, fiduciaires et PME : depuis Genève, nous concevons des chatbots, des workflows n8n et des sites multilingues qui font gagner du temps à vos équipes, dans le respect de la confidentialité.',
      sectionTitle: 'Nos services pour les organisations genevoises',
      features: [
        {
          title: 'Assistants multilingues',
          description:
            'Un chatbot sur votre site et sur WhatsApp qui répond en français, en anglais et en arabe aux publics de la Genève internationale, et transmet les demandes sensibles à un humain.',
        },
        {
          title: 'Workflows pour ONG et organisations',
          description:
            'Gestion des demandes, suivi des partenaires, rapports pour les bailleurs : des workflows n8n qui suppriment la ressaisie et gardent une trace claire de chaque étape.',
        },
        {
          title: 'Automatisation pour la finance privée',
          description:
            "Préparation des dossiers d'ouverture de compte, collecte de documents et relances clients, avec des accès maîtrisés et des données qui restent dans vos outils.",
        },
        {
          title: 'Reporting automatisé',
          description:
            'Vos indicateurs clés rassemblés depuis plusieurs sources et envoyés chaque semaine sous forme de tableau lisible, sans copier-coller.',
        },
        {
          title: 'Sites web performants',
          description:
            'Création ou refonte de sites multilingues rapides, livrés dès 48h, optimisés pour le référencement et la conversion.',
        },
        {
          title: 'Contenu IA relu par vos équipes',
          description:
            'Communiqués, newsletters et publications générés à partir de vos sources puis validés par vous, pour publier plus souvent dans chaque langue.',
        },
      ],
      intro: [
        "Siège européen des Nations unies, Genève concentre des organisations internationales, des missions permanentes, de nombreuses ONG, des banques privées, des sociétés de négoce et une multitude de PME de services. C'est aussi notre port d'attache : nous connaissons ses usages, son exigence de discrétion et son multilinguisme.",
        'Ce tissu partage des contraintes communes : des échanges en plusieurs langues, des processus administratifs lourds et des équipes très qualifiées qui consacrent pourtant 30 % de leur temps à des tâches manuelles. Au coût horaire genevois, chaque heure récupérée compte double.',
        "L'automatisation rend ce temps à vos collaborateurs : réponses instantanées aux questions fréquentes, dossiers qui se constituent seuls, rapports prêts chaque lundi. Nos projets affichent un retour sur investissement moyen de 300 %, et nous répondons à chaque demande sous 24h.",
      ],
    },
    en: {
      title: 'AI automation agency in Geneva',
      description:
        'Geneva-based AI agency: multilingual chatbots, n8n workflows and websites for international organisations, private banks, NGOs and SMEs. Reply within 24h.',
      heroTitle: 'AI automation at the pace of international Geneva',
      heroDescription:
        'International organisations, private banks, NGOs, fiduciaries and SMEs: from Geneva, we build chatbots, n8n workflows and multilingual websites that save your teams time while respecting confidentiality.',
      sectionTitle: 'Our services for Geneva organisations',
      features: [
        {
          title: 'Multilingual assistants',
          description:
            "A chatbot on your website and on WhatsApp that answers international Geneva's audiences in French, English and Arabic, and hands sensitive requests to a person.",
        },
        {
          title: 'Workflows for NGOs and organisations',
          description:
            'Request handling, partner follow-up, donor reports: n8n workflows that remove retyping and keep a clear record of every step.',
        },
        {
          title: 'Automation for private finance',
          description:
            'Account-opening files, document collection and client reminders, with controlled access and data that stays in your own tools.',
        },
        {
          title: 'Automated reporting',
          description:
            'Your key figures gathered from several sources and sent every week as a readable dashboard, with no copy-pasting.',
        },
        {
          title: 'High-performance websites',
          description:
            'New or redesigned multilingual websites, fast, delivered in as little as 48h and optimised for search and conversion.',
        },
        {
          title: 'AI content reviewed by your teams',
          description:
            'Press releases, newsletters and posts generated from your sources and approved by you, so you can publish more often in every language.',
        },
      ],
      intro: [
        "Home to the United Nations' European headquarters, Geneva brings together international organisations, permanent missions, many NGOs, private banks, trading houses and a host of service SMEs. It is also our home base: we know its customs, its need for discretion and its many languages.",
        'These organisations share the same constraints: exchanges in several languages, heavy administrative processes and highly qualified teams who still spend 30% of their time on manual tasks. At Geneva rates, every hour won back counts twice.',
        'Automation gives that time back to your people: instant answers to frequent questions, files that assemble themselves, reports ready every Monday. Our projects show a 300% average return on investment, and we reply to every request within 24h.',
      ],
    },
    ar: {
      title: 'وكالة أتمتة بالذكاء الاصطناعي في جنيف',
      description:
        'وكالة ذكاء اصطناعي مقرها جنيف: روبوتات محادثة متعددة اللغات وسير عمل n8n ومواقع للمنظمات الدولية والبنوك الخاصة والمنظمات غير الحكومية والشركات. رد خلال 24 ساعة.',
      heroTitle: 'أتمتة بالذكاء الاصطناعي على إيقاع جنيف الدولية',
      heroDescription:
        'منظمات دولية وبنوك خاصة ومنظمات غير حكومية ومكاتب ائتمان وشركات صغيرة ومتوسطة: من جنيف نصمم روبوتات محادثة وسير عمل n8n ومواقع متعددة اللغات توفر وقت فرقكم مع احترام السرية.',
      sectionTitle: 'خدماتنا لمؤسسات جنيف',
      features: [
        {
          title: 'مساعدون متعددو اللغات',
          description:
            'روبوت محادثة على موقعكم وعلى WhatsApp يجيب جمهور جنيف الدولية بالفرنسية والإنجليزية والعربية، ويحيل الطلبات الحساسة إلى شخص من فريقكم.',
        },
        {
          title: 'سير عمل للمنظمات غير الحكومية والهيئات',
          description:
            'معالجة الطلبات ومتابعة الشركاء وتقارير الجهات المانحة: سير عمل n8n يلغي إعادة الإدخال ويحفظ أثراً واضحاً لكل خطوة.',
        },
        {
          title: 'أتمتة للمالية الخاصة',
          description:
            'إعداد ملفات فتح الحسابات وجمع الوثائق وتذكير العملاء، مع صلاحيات وصول مضبوطة وبيانات تبقى داخل أدواتكم.',
        },
        {
          title: 'تقارير مؤتمتة',
          description:
            'مؤشراتكم الرئيسية مجمعة من عدة مصادر ومرسلة كل أسبوع في لوحة واضحة، دون نسخ ولصق.',
        },
        {
          title: 'مواقع إلكترونية عالية الأداء',
          description:
            'إنشاء مواقع متعددة اللغات أو إعادة تصميمها، سريعة وتُسلَّم خلال 48 ساعة، ومحسّنة لمحركات البحث ولتحويل الزوار إلى عملاء.',
        },
        {
          title: 'محتوى بالذكاء الاصطناعي تراجعه فرقكم',
          description:
            'بيانات صحفية ونشرات ومنشورات تُولَّد من مصادركم وتعتمدونها بأنفسكم، لتنشروا أكثر وبكل اللغات.',
        },
      ],
      intro: [
        'بصفتها المقر الأوروبي للأمم المتحدة، تضم جنيف منظمات دولية وبعثات دائمة ومنظمات غير حكومية عديدة وبنوكاً خاصة وشركات تجارة وعدداً كبيراً من شركات الخدمات الصغيرة والمتوسطة. وهي أيضاً مقرنا: نعرف أعرافها وحرصها على التكتم وتعدد لغاتها.',
        'تتقاسم هذه المؤسسات قيوداً مشتركة: تواصل بعدة لغات، وإجراءات إدارية ثقيلة، وفرق عالية الكفاءة تقضي مع ذلك 30% من وقتها في مهام يدوية. وبتكلفة الساعة في جنيف، تساوي كل ساعة مستعادة ضعف قيمتها.',
        'تعيد الأتمتة هذا الوقت إلى موظفيكم: ردود فورية على الأسئلة المتكررة، وملفات تكتمل من تلقاء نفسها، وتقارير جاهزة كل يوم اثنين. تحقق مشاريعنا عائداً متوسطاً على الاستثمار يبلغ 300%، ونرد على كل طلب خلال 24 ساعة.',
      ],
    },
    'ar-ma': {
      title: 'وكالة ديال الأتمتة بالذكاء الاصطناعي ف جنيف',
      description:
        'وكالة ديال الذكاء الاصطناعي ف جنيف: شات بوت بزاف ديال اللغات، workflows ديال n8n وسيتات للمنظمات الدولية والبنوك الخاصة والجمعيات والشركات. جواب ف 24 ساعة.',
      heroTitle: 'الأتمتة بالذكاء الاصطناعي على الريتم ديال جنيف الدولية',
      heroDescription:
        'منظمات دولية، بنوك خاصة، جمعيات، مكاتب ديال الائتمان وشركات صغار ومتوسطين: من جنيف كنصاوبو شات بوت، workflows ديال n8n وسيتات بزاف ديال اللغات كيربّحو الوقت للفرقة ديالكم، مع احترام السرية.',
      sectionTitle: 'الخدمات ديالنا للمؤسسات ديال جنيف',
      features: [
        {
          title: 'مساعدين بزاف ديال اللغات',
          description:
            'شات بوت ف السيت ديالكم وف WhatsApp كيجاوب الناس ديال جنيف الدولية بالفرنساوية والنجليزية والعربية، وكيدوز الطلبات الحساسة لشي واحد من الفرقة.',
        },
        {
          title: 'Workflows للجمعيات والمنظمات',
          description:
            'تسيير الطلبات، متابعة الشركاء، التقارير ديال الممولين: workflows ديال n8n كيحيدو التكرار ف الكتابة وكيخليو أثر واضح لكل مرحلة.',
        },
        {
          title: 'الأتمتة للمالية الخاصة',
          description:
            'توجاد الملفات ديال فتيح الحسابات، جمع الوثائق والتذكير ديال الكليان، مع صلاحيات محسوبة ومعلومات كتبقى ف الأدوات ديالكم.',
        },
        {
          title: 'تقارير أوتوماتيكية',
          description:
            'الأرقام المهمة ديالكم كتتجمع من بزاف ديال المصادر وكتوصلكم كل سيمانة ف داشبورد واضح، بلا كوبي كولي.',
        },
        {
          title: 'سيتات قوية ف الأداء',
          description:
            'كنصاوبو سيتات جداد ولا كنعاودو نصاوبو القدام، بزاف ديال اللغات، زربانين، كيوجدو ف 48 ساعة ومحسّنين لگوگل وللمبيعات.',
        },
        {
          title: 'محتوى بالذكاء الاصطناعي كتراجعو الفرقة ديالكم',
          description:
            'بلاغات، نيوزليترات وبوبليكاسيونات كيتكتبو من المصادر ديالكم وانتوما كتصادقو عليهم، باش تنشرو كثر وبكاع اللغات.',
        },
      ],
      intro: [
        'جنيف هي المقر الأوروبي ديال الأمم المتحدة، وفيها منظمات دولية، بعثات دائمة، بزاف ديال الجمعيات، بنوك خاصة، شركات ديال التجارة وعدد كبير ديال الشركات الصغار ديال الخدمات. وهي حتى البلاصة فين كاينين حنا: كنعرفو العادات ديالها، التكتم اللي كتطلب وبزاف ديال اللغات اللي كتهضر.',
        'هاد المؤسسات عندهم نفس المشاكل: تواصل بزاف ديال اللغات، إجراءات إدارية ثقيلة، وفرق قافزة ولكن كتضيّع 30% من الوقت ديالها ف خدمة يدوية. وبالثمن ديال الساعة ف جنيف، كل ساعة كترجعها كتسوى الضعف.',
        'الأتمتة كترجع هاد الوقت للخدامة ديالكم: أجوبة ف الحين على الأسئلة اللي كتعاود، ملفات كتكمل بوحدها، وتقارير واجدين كل نهار الاثنين. المشاريع ديالنا كتعطي عائد على الاستثمار ف المتوسط ديال 300%، وكنجاوبو على كل طلب ف 24 ساعة.',
      ],
    },
  },
};
