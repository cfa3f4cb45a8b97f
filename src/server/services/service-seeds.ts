import type { Locale } from '@/i18n/locales';
import type { ServiceIconName, ServiceText } from '@/lib/admin/service-schema';

export interface ServiceSeed {
  /** The spec's service id, also the anchor on /services and the slug of /services/{id}. */
  id: string;
  /** A lucide-react icon name (see src/components/site/service-icon.tsx). */
  icon: ServiceIconName;
  text: Record<Locale, ServiceText>;
}

// The spec's eight services in display order (spec §2 "Services"). Prices stay 'on quote'
// (spec §9); the only figures in the copy are the spec's own (§1, §9).
const onQuote = {
  fr: 'Sur devis',
  en: 'On quote',
  ar: 'حسب عرض السعر',
  'ar-ma': 'على حساب الدوفي',
};

export const serviceSeeds: ServiceSeed[] = [
  {
    id: 'generation-leads',
    icon: 'target',
    text: {
      fr: {
        title: 'Génération de leads',
        description:
          'Des prospects qualifiés chaque semaine : nous identifions vos clients idéaux, enrichissons leurs données et automatisons les premières prises de contact.',
        features: [
          'Ciblage et enrichissement de prospects B2B',
          'Séquences e-mail et LinkedIn personnalisées par IA',
          'Scoring automatique des leads',
          'Synchronisation avec votre CRM',
        ],
        price: onQuote.fr,
        body: [
          'Trouver de nouveaux clients prend du temps : chercher les bonnes entreprises, retrouver le bon interlocuteur, écrire un premier message qui ne ressemble pas à un envoi de masse. Dans une PME, ce travail passe souvent après les urgences du quotidien, et le pipeline commercial se vide.',
          "Nous construisons un système qui fait ce travail en continu. Vos critères (secteur, taille, région, signaux d'achat) alimentent une recherche automatique ; chaque contact est enrichi et vérifié, puis reçoit un message rédigé par l'IA à partir de son contexte réel. Les réponses sont triées et les prospects intéressés arrivent directement dans votre CRM avec un score.",
          'Tout repose sur des outils ouverts comme n8n, hébergés en Suisse si vous le souhaitez, dans le respect de la nLPD et du RGPD : sources documentées, désinscriptions respectées, aucune donnée revendue.',
          'Après un audit gratuit de 15 minutes, nous livrons un premier flux en 48h à 2 semaines selon la complexité, suivi de 30 jours de support gratuit.',
        ].join('\n\n'),
      },
      en: {
        title: 'Lead generation',
        description:
          'Qualified prospects every week: we identify your ideal customers, enrich their data and automate the first touchpoints.',
        features: [
          'B2B prospect targeting and enrichment',
          'AI-personalised e-mail and LinkedIn sequences',
          'Automatic lead scoring',
          'Sync with your CRM',
        ],
        price: onQuote.en,
        body: [
          'Finding new customers takes time: searching for the right companies, tracking down the right contact, writing a first message that does not read like a mass mailing. In a small business this work usually comes after the daily emergencies, and the sales pipeline runs dry.',
          'We build a system that does this work continuously. Your criteria (industry, size, region, buying signals) feed an automated search; every contact is enriched and verified, then receives a message written by AI from their real context. Replies are sorted, and interested prospects land straight in your CRM with a score.',
          'Everything runs on open tools such as n8n, hosted in Switzerland if you wish, in line with the Swiss nFADP and the GDPR: documented sources, unsubscribes honoured, no data ever resold.',
          'After a free 15-minute audit, we deliver a first workflow within 48h to 2 weeks depending on complexity, followed by 30 days of free support.',
        ].join('\n\n'),
      },
      ar: {
        title: 'توليد العملاء المحتملين',
        description:
          'عملاء محتملون مؤهَّلون كل أسبوع: نحدد عملاءك المثاليين، ونُثري بياناتهم، ونؤتمت أولى خطوات التواصل معهم.',
        features: [
          'استهداف العملاء المحتملين B2B وإثراء بياناتهم',
          'سلاسل رسائل بريد إلكتروني وLinkedIn مخصّصة بالذكاء الاصطناعي',
          'تقييم تلقائي للعملاء المحتملين',
          'مزامنة مع نظام CRM الخاص بك',
        ],
        price: onQuote.ar,
        body: [
          'إيجاد عملاء جدد يستهلك الوقت: البحث عن الشركات المناسبة، والوصول إلى الشخص المسؤول، وكتابة رسالة أولى لا تبدو كرسالة جماعية. وفي الشركات الصغيرة والمتوسطة يأتي هذا العمل غالبًا بعد طوارئ اليوم، فيفرغ مسار المبيعات.',
          'نبني نظامًا يقوم بهذا العمل باستمرار. معاييرك (القطاع، الحجم، المنطقة، مؤشرات الشراء) تغذي بحثًا آليًا؛ ثم يُثرى كل جهة اتصال ويُتحقق منها، وتتلقى رسالة يكتبها الذكاء الاصطناعي انطلاقًا من سياقها الحقيقي. تُفرز الردود، ويصل العملاء المهتمون مباشرة إلى نظام CRM مع تقييم لكل منهم.',
          'يعتمد كل شيء على أدوات مفتوحة مثل n8n، مستضافة في سويسرا إن رغبت، مع احترام القانون السويسري لحماية البيانات واللائحة الأوروبية العامة لحماية البيانات: مصادر موثقة، واحترام طلبات إلغاء الاشتراك، ولا بيع للبيانات أبدًا.',
          'بعد تدقيق مجاني مدته 15 دقيقة، نسلّم أول مسار عمل خلال 48 ساعة إلى أسبوعين حسب درجة التعقيد، يتبعه دعم مجاني لمدة 30 يومًا.',
        ].join('\n\n'),
      },
      'ar-ma': {
        title: 'جلب الكليان المحتملين',
        description:
          'كليان محتملين مزيانين كل سيمانة: كنلقاو ليك الكليان اللي كيناسبوك، كنكمّلو المعلومات ديالهم، وكنأتمتو أول تواصل معاهم.',
        features: [
          'استهداف الكليان ديال B2B وتكميل المعلومات ديالهم',
          'ميساجات إيميل وLinkedIn مخصّصين بالذكاء الاصطناعي',
          'تنقيط أوتوماتيكي ديال الكليان',
          'ربط مباشر مع الـCRM ديالك',
        ],
        price: onQuote['ar-ma'],
        body: [
          'باش تلقى كليان جداد خاصك الوقت: تقلب على الشركات المناسبة، تلقى الشخص اللي مسؤول، وتكتب أول ميساج ما يبانش بحال شي ميساج مصيفط لبزاف ديال الناس. فالمقاولات الصغيرة، هاد الخدمة ديما كتجي من بعد المشاكل ديال كل نهار، والكليان الجداد كيتقاداو.',
          'حنا كنبنيو ليك سيستيم كيدير هاد الخدمة بلا ما يحبس. المعايير ديالك (القطاع، الحجم، الجهة، العلامات ديال الشرا) كتغذي بحث أوتوماتيكي؛ كل كونطاكت كيتكمّل وكيتفيريفيا، ومن بعد كيوصلو ميساج كاتبو الذكاء الاصطناعي على حساب الوضعية ديالو. الأجوبة كتفرز، والكليان المهتمين كيوصلو نيشان للـCRM ديالك مع نقطة.',
          'كلشي مبني على أدوات مفتوحة بحال n8n، ويقدر يكون مستضاف فسويسرا إلا بغيتي، ومحترم للقانون السويسري ديال حماية المعطيات وللـRGPD: مصادر واضحة، اللي بغا يتحيد كيتحيد، وحتى معلومة ما كتتباع.',
          'من بعد أوديت فابور ديال 15 دقيقة، كنسلمو ليك أول workflow ما بين 48 ساعة وسيمانتين على حساب الصعوبة، ومن بعدها 30 يوم ديال الدعم فابور.',
        ].join('\n\n'),
      },
    },
  },
  {
    id: 'reporting',
    icon: 'chart',
    text: {
      fr: {
        title: 'Reporting automatisé',
        description:
          'Vos chiffres clés rassemblés automatiquement dans des tableaux de bord clairs, et des rapports envoyés à la bonne personne au bon moment.',
        features: [
          'Connexion à votre comptabilité, CRM et boutique en ligne',
          'Tableaux de bord mis à jour en continu',
          'Rapports hebdomadaires par e-mail ou Slack',
          "Alertes automatiques en cas d'écart",
        ],
        price: onQuote.fr,
        body: [
          "Chaque fin de mois, quelqu'un exporte des fichiers, copie des colonnes dans Excel et recolle des graphiques dans une présentation. C'est lent, sujet aux erreurs, et les chiffres arrivent quand il est déjà trop tard pour réagir.",
          'Nous relions vos outils entre eux (logiciel comptable, CRM, boutique en ligne, Google Analytics, outils marketing) et centralisons les données en un seul endroit. Les indicateurs que vous suivez vraiment sont calculés automatiquement et affichés dans un tableau de bord lisible, sur ordinateur comme sur mobile.',
          "Les rapports partent tout seuls : un résumé chaque lundi matin pour la direction, un détail pour chaque équipe, et une alerte dès qu'un indicateur sort de sa zone normale. L'IA peut ajouter un commentaire en langage clair sur ce qui a changé et pourquoi.",
          'Vos données restent sous votre contrôle, dans vos outils ou sur un serveur en Suisse, et chaque flux est documenté pour que votre équipe puisse le faire évoluer.',
        ].join('\n\n'),
      },
      en: {
        title: 'Automated reporting',
        description:
          'Your key figures gathered automatically into clear dashboards, with reports sent to the right person at the right time.',
        features: [
          'Connects to your accounting, CRM and online shop',
          'Dashboards updated continuously',
          'Weekly reports by e-mail or Slack',
          'Automatic alerts when a figure drifts',
        ],
        price: onQuote.en,
        body: [
          'At the end of every month, someone exports files, copies columns into Excel and pastes charts into a slide deck. It is slow, error-prone, and the numbers arrive when it is already too late to act on them.',
          'We connect your tools (accounting software, CRM, online shop, Google Analytics, marketing tools) and bring the data together in one place. The indicators you actually follow are calculated automatically and shown on a readable dashboard, on desktop and on mobile.',
          'Reports go out on their own: a summary for management every Monday morning, a breakdown for each team, and an alert as soon as an indicator leaves its normal range. AI can add a plain-language note on what changed and why.',
          'Your data stays under your control, in your own tools or on a server in Switzerland, and every flow is documented so your team can evolve it.',
        ].join('\n\n'),
      },
      ar: {
        title: 'التقارير الآلية',
        description:
          'أرقامك الأساسية تُجمع تلقائيًا في لوحات متابعة واضحة، وتقارير تصل إلى الشخص المناسب في الوقت المناسب.',
        features: [
          'ربط بمحاسبتك ونظام CRM ومتجرك الإلكتروني',
          'لوحات متابعة تُحدَّث باستمرار',
          'تقارير أسبوعية عبر البريد الإلكتروني أو Slack',
          'تنبيهات تلقائية عند حدوث أي انحراف',
        ],
        price: onQuote.ar,
        body: [
          'في نهاية كل شهر، يصدّر أحدهم الملفات، وينسخ الأعمدة إلى Excel، ويلصق الرسوم البيانية في عرض تقديمي. عمل بطيء وعرضة للأخطاء، والأرقام تصل حين يكون الوقت قد فات للتصرف.',
          'نربط أدواتك ببعضها (برنامج المحاسبة، نظام CRM، المتجر الإلكتروني، Google Analytics، أدوات التسويق) ونجمع البيانات في مكان واحد. تُحسب المؤشرات التي تتابعها فعلًا بشكل آلي وتُعرض في لوحة متابعة واضحة على الحاسوب والهاتف.',
          'تُرسل التقارير من تلقاء نفسها: ملخص للإدارة صباح كل اثنين، وتفاصيل لكل فريق، وتنبيه فور خروج أي مؤشر عن نطاقه المعتاد. ويمكن للذكاء الاصطناعي أن يضيف تعليقًا بلغة بسيطة يشرح ما الذي تغيّر ولماذا.',
          'تبقى بياناتك تحت سيطرتك، داخل أدواتك أو على خادم في سويسرا، وكل مسار موثّق حتى يتمكن فريقك من تطويره.',
        ].join('\n\n'),
      },
      'ar-ma': {
        title: 'التقارير الأوتوماتيكية',
        description:
          'الأرقام المهمة ديالك كيتجمعو بوحدهم فداشبوردات واضحين، والتقارير كتوصل للشخص المناسب فالوقت المناسب.',
        features: [
          'ربط مع الكونطابيليتي، الـCRM والمتجر ديالك',
          'داشبوردات كيتحدّثو ديما',
          'تقارير كل سيمانة فالإيميل ولا Slack',
          'تنبيهات أوتوماتيكية إلا كان شي مشكل فالأرقام',
        ],
        price: onQuote['ar-ma'],
        body: [
          'فآخر كل شهر، كاين شي واحد كيخرج الفيشيات، كينسخ الكولونات فـExcel وكيلصق الگرافيكات فشي بريزونطاسيون. خدمة بطيئة، فيها بزاف ديال الغلط، والأرقام كتوصل ملي كيكون الوقت فات.',
          'حنا كنربطو الأدوات ديالك مع بعضياتهم (لوجيسيال الكونطابيليتي، الـCRM، المتجر الإلكتروني، Google Analytics، أدوات الماركوتينگ) وكنجمعو المعطيات فبلاصة وحدة. المؤشرات اللي كتبّع بصح كيتحسبو بوحدهم وكيبانو فداشبورد واضح، فالبيسي وفالتيليفون.',
          'التقارير كيتصيفطو بوحدهم: ملخص للمدير كل تنين الصباح، تفاصيل لكل فرقة، وتنبيه غير يخرج شي مؤشر على العادي ديالو. والذكاء الاصطناعي يقدر يزيد تعليق بكلام ساهل على شنو تبدّل وعلاش.',
          'المعطيات ديالك كتبقى تحت يدك، فالأدوات ديالك ولا فسيرفور فسويسرا، وكل workflow موثّق باش الفرقة ديالك تقدر تطورو.',
        ].join('\n\n'),
      },
    },
  },
  {
    id: 'support-client',
    icon: 'headset',
    text: {
      fr: {
        title: 'Support client IA',
        description:
          'Un assistant IA qui répond à vos clients 24/7 sur votre site et sur WhatsApp, et transmet à votre équipe les demandes qui méritent un humain.',
        features: [
          'Chatbot WhatsApp Business et site web',
          'Réponses fondées sur vos documents et votre FAQ',
          'Transfert fluide vers un conseiller humain',
          'Disponible 24/7, en plusieurs langues',
        ],
        price: onQuote.fr,
        body: [
          "Sans chatbot, 70 % des visiteurs repartent sans réponse. Le soir, le week-end ou pendant les pics d'activité, les questions s'accumulent et des ventes se perdent.",
          "Nous mettons en place un assistant qui connaît votre entreprise : il s'appuie sur vos documents, vos tarifs et votre FAQ pour répondre précisément, prendre un rendez-vous ou suivre une commande. Il parle la langue du client (français, anglais, arabe) sur votre site comme sur WhatsApp Business.",
          "Quand une demande sort de son périmètre, il passe la main à votre équipe avec tout l'historique de la conversation. Vous gardez le contrôle du ton, des sujets autorisés et de ce qui doit toujours être traité par un humain.",
          "Pour un chatbot WhatsApp, comptez CHF 2'500 à 8'000 de mise en place, puis CHF 200 à 500 par mois ; chaque projet est chiffré sur devis. La mise en place comprend une formation de 2h pour votre équipe.",
        ].join('\n\n'),
      },
      en: {
        title: 'AI customer support',
        description:
          'An AI assistant that answers your customers 24/7 on your website and on WhatsApp, and hands your team the requests that deserve a human.',
        features: [
          'WhatsApp Business and website chatbot',
          'Answers grounded in your documents and FAQ',
          'Smooth hand-over to a human advisor',
          'Available 24/7, in several languages',
        ],
        price: onQuote.en,
        body: [
          'Without a chatbot, 70% of visitors leave without an answer. In the evening, at the weekend or during busy periods, questions pile up and sales are lost.',
          'We set up an assistant that knows your business: it draws on your documents, prices and FAQ to answer precisely, book an appointment or track an order. It speaks your customer’s language (French, English, Arabic) on your website and on WhatsApp Business.',
          'When a request falls outside its scope, it hands over to your team with the full conversation history. You stay in control of the tone, the topics it may cover and what must always be handled by a person.',
          'For a WhatsApp chatbot, expect CHF 2,500–8,000 for the set-up, then CHF 200–500 per month; every project is priced on quote. Set-up includes a 2h training session for your team.',
        ].join('\n\n'),
      },
      ar: {
        title: 'دعم العملاء بالذكاء الاصطناعي',
        description:
          'مساعد ذكي يجيب عملاءك على مدار الساعة طوال أيام الأسبوع على موقعك وعلى WhatsApp، ويحيل إلى فريقك الطلبات التي تستحق تدخّلًا بشريًا.',
        features: [
          'روبوت محادثة على WhatsApp Business وعلى الموقع',
          'إجابات مبنية على وثائقك وأسئلتك الشائعة',
          'تحويل سلس إلى مستشار بشري',
          'متاح 24/7 وبعدة لغات',
        ],
        price: onQuote.ar,
        body: [
          'من دون روبوت محادثة، يغادر 70% من الزوار دون الحصول على إجابة. وفي المساء وعطلة نهاية الأسبوع وأوقات الذروة، تتراكم الأسئلة وتضيع المبيعات.',
          'نضع لك مساعدًا يعرف شركتك: يعتمد على وثائقك وأسعارك وأسئلتك الشائعة ليجيب بدقة، أو يحجز موعدًا، أو يتابع طلبية. ويتحدث بلغة العميل (الفرنسية أو الإنجليزية أو العربية) على موقعك وعلى WhatsApp Business.',
          'عندما يخرج طلب عن نطاقه، يحيله إلى فريقك مع سجل المحادثة كاملًا. وتبقى أنت المتحكم في الأسلوب، والمواضيع المسموح بها، وما يجب أن يتولاه إنسان دائمًا.',
          'بالنسبة إلى روبوت محادثة على WhatsApp، تتراوح تكلفة الإعداد بين CHF 2,500 و8,000، ثم بين CHF 200 و500 شهريًا؛ ويُسعَّر كل مشروع حسب عرض السعر. ويشمل الإعداد تدريبًا لفريقك مدته ساعتان.',
        ].join('\n\n'),
      },
      'ar-ma': {
        title: 'خدمة الكليان بالذكاء الاصطناعي',
        description:
          'مساعد ذكي كيجاوب الكليان ديالك 24/7 فالسيت ديالك وفـWhatsApp، وكيدوّز للفرقة ديالك الطلبات اللي خاصها بنادم.',
        features: [
          'شاتبوت فـWhatsApp Business وفالسيت',
          'أجوبة مبنية على الوثائق والـFAQ ديالك',
          'تحويل ساهل لمستشار بنادم',
          'خدام 24/7 وبزاف ديال اللغات',
        ],
        price: onQuote['ar-ma'],
        body: [
          'بلا شاتبوت، 70% ديال الزوار كيمشيو بلا ما ياخدو جواب. فالليل، فالويكاند ولا فوقت الضغط، الأسئلة كتكثر والبيع كيضيع.',
          'كنديرو ليك مساعد عارف الشركة ديالك مزيان: كيعتمد على الوثائق، الأثمنة والـFAQ ديالك باش يجاوب بالضبط، ياخد موعد ولا يتبّع كوموند. وكيهضر باللغة ديال الكليان (الفرنسية، الإنجليزية، العربية) فالسيت وفـWhatsApp Business.',
          'ملي كيجي شي طلب خارج على الخدمة ديالو، كيدوّزو للفرقة ديالك مع التاريخ ديال المحادثة كامل. وانت اللي كتحكم فالطريقة ديال الهضرة، المواضيع المسموحة، وشنو خاصو ديما يتعالج عند بنادم.',
          'شاتبوت WhatsApp كيكلف ما بين CHF 2,500 و8,000 فالتركيب، ومن بعد ما بين CHF 200 و500 فالشهر؛ وكل مشروع كيتحسب على حساب الدوفي. والتركيب فيه تكوين ديال جوج ساعات للفرقة ديالك.',
        ].join('\n\n'),
      },
    },
  },
  {
    id: 'gestion-contenu',
    icon: 'pen',
    text: {
      fr: {
        title: 'Gestion de contenu IA',
        description:
          "Articles de blog, publications pour les réseaux sociaux et fiches produits rédigés par l'IA dans votre ton, validés par vous et publiés à un rythme régulier.",
        features: [
          'Calendrier éditorial planifié automatiquement',
          "Rédaction par l'IA dans le ton de votre marque",
          'Publication sur votre site et vos réseaux sociaux',
          'Optimisation SEO de chaque contenu',
        ],
        price: onQuote.fr,
        body: [
          "Publier régulièrement fait la différence sur Google et sur les réseaux sociaux, mais écrire prend des heures que peu de dirigeants de PME ont. Résultat : un blog à l'abandon depuis des mois et des comptes qui ne vivent plus.",
          "Nous mettons en place une chaîne de production de contenu : à partir de vos sujets, de vos mots-clés et de vos propres textes, l'IA prépare des brouillons qui respectent votre ton, votre vocabulaire métier et votre langue, y compris en plusieurs langues pour une clientèle internationale.",
          'Rien ne part sans votre accord si vous le souhaitez : les brouillons arrivent dans une file de validation, vous corrigez ou approuvez en un clic, puis la publication sur WordPress, Shopify, LinkedIn ou Instagram se fait automatiquement à la date prévue.',
          'Chaque contenu est optimisé pour le référencement (titres, méta-descriptions, liens internes) afin que votre site gagne en visibilité semaine après semaine.',
        ].join('\n\n'),
      },
      en: {
        title: 'AI content management',
        description:
          'Blog articles, social media posts and product pages written by AI in your voice, approved by you and published on a steady schedule.',
        features: [
          'Automatically planned editorial calendar',
          'AI writing in your brand’s voice',
          'Publishing to your website and social networks',
          'SEO optimisation of every piece',
        ],
        price: onQuote.en,
        body: [
          'Publishing regularly makes the difference on Google and on social media, but writing takes hours that few SME owners have. The result: a blog abandoned for months and accounts that have gone quiet.',
          'We set up a content production line: from your topics, your keywords and your own texts, AI prepares drafts that respect your tone, your trade vocabulary and your language, including several languages for an international clientele.',
          'Nothing goes out without your approval if you prefer: drafts arrive in a review queue, you edit or approve in one click, and publishing to WordPress, Shopify, LinkedIn or Instagram happens automatically on the planned date.',
          'Every piece is optimised for search (titles, meta descriptions, internal links) so your website gains visibility week after week.',
        ].join('\n\n'),
      },
      ar: {
        title: 'إدارة المحتوى بالذكاء الاصطناعي',
        description:
          'مقالات مدونة ومنشورات لشبكات التواصل الاجتماعي وصفحات منتجات يكتبها الذكاء الاصطناعي بأسلوبك، وتوافق عليها أنت، وتُنشر بانتظام.',
        features: [
          'تقويم تحريري يُخطَّط تلقائيًا',
          'كتابة بالذكاء الاصطناعي بأسلوب علامتك التجارية',
          'النشر على موقعك وشبكاتك الاجتماعية',
          'تحسين كل محتوى لمحركات البحث',
        ],
        price: onQuote.ar,
        body: [
          'النشر المنتظم يصنع الفارق على Google وعلى شبكات التواصل الاجتماعي، لكن الكتابة تتطلب ساعات لا يملكها كثير من مديري الشركات الصغيرة والمتوسطة. والنتيجة: مدونة مهجورة منذ أشهر وحسابات متوقفة.',
          'نبني لك سلسلة لإنتاج المحتوى: انطلاقًا من مواضيعك وكلماتك المفتاحية ونصوصك الخاصة، يُعدّ الذكاء الاصطناعي مسودات تحترم أسلوبك ومصطلحات مهنتك ولغتك، بل وبعدة لغات إذا كان عملاؤك دوليين.',
          'لا يُنشر شيء دون موافقتك إن أردت: تصل المسودات إلى قائمة مراجعة، فتعدّلها أو توافق عليها بنقرة واحدة، ثم يتم النشر تلقائيًا على WordPress أو Shopify أو LinkedIn أو Instagram في الموعد المحدد.',
          'كل محتوى مُحسَّن لمحركات البحث (العناوين، الأوصاف التعريفية، الروابط الداخلية) ليكسب موقعك ظهورًا أكبر أسبوعًا بعد أسبوع.',
        ].join('\n\n'),
      },
      'ar-ma': {
        title: 'تسيير المحتوى بالذكاء الاصطناعي',
        description:
          'مقالات ديال البلوگ، بوستات للسوشيال ميديا وصفحات ديال البرودوي كيكتبهم الذكاء الاصطناعي بالستيل ديالك، كتوافق عليهم انت، وكيتنشرو بانتظام.',
        features: [
          'كاليندريي ديال النشر كيتنظم بوحدو',
          'كتابة بالذكاء الاصطناعي بالستيل ديال الماركة ديالك',
          'النشر فالسيت وفالسوشيال ميديا ديالك',
          'تحسين SEO لكل محتوى',
        ],
        price: onQuote['ar-ma'],
        body: [
          'النشر بانتظام كيدير الفرق فـGoogle وفالسوشيال ميديا، ولكن الكتابة كتاخد ساعات ما عندهمش بزاف ديال مولين المقاولات. والنتيجة: بلوگ مهجور هادي شهور وحسابات ناعسين.',
          'كنديرو ليك سلسلة ديال إنتاج المحتوى: من المواضيع، الكلمات المفتاحية والنصوص ديالك، الذكاء الاصطناعي كيوجّد مسودات كيحترمو الستيل ديالك، الكلمات ديال الحرفة ديالك واللغة ديالك، وحتى بزاف ديال اللغات إلا كانو الكليان ديالك من برا.',
          'والو ما كيتنشر بلا موافقتك إلا بغيتي: المسودات كيوصلو لليستة ديال المراجعة، كتصحح ولا كتوافق بكليك وحدة، ومن بعد النشر فـWordPress، Shopify، LinkedIn ولا Instagram كيتدار بوحدو فالنهار المحدد.',
          'كل محتوى محسّن للـSEO (العناوين، الميتا ديسكريبسيون، الروابط الداخلية) باش السيت ديالك يبان كثر سيمانة من بعد سيمانة.',
        ].join('\n\n'),
      },
    },
  },
  {
    id: 'agents-ia',
    icon: 'bot',
    text: {
      fr: {
        title: 'Agents IA',
        description:
          'Des agents IA qui exécutent des tâches complètes à votre place : trier les e-mails, préparer des devis, qualifier des demandes ou mettre à jour vos outils.',
        features: [
          'Agents conçus pour vos processus réels',
          'Connexion à vos e-mails, CRM et documents',
          'Validation humaine aux étapes sensibles',
          'Journal de chaque action pour un contrôle total',
        ],
        price: onQuote.fr,
        body: [
          "Un agent IA va plus loin qu'un simple chatbot : il lit une demande, décide des étapes à suivre, utilise vos outils et livre un résultat. Il peut trier la boîte de réception commerciale, préparer une offre à partir de votre grille tarifaire ou mettre à jour une fiche client après un appel.",
          "Nous commençons par un audit de vos tâches répétitives pour choisir celles où un agent apporte le plus. Près de 30 % du temps des équipes part dans des tâches manuelles : c'est là que se trouvent les gains les plus rapides.",
          "Chaque agent travaille dans un cadre précis : accès limité aux seuls outils nécessaires, validation humaine avant tout envoi ou paiement, et journal lisible de chaque action. Nous choisissons le modèle adapté à votre besoin, d'OpenAI à des modèles open source hébergés en Suisse.",
          "Le déploiement suit trois étapes : un audit de 2 semaines, un pilote d'un mois sur un cas d'usage, puis une montée en charge progressive sur 2 à 6 mois.",
        ].join('\n\n'),
      },
      en: {
        title: 'AI agents',
        description:
          'AI agents that carry out whole tasks for you: sorting e-mails, preparing quotes, qualifying requests or updating your tools.',
        features: [
          'Agents designed around your real processes',
          'Connected to your e-mail, CRM and documents',
          'Human approval at sensitive steps',
          'A log of every action for full control',
        ],
        price: onQuote.en,
        body: [
          'An AI agent goes further than a simple chatbot: it reads a request, decides which steps to take, uses your tools and delivers a result. It can sort the sales inbox, prepare an offer from your price list or update a customer record after a call.',
          'We start with an audit of your repetitive tasks to pick the ones where an agent adds the most. Around 30% of team time goes into manual tasks: that is where the fastest gains are.',
          'Every agent works within clear limits: access only to the tools it needs, human approval before anything is sent or paid, and a readable log of every action. We choose the model that fits your need, from OpenAI to open-source models hosted in Switzerland.',
          'Roll-out follows three stages: a 2-week audit, a 1-month pilot on one use case, then gradual scaling over 2 to 6 months.',
        ].join('\n\n'),
      },
      ar: {
        title: 'وكلاء الذكاء الاصطناعي',
        description:
          'وكلاء ذكاء اصطناعي ينجزون مهامًّا كاملة نيابةً عنك: فرز البريد الإلكتروني، وإعداد عروض الأسعار، وتأهيل الطلبات، وتحديث أدواتك.',
        features: [
          'وكلاء مصمَّمون حول عملياتك الفعلية',
          'ربط ببريدك الإلكتروني ونظام CRM ووثائقك',
          'موافقة بشرية في الخطوات الحساسة',
          'سجل لكل إجراء لتحكّم كامل',
        ],
        price: onQuote.ar,
        body: [
          'الوكيل الذكي يتجاوز روبوت المحادثة البسيط: يقرأ الطلب، ويقرر الخطوات اللازمة، ويستخدم أدواتك، ويسلّم نتيجة. يمكنه فرز صندوق البريد التجاري، أو إعداد عرض انطلاقًا من قائمة أسعارك، أو تحديث ملف عميل بعد مكالمة.',
          'نبدأ بتدقيق مهامك المتكررة لاختيار تلك التي يحقق فيها الوكيل أكبر فائدة. فنحو 30% من وقت الفرق يذهب في مهام يدوية، وهناك توجد المكاسب الأسرع.',
          'يعمل كل وكيل ضمن إطار محدد: وصول مقتصر على الأدوات الضرورية، وموافقة بشرية قبل أي إرسال أو دفع، وسجل واضح لكل إجراء. ونختار النموذج المناسب لحاجتك، من OpenAI إلى نماذج مفتوحة المصدر مستضافة في سويسرا.',
          'يمر النشر بثلاث مراحل: تدقيق لمدة أسبوعين، ثم تجربة لمدة شهر على حالة استخدام واحدة، ثم توسّع تدريجي على مدى شهرين إلى ستة أشهر.',
        ].join('\n\n'),
      },
      'ar-ma': {
        title: 'إيجونات الذكاء الاصطناعي',
        description:
          'إيجونات ديال الذكاء الاصطناعي كيديرو بلاصتك خدمات كاملة: كيفرزو الإيميلات، كيوجدو الدوفيات، كيصنفو الطلبات ولا كيحدّثو الأدوات ديالك.',
        features: [
          'إيجونات مصممين على حساب الخدمة ديالك بصح',
          'ربط مع الإيميل، الـCRM والوثائق ديالك',
          'موافقة ديال بنادم فالمراحل الحساسة',
          'سجل ديال كل حركة باش تبقى متحكم',
        ],
        price: onQuote['ar-ma'],
        body: [
          'الإيجون الذكي كيمشي أبعد من شاتبوت عادي: كيقرا الطلب، كيقرر شنو خاصو يدير، كيخدم بالأدوات ديالك وكيعطيك نتيجة. يقدر يفرز الإيميلات ديال الكومرسيال، يوجد عرض من ليستة الأثمنة ديالك، ولا يحدّث الفيشة ديال شي كليان من بعد مكالمة.',
          'كنبداو بأوديت ديال الخدمات اللي كتعاود كل نهار باش نختارو فين الإيجون غادي يزيد أكثر. تقريبا 30% من الوقت ديال الفرق كيمشي فخدمة يدوية: تما فين كاينين الأرباح اللي كيجيو بالزربة.',
          'كل إيجون خدام فإطار واضح: كيوصل غير للأدوات اللي محتاجهم، بنادم خاصو يوافق قبل ما يتصيفط شي حاجة ولا يتخلص شي حاجة، وكاين سجل واضح ديال كل حركة. وكنختارو الموديل اللي مناسب ليك، من OpenAI حتى لموديلات open source مستضافين فسويسرا.',
          'الخدمة كتمشي على تلاتة ديال المراحل: أوديت ديال سيمانتين، تجربة ديال شهر على حالة وحدة، ومن بعد توسيع شوية بشوية ما بين شهرين و6 شهور.',
        ].join('\n\n'),
      },
    },
  },
  {
    id: 'integration-bdd',
    icon: 'database',
    text: {
      fr: {
        title: 'Intégration de bases de données',
        description:
          'Vos outils enfin connectés : nous relions CRM, ERP, boutique en ligne et fichiers Excel pour que chaque donnée ne soit saisie qu’une seule fois.',
        features: [
          'Connexion de vos logiciels par API',
          'Migration de données sans perte',
          'Nettoyage et dédoublonnage des fichiers',
          'Synchronisation automatique en continu',
        ],
        price: onQuote.fr,
        body: [
          "Dans beaucoup de PME, la même information vit à cinq endroits : le CRM, la comptabilité, la boutique en ligne, un fichier Excel partagé et la boîte mail de quelqu'un. Chaque double saisie coûte du temps et crée des erreurs.",
          'Nous cartographions vos données, choisissons une source de référence pour chaque information, puis connectons vos logiciels par API ou avec n8n. Un nouveau client dans la boutique apparaît dans le CRM, une facture payée met à jour le dossier, un stock modifié se répercute partout.',
          "Lors d'un changement d'outil, nous prenons en charge la migration : extraction, nettoyage, dédoublonnage, import et contrôle, avec un plan de retour en arrière si quelque chose ne correspond pas.",
          "Les données restent sous votre contrôle, hébergées en Suisse ou dans l'Union européenne selon vos obligations, et chaque connexion est documentée.",
        ].join('\n\n'),
      },
      en: {
        title: 'Database integration',
        description:
          'Your tools finally connected: we link CRM, ERP, online shop and Excel files so every piece of data is entered only once.',
        features: [
          'Software connected through APIs',
          'Data migration without loss',
          'File cleaning and de-duplication',
          'Continuous automatic sync',
        ],
        price: onQuote.en,
        body: [
          'In many small businesses the same information lives in five places: the CRM, the accounts, the online shop, a shared Excel file and somebody’s inbox. Every double entry costs time and creates errors.',
          'We map your data, choose a single source of truth for each piece of information, then connect your software through APIs or with n8n. A new customer in the shop appears in the CRM, a paid invoice updates the file, a stock change is reflected everywhere.',
          'When you switch tools, we handle the migration: extraction, cleaning, de-duplication, import and checks, with a roll-back plan if anything does not match.',
          'Your data stays under your control, hosted in Switzerland or the European Union according to your obligations, and every connection is documented.',
        ].join('\n\n'),
      },
      ar: {
        title: 'تكامل قواعد البيانات',
        description:
          'أدواتك مترابطة أخيرًا: نربط نظام CRM ونظام ERP والمتجر الإلكتروني وملفات Excel حتى لا تُدخل أي معلومة إلا مرة واحدة.',
        features: [
          'ربط برامجك عبر واجهات API',
          'ترحيل البيانات دون فقدان',
          'تنظيف الملفات وإزالة التكرار',
          'مزامنة تلقائية ومستمرة',
        ],
        price: onQuote.ar,
        body: [
          'في كثير من الشركات الصغيرة والمتوسطة، توجد المعلومة نفسها في خمسة أماكن: نظام CRM، والمحاسبة، والمتجر الإلكتروني، وملف Excel مشترك، وصندوق بريد أحد الموظفين. وكل إدخال مكرر يكلّف وقتًا ويولّد أخطاء.',
          'نرسم خريطة بياناتك، ونحدد مصدرًا مرجعيًا لكل معلومة، ثم نربط برامجك عبر واجهات API أو باستخدام n8n. العميل الجديد في المتجر يظهر في نظام CRM، والفاتورة المدفوعة تُحدّث الملف، وتغيّر المخزون ينعكس في كل مكان.',
          'عند تغيير أداة ما، نتولى عملية الترحيل: الاستخراج، والتنظيف، وإزالة التكرار، والاستيراد، والتحقق، مع خطة للرجوع إذا لم يتطابق شيء.',
          'تبقى البيانات تحت سيطرتك، مستضافة في سويسرا أو في الاتحاد الأوروبي حسب التزاماتك، وكل ربط موثّق.',
        ].join('\n\n'),
      },
      'ar-ma': {
        title: 'ربط قواعد البيانات',
        description:
          'الأدوات ديالك مربوطين أخيرا: كنربطو الـCRM، الـERP، المتجر الإلكتروني وفيشيات Excel باش كل معلومة تتكتب غير مرة وحدة.',
        features: [
          'ربط اللوجيسيالات ديالك بالـAPI',
          'نقل المعطيات بلا ما يضيع والو',
          'تنقية الفيشيات وحيدان التكرار',
          'سانكرونيزاسيون أوتوماتيكية ديما',
        ],
        price: onQuote['ar-ma'],
        body: [
          'فبزاف ديال المقاولات، نفس المعلومة كاينة فخمسة ديال البلايص: الـCRM، الكونطابيليتي، المتجر الإلكتروني، فيشي Excel مشترك والإيميل ديال شي واحد. وكل مرة كتعاود تكتب نفس الحاجة كتضيّع الوقت وكتزيد الغلط.',
          'كنرسمو الخريطة ديال المعطيات ديالك، كنختارو مصدر واحد مرجعي لكل معلومة، ومن بعد كنربطو اللوجيسيالات ديالك بالـAPI ولا بـn8n. كليان جديد فالمتجر كيبان فالـCRM، فاكتورة تخلصات كتحدّث الدوسي، والستوك إلا تبدّل كيتبدّل فكل بلاصة.',
          'إلا بدلتي شي أداة، حنا اللي كنتكلفو بالنقل: الاستخراج، التنقية، حيدان التكرار، الإدخال والمراقبة، مع خطة باش نرجعو اللور إلا شي حاجة ما تطابقاتش.',
          'المعطيات كتبقى تحت يدك، مستضافة فسويسرا ولا فالاتحاد الأوروبي على حساب الالتزامات ديالك، وكل ربط موثّق.',
        ].join('\n\n'),
      },
    },
  },
  {
    id: 'monitoring-it',
    icon: 'activity',
    text: {
      fr: {
        title: 'Monitoring IT',
        description:
          'Une surveillance 24/7 de vos sites, serveurs et automatisations, avec des alertes immédiates et des corrections avant que vos clients ne voient le problème.',
        features: [
          'Surveillance de la disponibilité 24/7',
          'Alertes par e-mail, SMS ou WhatsApp',
          'Suivi des performances et des certificats',
          'Rapport mensuel de santé technique',
        ],
        price: onQuote.fr,
        body: [
          "Un site qui tombe un samedi soir, un certificat expiré, un formulaire qui n'envoie plus rien depuis trois jours : ces pannes silencieuses coûtent des clients, et on les découvre souvent trop tard.",
          'Nous surveillons en continu vos sites web, serveurs, boutiques en ligne et flux d’automatisation. Le moindre incident déclenche une alerte vers la bonne personne, avec le contexte utile pour agir vite.',
          'Au-delà de la disponibilité, nous suivons la vitesse de chargement, les certificats, les sauvegardes et les erreurs des workflows. Les visiteurs partent en moins de 3 secondes quand une page est lente : la performance fait partie de la surveillance.',
          'Chaque mois, vous recevez un rapport clair : incidents, temps de réponse, points à améliorer. Le monitoring peut être associé à un contrat de maintenance pour que les corrections soient faites sans attendre.',
        ].join('\n\n'),
      },
      en: {
        title: 'IT monitoring',
        description:
          'Round-the-clock monitoring of your websites, servers and automations, with instant alerts and fixes before your customers notice a problem.',
        features: [
          '24/7 uptime monitoring',
          'Alerts by e-mail, SMS or WhatsApp',
          'Performance and certificate tracking',
          'Monthly technical health report',
        ],
        price: onQuote.en,
        body: [
          'A website that goes down on a Saturday night, an expired certificate, a form that has sent nothing for three days: these silent failures cost customers, and they are often discovered too late.',
          'We continuously monitor your websites, servers, online shops and automation workflows. The smallest incident triggers an alert to the right person, with the context needed to act fast.',
          'Beyond uptime, we track loading speed, certificates, backups and workflow errors. Visitors leave in under 3 seconds when a page is slow: performance is part of the monitoring.',
          'Every month you receive a clear report: incidents, response times, points to improve. Monitoring can be combined with a maintenance contract so fixes are made without delay.',
        ].join('\n\n'),
      },
      ar: {
        title: 'مراقبة الأنظمة المعلوماتية',
        description:
          'مراقبة على مدار الساعة لمواقعك وخوادمك وعمليات الأتمتة لديك، مع تنبيهات فورية وإصلاحات قبل أن يلاحظ عملاؤك أي مشكلة.',
        features: [
          'مراقبة التوفر 24/7',
          'تنبيهات عبر البريد الإلكتروني أو الرسائل القصيرة أو WhatsApp',
          'متابعة الأداء والشهادات الأمنية',
          'تقرير شهري عن الحالة التقنية',
        ],
        price: onQuote.ar,
        body: [
          'موقع يتوقف ليلة السبت، أو شهادة أمان منتهية الصلاحية، أو نموذج لم يرسل شيئًا منذ ثلاثة أيام: هذه الأعطال الصامتة تكلّفك عملاء، وغالبًا ما تُكتشف بعد فوات الأوان.',
          'نراقب باستمرار مواقعك الإلكترونية وخوادمك ومتاجرك الإلكترونية ومسارات الأتمتة. وأي حادث مهما صغر يطلق تنبيهًا إلى الشخص المناسب مع السياق اللازم للتصرف بسرعة.',
          'إلى جانب التوفر، نتابع سرعة التحميل والشهادات والنسخ الاحتياطية وأخطاء مسارات العمل. فالزوار يغادرون في أقل من 3 ثوانٍ عندما تكون الصفحة بطيئة، لذا فالأداء جزء من المراقبة.',
          'تتلقى كل شهر تقريرًا واضحًا: الحوادث، وأزمنة الاستجابة، والنقاط التي يجب تحسينها. ويمكن ربط المراقبة بعقد صيانة حتى تُنفّذ الإصلاحات دون انتظار.',
        ].join('\n\n'),
      },
      'ar-ma': {
        title: 'مراقبة السيستيمات',
        description:
          'مراقبة 24/7 للسيتات، السيرفورات والأتمتة ديالك، مع تنبيهات فالحين وإصلاحات قبل ما يشوف الكليان ديالك شي مشكل.',
        features: [
          'مراقبة واش السيت خدام 24/7',
          'تنبيهات فالإيميل، SMS ولا WhatsApp',
          'تتبع السرعة والسيرتيفيكات',
          'تقرير كل شهر على الحالة التقنية',
        ],
        price: onQuote['ar-ma'],
        body: [
          'سيت كيطيح نهار السبت فالليل، سيرتيفيكا سالات، فورمولير ما صيفط والو هادي تلت أيام: هاد الأعطال اللي ما كيبانوش كيخسروك كليان، وبزاف ديال المرات كنعيقو بيهم معطلين.',
          'كنراقبو ديما السيتات، السيرفورات، المتاجر الإلكترونية والـworkflows ديالك. أي مشكل صغير كيطلق تنبيه للشخص المناسب، مع المعلومات اللي خاصو باش يتحرك بالزربة.',
          'ماشي غير واش السيت خدام: كنتبعو حتى السرعة ديال التحميل، السيرتيفيكات، الساوفگارد والأخطاء ديال الـworkflows. الزوار كيمشيو فأقل من 3 ثواني إلا كانت الصفحة تقيلة: السرعة جزء من المراقبة.',
          'كل شهر كيوصلك تقرير واضح: المشاكل اللي وقعو، الوقت ديال الجواب، والحوايج اللي خاصهم يتحسنو. والمراقبة تقدر تكون مع كونترا ديال الصيانة باش الإصلاحات يتدارو بلا تسناو.',
        ].join('\n\n'),
      },
    },
  },
  {
    id: 'automatisations-metiers',
    icon: 'workflow',
    text: {
      fr: {
        title: 'Automatisations métiers',
        description:
          'Des workflows sur mesure qui enchaînent vos tâches répétitives (devis, factures, onboarding, relances) sans intervention manuelle.',
        features: [
          'Audit gratuit de vos processus',
          'Workflows n8n sur mesure',
          "Intégration d'API entre vos outils",
          'Formation de 4h pour votre équipe',
        ],
        price: onQuote.fr,
        body: [
          'Devis à recopier, factures à relancer, nouveaux clients à enregistrer dans trois outils différents : ces tâches occupent près de 30 % du temps de vos équipes et ne créent aucune valeur.',
          "Nous analysons vos processus avec vous, repérons les étapes répétitives et les transformons en workflows automatiques avec n8n. Un formulaire rempli crée le dossier, génère le devis, l'envoie et programme la relance ; une commande déclenche la facture et la mise à jour du stock.",
          "n8n peut être auto-hébergé en Suisse : vos données ne quittent pas le pays et aucune licence n'est facturée à l'exécution. Nous documentons chaque workflow et formons votre équipe en 4h pour qu'elle puisse le faire évoluer.",
          "Une implémentation n8n se situe généralement entre CHF 6'500 et 21'500 selon le nombre de processus ; chaque projet est chiffré sur devis après un audit gratuit. Les premiers résultats arrivent dès la première semaine, et 30 jours de support gratuit suivent la livraison.",
        ].join('\n\n'),
      },
      en: {
        title: 'Business process automation',
        description:
          'Custom workflows that chain your repetitive tasks (quotes, invoices, onboarding, reminders) with no manual work.',
        features: [
          'Free audit of your processes',
          'Custom n8n workflows',
          'API integration between your tools',
          '4h training for your team',
        ],
        price: onQuote.en,
        body: [
          'Quotes to retype, invoices to chase, new customers to enter into three different tools: these tasks take up around 30% of your team’s time and create no value.',
          'We analyse your processes with you, spot the repetitive steps and turn them into automatic workflows with n8n. A completed form creates the file, generates the quote, sends it and schedules the reminder; an order triggers the invoice and the stock update.',
          'n8n can be self-hosted in Switzerland: your data never leaves the country and there is no per-execution licence fee. We document every workflow and train your team in 4h so they can evolve it.',
          'An n8n implementation usually costs between CHF 6,500 and 21,500 depending on the number of processes; every project is priced on quote after a free audit. First results arrive in week 1, and 30 days of free support follow delivery.',
        ].join('\n\n'),
      },
      ar: {
        title: 'أتمتة العمليات المهنية',
        description:
          'مسارات عمل مصمّمة حسب الطلب تربط مهامك المتكررة (عروض الأسعار، والفواتير، واستقبال العملاء الجدد، والتذكيرات) دون أي تدخل يدوي.',
        features: [
          'تدقيق مجاني لعملياتك',
          'مسارات عمل n8n حسب الطلب',
          'تكامل واجهات API بين أدواتك',
          'تدريب لمدة 4 ساعات لفريقك',
        ],
        price: onQuote.ar,
        body: [
          'عروض أسعار يُعاد نسخها، وفواتير تحتاج إلى متابعة، وعملاء جدد يجب تسجيلهم في ثلاث أدوات مختلفة: هذه المهام تستهلك نحو 30% من وقت فرقك دون أن تخلق أي قيمة.',
          'نحلل عملياتك معك، ونحدد الخطوات المتكررة، ونحوّلها إلى مسارات عمل آلية باستخدام n8n. استمارة مملوءة تنشئ الملف، وتولّد عرض السعر، وترسله، وتبرمج التذكير؛ وطلبية جديدة تُطلق الفاتورة وتحدّث المخزون.',
          'يمكن استضافة n8n ذاتيًا في سويسرا: لا تغادر بياناتك البلد، ولا توجد رسوم ترخيص على كل تنفيذ. نوثّق كل مسار عمل وندرّب فريقك خلال 4 ساعات ليتمكن من تطويره.',
          'تتراوح تكلفة تطبيق n8n عادةً بين CHF 6,500 و21,500 حسب عدد العمليات، ويُسعَّر كل مشروع حسب عرض السعر بعد تدقيق مجاني. تظهر النتائج الأولى منذ الأسبوع الأول، ويلي التسليم دعم مجاني لمدة 30 يومًا.',
        ].join('\n\n'),
      },
      'ar-ma': {
        title: 'أتمتة الخدمة ديال المقاولة',
        description:
          'Workflows على المقاس كيربطو الخدمات اللي كتعاود ديالك (الدوفيات، الفاكتورات، استقبال الكليان الجداد، التذكيرات) بلا ما تحط يدك.',
        features: [
          'أوديت فابور ديال الخدمة ديالك',
          'Workflows ديال n8n على المقاس',
          'ربط الأدوات ديالك بالـAPI',
          'تكوين ديال 4 ساعات للفرقة ديالك',
        ],
        price: onQuote['ar-ma'],
        body: [
          'دوفيات كتعاود تكتبهم، فاكتورات خاصك تفكّر بيهم الكليان، كليان جداد خاصك تسجلهم فتلاتة ديال الأدوات: هاد الخدمات كياكلو تقريبا 30% من الوقت ديال الفرق ديالك وما كيزيدو حتى قيمة.',
          'كنحللو معاك الخدمة ديالك، كنلقاو المراحل اللي كتعاود، وكنردوهم workflows أوتوماتيكيين بـn8n. فورمولير تعمّر كيصاوب الدوسي، كيوجد الدوفي، كيصيفطو وكيبرمج التذكير؛ وكوموند جديدة كتطلق الفاكتورة وكتحدّث الستوك.',
          'n8n يقدر يتستضاف عندك فسويسرا: المعطيات ديالك ما كتخرجش من البلاد وما كاين حتى ليسانس كتخلصها على كل تنفيذ. كنوثقو كل workflow وكنكوّنو الفرقة ديالك ف4 ساعات باش تقدر تطورو.',
          'التطبيق ديال n8n عادة كيكون ما بين CHF 6,500 و21,500 على حساب شحال من عملية؛ وكل مشروع كيتحسب على حساب الدوفي من بعد أوديت فابور. أول النتائج كيبانو من السيمانة الأولى، ومن بعد التسليم عندك 30 يوم ديال الدعم فابور.',
        ].join('\n\n'),
      },
    },
  },
];
