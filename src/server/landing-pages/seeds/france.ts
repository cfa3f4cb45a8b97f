import type { LandingSeed } from '../landing-seeds';

// French SMEs: same services as at home, but the terms quote in euros, all taxes included,
// so the pricing and contact texts say so instead of showing CHF.
export const france: LandingSeed = {
  slug: 'france',
  kind: 'country',
  areaServed: 'France',
  country: 'FR',
  regionalAlternates: [{ language: 'fr', region: 'FR' }],
  text: {
    fr: {
      title: 'Automatisation IA et chatbots WhatsApp pour les PME en France',
      description:
        'Automatisation IA pour les PME françaises : chatbots WhatsApp, workflows n8n, contenu IA et sites rapides. Devis en euros, consultation gratuite de 15 min.',
      heroTitle: "Automatisez votre PME avec l'IA, partout en France",
      heroDescription:
        'De Lille à Marseille, de Brest à Strasbourg : chatbots WhatsApp, workflows n8n et contenu généré par IA pour les PME qui veulent gagner du temps, réduire leurs coûts et vendre plus. Un accompagnement en français et des devis en euros.',
      sectionTitle: 'Ce que nous automatisons pour les PME françaises',
      features: [
        {
          title: 'Chatbots WhatsApp et site web',
          description:
            'Un assistant qui répond à vos clients 24/7, qualifie les demandes et prend les rendez-vous, en français comme dans les langues de vos clients.',
        },
        {
          title: 'Workflows n8n sur mesure',
          description:
            'Devis, factures, relances, CRM et tableurs connectés entre eux : la double saisie disparaît et vos données restent à jour.',
        },
        {
          title: 'Génération de leads',
          description:
            "Captation, qualification et relance automatique des prospects, pour que vos commerciaux ne parlent qu'aux contacts prêts à acheter.",
        },
        {
          title: 'Contenu généré par IA',
          description:
            'Articles de blog, fiches produits et publications pour les réseaux sociaux, optimisés pour le référencement, produits en continu et relus par un humain.',
        },
        {
          title: 'Sites rapides et modernes',
          description:
            'Refonte ou reprise de votre site WordPress ou Shopify : un site rapide, pensé pour convertir, livré en 48h à 2 semaines selon le projet.',
        },
        {
          title: 'Respect du RGPD',
          description:
            'Des workflows conçus pour le RGPD : données limitées au nécessaire, accès maîtrisés et hébergement en Europe ou en Suisse selon vos besoins.',
        },
      ],
      intro: [
        "Les PME françaises partagent un même défi : des équipes réduites, des clients qui attendent une réponse immédiate et un temps précieux perdu en tâches administratives. Aujourd'hui, 30 % du temps des équipes part encore dans des tâches manuelles.",
        'Agence suisse basée à Genève, nous travaillons en français avec des entreprises de toute la France, à distance et avec des points réguliers. Chaque projet suit la même méthode : audit, pilote, déploiement. La mise en place prend de 2 à 8 semaines, et les premiers résultats arrivent dès la première semaine.',
        'Pour nos clients français, les devis sont établis en euros, toutes taxes comprises, et chaque livraison inclut 30 jours de support gratuit.',
      ],
      country: {
        subtitle: "L'automatisation IA au service des PME françaises",
        marketTitle: 'Pourquoi les PME françaises automatisent maintenant',
        market: [
          "Le tissu économique français repose largement sur ses PME et TPE : commerces, artisans, cabinets, industriels, e-commerçants. Beaucoup travaillent encore avec des outils qui ne se parlent pas, des devis faits à la main et des demandes clients traitées au fil de l'eau, entre e-mail, téléphone et WhatsApp.",
          "Pression sur les marges, recrutements difficiles, clients habitués aux réponses instantanées : l'automatisation devient rentable même pour une petite équipe. Un chatbot qui répond le soir et le week-end, une facturation qui part toute seule, un CRM à jour sans effort, ce sont des gains visibles dès la première semaine, avec un ROI moyen de 300 % sur nos projets.",
        ],
        pricingTitle: 'Nos formules pour la France, sur devis en euros TTC',
        pricingTiers: [
          {
            name: 'Essentiel',
            description:
              'Un chatbot WhatsApp ou un premier workflow automatisé pour libérer rapidement du temps.',
          },
          {
            name: 'Croissance',
            description:
              "Plusieurs processus automatisés, CRM connecté et contenu IA pour les PME qui passent à l'échelle.",
          },
          {
            name: 'Sur mesure',
            description:
              'Agents IA, intégration de vos bases de données et accompagnement dédié pour les projets complexes.',
          },
        ],
        contactTitle: 'Parlons de votre projet en France',
        contactDescription:
          'Réservez une consultation gratuite de 15 minutes ou demandez un devis en euros : nous vous répondons sous 24h, en français.',
      },
    },
    en: {
      title: 'AI automation and WhatsApp chatbots for SMEs in France',
      description:
        'AI automation for French SMEs: WhatsApp chatbots, n8n workflows, AI content and fast websites. Quotes in euros and a free 15-minute consultation.',
      heroTitle: 'Automate your business with AI, anywhere in France',
      heroDescription:
        'From Lille to Marseille, from Brest to Strasbourg: WhatsApp chatbots, n8n workflows and AI-generated content for SMEs that want to save time, cut costs and sell more. Support in French and quotes in euros.',
      sectionTitle: 'What we automate for French SMEs',
      features: [
        {
          title: 'WhatsApp and website chatbots',
          description:
            "An assistant that answers your customers 24/7, qualifies enquiries and books appointments, in French and in your customers' own languages.",
        },
        {
          title: 'Custom n8n workflows',
          description:
            'Quotes, invoices, reminders, CRM and spreadsheets connected to each other: double data entry disappears and your data stays up to date.',
        },
        {
          title: 'Lead generation',
          description:
            'Prospects captured, qualified and followed up automatically, so your sales team only talks to contacts who are ready to buy.',
        },
        {
          title: 'AI-generated content',
          description:
            'Blog articles, product pages and social media posts, optimised for search, produced continuously and reviewed by a human.',
        },
        {
          title: 'Fast, modern websites',
          description:
            'Redesign or takeover of your WordPress or Shopify site: a fast site built to convert, delivered in 48h to 2 weeks depending on the project.',
        },
        {
          title: 'GDPR by design',
          description:
            'Workflows built for the GDPR: only the data you need, controlled access, and hosting in Europe or Switzerland as you prefer.',
        },
      ],
      intro: [
        'French SMEs share the same challenge: small teams, customers who expect an instant answer and precious time lost to admin. Today, 30% of team time still goes to manual tasks.',
        'As a Swiss agency based in Geneva, we work in French with businesses all over France, remotely and with regular check-ins. Every project follows the same method: audit, pilot, roll-out. Implementation takes 2 to 8 weeks, with first results in the very first week.',
        'For our French clients, quotes are issued in euros, all taxes included, and every delivery comes with 30 days of free support.',
      ],
      country: {
        subtitle: 'AI automation working for French SMEs',
        marketTitle: 'Why French SMEs are automating now',
        market: [
          'The French economy rests largely on small and medium-sized businesses: shops, craftspeople, professional firms, manufacturers, online retailers. Many still work with tools that do not talk to each other, hand-made quotes and customer requests handled as they come, across e-mail, phone and WhatsApp.',
          'Squeezed margins, hard-to-fill roles and customers used to instant answers make automation pay off even for a small team. A chatbot that answers in the evening and at weekends, invoicing that goes out on its own, a CRM that stays current without effort: the gains show from the first week, with an average ROI of 300% across our projects.',
        ],
        pricingTitle: 'Our packages for France, quoted in euros including tax',
        pricingTiers: [
          {
            name: 'Essential',
            description:
              'A WhatsApp chatbot or a first automated workflow to free up time quickly.',
          },
          {
            name: 'Growth',
            description:
              'Several automated processes, a connected CRM and AI content for SMEs that are scaling up.',
          },
          {
            name: 'Tailored',
            description:
              'AI agents, database integration and dedicated support for complex projects.',
          },
        ],
        contactTitle: "Let's talk about your project in France",
        contactDescription:
          'Book a free 15-minute consultation or ask for a quote in euros: we reply within 24h, in French or English.',
      },
    },
    ar: {
      title: 'الأتمتة بالذكاء الاصطناعي وروبوتات WhatsApp للشركات في فرنسا',
      description:
        'أتمتة بالذكاء الاصطناعي للشركات الفرنسية الصغيرة والمتوسطة: روبوتات WhatsApp، وسير عمل n8n، ومحتوى ذكي ومواقع سريعة. عروض أسعار باليورو.',
      heroTitle: 'أتمتوا شركتكم بالذكاء الاصطناعي في كل أنحاء فرنسا',
      heroDescription:
        'من ليل إلى مرسيليا، ومن بريست إلى ستراسبورغ: روبوتات محادثة على WhatsApp، وسير عمل على n8n، ومحتوى مولَّد بالذكاء الاصطناعي للشركات التي تريد توفير الوقت وخفض التكاليف وزيادة المبيعات. مرافقة باللغة الفرنسية وعروض أسعار باليورو.',
      sectionTitle: 'ما نؤتمته للشركات الفرنسية الصغيرة والمتوسطة',
      features: [
        {
          title: 'روبوتات محادثة على WhatsApp والموقع',
          description:
            'مساعد يجيب عملاءكم على مدار الساعة، ويؤهل الطلبات ويحجز المواعيد، بالفرنسية وبلغات عملائكم.',
        },
        {
          title: 'سير عمل مخصص على n8n',
          description:
            'عروض الأسعار والفواتير والتذكيرات وإدارة العملاء والجداول مترابطة فيما بينها: يختفي الإدخال المزدوج وتبقى بياناتكم محدّثة.',
        },
        {
          title: 'توليد العملاء المحتملين',
          description:
            'استقطاب العملاء المحتملين وتأهيلهم ومتابعتهم تلقائيًا، ليتحدث فريق المبيعات فقط مع من هم مستعدون للشراء.',
        },
        {
          title: 'محتوى بالذكاء الاصطناعي',
          description:
            'مقالات مدونة وصفحات منتجات ومنشورات لوسائل التواصل الاجتماعي، محسّنة لمحركات البحث، تُنتج باستمرار ويراجعها إنسان.',
        },
        {
          title: 'مواقع سريعة وحديثة',
          description:
            'إعادة تصميم موقعكم على WordPress أو Shopify أو تولّي إدارته: موقع سريع مصمم لتحويل الزوار إلى عملاء، يُسلَّم خلال 48 ساعة إلى أسبوعين حسب المشروع.',
        },
        {
          title: 'احترام اللائحة العامة لحماية البيانات',
          description:
            'سير عمل مصمم وفق اللائحة الأوروبية لحماية البيانات: أقل قدر ممكن من البيانات، وصلاحيات مضبوطة، واستضافة في أوروبا أو سويسرا حسب حاجتكم.',
        },
      ],
      intro: [
        'تواجه الشركات الفرنسية الصغيرة والمتوسطة التحدي نفسه: فرق محدودة، وعملاء ينتظرون ردًا فوريًا، ووقت ثمين يضيع في المهام الإدارية. واليوم لا يزال 30% من وقت الفرق يذهب إلى مهام يدوية.',
        'بصفتنا وكالة سويسرية مقرها جنيف، نعمل باللغة الفرنسية مع شركات من كل أنحاء فرنسا، عن بُعد ومع لقاءات متابعة منتظمة. يتبع كل مشروع المنهجية نفسها: تدقيق، ثم مشروع تجريبي، ثم تعميم. يستغرق التنفيذ من 2 إلى 8 أسابيع، وتظهر النتائج الأولى منذ الأسبوع الأول.',
        'لعملائنا في فرنسا، تُعدّ عروض الأسعار باليورو شاملة جميع الضرائب، ويتضمن كل تسليم 30 يومًا من الدعم المجاني.',
      ],
      country: {
        subtitle: 'الأتمتة بالذكاء الاصطناعي في خدمة الشركات الفرنسية الصغيرة والمتوسطة',
        marketTitle: 'لماذا تتجه الشركات الفرنسية إلى الأتمتة الآن',
        market: [
          'يقوم الاقتصاد الفرنسي إلى حد كبير على الشركات الصغيرة والمتوسطة: متاجر وحرفيون ومكاتب مهنية ومصانع وتجار إلكترونيون. وما زال كثير منها يعمل بأدوات لا تتواصل فيما بينها، وعروض أسعار تُعدّ يدويًا، وطلبات عملاء تُعالج كما تأتي بين البريد الإلكتروني والهاتف وWhatsApp.',
          'ضغط على الهوامش، وصعوبة في التوظيف، وعملاء اعتادوا الرد الفوري: كل ذلك يجعل الأتمتة مربحة حتى للفرق الصغيرة. روبوت محادثة يجيب مساءً وفي عطلة نهاية الأسبوع، وفواتير تُرسل تلقائيًا، ونظام لإدارة العملاء محدّث دون عناء: مكاسب تظهر منذ الأسبوع الأول، بمتوسط عائد على الاستثمار يبلغ 300% في مشاريعنا.',
        ],
        pricingTitle: 'باقاتنا في فرنسا، بعروض أسعار باليورو شاملة الضرائب',
        pricingTiers: [
          {
            name: 'الأساسية',
            description: 'روبوت محادثة على WhatsApp أو أول سير عمل مؤتمت لتوفير الوقت بسرعة.',
          },
          {
            name: 'النمو',
            description:
              'عدة عمليات مؤتمتة ونظام عملاء مترابط ومحتوى بالذكاء الاصطناعي للشركات التي تتوسع.',
          },
          {
            name: 'حسب الطلب',
            description: 'وكلاء ذكاء اصطناعي وربط قواعد البيانات ومرافقة مخصصة للمشاريع المعقدة.',
          },
        ],
        contactTitle: 'لنتحدث عن مشروعكم في فرنسا',
        contactDescription:
          'احجزوا استشارة مجانية مدتها 15 دقيقة أو اطلبوا عرض سعر باليورو: نرد عليكم خلال 24 ساعة.',
      },
    },
    'ar-ma': {
      title: 'الأتمتة بالذكاء الاصطناعي وشاتبوتات WhatsApp للشركات ففرنسا',
      description:
        'أتمتة بالذكاء الاصطناعي للشركات الفرنسية: شاتبوتات WhatsApp، workflows ب n8n، محتوى بالذكاء الاصطناعي وسيتات زربانين. الدوفي باليورو.',
      heroTitle: 'ردو الشركة ديالكم أوتوماتيكية بالذكاء الاصطناعي فكاع فرنسا',
      heroDescription:
        'من ليل حتى مارساي، ومن بريست حتى ستراسبورغ: شاتبوتات على WhatsApp، workflows ب n8n ومحتوى بالذكاء الاصطناعي للشركات اللي بغات تربح الوقت، تنقص المصاريف وتبيع كثر. كنتبعوكم بالفرنساوية والدوفي باليورو.',
      sectionTitle: 'آش كنردو أوتوماتيكي للشركات الفرنسية',
      features: [
        {
          title: 'شاتبوتات على WhatsApp وفالسيت',
          description:
            'مساعد كيجاوب الكليان ديالكم 24/7، كيفرز الطلبات وكياخد الرونديفوات، بالفرنساوية وباللغات ديال الكليان ديالكم.',
        },
        {
          title: 'Workflows ب n8n على قدكم',
          description:
            'الدوفيات، الفاكتورات، التذكيرات، الـ CRM وملفات Excel مربوطين مع بعضياتهم: ما بقاش تعاودو تكتبو نفس الحاجة جوج مرات، والداتا ديما محيّنة.',
        },
        {
          title: 'جلب الكليان',
          description:
            'كنجيبو البروسبي، كنفرزوهم وكنفكروهم أوتوماتيكيًا، باش الكوميرسيال ديالكم ما يهضرو غير مع اللي واجدين يشريو.',
        },
        {
          title: 'محتوى بالذكاء الاصطناعي',
          description:
            'مقالات البلوغ، فيشات البرودوي وپوسطات السوشيال ميديا، مزيانين لغوغل، كيتصاوبو بلا حبسة وكيراجعهم بنادم.',
        },
        {
          title: 'سيتات زربانين وعصريين',
          description:
            'كنعاودو السيت ديالكم على WordPress ولا Shopify ولا كنشدوه: سيت زربان مصاوب باش يبيع، كيتسلم من 48 ساعة حتى جوج سيمانات على حساب المشروع.',
        },
        {
          title: 'احترام الـ RGPD',
          description:
            'Workflows مصاوبين على حساب القانون الأوروبي ديال حماية الداتا: غير الداتا اللي خاصة، دخول متحكم فيه، والهوستينغ فأوروبا ولا فسويسرا كيف بغيتو.',
        },
      ],
      intro: [
        'الشركات الصغيرة والمتوسطة ففرنسا عندها نفس المشكل: فرق صغيرة، كليان باغيين الجواب دغيا، ووقت غالي كيضيع فالأوراق والإدارة. ودابا باقي 30% من الوقت ديال الفرق كيمشي فخدمة يدوية.',
        'حنا وكالة سويسرية فجنيف، وكنخدمو بالفرنساوية مع شركات من كاع فرنسا، عن بعد ومع لقاءات ديال المتابعة بانتظام. كل مشروع كيمشي بنفس الطريقة: أوديت، تجربة، ومن بعد التعميم. التركيب كياخد من 2 حتى 8 سيمانات، والنتائج الأولى كيبانو من السيمانة الأولى.',
        'للكليان ديالنا ففرنسا، الدوفي كيكون باليورو، والضرائب داخلة فيه، وكل تسليم معاه 30 يوم ديال الدعم فابور.',
      ],
      country: {
        subtitle: 'الأتمتة بالذكاء الاصطناعي فخدمة الشركات الفرنسية الصغيرة والمتوسطة',
        marketTitle: 'علاش الشركات الفرنسية كتمشي للأتمتة دابا',
        market: [
          'الاقتصاد الفرنسي واقف بزاف على الشركات الصغيرة والمتوسطة: حوانت، صنايعية، مكاتب، معامل وتجار أونلاين. وبزاف منهم باقين خدامين بأدوات ما كتهضرش مع بعضياتها، دوفيات كيتكتبو باليد وطلبات الكليان كيتعالجو غير كيف جات، بين الإيميل، التيليفون وWhatsApp.',
          'المارج كيتزير، التوظيف صعيب، والكليان ولفو الجواب فالحين: هادشي كيخلي الأتمتة مربحة حتى لفريق صغير. شاتبوت كيجاوب فالليل وفالويكاند، فاكتورات كيتصيفطو بوحدهم، CRM ديما محيّن بلا تعب: الربح كيبان من السيمانة الأولى، وROI متوسط ديال 300% فالمشاريع ديالنا.',
        ],
        pricingTitle: 'العروض ديالنا لفرنسا، بالدوفي باليورو والضرائب داخلة',
        pricingTiers: [
          {
            name: 'الأساسي',
            description: 'شاتبوت WhatsApp ولا أول workflow أوتوماتيكي باش تربحو الوقت دغيا.',
          },
          {
            name: 'النمو',
            description:
              'بزاف ديال العمليات أوتوماتيكية، CRM مربوط ومحتوى بالذكاء الاصطناعي للشركات اللي كتكبر.',
          },
          {
            name: 'على قدكم',
            description:
              'أجونات ديال الذكاء الاصطناعي، ربط قواعد البيانات ومتابعة خاصة للمشاريع الكبار.',
          },
        ],
        contactTitle: 'يلاه نهضرو على المشروع ديالكم ففرنسا',
        contactDescription:
          'احجزو استشارة فابور ديال 15 دقيقة ولا طلبو دوفي باليورو: كنجاوبوكم فأقل من 24 ساعة.',
      },
    },
  },
};
