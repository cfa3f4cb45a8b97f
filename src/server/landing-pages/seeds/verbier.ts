import type { LandingSeed } from '../landing-seeds';

export const verbier: LandingSeed = {
  slug: 'verbier',
  kind: 'region',
  areaServed: 'Verbier, Valais, Switzerland',
  country: 'CH',
  text: {
    fr: {
      title: 'Automatisation IA et chatbots à Verbier',
      description:
        'Chatbots WhatsApp, intégration du personnel saisonnier et workflows n8n pour les chalets, hôtels, écoles de ski et loueurs de Verbier. Consultation gratuite.',
      heroTitle: 'Une saison intense, des opérations qui tournent toutes seules',
      heroDescription:
        "Chalets, hôtels, écoles de ski, loueurs de matériel et restaurants d'altitude : nous automatisons les réservations, la communication client et l'intégration du personnel saisonnier pour que votre hiver se déroule sans accroc.",
      sectionTitle: 'Des automatisations taillées pour une station de ski',
      features: [
        {
          title: 'Intégration du personnel saisonnier',
          description:
            'Contrats, documents, plannings et consignes envoyés automatiquement, et un assistant qui répond aux questions des nouveaux arrivants : vos équipes sont opérationnelles plus vite.',
        },
        {
          title: 'Chatbot WhatsApp pour vos clients',
          description:
            'Cours de ski, location, transferts, horaires : un assistant répond en français, en anglais et en arabe, jour et nuit, et vous transmet les réservations confirmées.',
        },
        {
          title: 'Gestion des chalets à distance',
          description:
            "Arrivées, ménage, maintenance et prestataires coordonnés par des workflows n8n, avec une alerte dès qu'une situation demande votre intervention.",
        },
        {
          title: 'Tableaux de bord de saison',
          description:
            'Réservations, occupation et demandes en attente réunies dans un rapport automatique, pour décider vite pendant les semaines de pointe.',
        },
      ],
      intro: [
        "Au cœur du domaine des 4 Vallées, en Valais, Verbier attire une clientèle internationale venue pour le ski, le freeride et, l'été, le Verbier Festival de musique classique. La station repose sur un tissu dense de chalets, d'hôtels, d'écoles de ski, de loueurs et de restaurants, souvent gérés par de petites équipes.",
        "Le défi est avant tout saisonnier : chaque hiver, il faut recruter et former du personnel, absorber les semaines de pointe et répondre à des clients qui écrivent autant en anglais qu'en français. Beaucoup de propriétaires de chalets gèrent en plus leur bien depuis l'étranger.",
        "L'automatisation transforme cette contrainte : les tâches répétitives sont prises en charge, l'information circule sans ressaisie et vos clients reçoivent une réponse immédiate. Résultat : plus de temps pour le service, moins d'erreurs quand la station affiche complet.",
      ],
    },
    en: {
      title: 'AI automation and chatbots in Verbier',
      description:
        "WhatsApp chatbots, seasonal staff onboarding and n8n workflows for Verbier's chalets, hotels, ski schools and rental shops. Book a free consultation.",
      heroTitle: 'An intense season, operations that run themselves',
      heroDescription:
        'Chalets, hotels, ski schools, rental shops and mountain restaurants: we automate bookings, guest communication and seasonal staff onboarding so your winter runs without a hitch.',
      sectionTitle: 'Automations tailored to a ski resort',
      features: [
        {
          title: 'Seasonal staff onboarding',
          description:
            "Contracts, documents, rotas and instructions sent automatically, plus an assistant that answers newcomers' questions: your teams are up to speed sooner.",
        },
        {
          title: 'WhatsApp chatbot for your guests',
          description:
            'Ski lessons, rentals, transfers, opening hours: an assistant answers in French, English and Arabic, day and night, and passes confirmed bookings on to you.',
        },
        {
          title: 'Remote chalet management',
          description:
            'Arrivals, cleaning, maintenance and contractors coordinated by n8n workflows, with an alert whenever something needs your attention.',
        },
        {
          title: 'Season dashboards',
          description:
            'Bookings, occupancy and pending requests gathered in an automatic report, so you can decide fast during peak weeks.',
        },
      ],
      intro: [
        'At the heart of the 4 Vallées ski area in Valais, Verbier draws an international crowd for skiing, freeriding and, in summer, the Verbier Festival of classical music. The resort relies on a dense network of chalets, hotels, ski schools, rental shops and restaurants, often run by small teams.',
        'The challenge is above all seasonal: every winter, staff must be recruited and trained, peak weeks absorbed and guests answered who write in English as often as in French. Many chalet owners also manage their property from abroad.',
        'Automation turns that constraint around: repetitive tasks are handled, information flows without retyping and your guests get an immediate answer. The result: more time for service and fewer mistakes when the resort is fully booked.',
      ],
    },
    ar: {
      title: 'الأتمتة بالذكاء الاصطناعي وروبوتات المحادثة في فيربييه',
      description:
        'روبوتات WhatsApp وإدماج العمال الموسميين وسير عمل n8n لشاليهات فيربييه وفنادقها ومدارس التزلج ومحلات التأجير فيها. استشارة مجانية.',
      heroTitle: 'موسم مكثف، وعمليات تسير من تلقاء نفسها',
      heroDescription:
        'الشاليهات والفنادق ومدارس التزلج ومحلات تأجير المعدات ومطاعم المرتفعات: نؤتمت الحجوزات والتواصل مع العملاء وإدماج العمال الموسميين كي يمر شتاؤكم دون عثرات.',
      sectionTitle: 'أتمتة مصممة لمنتجع تزلج',
      features: [
        {
          title: 'إدماج العمال الموسميين',
          description:
            'تُرسَل العقود والوثائق وجداول العمل والتعليمات تلقائياً، ويجيب مساعد ذكي عن أسئلة القادمين الجدد، فتصبح فرقكم جاهزة في وقت أقصر.',
        },
        {
          title: 'روبوت WhatsApp لعملائكم',
          description:
            'دروس التزلج والتأجير والتنقلات ومواعيد العمل: مساعد يجيب بالفرنسية والإنجليزية والعربية ليلاً ونهاراً، ويحيل إليكم الحجوزات المؤكدة.',
        },
        {
          title: 'إدارة الشاليهات عن بُعد',
          description:
            'الوصول والتنظيف والصيانة ومقدمو الخدمات، كل ذلك تنسقه سير عمل n8n، مع تنبيه فوري عندما يتطلب أمر ما تدخلكم.',
        },
        {
          title: 'لوحات متابعة للموسم',
          description:
            'الحجوزات ونسبة الإشغال والطلبات المعلقة مجمعة في تقرير آلي، لتتخذوا قراراتكم بسرعة خلال أسابيع الذروة.',
        },
      ],
      intro: [
        'في قلب منطقة التزلج «الوديان الأربعة» في كانتون فاليه، تجذب فيربييه زواراً من أنحاء العالم للتزلج والتزلج الحر، وفي الصيف لمهرجان فيربييه للموسيقى الكلاسيكية. ويقوم المنتجع على شبكة كثيفة من الشاليهات والفنادق ومدارس التزلج ومحلات التأجير والمطاعم، تديرها غالباً فرق صغيرة.',
        'التحدي موسمي قبل كل شيء: في كل شتاء يجب توظيف العمال وتدريبهم، واستيعاب أسابيع الذروة، والرد على عملاء يكتبون بالإنجليزية بقدر ما يكتبون بالفرنسية. كما يدير كثير من ملاك الشاليهات ممتلكاتهم من الخارج.',
        'تحوّل الأتمتة هذا القيد إلى ميزة: تُنجز المهام المتكررة آلياً، وتنتقل المعلومات دون إعادة إدخال، ويتلقى عملاؤكم رداً فورياً. والنتيجة: وقت أكثر للخدمة وأخطاء أقل حين يكون المنتجع ممتلئاً.',
      ],
    },
    'ar-ma': {
      title: 'الأتمتة بالذكاء الاصطناعي والشات بوت ف فيربييه',
      description:
        'شات بوت WhatsApp، إدماج الخدامة ديال الموسم وworkflows ديال n8n للشاليهات والأوطيلات ومدارس السكي والمحلات ديال الكرا ف فيربييه. استشارة فابور.',
      heroTitle: 'موسم عامر، والخدمة كتمشي بوحدها',
      heroDescription:
        'الشاليهات، الأوطيلات، مدارس السكي، المحلات ديال الكرا والريسطورات اللي ف الجبل: كنأتمتو الحجوزات، التواصل مع الكليان والإدماج ديال الخدامة ديال الموسم، باش الشتوة ديالكم تدوز بلا مشاكل.',
      sectionTitle: 'أتمتة مفصّلة على قد محطة ديال السكي',
      features: [
        {
          title: 'إدماج الخدامة ديال الموسم',
          description:
            'العقود، الوثائق، البلانينغ والتعليمات كيتصيفطو أوتوماتيكياً، ومساعد كيجاوب على الأسئلة ديال اللي جداد: الفرقة ديالكم كتولي واجدة ف وقت قصير.',
        },
        {
          title: 'شات بوت WhatsApp للكليان ديالكم',
          description:
            'دروس السكي، الكرا، التنقل، الأوقات: مساعد كيجاوب بالفرنساوية والنجليزية والعربية، ليل ونهار، وكيصيفط ليكم الحجوزات اللي تأكدو.',
        },
        {
          title: 'تسيير الشاليهات من بعيد',
          description:
            'الوصول، التنقية، الصيانة والناس اللي كيخدمو معاكم، كلشي منظم بworkflows ديال n8n، مع تنبيه غير تكون شي حاجة خاصها التدخل ديالكم.',
        },
        {
          title: 'داشبورد ديال الموسم',
          description:
            'الحجوزات، شحال عامر والطلبات اللي باقيين كيتجمعو ف تقرير أوتوماتيكي، باش تقررو دغيا ف السيمانات ديال الضغط.',
        },
      ],
      intro: [
        'ف وسط المجال ديال السكي «4 Vallées» ف كانتون فاليه، فيربييه كتجيب ناس من كاع العالم للسكي والفريرايد، وف الصيف لمهرجان فيربييه ديال الموسيقى الكلاسيكية. المحطة عايشة بشبكة كبيرة ديال الشاليهات والأوطيلات ومدارس السكي والمحلات ديال الكرا والريسطورات، وبزاف منهم كتسيرهم فرق صغار.',
        'التحدي هو الموسم قبل كلشي: كل شتوة خاصك تخدّم الناس وتكوّنهم، تصبر للسيمانات ديال الضغط وتجاوب كليان كيكتبو بالنجليزية قد ما كيكتبو بالفرنساوية. وبزاف ديال مالين الشاليهات كيسيرو الدار ديالهم من برا.',
        'الأتمتة كتقلب هاد المشكل: الخدمة اللي كتعاود كتدار بوحدها، المعلومة كتدوز بلا ما تعاود تكتبها، والكليان ديالكم كياخدو الجواب ف الحين. النتيجة: وقت كثر للخدمة وغلطات قل ملي المحطة كتكون عامرة.',
      ],
    },
  },
};
