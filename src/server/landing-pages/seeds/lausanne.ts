import type { LandingSeed } from '../landing-seeds';

export const lausanne: LandingSeed = {
  slug: 'lausanne',
  kind: 'region',
  areaServed: 'Lausanne, Vaud, Switzerland',
  country: 'CH',
  text: {
    fr: {
      title: 'Automatisation IA à Lausanne : start-ups, sport, recherche',
      description:
        "Chatbots, workflows n8n et sites multilingues pour les start-ups de l'EPFL, fédérations sportives, PME et institutions de Lausanne. Consultation gratuite.",
      heroTitle: "De la recherche à la croissance : l'IA qui accélère Lausanne",
      heroDescription:
        'Start-ups issues des hautes écoles, fédérations sportives internationales, PME vaudoises et institutions : nous automatisons vos processus et vos échanges pour que vos équipes se concentrent sur leur mission.',
      sectionTitle: "Nos solutions pour l'écosystème lausannois",
      features: [
        {
          title: 'Automatisation pour start-ups',
          description:
            'Prospects, onboarding, facturation et support reliés par des workflows n8n dès les premiers clients, pour grandir sans multiplier les tâches manuelles.',
        },
        {
          title: 'Génération de leads',
          description:
            "Formulaires, qualification et relances automatisés pour transformer l'intérêt suscité par vos démos et vos salons en rendez-vous commerciaux.",
        },
        {
          title: 'Outils pour les fédérations sportives',
          description:
            'Accréditations, demandes des membres et communication multilingue gérées par des assistants et des workflows, y compris en période de compétition.',
        },
        {
          title: 'Chatbots pour les institutions',
          description:
            'Un assistant qui répond aux étudiants, aux membres ou aux usagers sur les questions fréquentes, en plusieurs langues, et les oriente vers le bon interlocuteur.',
        },
        {
          title: 'Sites web rapides et multilingues',
          description:
            'Création ou refonte de sites en français, anglais et arabe, livrés dès 48h et pensés pour le référencement et la conversion.',
        },
        {
          title: 'Contenu IA et veille',
          description:
            'Newsletters, articles et synthèses de veille générés par IA à partir de vos sources puis validés par vous, pour communiquer régulièrement sans y passer vos journées.',
        },
      ],
      intro: [
        "Capitale olympique, Lausanne accueille le Comité international olympique et de nombreuses fédérations sportives internationales. C'est aussi un pôle académique de premier plan avec l'EPFL, l'Université de Lausanne et l'EHL, dont l'écosystème d'innovation voit naître chaque année de nouvelles start-ups.",
        'Ce mélange crée des besoins bien particuliers : de jeunes entreprises qui doivent grandir vite avec de petites équipes, des organisations sportives qui communiquent avec le monde entier et des PME vaudoises qui veulent moderniser leurs outils sans projet informatique lourd.',
        "L'automatisation répond à ces trois besoins : elle fait gagner du temps dès les premiers clients, absorbe les pics liés aux événements et connecte les outils existants sans tout remplacer. Une mise en place prend de 2 à 8 semaines, avec des premiers résultats dès la première semaine.",
      ],
    },
    en: {
      title: 'AI automation in Lausanne: start-ups, sport, research',
      description:
        "Chatbots, n8n workflows and multilingual websites for Lausanne's EPFL start-ups, sports federations, SMEs and institutions. Book a free consultation.",
      heroTitle: 'From research to growth: AI that speeds Lausanne up',
      heroDescription:
        'University spin-offs, international sports federations, Vaud SMEs and institutions: we automate your processes and conversations so your teams can focus on their mission.',
      sectionTitle: "Our solutions for Lausanne's ecosystem",
      features: [
        {
          title: 'Automation for start-ups',
          description:
            'Prospects, onboarding, invoicing and support connected by n8n workflows from your first customers, so you grow without piling up manual work.',
        },
        {
          title: 'Lead generation',
          description:
            'Automated forms, qualification and follow-ups that turn the interest sparked by your demos and trade fairs into sales meetings.',
        },
        {
          title: 'Tools for sports federations',
          description:
            'Accreditations, member requests and multilingual communication handled by assistants and workflows, competition periods included.',
        },
        {
          title: 'Chatbots for institutions',
          description:
            'An assistant that answers students, members or the public on frequent questions, in several languages, and points them to the right contact.',
        },
        {
          title: 'Fast multilingual websites',
          description:
            'New or redesigned sites in French, English and Arabic, delivered in as little as 48h and built for search and conversion.',
        },
        {
          title: 'AI content and monitoring',
          description:
            'Newsletters, articles and monitoring digests generated by AI from your sources and approved by you, so you communicate regularly without losing whole days to it.',
        },
      ],
      intro: [
        'The Olympic capital, Lausanne is home to the International Olympic Committee and many international sports federations. It is also a leading academic hub with EPFL, the University of Lausanne and EHL, whose innovation ecosystem sees new start-ups emerge every year.',
        'That mix creates very particular needs: young companies that must grow fast with small teams, sports organisations that communicate with the whole world, and Vaud SMEs that want to modernise their tools without a heavy IT project.',
        'Automation meets all three: it saves time from the very first customers, absorbs event-driven peaks and connects existing tools without replacing everything. Implementation takes 2 to 8 weeks, with first results in week one.',
      ],
    },
    ar: {
      title: 'الأتمتة بالذكاء الاصطناعي في لوزان: شركات ناشئة ورياضة وبحث',
      description:
        'روبوتات محادثة وسير عمل n8n ومواقع متعددة اللغات للشركات الناشئة في EPFL والاتحادات الرياضية والشركات والمؤسسات في لوزان. استشارة مجانية.',
      heroTitle: 'من البحث إلى النمو: ذكاء اصطناعي يسرّع لوزان',
      heroDescription:
        'شركات ناشئة منبثقة عن الجامعات، واتحادات رياضية دولية، وشركات صغيرة ومتوسطة في كانتون فو، ومؤسسات: نؤتمت عملياتكم وتواصلكم لتتفرغ فرقكم لرسالتها.',
      sectionTitle: 'حلولنا لمنظومة لوزان',
      features: [
        {
          title: 'أتمتة للشركات الناشئة',
          description:
            'العملاء المحتملون والاستقبال والفوترة والدعم مترابطة عبر سير عمل n8n منذ أول العملاء، لتنموا دون أن تتراكم المهام اليدوية.',
        },
        {
          title: 'توليد العملاء المحتملين',
          description:
            'نماذج وتأهيل ومتابعات مؤتمتة تحوّل الاهتمام الذي تثيره عروضكم ومعارضكم إلى مواعيد تجارية.',
        },
        {
          title: 'أدوات للاتحادات الرياضية',
          description:
            'الاعتمادات وطلبات الأعضاء والتواصل متعدد اللغات يديرها مساعدون وسير عمل، بما في ذلك فترات المنافسات.',
        },
        {
          title: 'روبوتات محادثة للمؤسسات',
          description:
            'مساعد يجيب الطلاب أو الأعضاء أو المرتفقين عن الأسئلة المتكررة بعدة لغات، ويوجههم إلى الجهة المناسبة.',
        },
        {
          title: 'مواقع سريعة متعددة اللغات',
          description:
            'إنشاء مواقع بالفرنسية والإنجليزية والعربية أو إعادة تصميمها، تُسلَّم خلال 48 ساعة ومصممة لمحركات البحث ولتحويل الزوار إلى عملاء.',
        },
        {
          title: 'محتوى ورصد بالذكاء الاصطناعي',
          description:
            'نشرات ومقالات وملخصات رصد يولّدها الذكاء الاصطناعي من مصادركم وتعتمدونها بأنفسكم، لتتواصلوا بانتظام دون أن تستهلك أيامكم.',
        },
      ],
      intro: [
        'لوزان عاصمة أولمبية، تحتضن اللجنة الأولمبية الدولية واتحادات رياضية دولية عديدة. وهي أيضاً قطب أكاديمي رائد بفضل المعهد الفدرالي للتكنولوجيا EPFL وجامعة لوزان ومدرسة EHL، وتولد في منظومتها الابتكارية شركات ناشئة جديدة كل عام.',
        'يخلق هذا المزيج احتياجات خاصة جداً: شركات فتية عليها أن تنمو بسرعة بفرق صغيرة، ومنظمات رياضية تتواصل مع العالم بأسره، وشركات صغيرة ومتوسطة في كانتون فو تريد تحديث أدواتها دون مشاريع معلوماتية ثقيلة.',
        'تلبي الأتمتة هذه الاحتياجات الثلاثة: توفر الوقت منذ أول العملاء، وتستوعب ذروات الفعاليات، وتربط الأدوات القائمة دون استبدال كل شيء. يستغرق التنفيذ من أسبوعين إلى 8 أسابيع، مع نتائج أولى منذ الأسبوع الأول.',
      ],
    },
    'ar-ma': {
      title: 'الأتمتة بالذكاء الاصطناعي ف لوزان: ستارت أب، رياضة وبحث',
      description:
        'شات بوت، workflows ديال n8n وسيتات بزاف ديال اللغات للستارت أب ديال EPFL، الجامعات الرياضية، الشركات والمؤسسات ف لوزان. استشارة فابور.',
      heroTitle: 'من البحث للنمو: ذكاء اصطناعي كيزرّب لوزان',
      heroDescription:
        'ستارت أب خارجين من الجامعات، جامعات رياضية دولية، شركات صغار ومتوسطين ف كانتون فو ومؤسسات: كنأتمتو الإجراءات والتواصل ديالكم باش الفرقة ديالكم تتفرغ للمهمة ديالها.',
      sectionTitle: 'الحلول ديالنا للمنظومة ديال لوزان',
      features: [
        {
          title: 'الأتمتة للستارت أب',
          description:
            'الكليان المحتملين، الاستقبال، الفواتير والدعم مربوطين بworkflows ديال n8n من أول الكليان، باش تكبرو بلا ما تتكدس الخدمة اليدوية.',
        },
        {
          title: 'جلب الكليان المحتملين',
          description:
            'فورموليرات، تصنيف وتذكيرات أوتوماتيكية كيحولو الاهتمام اللي كتخلقو الديمو والمعارض ديالكم لمواعيد تجارية.',
        },
        {
          title: 'أدوات للجامعات الرياضية',
          description:
            'الاعتمادات، الطلبات ديال الأعضاء والتواصل بزاف ديال اللغات كيتسيرو بمساعدين وworkflows، حتى ف وقت المنافسات.',
        },
        {
          title: 'شات بوت للمؤسسات',
          description:
            'مساعد كيجاوب الطلبة ولا الأعضاء ولا الناس على الأسئلة اللي كتعاود، بزاف ديال اللغات، وكيوجههم للشخص المناسب.',
        },
        {
          title: 'سيتات زربانين بزاف ديال اللغات',
          description:
            'كنصاوبو سيتات جداد ولا كنعاودو القدام بالفرنساوية والنجليزية والعربية، كيوجدو ف 48 ساعة ومصاوبين لگوگل وللمبيعات.',
        },
        {
          title: 'محتوى ومتابعة بالذكاء الاصطناعي',
          description:
            'نيوزليترات، مقالات وملخصات ديال المتابعة كيكتبهم الذكاء الاصطناعي من المصادر ديالكم وانتوما كتصادقو عليهم، باش تتواصلو ديما بلا ما تضيعو نهارات كاملين.',
        },
      ],
      intro: [
        'لوزان هي العاصمة الأولمبية، فيها اللجنة الأولمبية الدولية وبزاف ديال الجامعات الرياضية الدولية. وهي حتى قطب أكاديمي كبير بـEPFL وجامعة لوزان وEHL، والمنظومة ديال الابتكار ديالها كتخرج منها ستارت أب جداد كل عام.',
        'هاد الخليط كيخلق حاجيات خاصة بزاف: شركات صغار خاصهم يكبرو دغيا بفرق قليلة، منظمات رياضية كتواصل مع العالم كامل، وشركات صغار ومتوسطين ف كانتون فو باغيين يجددو الأدوات ديالهم بلا مشاريع معلوماتية ثقيلة.',
        'الأتمتة كتجاوب على هاد الحاجيات الثلاثة: كتربّح الوقت من أول الكليان، كتصبر للضغط ديال الفعاليات وكتربط الأدوات اللي كاينين بلا ما تبدل كلشي. التركيب كياخد من 2 حتى 8 سيمانات، والنتائج الأولى كيبانو من السيمانة الأولى.',
      ],
    },
  },
};
