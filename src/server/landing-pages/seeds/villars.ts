import type { LandingSeed } from '../landing-seeds';

export const villars: LandingSeed = {
  slug: 'villars',
  kind: 'region',
  areaServed: 'Villars-sur-Ollon, Vaud, Switzerland',
  country: 'CH',
  text: {
    fr: {
      title: 'Automatisation IA et chatbots à Villars-sur-Ollon',
      description:
        'Chatbots pour écoles internationales, réservations automatisées et sites multilingues pour les hôtels, familles et commerces de Villars. Consultation gratuite.',
      heroTitle: 'Écoles internationales et station familiale : des réponses instantanées',
      heroDescription:
        "Parents qui se renseignent depuis l'étranger, familles qui préparent leurs vacances, clients qui réservent un cours de ski : nous automatisons les échanges et les tâches administratives pour que vos équipes restent disponibles.",
      sectionTitle: 'Ce que nous automatisons à Villars',
      features: [
        {
          title: 'Assistant admissions multilingue',
          description:
            'Pour les écoles internationales : réponses aux parents sur les programmes, les visites et les inscriptions, en français, anglais et arabe, avec prise de rendez-vous automatique.',
        },
        {
          title: 'Réservations simplifiées pour les familles',
          description:
            "Hébergement, cours de ski, activités et garde d'enfants : un chatbot guide les familles et confirme les réservations sans allers-retours d'e-mails.",
        },
        {
          title: 'Workflows n8n pour les commerces',
          description:
            'Commandes, stocks, factures et relances synchronisés entre vos outils, pour les loueurs, les restaurants et les boutiques de la station.',
        },
        {
          title: 'Communication de saison par IA',
          description:
            "Newsletters, programmes d'activités et publications générés à partir de vos informations et validés par vous, pour chaque saison et chaque langue.",
        },
      ],
      intro: [
        "Sur son balcon face aux Dents du Midi, Villars-sur-Ollon est à la fois une station familiale, reliée aux pistes de Gryon et des Diablerets, et un pôle d'éducation internationale dont les internats accueillent des élèves du monde entier.",
        "Ces deux activités partagent un même défi : des interlocuteurs qui écrivent dans de nombreuses langues et à toute heure, des pics liés aux vacances scolaires et aux rentrées, et des équipes qui doivent répondre vite sans négliger l'accueil.",
        'Automatiser les questions fréquentes, les inscriptions et la coordination administrative redonne du temps aux équipes pédagogiques comme aux hôteliers. Chaque projet démarre par un audit gratuit de 15 minutes et livre un premier résultat en 48h.',
      ],
    },
    en: {
      title: 'AI automation and chatbots in Villars-sur-Ollon',
      description:
        "Chatbots for international schools, automated bookings and multilingual websites for Villars' hotels, families and shops. Book a free consultation.",
      heroTitle: 'International schools and a family resort: instant answers',
      heroDescription:
        'Parents researching from abroad, families planning their holidays, guests booking a ski lesson: we automate conversations and admin work so your teams stay available.',
      sectionTitle: 'What we automate in Villars',
      features: [
        {
          title: 'Multilingual admissions assistant',
          description:
            'For international schools: answers to parents about programmes, visits and enrolment, in French, English and Arabic, with automatic appointment booking.',
        },
        {
          title: 'Simpler bookings for families',
          description:
            'Accommodation, ski lessons, activities and childcare: a chatbot guides families and confirms bookings without endless e-mail threads.',
        },
        {
          title: 'n8n workflows for local businesses',
          description:
            "Orders, stock, invoices and reminders kept in sync across your tools, for the resort's rental shops, restaurants and boutiques.",
        },
        {
          title: 'Seasonal communication with AI',
          description:
            'Newsletters, activity programmes and posts generated from your information and approved by you, for every season and every language.',
        },
      ],
      intro: [
        'On its sunny balcony facing the Dents du Midi, Villars-sur-Ollon is both a family ski resort, linked to the slopes of Gryon and Les Diablerets, and a hub of international education whose boarding schools welcome pupils from all over the world.',
        'Both activities share the same challenge: people writing in many languages and at any hour, peaks around school holidays and the start of term, and teams that must answer quickly without neglecting the welcome.',
        'Automating frequent questions, enrolments and admin coordination gives time back to teaching staff and hoteliers alike. Every project starts with a free 15-minute audit and delivers a first result within 48h.',
      ],
    },
    ar: {
      title: 'الأتمتة بالذكاء الاصطناعي وروبوتات المحادثة في فيلار سور أولون',
      description:
        'روبوتات محادثة للمدارس الدولية وحجوزات مؤتمتة ومواقع متعددة اللغات لفنادق فيلار وعائلاتها ومتاجرها. احجز استشارة مجانية.',
      heroTitle: 'مدارس دولية ومنتجع عائلي: ردود فورية',
      heroDescription:
        'أولياء أمور يستفسرون من الخارج، وعائلات تخطط لعطلتها، وعملاء يحجزون درساً في التزلج: نؤتمت المحادثات والمهام الإدارية لتبقى فرقكم متاحة.',
      sectionTitle: 'ما الذي نؤتمته في فيلار',
      features: [
        {
          title: 'مساعد قبول متعدد اللغات',
          description:
            'للمدارس الدولية: ردود على أولياء الأمور حول البرامج والزيارات والتسجيل، بالفرنسية والإنجليزية والعربية، مع حجز آلي للمواعيد.',
        },
        {
          title: 'حجوزات أبسط للعائلات',
          description:
            'الإقامة ودروس التزلج والأنشطة ورعاية الأطفال: روبوت محادثة يرشد العائلات ويؤكد الحجوزات دون مراسلات لا تنتهي.',
        },
        {
          title: 'سير عمل n8n للمتاجر',
          description:
            'الطلبيات والمخزون والفواتير والتذكيرات متزامنة بين أدواتكم، لمحلات التأجير والمطاعم والمتاجر في المنتجع.',
        },
        {
          title: 'تواصل موسمي بالذكاء الاصطناعي',
          description:
            'نشرات إخبارية وبرامج أنشطة ومنشورات تُولَّد من معلوماتكم وتعتمدونها بأنفسكم، لكل موسم ولكل لغة.',
        },
      ],
      intro: [
        'من شرفتها المطلة على قمم دان دو ميدي، تجمع فيلار سور أولون بين كونها منتجعاً عائلياً متصلاً بمسارات التزلج في غريون ولي ديابليريه، وقطباً للتعليم الدولي تستقبل مدارسه الداخلية تلاميذ من أنحاء العالم.',
        'يشترك النشاطان في التحدي نفسه: محاورون يكتبون بلغات كثيرة وفي كل الأوقات، وذروات مرتبطة بالعطل المدرسية وبداية السنة الدراسية، وفرق عليها أن ترد بسرعة دون إهمال حسن الاستقبال.',
        'إن أتمتة الأسئلة المتكررة والتسجيلات والتنسيق الإداري تعيد الوقت إلى الفرق التربوية وإلى أصحاب الفنادق على حد سواء. يبدأ كل مشروع بتدقيق مجاني مدته 15 دقيقة، ويقدّم أول نتيجة خلال 48 ساعة.',
      ],
    },
    'ar-ma': {
      title: 'الأتمتة بالذكاء الاصطناعي والشات بوت ف فيلار سور أولون',
      description:
        'شات بوت للمدارس الدولية، حجوزات أوتوماتيكية وسيتات بزاف ديال اللغات للأوطيلات والعائلات والمحلات ف فيلار. خود استشارة فابور.',
      heroTitle: 'مدارس دولية ومحطة ديال العائلات: أجوبة ف الحين',
      heroDescription:
        'واليدين كيسولو من برا، عائلات كيوجدو العطلة ديالهم، وكليان كيحجزو درس ديال السكي: حنا كنأتمتو المحادثات والخدمة الإدارية باش الفرقة ديالكم تبقى فاضية للناس.',
      sectionTitle: 'شنو كنأتمتو ف فيلار',
      features: [
        {
          title: 'مساعد ديال القبول بزاف ديال اللغات',
          description:
            'للمدارس الدولية: أجوبة للواليدين على البرامج والزيارات والتسجيل، بالفرنساوية والنجليزية والعربية، مع حجز المواعيد أوتوماتيكياً.',
        },
        {
          title: 'حجوزات ساهلة للعائلات',
          description:
            'السكنى، دروس السكي، الأنشطة والحضانة ديال الدراري: شات بوت كيوجّه العائلات وكيأكد الحجوزات بلا ما تبقاو تصيفطو الإيمايلات رايحين جايين.',
        },
        {
          title: 'Workflows ديال n8n للمحلات',
          description:
            'الكوموندات، السطوك، الفواتير والتذكيرات كيبقاو متزامنين بين الأدوات ديالكم، للمحلات ديال الكرا والريسطورات والبوتيكات ديال المحطة.',
        },
        {
          title: 'تواصل ديال الموسم بالذكاء الاصطناعي',
          description:
            'نيوزليترات، برامج الأنشطة والبوبليكاسيونات كيتكتبو من المعلومات ديالكم وانتوما كتصادقو عليهم، لكل موسم ولكل لغة.',
        },
      ],
      intro: [
        'من البلكون ديالها اللي كيشوف ف جبال دان دو ميدي، فيلار سور أولون هي ف نفس الوقت محطة ديال العائلات، مربوطة مع البيستات ديال غريون ولي ديابليريه، وقطب ديال التعليم الدولي فيه مدارس داخلية كتستقبل تلاميذ من كاع جهات العالم.',
        'هاد جوج الأنشطة عندهم نفس التحدي: ناس كيكتبو بزاف ديال اللغات وف أي ساعة، ضغط ف العطل ديال المدرسة وف الدخول المدرسي، وفرق خاصها تجاوب دغيا بلا ما تنسى الاستقبال المزيان.',
        'ملي كتأتمت الأسئلة اللي كتعاود، التسجيلات والتنسيق الإداري، كترجع الوقت للأساتذة وللأوطيلات بجوج. كل مشروع كيبدا بأوديت فابور ديال 15 دقيقة، وكيعطي أول نتيجة ف 48 ساعة.',
      ],
    },
  },
};
