import type { Locale } from '@/i18n/locales';
import type { FaqCategory, FaqPage, FaqText } from '@/lib/admin/faq-schema';

export interface FaqSeed {
  id: string;
  category: FaqCategory;
  /** The page the entry was written for; its place there is its rank among that page's seeds. */
  page: FaqPage;
  text: Record<Locale, FaqText>;
}

/*
 * The FAQ as the site showed it before it became content (issue 29): the home page's six
 * questions, the contact page's four and the services page's n8n FAQ, in their order, in every
 * language, word for word.
 */
export const faqSeeds: FaqSeed[] = [
  {
    id: 'home-cost',
    category: 'general',
    page: 'home',
    text: {
      fr: {
        question: "Combien coûte un projet d'automatisation ?",
        answer:
          "Nos projets démarrent à partir de CHF 3'000. Chaque service est ensuite chiffré sur devis, selon le nombre de processus, d'outils à connecter et de langues. Vous recevez le devis détaillé avant tout engagement.",
        keywords: '',
      },
      en: {
        question: 'How much does an automation project cost?',
        answer:
          'Projects start from CHF 3,000. Each service is then priced on quote, depending on the number of processes, tools to connect and languages. You receive the detailed quote before you commit to anything.',
        keywords: '',
      },
      ar: {
        question: 'كم تبلغ تكلفة مشروع الأتمتة؟',
        answer:
          'تبدأ مشاريعنا من CHF 3,000، ثم تُسعَّر كل خدمة حسب الطلب وفقًا لعدد العمليات والأدوات المطلوب ربطها واللغات. تستلم عرض السعر المفصَّل قبل أي التزام.',
        keywords: '',
      },
      'ar-ma': {
        question: 'شحال كيكلف مشروع ديال الأتمتة؟',
        answer:
          'المشاريع ديالنا كتبدا من CHF 3,000. من بعد كل خدمة كنحسبو ليها الثمن فالدوفي، على حساب شحال من عملية، شحال من أداة خاصها تتربط وشحال من لغة. كتوصلك الدوفي مفصلة قبل ما تلتزم بأي حاجة.',
        keywords: '',
      },
    },
  },
  {
    id: 'home-delivery',
    category: 'general',
    page: 'home',
    text: {
      fr: {
        question: 'En combien de temps mon projet est-il livré ?',
        answer:
          "Entre 48h et 2 semaines selon l'ampleur : un chatbot ou un workflow simple peut être en ligne en 48h, une transformation complète de site demande jusqu'à 2 semaines.",
        keywords: '',
      },
      en: {
        question: 'How quickly will my project be delivered?',
        answer:
          'Between 48h and 2 weeks depending on scope: a chatbot or a simple workflow can be live in 48h, while a complete website transformation takes up to 2 weeks.',
        keywords: '',
      },
      ar: {
        question: 'ما المدة اللازمة لتسليم مشروعي؟',
        answer:
          'من 48 ساعة إلى أسبوعين حسب حجم المشروع: يمكن تشغيل روبوت محادثة أو سير عمل بسيط خلال 48 ساعة، بينما يستغرق التحول الشامل للموقع حتى أسبوعين.',
        keywords: '',
      },
      'ar-ma': {
        question: 'فشحال من وقت كتسلمو المشروع؟',
        answer:
          'ما بين 48 ساعة وجوج سيمانات على حساب الحجم: شاتبوت ولا workflow بسيط يقدر يخدم فـ48 ساعة، أما التجديد الكامل ديال السيت كياخد حتى لجوج سيمانات.',
        keywords: '',
      },
    },
  },
  {
    id: 'home-after-delivery',
    category: 'general',
    page: 'home',
    text: {
      fr: {
        question: 'Que se passe-t-il après la livraison ?',
        answer:
          'Vous bénéficiez de 30 jours de support gratuit : corrections, ajustements et questions de votre équipe sont inclus. Ensuite, nous pouvons assurer la maintenance et faire évoluer vos automatisations si vous le souhaitez.',
        keywords: '',
      },
      en: {
        question: 'What happens after delivery?',
        answer:
          "You get 30 days of free support: fixes, adjustments and your team's questions are included. After that, we can maintain and extend your automations if you wish.",
        keywords: '',
      },
      ar: {
        question: 'ماذا يحدث بعد التسليم؟',
        answer:
          'تستفيد من دعم مجاني لمدة 30 يومًا يشمل التصحيحات والتعديلات والإجابة عن أسئلة فريقك. بعد ذلك، يمكننا صيانة أتمتتك وتطويرها إن رغبت في ذلك.',
        keywords: '',
      },
      'ar-ma': {
        question: 'شنو كيوقع من بعد التسليم؟',
        answer:
          'كتستافد من 30 يوم ديال الدعم فابور: التصحيحات، التعديلات والأسئلة ديال الفريق ديالك كلها داخلة. من بعد، نقدرو نتكلفو بالصيانة ونطورو الأتمتة ديالك إلا بغيتي.',
        keywords: '',
      },
    },
  },
  {
    id: 'home-reply-time',
    category: 'general',
    page: 'home',
    text: {
      fr: {
        question: 'Sous quel délai répondez-vous ?',
        answer:
          'Nous répondons à chaque demande sous 24h. Pour aller plus vite, réservez directement une consultation gratuite de 15 minutes dans notre agenda.',
        keywords: '',
      },
      en: {
        question: 'How fast do you reply?',
        answer:
          'We reply to every request within 24h. To move faster, book a free 15-minute consultation directly in our calendar.',
        keywords: '',
      },
      ar: {
        question: 'متى تردون على الطلبات؟',
        answer:
          'نرد على كل طلب خلال 24 ساعة. وللتقدم بسرعة أكبر، احجز مباشرة استشارة مجانية مدتها 15 دقيقة في أجندتنا.',
        keywords: '',
      },
      'ar-ma': {
        question: 'فشحال كتجاوبو؟',
        answer:
          'كنجاوبو على كل طلب فأقل من 24 ساعة. إلا بغيتي تمشي دغيا، حجز نيشان استشارة فابور ديال 15 دقيقة فالأجندة ديالنا.',
        keywords: '',
      },
    },
  },
  {
    id: 'home-languages',
    category: 'general',
    page: 'home',
    text: {
      fr: {
        question: 'Dans quelles langues travaillez-vous ?',
        answer:
          'Nous travaillons en français, en anglais et en arabe, darija marocaine comprise. Vos chatbots et vos contenus générés par IA peuvent répondre à chaque client dans sa langue.',
        keywords: '',
      },
      en: {
        question: 'Which languages do you work in?',
        answer:
          'We work in French, English and Arabic, including Moroccan Darija. Your chatbots and AI-generated content can answer each customer in their own language.',
        keywords: '',
      },
      ar: {
        question: 'بأي لغات تعملون؟',
        answer:
          'نعمل بالفرنسية والإنجليزية والعربية، بما فيها الدارجة المغربية. ويمكن لروبوتات المحادثة والمحتوى المولَّد بالذكاء الاصطناعي مخاطبة كل عميل بلغته.',
        keywords: '',
      },
      'ar-ma': {
        question: 'بأشمن لغات كتخدمو؟',
        answer:
          'كنخدمو بالفرنسية، بالإنجليزية وبالعربية، والدارجة حتى هي. الشاتبوتات والمحتوى اللي كيصاوبو الذكاء الاصطناعي يقدرو يهضرو مع كل كليان باللغة ديالو.',
        keywords: '',
      },
    },
  },
  {
    id: 'home-data-protection',
    category: 'general',
    page: 'home',
    text: {
      fr: {
        question: 'Mes données sont-elles protégées ?',
        answer:
          'Oui. Basés à Genève, nous appliquons la loi suisse sur la protection des données (nLPD) et le RGPD. Nous privilégions un hébergement en Suisse ou en Europe, et n8n peut être installé sur vos propres serveurs pour que vos données ne quittent jamais votre infrastructure.',
        keywords: '',
      },
      en: {
        question: 'Is my data protected?',
        answer:
          'Yes. Based in Geneva, we apply the Swiss Federal Act on Data Protection (nFADP) and the GDPR. We favour hosting in Switzerland or Europe, and n8n can run on your own servers so your data never leaves your infrastructure.',
        keywords: '',
      },
      ar: {
        question: 'هل بياناتي محمية؟',
        answer:
          'نعم. بصفتنا وكالة مقرها جنيف، نطبّق القانون الفدرالي السويسري لحماية البيانات (nLPD) واللائحة الأوروبية العامة لحماية البيانات (GDPR). نفضّل الاستضافة في سويسرا أو أوروبا، ويمكن تثبيت n8n على خوادمك الخاصة حتى لا تغادر بياناتك بنيتك التحتية أبدًا.',
        keywords: '',
      },
      'ar-ma': {
        question: 'واش الداتا ديالي محمية؟',
        answer:
          'إيه. حنا فجنيف، وكنطبقو القانون السويسري ديال حماية المعطيات (nLPD) والـRGPD الأوروبي. كنفضلو الهيبرجمون فسويسرا ولا فأوروبا، وn8n يقدر يتركب على السيرفورات ديالك باش الداتا ما تخرجش من عندك.',
        keywords: '',
      },
    },
  },
  {
    id: 'contact-reply-time',
    category: 'general',
    page: 'contact',
    text: {
      fr: {
        question: 'Sous quel délai recevrai-je une réponse ?',
        answer:
          'Nous répondons à chaque demande sous 24h, du lundi au vendredi. Pour un échange plus rapide, écrivez-nous sur WhatsApp pendant les heures de bureau (09:00–18:00).',
        keywords: '',
      },
      en: {
        question: 'How soon will I get a reply?',
        answer:
          'We reply to every request within 24h, Monday to Friday. For a quicker exchange, message us on WhatsApp during office hours (09:00–18:00).',
        keywords: '',
      },
      ar: {
        question: 'متى سأتلقى ردًا؟',
        answer:
          'نرد على كل طلب خلال 24 ساعة، من الاثنين إلى الجمعة. وللتواصل بشكل أسرع، راسلنا على WhatsApp خلال ساعات العمل (من 09:00 إلى 18:00).',
        keywords: '',
      },
      'ar-ma': {
        question: 'فوقاش غادي توصلني الإجابة؟',
        answer:
          'كنجاوبو على كل طلب فـ 24 ساعة، من الاثنين حتى الجمعة. إلا بغيتي شي حاجة أسرع، كتب لينا فـ WhatsApp فوقت الخدمة (من 09:00 حتى 18:00).',
        keywords: '',
      },
    },
  },
  {
    id: 'contact-free-consultation',
    category: 'general',
    page: 'contact',
    text: {
      fr: {
        question: 'La consultation est-elle vraiment gratuite ?',
        answer:
          'Oui. La consultation dure 15 minutes, elle est gratuite et sans engagement : nous analysons votre situation et vous repartez avec des recommandations concrètes, que vous travailliez avec nous ou non.',
        keywords: '',
      },
      en: {
        question: 'Is the consultation really free?',
        answer:
          'Yes. The consultation lasts 15 minutes and is free with no commitment: we look at your situation and you leave with concrete recommendations, whether or not you work with us.',
        keywords: '',
      },
      ar: {
        question: 'هل الاستشارة مجانية حقًا؟',
        answer:
          'نعم. تستغرق الاستشارة 15 دقيقة، وهي مجانية ودون أي التزام: نحلل وضعك وتخرج بتوصيات عملية، سواء عملت معنا أم لا.',
        keywords: '',
      },
      'ar-ma': {
        question: 'واش الاستشارة فابور بصح؟',
        answer:
          'إيه. الاستشارة كتاخد 15 دقيقة، فابور وبلا حتى شي التزام: كنشوفو الوضعية ديالك وكتخرج بنصائح واضحة، سواء خدمتي معانا ولا لا.',
        keywords: '',
      },
    },
  },
  {
    id: 'contact-languages',
    category: 'general',
    page: 'contact',
    text: {
      fr: {
        question: 'Dans quelles langues pouvons-nous échanger ?',
        answer:
          'Nos échanges se font en français ou en anglais. Notre site est aussi disponible en arabe et en darija marocaine pour nos clients au Maroc.',
        keywords: '',
      },
      en: {
        question: 'Which languages can we use?',
        answer:
          'We work in French or English. Our website is also available in Arabic and Moroccan Darija for our clients in Morocco.',
        keywords: '',
      },
      ar: {
        question: 'بأي لغات يمكننا التواصل؟',
        answer:
          'نتواصل بالفرنسية أو الإنجليزية. كما يتوفر موقعنا بالعربية وبالدارجة المغربية لعملائنا في المغرب.',
        keywords: '',
      },
      'ar-ma': {
        question: 'بأشمن لغة نقدرو نتواصلو؟',
        answer:
          'كنتواصلو بالفرنسية ولا بالنگليزية. والسيت ديالنا كاين حتى بالعربية وبالدارجة للكليان ديالنا فالمغرب.',
        keywords: '',
      },
    },
  },
  {
    id: 'contact-data-use',
    category: 'general',
    page: 'contact',
    text: {
      fr: {
        question: 'Que faites-vous de mes données ?',
        answer:
          'Nous utilisons vos coordonnées uniquement pour répondre à votre demande. Elles ne sont jamais revendues ni partagées à des fins publicitaires, et vous pouvez à tout moment demander à les consulter ou à les supprimer, conformément à la nLPD suisse et au RGPD. Les détails figurent dans notre politique de confidentialité.',
        keywords: '',
      },
      en: {
        question: 'What do you do with my data?',
        answer:
          'We use your contact details only to answer your request. They are never sold or shared for advertising, and you can ask to see or delete them at any time, under the Swiss nFADP and the GDPR. The details are in our privacy policy.',
        keywords: '',
      },
      ar: {
        question: 'ماذا تفعلون ببياناتي؟',
        answer:
          'نستخدم بيانات التواصل الخاصة بك للرد على طلبك فقط. لا نبيعها ولا نشاركها لأغراض إعلانية، ويمكنك في أي وقت طلب الاطلاع عليها أو حذفها، وفقًا للقانون السويسري لحماية البيانات (nFADP) واللائحة الأوروبية العامة لحماية البيانات (GDPR). تجد التفاصيل في سياسة الخصوصية.',
        keywords: '',
      },
      'ar-ma': {
        question: 'شنو كديرو بالمعلومات ديالي؟',
        answer:
          'كنستعملو المعلومات ديالك غير باش نجاوبو على الطلب ديالك. ما كنبيعوهاش وما كنعطيوهاش لحتى واحد للإشهار، وتقدر فأي وقت تطلب تشوفها ولا تمسحها، حسب القانون السويسري ديال حماية المعطيات (nFADP) والـ GDPR الأوروبي. التفاصيل كاينين فسياسة الخصوصية.',
        keywords: '',
      },
    },
  },
  {
    id: 'n8n-what-is',
    category: 'n8n',
    page: 'services',
    text: {
      fr: {
        question: "Qu'est-ce que n8n ?",
        answer:
          "n8n est une plateforme open source d'automatisation de workflows. Elle relie vos applications (CRM, e-mail, comptabilité, boutique en ligne, outils d'IA) par des scénarios visuels, sans dépendre d'un éditeur fermé, et peut intégrer des étapes d'IA comme la rédaction de réponses ou le tri de demandes.",
        keywords: '',
      },
      en: {
        question: 'What is n8n?',
        answer:
          'n8n is an open-source workflow automation platform. It connects your applications (CRM, e-mail, accounting, online shop, AI tools) through visual scenarios, without depending on a closed vendor, and can include AI steps such as drafting replies or sorting requests.',
        keywords: '',
      },
      ar: {
        question: 'ما هو n8n؟',
        answer:
          'n8n منصة مفتوحة المصدر لأتمتة مسارات العمل. تربط تطبيقاتك (نظام CRM، والبريد الإلكتروني، والمحاسبة، والمتجر الإلكتروني، وأدوات الذكاء الاصطناعي) عبر سيناريوهات مرئية، دون الارتهان لمورّد مغلق، ويمكنها دمج خطوات ذكاء اصطناعي مثل صياغة الردود أو فرز الطلبات.',
        keywords: '',
      },
      'ar-ma': {
        question: 'شنو هو n8n؟',
        answer:
          'n8n هو بلاتفورم open source ديال أتمتة الـworkflows. كيربط التطبيقات ديالك (الـCRM، الإيميل، الكونطابيليتي، المتجر الإلكتروني، أدوات الذكاء الاصطناعي) بسيناريوهات كتشوفهم بعينيك، بلا ما تبقى مربوط بشي شركة مسدودة، ويقدر يدخل مراحل ديال الذكاء الاصطناعي بحال كتابة الأجوبة ولا فرز الطلبات.',
        keywords: '',
      },
    },
  },
  {
    id: 'n8n-swiss-hosting',
    category: 'n8n',
    page: 'services',
    text: {
      fr: {
        question: 'Peut-on héberger n8n en Suisse ?',
        answer:
          "Oui. n8n peut être auto-hébergé sur un serveur en Suisse, dans vos locaux ou chez un hébergeur suisse. Vos données ne quittent pas le pays, ce qui facilite la conformité à la nLPD et au RGPD, et aucune licence n'est facturée à l'exécution.",
        keywords: '',
      },
      en: {
        question: 'Can n8n be hosted in Switzerland?',
        answer:
          'Yes. n8n can be self-hosted on a server in Switzerland, on your premises or with a Swiss hosting provider. Your data never leaves the country, which makes nFADP and GDPR compliance easier, and there is no per-execution licence fee.',
        keywords: '',
      },
      ar: {
        question: 'هل يمكن استضافة n8n في سويسرا؟',
        answer:
          'نعم. يمكن استضافة n8n ذاتيًا على خادم في سويسرا، في مقرّك أو لدى مزوّد استضافة سويسري. لا تغادر بياناتك البلد، مما يسهّل الامتثال للقانون السويسري لحماية البيانات وللائحة الأوروبية العامة لحماية البيانات، ولا توجد رسوم ترخيص على كل تنفيذ.',
        keywords: '',
      },
      'ar-ma': {
        question: 'واش n8n يقدر يتستضاف فسويسرا؟',
        answer:
          'إيه. n8n يقدر يتستضاف عندك فسيرفور فسويسرا، فالمكتب ديالك ولا عند شي هيبرجور سويسري. المعطيات ديالك ما كتخرجش من البلاد، وهادشي كيسهّل الاحترام ديال القانون السويسري ديال حماية المعطيات والـRGPD، وما كاين حتى ليسانس كتخلصها على كل تنفيذ.',
        keywords: '',
      },
    },
  },
  {
    id: 'n8n-cost',
    category: 'n8n',
    page: 'services',
    text: {
      fr: {
        question: 'Combien coûte une implémentation n8n ?',
        answer:
          "Une implémentation n8n coûte entre CHF 6'500 et 21'500 selon le nombre de processus, les intégrations nécessaires et le volume de données. Chaque projet est chiffré sur devis après un audit gratuit de 15 minutes.",
        keywords: '',
      },
      en: {
        question: 'How much does an n8n implementation cost?',
        answer:
          'An n8n implementation costs between CHF 6,500 and 21,500 depending on the number of processes, the integrations needed and the data volume. Every project is priced on quote after a free 15-minute audit.',
        keywords: '',
      },
      ar: {
        question: 'كم تكلّف عملية تطبيق n8n؟',
        answer:
          'تتراوح تكلفة تطبيق n8n بين CHF 6,500 و21,500 حسب عدد العمليات، والتكاملات المطلوبة، وحجم البيانات. ويُسعَّر كل مشروع حسب عرض السعر بعد تدقيق مجاني مدته 15 دقيقة.',
        keywords: '',
      },
      'ar-ma': {
        question: 'شحال كيكلف التطبيق ديال n8n؟',
        answer:
          'التطبيق ديال n8n كيكلف ما بين CHF 6,500 و21,500 على حساب شحال من عملية، الربط اللي خاص، والكمية ديال المعطيات. وكل مشروع كيتحسب على حساب الدوفي من بعد أوديت فابور ديال 15 دقيقة.',
        keywords: '',
      },
    },
  },
  {
    id: 'n8n-training',
    category: 'n8n',
    page: 'services',
    text: {
      fr: {
        question: 'Mon équipe sera-t-elle formée ?',
        answer:
          "Oui. Chaque implémentation comprend une formation de 4h pour votre équipe : lire un workflow, l'adapter, suivre les exécutions et réagir à une erreur. La documentation de chaque workflow vous est remise.",
        keywords: '',
      },
      en: {
        question: 'Will my team be trained?',
        answer:
          'Yes. Every implementation includes a 4h training session for your team: reading a workflow, adapting it, following executions and reacting to an error. You also receive the documentation of every workflow.',
        keywords: '',
      },
      ar: {
        question: 'هل سيتلقى فريقي تدريبًا؟',
        answer:
          'نعم. يشمل كل تطبيق تدريبًا لفريقك مدته 4 ساعات: قراءة مسار العمل، وتعديله، ومتابعة عمليات التنفيذ، والتعامل مع الأخطاء. كما تتسلّم توثيق كل مسار عمل.',
        keywords: '',
      },
      'ar-ma': {
        question: 'واش الفرقة ديالي غادي تتكوّن؟',
        answer:
          'إيه. كل تطبيق فيه تكوين ديال 4 ساعات للفرقة ديالك: كيفاش تقرا workflow، تبدّلو، تتبّع التنفيذ وتتصرف إلا وقع شي غلط. وكتاخد حتى الدوكيمونطاسيون ديال كل workflow.',
        keywords: '',
      },
    },
  },
  {
    id: 'n8n-maintenance',
    category: 'n8n',
    page: 'services',
    text: {
      fr: {
        question: 'Qui assure la maintenance des workflows ?',
        answer:
          'Après la livraison, vous bénéficiez de 30 jours de support gratuit. Ensuite, nous proposons un contrat de maintenance : mises à jour de n8n, surveillance 24/7 des workflows, corrections et évolutions. Nous répondons à toute demande sous 24h.',
        keywords: '',
      },
      en: {
        question: 'Who maintains the workflows?',
        answer:
          'After delivery you get 30 days of free support. After that, we offer a maintenance contract: n8n updates, 24/7 workflow monitoring, fixes and improvements. We reply to every request within 24h.',
        keywords: '',
      },
      ar: {
        question: 'من يتولى صيانة مسارات العمل؟',
        answer:
          'بعد التسليم، تستفيد من دعم مجاني لمدة 30 يومًا. بعد ذلك نقترح عقد صيانة يشمل تحديثات n8n، ومراقبة مسارات العمل 24/7، والإصلاحات والتطويرات. ونرد على كل طلب خلال 24 ساعة.',
        keywords: '',
      },
      'ar-ma': {
        question: 'شكون اللي كيتكلف بالصيانة ديال الـworkflows؟',
        answer:
          'من بعد التسليم، عندك 30 يوم ديال الدعم فابور. ومن بعد كنقترحو عليك كونترا ديال الصيانة: التحديثات ديال n8n، مراقبة الـworkflows 24/7، الإصلاحات والتطويرات. وكنجاوبو على كل طلب فـ24 ساعة.',
        keywords: '',
      },
    },
  },
];
