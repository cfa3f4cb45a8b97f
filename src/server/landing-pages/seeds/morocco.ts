import type { LandingSeed } from '../landing-seeds';

// Morocco: WhatsApp-first customers who write in Darija, a three-phase roll-out (the spec's
// audit 2 weeks / pilot 1 month / scaling 2-6 months) and financing that can cover up to 80 %.
// No financing programme is named on purpose: eligibility is checked case by case.
export const morocco: LandingSeed = {
  slug: 'morocco',
  kind: 'country',
  areaServed: 'Morocco',
  country: 'MA',
  regionalAlternates: [{ language: 'fr', region: 'MA' }],
  text: {
    fr: {
      title: 'Automatisation IA et chatbots WhatsApp pour les entreprises au Maroc',
      description:
        "Chatbots WhatsApp en darija, workflows n8n et contenu IA pour les PME marocaines. Des financements peuvent couvrir jusqu'à 80 % du coût, selon éligibilité.",
      heroTitle: "L'IA au service des entreprises marocaines",
      heroDescription:
        "Chatbots WhatsApp qui parlent darija, arabe et français, workflows n8n et contenu généré par IA : de Casablanca à Agadir, nous aidons les PME marocaines à répondre plus vite, vendre plus et gagner du temps, avec des programmes de financement qui peuvent couvrir jusqu'à 80 % du coût.",
      sectionTitle: 'Ce que nous automatisons pour les entreprises marocaines',
      features: [
        {
          title: 'Chatbots WhatsApp en darija',
          description:
            'Vos clients écrivent déjà sur WhatsApp : un assistant leur répond 24/7 en darija, en arabe, en français ou en anglais, et prend commandes et rendez-vous.',
        },
        {
          title: 'Réservations pour riads et hôtels',
          description:
            'Demandes de réservation, questions des voyageurs et avis clients traités automatiquement, en plusieurs langues, même quand la réception est fermée.',
        },
        {
          title: "Centres d'appels assistés par l'IA",
          description:
            'Des agents IA trient les demandes, suggèrent des réponses aux téléconseillers et prennent en charge les questions répétitives, pour vos clients au Maroc comme en Europe.',
        },
        {
          title: 'Prospects immobiliers qualifiés',
          description:
            'Qualification automatique des acheteurs et des locataires, prise de rendez-vous de visite et relances, pour que vos agents se concentrent sur la vente.',
        },
        {
          title: 'Workflows n8n et intégrations',
          description:
            "Commandes, stocks, facturation, CRM et tableurs connectés entre eux pour supprimer la double saisie et les erreurs, de l'atelier textile à l'entrepôt agroalimentaire.",
        },
        {
          title: 'Contenu IA et e-commerce',
          description:
            "Fiches produits, publications et campagnes générées par IA en plusieurs langues, pour vendre au Maroc comme à l'export.",
        },
      ],
      intro: [
        "Au Maroc, les clients écrivent sur WhatsApp, à toute heure, en darija comme en français. Riads, ateliers textiles, entreprises agroalimentaires, agences immobilières et centres d'appels partagent le même défi : répondre vite et bien, sans multiplier les tâches manuelles.",
        "Chaque projet avance en trois phases : un audit de 2 semaines pour cartographier vos processus et repérer les automatisations les plus rentables, un pilote d'un mois sur un périmètre réduit pour mesurer les gains réels, puis un déploiement progressif de 2 à 6 mois. Des programmes de financement marocains peuvent couvrir jusqu'à 80 % du coût, sous réserve d'éligibilité.",
        "Agence suisse forte de 20 ans d'expérience et de plus de 1000 projets, nous accompagnons à distance les entreprises de Casablanca, Rabat, Marrakech, Tanger, Fès et Agadir, en français, en arabe et en darija.",
      ],
      country: {
        subtitle: "L'automatisation IA pour les PME marocaines, de Casablanca à Agadir",
        marketTitle: "Un marché prêt pour l'automatisation",
        market: [
          "Le Maroc vit une transformation numérique rapide : le paiement en ligne, l'e-commerce et la relation client sur WhatsApp sont entrés dans le quotidien, et de nombreuses entreprises travaillent déjà pour des clients européens, en français comme en arabe.",
          "Pour une PME marocaine, l'automatisation est un levier de compétitivité : répondre aux clients 24/7, traiter les commandes sans erreur, produire du contenu en plusieurs langues et libérer les équipes pour le travail à valeur ajoutée. Avec un financement qui peut couvrir une grande partie du projet, l'investissement est rentabilisé d'autant plus vite.",
        ],
        pricingTitle: 'Nos formules pour le Maroc',
        pricingTiers: [
          {
            name: 'Démarrage',
            description:
              'Un chatbot WhatsApp en darija ou un premier workflow, idéal comme projet pilote.',
          },
          {
            name: 'Croissance',
            description:
              'Plusieurs processus automatisés, CRM connecté et contenu IA multilingue pour les PME en développement.',
          },
          {
            name: 'Entreprise',
            description:
              'Un déploiement complet sur plusieurs équipes ou sites, avec formation et suivi dédiés.',
          },
        ],
        contactTitle: 'Lancez votre projet au Maroc',
        contactDescription:
          'Réservez une consultation gratuite de 15 minutes pour préparer votre audit : nous vous répondons sous 24h, en français, en arabe ou en darija.',
        cities: ['Casablanca', 'Rabat', 'Marrakech', 'Tanger', 'Fès', 'Agadir'],
        sectors: [
          'Tourisme et riads',
          'Textile et confection',
          'Agroalimentaire',
          'Immobilier',
          "Centres d'appels et offshoring",
          'E-commerce',
        ],
        financing:
          "Des programmes de financement marocains peuvent couvrir jusqu'à 80 % du coût de votre projet d'automatisation, sous réserve d'éligibilité. Nous faisons le point sur les dispositifs adaptés à votre entreprise dès l'audit.",
      },
    },
    en: {
      title: 'AI automation and WhatsApp chatbots for businesses in Morocco',
      description:
        'WhatsApp chatbots in Darija, n8n workflows and AI content for Moroccan SMEs. Financing programmes can cover up to 80% of the cost, subject to eligibility.',
      heroTitle: 'AI working for Moroccan businesses',
      heroDescription:
        'WhatsApp chatbots that speak Darija, Arabic and French, n8n workflows and AI-generated content: from Casablanca to Agadir, we help Moroccan SMEs answer faster, sell more and save time, with financing programmes that can cover up to 80% of the cost.',
      sectionTitle: 'What we automate for Moroccan businesses',
      features: [
        {
          title: 'WhatsApp chatbots in Darija',
          description:
            'Your customers already write on WhatsApp: an assistant answers them 24/7 in Darija, Arabic, French or English, and takes orders and appointments.',
        },
        {
          title: 'Bookings for riads and hotels',
          description:
            "Booking requests, travellers' questions and guest reviews handled automatically, in several languages, even when the front desk is closed.",
        },
        {
          title: 'AI-assisted call centres',
          description:
            'AI agents sort incoming requests, suggest answers to your agents and take over repetitive questions, for your customers in Morocco and in Europe.',
        },
        {
          title: 'Qualified real-estate leads',
          description:
            'Buyers and tenants qualified automatically, viewings booked and follow-ups sent, so your agents can focus on closing.',
        },
        {
          title: 'n8n workflows and integrations',
          description:
            'Orders, stock, invoicing, CRM and spreadsheets connected to each other to remove double data entry and errors, from the textile workshop to the food warehouse.',
        },
        {
          title: 'AI content and e-commerce',
          description:
            'Product pages, posts and campaigns generated by AI in several languages, to sell in Morocco and abroad.',
        },
      ],
      intro: [
        'In Morocco, customers write on WhatsApp, at any hour, in Darija as much as in French. Riads, textile workshops, food producers, estate agencies and call centres share the same challenge: answering quickly and well without piling up manual work.',
        'Every project moves in three phases: a 2-week audit to map your processes and find the most profitable automations, a 1-month pilot on a limited scope to measure the real gains, then a gradual roll-out over 2 to 6 months. Moroccan financing programmes can cover up to 80% of the cost, subject to eligibility.',
        'A Swiss agency with 20 years of experience and over 1000 projects, we work remotely with businesses in Casablanca, Rabat, Marrakesh, Tangier, Fez and Agadir, in French, Arabic and Darija.',
      ],
      country: {
        subtitle: 'AI automation for Moroccan SMEs, from Casablanca to Agadir',
        marketTitle: 'A market ready for automation',
        market: [
          'Morocco is going through a fast digital shift: online payment, e-commerce and customer service on WhatsApp have become part of daily life, and many companies already work for European clients, in French as well as Arabic.',
          'For a Moroccan SME, automation is a competitive edge: answering customers 24/7, processing orders without mistakes, producing content in several languages and freeing teams for higher-value work. With financing that can cover a large share of the project, the investment pays for itself all the sooner.',
        ],
        pricingTitle: 'Our packages for Morocco',
        pricingTiers: [
          {
            name: 'Starter',
            description:
              'A WhatsApp chatbot in Darija or a first workflow, ideal as a pilot project.',
          },
          {
            name: 'Growth',
            description:
              'Several automated processes, a connected CRM and multilingual AI content for growing SMEs.',
          },
          {
            name: 'Enterprise',
            description:
              'A full roll-out across several teams or sites, with dedicated training and follow-up.',
          },
        ],
        contactTitle: 'Start your project in Morocco',
        contactDescription:
          'Book a free 15-minute consultation to prepare your audit: we reply within 24h, in French, Arabic, Darija or English.',
        cities: ['Casablanca', 'Rabat', 'Marrakesh', 'Tangier', 'Fez', 'Agadir'],
        sectors: [
          'Tourism and riads',
          'Textiles and clothing',
          'Agri-food',
          'Real estate',
          'Call centres and offshoring',
          'E-commerce',
        ],
        financing:
          'Moroccan financing programmes can cover up to 80% of the cost of your automation project, subject to eligibility. We review the schemes that fit your business during the audit.',
      },
    },
    ar: {
      title: 'الأتمتة بالذكاء الاصطناعي وروبوتات WhatsApp للشركات في المغرب',
      description:
        'روبوتات محادثة على WhatsApp بالدارجة، وسير عمل n8n، ومحتوى ذكي للشركات المغربية. برامج تمويل قد تغطي حتى 80% من التكلفة حسب الأهلية.',
      heroTitle: 'الذكاء الاصطناعي في خدمة الشركات المغربية',
      heroDescription:
        'روبوتات محادثة على WhatsApp تتحدث الدارجة والعربية والفرنسية، وسير عمل على n8n، ومحتوى مولَّد بالذكاء الاصطناعي: من الدار البيضاء إلى أكادير، نساعد الشركات المغربية الصغيرة والمتوسطة على الرد أسرع والبيع أكثر وتوفير الوقت، مع برامج تمويل يمكن أن تغطي حتى 80% من التكلفة.',
      sectionTitle: 'ما نؤتمته للشركات المغربية',
      features: [
        {
          title: 'روبوتات WhatsApp بالدارجة',
          description:
            'عملاؤكم يكتبون أصلًا على WhatsApp: مساعد يرد عليهم على مدار الساعة بالدارجة أو العربية أو الفرنسية أو الإنجليزية، ويستقبل الطلبات والمواعيد.',
        },
        {
          title: 'الحجوزات للرياض والفنادق',
          description:
            'طلبات الحجز وأسئلة المسافرين وآراء الضيوف تُعالج تلقائيًا بعدة لغات، حتى حين يكون مكتب الاستقبال مغلقًا.',
        },
        {
          title: 'مراكز اتصال مدعومة بالذكاء الاصطناعي',
          description:
            'وكلاء ذكاء اصطناعي يفرزون الطلبات ويقترحون الردود على المستشارين ويتولون الأسئلة المتكررة، لعملائكم في المغرب وفي أوروبا.',
        },
        {
          title: 'عملاء عقاريون مؤهَّلون',
          description:
            'تأهيل تلقائي للمشترين والمستأجرين، وحجز مواعيد المعاينة والمتابعات، ليتفرغ وكلاؤكم لإتمام البيع.',
        },
        {
          title: 'سير عمل n8n وعمليات الربط',
          description:
            'الطلبات والمخزون والفوترة وإدارة العملاء والجداول مترابطة فيما بينها للقضاء على الإدخال المزدوج والأخطاء، من ورشة النسيج إلى مستودع الصناعات الغذائية.',
        },
        {
          title: 'محتوى ذكي وتجارة إلكترونية',
          description:
            'صفحات منتجات ومنشورات وحملات يولّدها الذكاء الاصطناعي بعدة لغات، للبيع في المغرب وفي أسواق التصدير.',
        },
      ],
      intro: [
        'في المغرب، يكتب العملاء على WhatsApp في كل ساعة، بالدارجة كما بالفرنسية. الرياض وورشات النسيج وشركات الصناعات الغذائية والوكالات العقارية ومراكز الاتصال تواجه التحدي نفسه: الرد بسرعة وجودة دون مضاعفة المهام اليدوية.',
        'يسير كل مشروع في ثلاث مراحل: تدقيق لمدة أسبوعين لرسم خريطة عملياتكم وتحديد الأتمتة الأكثر مردودية، ثم مشروع تجريبي لمدة شهر على نطاق محدود لقياس المكاسب الفعلية، ثم تعميم تدريجي من شهرين إلى 6 أشهر. ويمكن لبرامج تمويل مغربية أن تغطي حتى 80% من التكلفة، رهنًا بشروط الأهلية.',
        'بصفتنا وكالة سويسرية تمتلك 20 عامًا من الخبرة وأكثر من 1000 مشروع، نرافق عن بُعد الشركات في الدار البيضاء والرباط ومراكش وطنجة وفاس وأكادير، بالفرنسية والعربية والدارجة.',
      ],
      country: {
        subtitle:
          'الأتمتة بالذكاء الاصطناعي للشركات المغربية الصغيرة والمتوسطة، من الدار البيضاء إلى أكادير',
        marketTitle: 'سوق مهيأ للأتمتة',
        market: [
          'يعيش المغرب تحولًا رقميًا سريعًا: أصبح الدفع الإلكتروني والتجارة الإلكترونية وخدمة العملاء عبر WhatsApp جزءًا من الحياة اليومية، وتعمل شركات كثيرة بالفعل لصالح عملاء أوروبيين، بالفرنسية كما بالعربية.',
          'بالنسبة إلى الشركة المغربية الصغيرة أو المتوسطة، الأتمتة رافعة للتنافسية: الرد على العملاء على مدار الساعة، ومعالجة الطلبات دون أخطاء، وإنتاج المحتوى بعدة لغات، وتفريغ الفرق للأعمال ذات القيمة المضافة. ومع تمويل قد يغطي جزءًا كبيرًا من المشروع، يُسترد الاستثمار بشكل أسرع.',
        ],
        pricingTitle: 'باقاتنا في المغرب',
        pricingTiers: [
          {
            name: 'الانطلاق',
            description: 'روبوت محادثة على WhatsApp بالدارجة أو أول سير عمل، مثالي كمشروع تجريبي.',
          },
          {
            name: 'النمو',
            description:
              'عدة عمليات مؤتمتة ونظام عملاء مترابط ومحتوى ذكي متعدد اللغات للشركات في طور النمو.',
          },
          {
            name: 'المؤسسات',
            description: 'تعميم شامل على عدة فرق أو مواقع، مع تدريب ومتابعة مخصصين.',
          },
        ],
        contactTitle: 'أطلقوا مشروعكم في المغرب',
        contactDescription:
          'احجزوا استشارة مجانية مدتها 15 دقيقة للتحضير للتدقيق: نرد عليكم خلال 24 ساعة، بالفرنسية أو العربية أو الدارجة.',
        cities: ['الدار البيضاء', 'الرباط', 'مراكش', 'طنجة', 'فاس', 'أكادير'],
        sectors: [
          'السياحة والرياض',
          'النسيج والألبسة',
          'الصناعات الغذائية',
          'العقار',
          'مراكز الاتصال والخدمات عن بُعد',
          'التجارة الإلكترونية',
        ],
        financing:
          'يمكن لبرامج تمويل مغربية أن تغطي حتى 80% من تكلفة مشروع الأتمتة، رهنًا بشروط الأهلية. نراجع معكم الآليات المناسبة لشركتكم منذ مرحلة التدقيق.',
      },
    },
    'ar-ma': {
      title: 'الأتمتة بالذكاء الاصطناعي وشاتبوتات WhatsApp للشركات فالمغرب',
      description:
        'شاتبوتات WhatsApp بالدارجة، workflows ب n8n ومحتوى بالذكاء الاصطناعي للشركات المغربية. كاين تمويل يقدر يغطي حتى 80% من الكلفة إلا كنتو مؤهلين.',
      heroTitle: 'الذكاء الاصطناعي فخدمة الشركات المغربية',
      heroDescription:
        'شاتبوتات على WhatsApp كيهضرو بالدارجة، بالعربية وبالفرنساوية، workflows ب n8n ومحتوى بالذكاء الاصطناعي: من كازا حتى أكادير، كنعاونو الشركات الصغيرة والمتوسطة يجاوبو دغيا، يبيعو كثر ويربحو الوقت، مع برامج ديال التمويل اللي تقدر تغطي حتى 80% من الكلفة.',
      sectionTitle: 'آش كنردو أوتوماتيكي للشركات المغربية',
      features: [
        {
          title: 'شاتبوتات WhatsApp بالدارجة',
          description:
            'الكليان ديالكم ديجا كيكتبو على WhatsApp: مساعد كيجاوبهم 24/7 بالدارجة، بالعربية، بالفرنساوية ولا بالنڭليزية، وكياخد الكوموندات والرونديفوات.',
        },
        {
          title: 'الحجز للرياضات والأوطيلات',
          description:
            'طلبات الحجز، الأسئلة ديال السياح وآراء الضيوف كيتعالجو أوتوماتيكيًا بزاف ديال اللغات، حتى ملي تكون الريسيبسيون مسدودة.',
        },
        {
          title: 'سونطرات الاتصال بالذكاء الاصطناعي',
          description:
            'أجونات ديال الذكاء الاصطناعي كيفرزو الطلبات، كيقترحو الأجوبة على التيليكونسيي وكيتكلفو بالأسئلة اللي كتعاود راسها، للكليان ديالكم فالمغرب وفأوروبا.',
        },
        {
          title: 'كليان العقار مفرزين',
          description:
            'كنفرزو المشترين والكراية أوتوماتيكيًا، كناخدو الرونديفوات ديال الزيارة وكنفكروهم، باش الأجونات ديالكم يركزو غير على البيع.',
        },
        {
          title: 'Workflows ب n8n والربط',
          description:
            'الكوموندات، السطوك، الفاكتورات، الـ CRM وملفات Excel مربوطين مع بعضياتهم، باش ما تبقاوش تعاودو الكتابة وتغلطو، من معمل الخياطة حتى الديبو ديال المواد الغذائية.',
        },
        {
          title: 'المحتوى والتجارة الإلكترونية',
          description:
            'فيشات البرودوي، الپوسطات والحملات كيصاوبهم الذكاء الاصطناعي بزاف ديال اللغات، باش تبيعو فالمغرب وبرا.',
        },
      ],
      intro: [
        'فالمغرب، الكليان كيكتبو على WhatsApp فأي ساعة، بالدارجة ولا بالفرنساوية. الرياضات، معامل الخياطة، شركات الفلاحة والمواد الغذائية، الوكالات العقارية والسونطرات ديال الاتصال عندهم نفس المشكل: يجاوبو دغيا ومزيان بلا ما تكثر عليهم الخدمة اليدوية.',
        'كل مشروع كيمشي فثلاث مراحل: أوديت ديال جوج سيمانات باش نفهمو كيفاش كتخدمو ونلقاو الأتمتة اللي غادي تجيب كثر، تجربة ديال شهر على جزء صغير باش تشوفو الربح الحقيقي، ومن بعد تعميم بشوية بشوية من 2 حتى 6 شهور. وكاين برامج ديال التمويل فالمغرب اللي تقدر تغطي حتى 80% من الكلفة، إلا كنتو مؤهلين.',
        'حنا وكالة سويسرية عندها 20 عام ديال التجربة وكثر من 1000 مشروع، وكنخدمو عن بعد مع الشركات فكازا، الرباط، مراكش، طنجة، فاس وأكادير، بالفرنساوية، بالعربية وبالدارجة.',
      ],
      country: {
        subtitle: 'الأتمتة بالذكاء الاصطناعي للشركات المغربية، من كازا حتى أكادير',
        marketTitle: 'سوق واجد للأتمتة',
        market: [
          'المغرب كيعيش تحول رقمي زربان: الخلاص أونلاين، التجارة الإلكترونية وخدمة الكليان على WhatsApp ولاو جزء من الحياة اليومية، وبزاف ديال الشركات ديجا خدامة مع كليان أوروبيين، بالفرنساوية وبالعربية.',
          'للشركة المغربية الصغيرة ولا المتوسطة، الأتمتة هي اللي كتخليها تنافس: تجاوب الكليان 24/7، تعالج الكوموندات بلا غلط، تصاوب المحتوى بزاف ديال اللغات، وتخلي الفريق يتفرغ للخدمة اللي فيها القيمة. ومع تمويل يقدر يغطي جزء كبير من المشروع، الفلوس اللي حطيتو كترجع كثر دغيا.',
        ],
        pricingTitle: 'العروض ديالنا للمغرب',
        pricingTiers: [
          {
            name: 'البداية',
            description: 'شاتبوت WhatsApp بالدارجة ولا أول workflow، مزيان كمشروع تجريبي.',
          },
          {
            name: 'النمو',
            description:
              'بزاف ديال العمليات أوتوماتيكية، CRM مربوط ومحتوى بالذكاء الاصطناعي بزاف ديال اللغات للشركات اللي كتكبر.',
          },
          {
            name: 'الشركات الكبار',
            description: 'تعميم كامل على بزاف ديال الفرق ولا الفروع، مع تكوين ومتابعة خاصين.',
          },
        ],
        contactTitle: 'بداو المشروع ديالكم فالمغرب',
        contactDescription:
          'احجزو استشارة فابور ديال 15 دقيقة باش نوجدو الأوديت: كنجاوبوكم فأقل من 24 ساعة، بالفرنساوية، بالعربية ولا بالدارجة.',
        cities: ['كازا', 'الرباط', 'مراكش', 'طنجة', 'فاس', 'أكادير'],
        sectors: [
          'السياحة والرياضات',
          'النسيج والخياطة',
          'الفلاحة والمواد الغذائية',
          'العقار',
          'السونطرات ديال الاتصال والأوفشورينغ',
          'التجارة الإلكترونية',
        ],
        financing:
          'كاين برامج ديال التمويل فالمغرب اللي تقدر تغطي حتى 80% من الكلفة ديال مشروع الأتمتة ديالكم، إلا كنتو مؤهلين. كنشوفو معاكم آش اللي يناسب الشركة ديالكم من نهار الأوديت.',
      },
    },
  },
};
