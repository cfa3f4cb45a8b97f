import type { LandingSeed } from '../landing-seeds';

// Family offices, private banks and luxury real estate: the pitch is discretion first,
// so every text leads with confidentiality and Swiss hosting before speed or savings.
export const uhnw: LandingSeed = {
  slug: 'uhnw',
  kind: 'specialised',
  areaServed: 'Switzerland',
  country: 'CH',
  text: {
    fr: {
      title: 'Automatisation IA discrète pour family offices et clients UHNW',
      description:
        'Chatbots de conciergerie et automatisations confidentielles pour family offices, banques privées et immobilier de prestige, avec hébergement en Suisse.',
      heroTitle: "L'automatisation IA, avec la discrétion d'une banque privée",
      heroDescription:
        "Assistants de conciergerie disponibles 24/7, workflows confidentiels et données hébergées en Suisse : nous concevons pour les family offices, les banques privées et l'immobilier de prestige des outils qui servent vos clients sans jamais exposer ce qui doit rester privé.",
      sectionTitle: 'Une automatisation pensée pour la confidentialité',
      features: [
        {
          title: 'Hébergement en Suisse',
          description:
            'Nous déployons vos workflows n8n sur votre propre infrastructure ou chez un hébergeur suisse : aucune donnée client ne transite par une plateforme que vous ne maîtrisez pas.',
        },
        {
          title: 'Chatbots de conciergerie',
          description:
            "Un assistant sur WhatsApp ou dans votre espace client répond 24/7 dans la langue du client, prend les demandes de rendez-vous, de réservation ou de documents, et passe la main à votre équipe dès qu'un sujet devient sensible.",
        },
        {
          title: 'Accès restreints et traçabilité',
          description:
            'Droits par rôle, journal de chaque action automatisée et validation humaine avant tout envoi : vous savez toujours qui a vu quoi, et quand.',
        },
        {
          title: 'Reporting patrimonial automatisé',
          description:
            'Relevés, positions et échéances consolidés dans des rapports préparés automatiquement, puis relus par vos gérants avant toute diffusion.',
        },
        {
          title: 'Immobilier de prestige',
          description:
            'Qualification discrète des demandes, organisation des visites privées et suivi des acquéreurs, sans exposer publiquement vos biens hors marché.',
        },
        {
          title: 'Un interlocuteur unique',
          description:
            'Un seul contact du premier échange à la mise en production, un accord de confidentialité avant tout partage de données et 30 jours de support gratuit après la livraison.',
        },
      ],
      intro: [
        "Dans un family office ou une banque privée, la qualité du service se mesure autant à la réactivité qu'à la discrétion. Les demandes arrivent à toute heure, souvent sur WhatsApp, et chaque réponse engage une relation de confiance. Pourtant, 30 % du temps des équipes part encore dans des tâches manuelles : saisie, relances, préparation de documents.",
        "Notre agence genevoise conçoit des automatisations qui libèrent ce temps sans rien céder sur la confidentialité : données hébergées en Suisse, accès restreints et validation humaine aux étapes sensibles. Avec 20 ans d'expérience et plus de 1000 projets livrés, nous savons qu'ici, une automatisation réussie est d'abord une automatisation que vos clients ne remarquent pas.",
        'Tout commence par une consultation gratuite de 15 minutes, sans aucun partage de données, pour comprendre vos circuits et repérer ce qui peut être automatisé en toute sécurité.',
      ],
    },
    en: {
      title: 'Discreet AI automation for family offices and UHNW clients',
      description:
        'Concierge-grade chatbots and confidential automation for family offices, private banks and luxury real estate, hosted in Switzerland.',
      heroTitle: 'AI automation with the discretion of a private bank',
      heroDescription:
        'Concierge assistants available 24/7, confidential workflows and data hosted in Switzerland: we build tools for family offices, private banks and luxury real estate that serve your clients without ever exposing what must stay private.',
      sectionTitle: 'Automation designed around confidentiality',
      features: [
        {
          title: 'Hosted in Switzerland',
          description:
            'We deploy your n8n workflows on your own infrastructure or with a Swiss hosting provider: no client data passes through a platform you do not control.',
        },
        {
          title: 'Concierge chatbots',
          description:
            "An assistant on WhatsApp or in your client portal answers 24/7 in the client's language, takes requests for meetings, bookings or documents, and hands over to your team as soon as a matter becomes sensitive.",
        },
        {
          title: 'Restricted access and audit trail',
          description:
            'Role-based permissions, a log of every automated action and human approval before anything is sent: you always know who saw what, and when.',
        },
        {
          title: 'Automated wealth reporting',
          description:
            'Statements, positions and deadlines consolidated into reports prepared automatically, then reviewed by your relationship managers before they go out.',
        },
        {
          title: 'Luxury real estate',
          description:
            'Discreet qualification of enquiries, private viewings organised and buyers followed up, without exposing your off-market properties publicly.',
        },
        {
          title: 'One single point of contact',
          description:
            'One contact from the first conversation to go-live, a confidentiality agreement before any data is shared, and 30 days of free support after delivery.',
        },
      ],
      intro: [
        'In a family office or a private bank, service is judged as much on responsiveness as on discretion. Requests arrive at any hour, often on WhatsApp, and every reply carries a relationship of trust. Yet 30% of team time still goes to manual tasks: data entry, follow-ups, preparing documents.',
        'Our Geneva agency builds automation that gives that time back without compromising on confidentiality: data hosted in Switzerland, restricted access and human approval at every sensitive step. With 20 years of experience and over 1000 projects delivered, we know that here, successful automation is automation your clients never notice.',
        'It all starts with a free 15-minute consultation, with no data shared, to understand how your work flows and identify what can be automated safely.',
      ],
    },
    ar: {
      title: 'أتمتة ذكية وسرية للمكاتب العائلية وكبار الأثرياء',
      description:
        'روبوتات محادثة بمستوى خدمة الكونسيرج وأتمتة سرية للمكاتب العائلية والبنوك الخاصة والعقارات الفاخرة، مع استضافة البيانات في سويسرا.',
      heroTitle: 'أتمتة بالذكاء الاصطناعي بتكتّم البنوك الخاصة',
      heroDescription:
        'مساعدو كونسيرج متاحون على مدار الساعة، وسير عمل سري، وبيانات مستضافة في سويسرا: نصمم للمكاتب العائلية والبنوك الخاصة والعقارات الفاخرة أدوات تخدم عملاءكم دون أن تكشف أبدًا ما يجب أن يبقى خاصًا.',
      sectionTitle: 'أتمتة مصممة حول السرية',
      features: [
        {
          title: 'استضافة في سويسرا',
          description:
            'ننشر سير العمل على n8n في بنيتكم التحتية الخاصة أو لدى مزوّد استضافة سويسري، فلا تمر أي بيانات للعملاء عبر منصة لا تتحكمون فيها.',
        },
        {
          title: 'روبوتات محادثة بمستوى الكونسيرج',
          description:
            'مساعد على WhatsApp أو في بوابة العملاء يجيب على مدار الساعة بلغة العميل، ويستقبل طلبات المواعيد والحجوزات والوثائق، ويحيل المحادثة إلى فريقكم فور أن يصبح الموضوع حساسًا.',
        },
        {
          title: 'صلاحيات محدودة وتتبع كامل',
          description:
            'صلاحيات حسب الدور، وسجل لكل إجراء مؤتمت، وموافقة بشرية قبل أي إرسال: تعرفون دائمًا من اطّلع على ماذا ومتى.',
        },
        {
          title: 'تقارير الثروات المؤتمتة',
          description:
            'كشوف الحسابات والمراكز والاستحقاقات مجمّعة في تقارير تُعدّ تلقائيًا، ثم يراجعها مديرو العلاقات لديكم قبل توزيعها.',
        },
        {
          title: 'العقارات الفاخرة',
          description:
            'تأهيل الطلبات بتكتّم، وتنظيم الزيارات الخاصة، ومتابعة المشترين، دون عرض عقاراتكم غير المطروحة في السوق على العلن.',
        },
        {
          title: 'محاور واحد',
          description:
            'جهة تواصل واحدة من أول لقاء حتى التشغيل الفعلي، واتفاقية سرية قبل أي مشاركة للبيانات، و30 يومًا من الدعم المجاني بعد التسليم.',
        },
      ],
      intro: [
        'في المكتب العائلي أو البنك الخاص، تُقاس جودة الخدمة بسرعة الاستجابة بقدر ما تُقاس بالتكتّم. تصل الطلبات في كل ساعة، وغالبًا عبر WhatsApp، وكل رد يمسّ علاقة قائمة على الثقة. ومع ذلك، لا يزال 30% من وقت الفرق يضيع في مهام يدوية: إدخال البيانات والمتابعات وإعداد الوثائق.',
        'تصمم وكالتنا في جنيف أتمتة تعيد لكم هذا الوقت دون أي تنازل عن السرية: بيانات مستضافة في سويسرا، وصلاحيات محدودة، وموافقة بشرية في كل مرحلة حساسة. بفضل 20 عامًا من الخبرة وأكثر من 1000 مشروع منجز، نعلم أن الأتمتة الناجحة هنا هي تلك التي لا يلاحظها عملاؤكم.',
        'تبدأ الرحلة باستشارة مجانية مدتها 15 دقيقة، دون مشاركة أي بيانات، لفهم مسارات عملكم وتحديد ما يمكن أتمتته بأمان تام.',
      ],
    },
    'ar-ma': {
      title: 'أتمتة سرية بالذكاء الاصطناعي للفاميلي أوفيس ومولين الثروات الكبيرة',
      description:
        'شاتبوتات بحال الكونسيرج وأتمتة سرية للفاميلي أوفيس، البنوك الخاصة والعقار الفاخر، والداتا ديالكم كتبقى محطوطة فسويسرا.',
      heroTitle: 'أتمتة بالذكاء الاصطناعي بالسرية ديال بنكة خاصة',
      heroDescription:
        'مساعدين كونسيرج خدامين 24/7، workflows سرية وداتا محطوطة فسويسرا: كنصاوبو للفاميلي أوفيس، البنوك الخاصة والعقار الفاخر أدوات كيخدمو الكليان ديالكم بلا ما يبان حتى حاجة خاصها تبقى سرية.',
      sectionTitle: 'أتمتة مبنية على السرية',
      features: [
        {
          title: 'الهوستينغ فسويسرا',
          description:
            'كنركبو الـ workflows ديال n8n فالسيرفورات ديالكم ولا عند شي هيبرجور سويسري: حتى داتا ديال الكليان ما كدوز من شي بلاتفورم ما متحكمينش فيها.',
        },
        {
          title: 'شاتبوتات بحال الكونسيرج',
          description:
            'مساعد على WhatsApp ولا فالفضاء ديال الكليان كيجاوب 24/7 باللغة ديال الكليان، كياخد طلبات الرونديفو، الحجز ولا الوثائق، وكيدوز الهضرة للفريق ديالكم غير يولي الموضوع حساس.',
        },
        {
          title: 'الدخول محدود وكلشي مسجل',
          description:
            'كل واحد عندو الصلاحيات ديالو، كل خطوة أوتوماتيكية مسجلة، وحتى حاجة ما كتصيفط بلا ما يوافق عليها بنادم: ديما عارفين شكون شاف آش وإمتى.',
        },
        {
          title: 'الريبورتينغ ديال الثروة أوتوماتيكي',
          description:
            'الكشوفات، البوزيسيونات والآجال كيتجمعو فريبورات كيتوجدو بوحدهم، ومن بعد كيراجعهم الجيستيونير ديالكم قبل ما يتصيفطو.',
        },
        {
          title: 'العقار الفاخر',
          description:
            'كنفرزو الطلبات بالسكات، كنظمو الزيارات الخاصة وكنتبعو المشترين، بلا ما تبان البيوت ديالكم اللي ماشي معروضة فالسوق.',
        },
        {
          title: 'شخص واحد كيتبعكم',
          description:
            'نفس الشخص من أول هضرة حتى يخدم المشروع، اتفاقية ديال السرية قبل ما تعطيونا حتى داتا، و30 يوم ديال الدعم فابور من بعد التسليم.',
        },
      ],
      intro: [
        'فالفاميلي أوفيس ولا فالبنكة الخاصة، الخدمة المزيانة كتقاس بالسرعة وبالسرية بجوج. الطلبات كتجي فأي ساعة، بزاف ديال المرات على WhatsApp، وكل جواب كيمس الثقة اللي بينكم وبين الكليان. ومع ذلك، 30% من الوقت ديال الفرق باقي كيمشي فخدمة يدوية: التسجيل، التذكير وتوجاد الوثائق.',
        'الوكالة ديالنا فجنيف كتصاوب أتمتة كترجع ليكم هاد الوقت بلا ما تخسرو والو من السرية: الداتا فسويسرا، الدخول محدود، وبنادم كيوافق فكل مرحلة حساسة. عندنا 20 عام ديال التجربة وكثر من 1000 مشروع، وعارفين بلي الأتمتة الناجحة هنا هي اللي ما كيحسش بيها الكليان ديالكم.',
        'كنبداو ديما باستشارة فابور ديال 15 دقيقة، بلا ما تعطيونا حتى داتا، باش نفهمو كيفاش كتخدمو ونشوفو آش اللي يقدر يولي أوتوماتيكي بلا حتى خطر.',
      ],
    },
  },
};
