import type { LandingSeed } from '../landing-seeds';

export const montreux: LandingSeed = {
  slug: 'montreux',
  kind: 'region',
  areaServed: 'Montreux, Vaud, Switzerland',
  country: 'CH',
  text: {
    fr: {
      title: 'Automatisation IA et sites web à Montreux',
      description:
        'Chatbots, workflows n8n et sites multilingues pour les hôtels, écoles hôtelières, festivals et commerces de la Riviera de Montreux. Consultation gratuite.',
      heroTitle: "La Riviera accueille le monde, l'IA vous aide à suivre le rythme",
      heroDescription:
        "Festivaliers, congressistes, étudiants en hôtellerie, touristes de passage : vos interlocuteurs changent de langue et de besoin chaque jour. Nous automatisons les réponses, les réservations et le suivi pour qu'aucune demande ne se perde.",
      sectionTitle: "Ce que l'automatisation change sur la Riviera",
      features: [
        {
          title: "Un assistant pour les pics d'événements",
          description:
            'Pendant les festivals et les congrès, un chatbot absorbe les questions sur les accès, les horaires et les disponibilités, sur votre site comme sur WhatsApp.',
        },
        {
          title: 'Hôtels et restaurants connectés',
          description:
            'Réservations, demandes de groupes et avis clients centralisés et traités par des workflows n8n, du premier message à la facture.',
        },
        {
          title: 'Recrutement et admissions',
          description:
            'Pour les écoles hôtelières et les établissements qui recrutent à chaque saison : tri des candidatures, réponses aux questions fréquentes et prise de rendez-vous automatisés.',
        },
        {
          title: 'Sites multilingues et contenu IA',
          description:
            'Un site rapide en français, anglais et arabe, enrichi de contenus générés par IA et relus par vous, pour être trouvé par les visiteurs avant même leur arrivée.',
        },
      ],
      intro: [
        'Entre le lac Léman et les vignobles de Lavaux, Montreux vit de son rayonnement international : le Montreux Jazz Festival, les congrès, le château de Chillon et une longue tradition hôtelière attirent chaque année un public venu du monde entier. Les écoles hôtelières de la région forment, elles, des étudiants de très nombreuses nationalités.',
        "Cette économie tournée vers l'accueil connaît des pics intenses : quelques semaines de festival concentrent une grande partie des demandes, et les équipes doivent répondre vite, en plusieurs langues, sans sacrifier la qualité de service qui fait la réputation de la Riviera.",
        'Automatiser les réponses répétitives, la coordination des réservations et le suivi des candidatures libère du temps là où il compte. Nous livrons un premier résultat en 48h et accompagnons chaque projet pendant 30 jours après la livraison, sans frais.',
      ],
    },
    en: {
      title: 'AI automation and websites in Montreux',
      description:
        'Chatbots, n8n workflows and multilingual websites for the hotels, hospitality schools, festivals and shops of the Montreux Riviera. Free consultation.',
      heroTitle: 'The Riviera welcomes the world; AI helps you keep pace',
      heroDescription:
        'Festival-goers, conference delegates, hospitality students, passing tourists: the people you serve change language and needs every day. We automate replies, bookings and follow-up so that no request gets lost.',
      sectionTitle: 'What automation changes on the Riviera',
      features: [
        {
          title: 'An assistant for event peaks',
          description:
            'During festivals and conferences, a chatbot handles questions about access, schedules and availability, on your website and on WhatsApp alike.',
        },
        {
          title: 'Connected hotels and restaurants',
          description:
            'Bookings, group requests and guest reviews centralised and processed by n8n workflows, from the first message to the invoice.',
        },
        {
          title: 'Recruitment and admissions',
          description:
            'For hospitality schools and employers who hire every season: automated screening of applications, answers to frequent questions and appointment booking.',
        },
        {
          title: 'Multilingual sites and AI content',
          description:
            'A fast site in French, English and Arabic, enriched with AI-generated content that you review, so visitors find you before they even arrive.',
        },
      ],
      intro: [
        "Between Lake Geneva and the Lavaux vineyards, Montreux lives on its international reach: the Montreux Jazz Festival, conferences, Chillon Castle and a long hotel tradition draw visitors from all over the world every year, while the region's hospitality schools train students of many nationalities.",
        "This hospitality-driven economy has sharp peaks: a few festival weeks bring a large share of the year's requests, and teams must answer quickly, in several languages, without sacrificing the quality of service the Riviera is known for.",
        'Automating repetitive replies, booking coordination and application follow-up frees time where it matters. We deliver a first result within 48h and support every project free of charge for 30 days after delivery.',
      ],
    },
    ar: {
      title: 'الأتمتة بالذكاء الاصطناعي والمواقع الإلكترونية في مونترو',
      description:
        'روبوتات محادثة وسير عمل n8n ومواقع متعددة اللغات لفنادق ريفييرا مونترو ومدارسها الفندقية ومهرجاناتها ومتاجرها. استشارة مجانية.',
      heroTitle: 'الريفييرا تستقبل العالم، والذكاء الاصطناعي يساعدكم على مواكبة الإيقاع',
      heroDescription:
        'رواد المهرجانات والمشاركون في المؤتمرات وطلاب الفندقة والسياح العابرون: يتغير من تخدمونهم لغةً وحاجةً كل يوم. نؤتمت الردود والحجوزات والمتابعة حتى لا يضيع أي طلب.',
      sectionTitle: 'ما الذي تغيّره الأتمتة على الريفييرا',
      features: [
        {
          title: 'مساعد لذروة الفعاليات',
          description:
            'خلال المهرجانات والمؤتمرات، يتولى روبوت محادثة الأسئلة حول الوصول والمواعيد والأماكن المتاحة، على موقعكم وعلى WhatsApp.',
        },
        {
          title: 'فنادق ومطاعم مترابطة',
          description:
            'تُجمع الحجوزات وطلبات المجموعات وآراء العملاء وتعالجها سير عمل n8n، من الرسالة الأولى حتى الفاتورة.',
        },
        {
          title: 'التوظيف والقبول',
          description:
            'للمدارس الفندقية والمؤسسات التي توظف كل موسم: فرز الطلبات والرد على الأسئلة المتكررة وحجز المواعيد بشكل آلي.',
        },
        {
          title: 'مواقع متعددة اللغات ومحتوى بالذكاء الاصطناعي',
          description:
            'موقع سريع بالفرنسية والإنجليزية والعربية، غني بمحتوى يولّده الذكاء الاصطناعي وتراجعونه بأنفسكم، ليجدكم الزوار قبل وصولهم.',
        },
      ],
      intro: [
        'بين بحيرة ليمان وكروم لافو، تعيش مونترو على إشعاعها الدولي: مهرجان مونترو للجاز والمؤتمرات وقلعة شيون وتقاليد فندقية عريقة تجذب كل عام جمهوراً من شتى أنحاء العالم، فيما تُكوّن المدارس الفندقية في المنطقة طلاباً من جنسيات كثيرة.',
        'يشهد هذا الاقتصاد القائم على الضيافة ذروات حادة: بضعة أسابيع من المهرجانات تستقطب جزءاً كبيراً من الطلبات، وعلى الفرق أن ترد بسرعة وبعدة لغات دون التضحية بجودة الخدمة التي صنعت سمعة الريفييرا.',
        'إن أتمتة الردود المتكررة وتنسيق الحجوزات ومتابعة طلبات التوظيف تحرر الوقت حيث يهم فعلاً. نسلّم أول نتيجة خلال 48 ساعة ونرافق كل مشروع مجاناً لمدة 30 يوماً بعد التسليم.',
      ],
    },
    'ar-ma': {
      title: 'الأتمتة بالذكاء الاصطناعي والسيتات ف مونترو',
      description:
        'شات بوت، workflows ديال n8n وسيتات بزاف ديال اللغات للأوطيلات والمدارس الفندقية والمهرجانات والمحلات ف الريفييرا ديال مونترو. استشارة فابور.',
      heroTitle: 'الريفييرا كتستقبل العالم، والذكاء الاصطناعي كيعاونك تبع الريتم',
      heroDescription:
        'الناس ديال المهرجانات، المشاركين ف المؤتمرات، طلبة الفندقة والسياح اللي دايزين: اللي كتخدمهم كيتبدلو ف اللغة والحاجة كل نهار. حنا كنأتمتو الأجوبة والحجوزات والمتابعة باش حتى طلب ما يضيع.',
      sectionTitle: 'شنو كتبدل الأتمتة ف الريفييرا',
      features: [
        {
          title: 'مساعد لوقت الضغط ديال الفعاليات',
          description:
            'ف وقت المهرجانات والمؤتمرات، شات بوت كيتكلف بالأسئلة على الدخول والأوقات والبلايص الخاويين، ف السيت ديالكم وف WhatsApp.',
        },
        {
          title: 'أوطيلات وريسطورات مربوطين',
          description:
            'الحجوزات، الطلبات ديال المجموعات والآراء ديال الكليان كيتجمعو وكيتعالجو بworkflows ديال n8n، من أول ميساج حتى للفاكتورة.',
        },
        {
          title: 'التوظيف والقبول',
          description:
            'للمدارس الفندقية والمؤسسات اللي كتخدّم كل موسم: فرز الطلبات، الجواب على الأسئلة اللي كتعاود وحجز المواعيد، كلشي أوتوماتيكي.',
        },
        {
          title: 'سيتات بزاف ديال اللغات ومحتوى بالذكاء الاصطناعي',
          description:
            'سيت زربان بالفرنساوية والنجليزية والعربية، فيه محتوى كيكتبو الذكاء الاصطناعي وانتوما كتراجعوه، باش الزوار يلقاوكم قبل ما يوصلو.',
        },
      ],
      intro: [
        'بين بحيرة ليمان والكروم ديال لافو، مونترو عايشة بالسمعة الدولية ديالها: مهرجان مونترو ديال الجاز، المؤتمرات، قصر شيون وتقاليد قديمة ف الفندقة كيجيبو كل عام ناس من كاع جهات العالم، والمدارس الفندقية ديال المنطقة كتكوّن طلبة من بزاف ديال الجنسيات.',
        'هاد الاقتصاد اللي مبني على الاستقبال عندو أوقات ديال الضغط القوي: شي سيمانات ديال المهرجان كيجيو فيهم بزاف ديال الطلبات، والفرق خاصها تجاوب دغيا وبزاف ديال اللغات، بلا ما تنقص من الجودة ديال الخدمة اللي دارت السمعة ديال الريفييرا.',
        'ملي كتأتمت الأجوبة اللي كتعاود، التنسيق ديال الحجوزات والمتابعة ديال طلبات الخدمة، كتربح الوقت فين خاصك. كنسلمو أول نتيجة ف 48 ساعة وكنبقاو معاك 30 يوم فابور من بعد التسليم.',
      ],
    },
  },
};
