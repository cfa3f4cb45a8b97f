import type { LandingSeed } from '../landing-seeds';

// Monaco: luxury, yachting, wealth management and hospitality. The promise is service that
// never sleeps and never leaks; Monaco is in the euro zone, so quotes are in euros.
export const monaco: LandingSeed = {
  slug: 'monaco',
  kind: 'country',
  areaServed: 'Monaco',
  country: 'MC',
  regionalAlternates: [{ language: 'fr', region: 'MC' }],
  text: {
    fr: {
      title: 'Automatisation IA à Monaco : luxe, yachting et gestion de fortune',
      description:
        "Conciergerie IA multilingue, automatisations discrètes et contenu premium pour le yachting, l'hôtellerie de luxe et la gestion de fortune à Monaco.",
      heroTitle: 'À Monaco, un service irréprochable, 24/7',
      heroDescription:
        "Conciergerie digitale multilingue, workflows confidentiels et contenu premium : nous automatisons le quotidien des maisons de luxe, du yachting, de la gestion de fortune et de l'hôtellerie de la Principauté, pour que vos équipes se consacrent à vos clients.",
      sectionTitle: 'Des automatisations à la hauteur de la Principauté',
      features: [
        {
          title: 'Conciergerie IA multilingue',
          description:
            'Un assistant WhatsApp qui répond en français, en anglais, en italien ou en arabe, gère réservations, transferts et demandes particulières, et confie à votre équipe ce qui mérite une attention personnelle.',
        },
        {
          title: 'Yachting et charters',
          description:
            "Demandes de charter qualifiées, préférences des invités centralisées, coordination des équipages et des fournisseurs : moins d'e-mails, plus de temps pour vos clients.",
        },
        {
          title: 'Gestion de fortune',
          description:
            'Préparation automatique des rapports, suivi des échéances et des documents clients, avec accès restreints et validation humaine avant chaque envoi.',
        },
        {
          title: 'Hôtellerie et restauration de prestige',
          description:
            "Réservations, demandes avant l'arrivée, avis clients et offres complémentaires automatisés, pour un accueil personnalisé dès le premier message.",
        },
        {
          title: 'Contenu premium généré par IA',
          description:
            'Descriptions de biens et de yachts, newsletters et publications en plusieurs langues, dans le ton de votre maison et toujours relues avant diffusion.',
        },
        {
          title: 'Discrétion et hébergement maîtrisé',
          description:
            'Données hébergées en Suisse ou sur votre propre infrastructure, journal des accès et accord de confidentialité avant tout partage de données.',
        },
      ],
      intro: [
        "À Monaco, les clients attendent une réponse immédiate, dans leur langue et à toute heure. Yachts, résidences, hôtels et family offices vivent au rythme d'une clientèle internationale exigeante, pour qui le moindre délai se remarque.",
        "Notre agence suisse conçoit des automatisations qui prolongent le service de vos équipes sans le dénaturer : ton soigné, validation humaine aux étapes clés et confidentialité totale. Avec 20 ans d'expérience et plus de 1000 projets livrés, nous adaptons chaque workflow aux standards du luxe.",
        "Le premier échange est une consultation gratuite de 15 minutes ; chaque projet fait ensuite l'objet d'un devis sur mesure, établi en euros.",
      ],
      country: {
        subtitle: 'Automatisation IA et conciergerie digitale pour la Principauté',
        marketTitle: "Un marché où l'excellence du service fait la différence",
        market: [
          "L'économie monégasque repose sur des métiers où la relation client est tout : banque privée et gestion de fortune, immobilier de prestige, yachting, hôtellerie et événementiel haut de gamme. Les équipes y sont resserrées, les standards très élevés et la clientèle venue du monde entier.",
          "Ici, l'automatisation ne remplace pas la touche humaine : elle la protège. En prenant en charge confirmations, relances, préparation des documents et réponses aux questions courantes, elle rend à vos collaborateurs le temps de l'essentiel, la relation avec chaque client.",
        ],
        pricingTitle: 'Nos formules pour Monaco, sur devis en euros',
        pricingTiers: [
          {
            name: 'Signature',
            description:
              'Un assistant de conciergerie WhatsApp ou un premier workflow confidentiel, déployé rapidement.',
          },
          {
            name: 'Prestige',
            description:
              'Plusieurs processus automatisés, contenu multilingue et intégration à vos outils métier.',
          },
          {
            name: 'Sur mesure',
            description:
              'Un dispositif complet pour family offices, flottes de yachts ou groupes hôteliers, avec un interlocuteur dédié.',
          },
        ],
        contactTitle: 'Un échange confidentiel pour votre projet à Monaco',
        contactDescription:
          'Réservez une consultation gratuite de 15 minutes : nous vous répondons sous 24h, en toute discrétion, en français ou en anglais.',
      },
    },
    en: {
      title: 'AI automation in Monaco: luxury, yachting and wealth management',
      description:
        'Multilingual AI concierge, discreet automation and premium content for yachting, luxury hospitality and wealth management in Monaco.',
      heroTitle: 'In Monaco, flawless service, 24/7',
      heroDescription:
        "Multilingual digital concierge, confidential workflows and premium content: we automate the day-to-day of the Principality's luxury houses, yachting firms, wealth managers and hotels, so your teams can devote themselves to your clients.",
      sectionTitle: 'Automation that lives up to the Principality',
      features: [
        {
          title: 'Multilingual AI concierge',
          description:
            'A WhatsApp assistant that replies in French, English, Italian or Arabic, handles bookings, transfers and special requests, and passes to your team whatever deserves a personal touch.',
        },
        {
          title: 'Yachting and charters',
          description:
            'Qualified charter enquiries, guest preferences in one place, crews and suppliers coordinated: fewer e-mails, more time for your clients.',
        },
        {
          title: 'Wealth management',
          description:
            'Reports prepared automatically, deadlines and client documents tracked, with restricted access and human approval before anything is sent.',
        },
        {
          title: 'Luxury hotels and restaurants',
          description:
            'Bookings, pre-arrival requests, guest reviews and upselling automated, for a personal welcome from the very first message.',
        },
        {
          title: 'Premium AI-generated content',
          description:
            'Property and yacht descriptions, newsletters and posts in several languages, in your house style and always reviewed before release.',
        },
        {
          title: 'Discretion and controlled hosting',
          description:
            'Data hosted in Switzerland or on your own infrastructure, an access log and a confidentiality agreement before any data is shared.',
        },
      ],
      intro: [
        'In Monaco, clients expect an immediate answer, in their own language, at any hour. Yachts, residences, hotels and family offices run at the pace of a demanding international clientele, for whom the slightest delay is noticed.',
        "Our Swiss agency builds automation that extends your teams' service without diluting it: a polished tone, human approval at key steps and complete confidentiality. With 20 years of experience and over 1000 projects delivered, we shape every workflow to luxury standards.",
        'The first conversation is a free 15-minute consultation; every project then receives a tailored quote in euros.',
      ],
      country: {
        subtitle: 'AI automation and digital concierge for the Principality',
        marketTitle: 'A market where service excellence makes the difference',
        market: [
          "Monaco's economy rests on businesses where the client relationship is everything: private banking and wealth management, prestige real estate, yachting, high-end hospitality and events. Teams are lean, standards are very high and clients come from all over the world.",
          'Here, automation does not replace the human touch: it protects it. By taking care of confirmations, follow-ups, document preparation and everyday questions, it gives your staff time back for what matters, the relationship with each client.',
        ],
        pricingTitle: 'Our packages for Monaco, quoted in euros',
        pricingTiers: [
          {
            name: 'Signature',
            description:
              'A WhatsApp concierge assistant or a first confidential workflow, deployed quickly.',
          },
          {
            name: 'Prestige',
            description:
              'Several automated processes, multilingual content and integration with your business tools.',
          },
          {
            name: 'Tailored',
            description:
              'A complete set-up for family offices, yacht fleets or hotel groups, with a dedicated contact.',
          },
        ],
        contactTitle: 'A confidential conversation about your Monaco project',
        contactDescription:
          'Book a free 15-minute consultation: we reply within 24h, with complete discretion, in French or English.',
      },
    },
    ar: {
      title: 'أتمتة بالذكاء الاصطناعي للفخامة واليخوت وإدارة الثروات في موناكو',
      description:
        'خدمة كونسيرج ذكية متعددة اللغات، وأتمتة متكتمة، ومحتوى راقٍ لقطاعات اليخوت والضيافة الفاخرة وإدارة الثروات في موناكو.',
      heroTitle: 'في موناكو، خدمة لا تشوبها شائبة على مدار الساعة',
      heroDescription:
        'كونسيرج رقمي متعدد اللغات، وسير عمل سري، ومحتوى راقٍ: نؤتمت المهام اليومية لدور الفخامة وشركات اليخوت ومديري الثروات والفنادق في الإمارة، ليتفرغ فريقكم لعملائكم.',
      sectionTitle: 'أتمتة ترقى إلى مستوى الإمارة',
      features: [
        {
          title: 'كونسيرج ذكي متعدد اللغات',
          description:
            'مساعد على WhatsApp يرد بالفرنسية والإنجليزية والإيطالية والعربية، ويتولى الحجوزات والتنقلات والطلبات الخاصة، ويحيل إلى فريقكم كل ما يستحق عناية شخصية.',
        },
        {
          title: 'اليخوت والتأجير',
          description:
            'طلبات تأجير مؤهلة، وتفضيلات الضيوف في مكان واحد، وتنسيق مع الطواقم والموردين: رسائل أقل ووقت أكثر لعملائكم.',
        },
        {
          title: 'إدارة الثروات',
          description:
            'إعداد التقارير تلقائيًا، ومتابعة الاستحقاقات ووثائق العملاء، مع صلاحيات محدودة وموافقة بشرية قبل كل إرسال.',
        },
        {
          title: 'الفنادق والمطاعم الراقية',
          description:
            'أتمتة الحجوزات وطلبات ما قبل الوصول وآراء الضيوف والعروض الإضافية، لاستقبال شخصي منذ الرسالة الأولى.',
        },
        {
          title: 'محتوى راقٍ بالذكاء الاصطناعي',
          description:
            'أوصاف العقارات واليخوت والنشرات البريدية والمنشورات بعدة لغات، بأسلوب علامتكم، وتُراجع دائمًا قبل النشر.',
        },
        {
          title: 'تكتّم واستضافة تحت السيطرة',
          description:
            'بيانات مستضافة في سويسرا أو على بنيتكم التحتية الخاصة، وسجل للدخول، واتفاقية سرية قبل أي مشاركة للبيانات.',
        },
      ],
      intro: [
        'في موناكو، ينتظر العملاء ردًا فوريًا بلغتهم وفي أي ساعة. اليخوت والإقامات والفنادق والمكاتب العائلية تعيش على إيقاع عملاء دوليين متطلبين يلاحظون أدنى تأخير.',
        'تصمم وكالتنا السويسرية أتمتة تمدّ خدمة فرقكم دون أن تُفقدها طابعها: أسلوب راقٍ، وموافقة بشرية في المراحل الأساسية، وسرية تامة. بفضل 20 عامًا من الخبرة وأكثر من 1000 مشروع منجز، نكيّف كل سير عمل مع معايير الفخامة.',
        'يبدأ التعاون باستشارة مجانية مدتها 15 دقيقة، ثم يحصل كل مشروع على عرض سعر مخصص باليورو.',
      ],
      country: {
        subtitle: 'أتمتة بالذكاء الاصطناعي وكونسيرج رقمي للإمارة',
        marketTitle: 'سوق يصنع فيه تميّز الخدمة الفارق',
        market: [
          'يقوم اقتصاد موناكو على أنشطة تكون فيها العلاقة مع العميل هي كل شيء: الصيرفة الخاصة وإدارة الثروات، والعقارات الفاخرة، واليخوت، والضيافة والفعاليات الراقية. الفرق فيها صغيرة، والمعايير عالية جدًا، والعملاء قادمون من كل أنحاء العالم.',
          'هنا لا تحل الأتمتة محل اللمسة الإنسانية، بل تحميها. فبتوليها التأكيدات والمتابعات وإعداد الوثائق والرد على الأسئلة المعتادة، تمنح موظفيكم الوقت لما هو جوهري: العلاقة مع كل عميل.',
        ],
        pricingTitle: 'باقاتنا في موناكو، بعروض أسعار باليورو',
        pricingTiers: [
          {
            name: 'سيغنتشر',
            description: 'مساعد كونسيرج على WhatsApp أو أول سير عمل سري، يُنشر بسرعة.',
          },
          {
            name: 'بريستيج',
            description: 'عدة عمليات مؤتمتة، ومحتوى متعدد اللغات، وربط بأدوات عملكم.',
          },
          {
            name: 'حسب الطلب',
            description:
              'منظومة متكاملة للمكاتب العائلية وأساطيل اليخوت ومجموعات الفنادق، مع محاور مخصص.',
          },
        ],
        contactTitle: 'حديث سري حول مشروعكم في موناكو',
        contactDescription:
          'احجزوا استشارة مجانية مدتها 15 دقيقة: نرد عليكم خلال 24 ساعة، بكل تكتّم، بالفرنسية أو الإنجليزية.',
      },
    },
    'ar-ma': {
      title: 'أتمتة بالذكاء الاصطناعي للّوكس، اليخوت وتسيير الثروات فموناكو',
      description:
        'كونسيرج بالذكاء الاصطناعي بزاف ديال اللغات، أتمتة بالسكات ومحتوى راقي لليخوت، الفنادق الفاخرة وتسيير الثروات فموناكو.',
      heroTitle: 'فموناكو، خدمة بلا غلطة، 24/7',
      heroDescription:
        'كونسيرج رقمي بزاف ديال اللغات، workflows سرية ومحتوى راقي: كنردو الخدمة اليومية ديال ديور اللوكس، اليخوت، تسيير الثروات والفنادق فالإمارة أوتوماتيكية، باش الفريق ديالكم يتفرغ للكليان.',
      sectionTitle: 'أتمتة فالمستوى ديال الإمارة',
      features: [
        {
          title: 'كونسيرج بالذكاء الاصطناعي بزاف ديال اللغات',
          description:
            'مساعد على WhatsApp كيجاوب بالفرنساوية، بالنڭليزية، بالطاليانية ولا بالعربية، كيتكلف بالحجوزات، التنقلات والطلبات الخاصة، وكيدوز للفريق ديالكم كل حاجة خاصها لمسة شخصية.',
        },
        {
          title: 'اليخوت والكراء',
          description:
            'طلبات الكراء مفرزين، الذوق ديال الضيوف مجموع فبلاصة وحدة، والتنسيق مع الطاقم والموردين: إيميلات قل ووقت كثر للكليان.',
        },
        {
          title: 'تسيير الثروات',
          description:
            'الريبورات كيتوجدو بوحدهم، الآجال والوثائق ديال الكليان متبوعين، مع دخول محدود وبنادم كيوافق قبل أي إرسال.',
        },
        {
          title: 'الفنادق والريسطورات الراقية',
          description:
            'الحجوزات، الطلبات قبل الوصول، آراء الضيوف والعروض الزايدة أوتوماتيكيين، باش الاستقبال يكون شخصي من أول ميساج.',
        },
        {
          title: 'محتوى راقي بالذكاء الاصطناعي',
          description:
            'الوصف ديال البيوت واليخوت، النيوزليتر والپوسطات بزاف ديال اللغات، بالستيل ديال الدار ديالكم وديما كيتراجعو قبل ما يتنشرو.',
        },
        {
          title: 'السرية والهوستينغ تحت يديكم',
          description:
            'الداتا محطوطة فسويسرا ولا فالسيرفورات ديالكم، كل دخول مسجل، واتفاقية ديال السرية قبل ما تعطيونا حتى داتا.',
        },
      ],
      intro: [
        'فموناكو، الكليان باغيين الجواب فالحين، باللغة ديالهم وفأي ساعة. اليخوت، الإقامات، الفنادق والفاميلي أوفيس عايشين على الريتم ديال كليان دوليين صعاب، كيحسو بأي تعطيل ولو كان صغير.',
        'الوكالة السويسرية ديالنا كتصاوب أتمتة كتكمل الخدمة ديال الفريق ديالكم بلا ما تخسرها: هضرة راقية، بنادم كيوافق فالمراحل المهمة وسرية كاملة. بـ 20 عام ديال التجربة وكثر من 1000 مشروع، كنقادو كل workflow على حساب المعايير ديال اللوكس.',
        'أول هضرة هي استشارة فابور ديال 15 دقيقة، ومن بعد كل مشروع كياخد دوفي على قدو باليورو.',
      ],
      country: {
        subtitle: 'أتمتة بالذكاء الاصطناعي وكونسيرج رقمي للإمارة',
        marketTitle: 'سوق فين الخدمة الممتازة هي اللي كتفرق',
        market: [
          'الاقتصاد ديال موناكو واقف على خدمات فين العلاقة مع الكليان هي كلشي: البنوك الخاصة وتسيير الثروات، العقار الفاخر، اليخوت، الفنادق والإيفونمون الراقيين. الفرق صغار، المعايير عالية بزاف، والكليان جايين من كاع الدنيا.',
          'هنا الأتمتة ما كتعوضش اللمسة ديال بنادم، بالعكس كتحميها. ملي كتتكلف بالتأكيدات، التذكيرات، توجاد الوثائق والجواب على الأسئلة العادية، كترجع للخدامة ديالكم الوقت للحاجة المهمة: العلاقة مع كل كليان.',
        ],
        pricingTitle: 'العروض ديالنا لموناكو، بالدوفي باليورو',
        pricingTiers: [
          {
            name: 'سيغنتشر',
            description: 'مساعد كونسيرج على WhatsApp ولا أول workflow سري، كيتركب دغيا.',
          },
          {
            name: 'بريستيج',
            description:
              'بزاف ديال العمليات أوتوماتيكية، محتوى بزاف ديال اللغات وربط مع الأدوات ديال الخدمة ديالكم.',
          },
          {
            name: 'على قدكم',
            description:
              'منظومة كاملة للفاميلي أوفيس، الأساطيل ديال اليخوت ولا مجموعات الفنادق، مع شخص واحد كيتبعكم.',
          },
        ],
        contactTitle: 'هضرة سرية على المشروع ديالكم فموناكو',
        contactDescription:
          'احجزو استشارة فابور ديال 15 دقيقة: كنجاوبوكم فأقل من 24 ساعة، بكل سرية، بالفرنساوية ولا بالنڭليزية.',
      },
    },
  },
};
