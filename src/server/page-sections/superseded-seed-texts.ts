import type { Locale } from '@/i18n/locales';

/**
 * Copy the code has rewritten since sites were seeded with it: a stored field still equal, to the
 * character, to a text here was never edited, so the seed (run on every start) replaces it with
 * the field's current seed. A field an editor changed is theirs and stays as it is. A field may
 * have several texts here, one per rewrite: a site seeded with any of them takes today's.
 *
 * The privacy page's cookies paragraph said only "no tracking cookie, no third-party analytics"
 * until the site counted its own audience (decision 077): a site seeded before must not keep a
 * privacy notice silent about what it records and how to opt out. Its second text named only the
 * page views and the clicks the browser reports; today's also names the goals the server records
 * itself (a contact request stored, a newsletter sign-up confirmed, a newsletter link followed, a
 * booking made), the source a lead keeps, and the one thing kept in the browser (a form's typing,
 * in session storage).
 *
 * Three more of its sections said less than the site does: "data collected" named only what the
 * visitor types (not a lead's source, a Cal.com booking or the address hash kept with a request),
 * "newsletter letters" said no link is rewritten (a letter's links to the site carry its UTM
 * tags), and "recipients" named neither Cal.com nor the agency's webhook endpoints (078, 079).
 */
export interface SupersededSeedText {
  page: string;
  section: string;
  locale: Locale;
  field: string;
  text: string;
}

export const supersededSeedTexts: readonly SupersededSeedText[] = [
  {
    page: 'privacy',
    section: 'cookies',
    locale: 'fr',
    field: 'body',
    text: "Ce site n'utilise aucun cookie de suivi, aucun outil publicitaire et aucune mesure d'audience tierce. Seuls des cookies strictement nécessaires à son fonctionnement peuvent être utilisés ; ils ne servent jamais à vous suivre.",
  },
  {
    page: 'privacy',
    section: 'cookies',
    locale: 'en',
    field: 'body',
    text: 'This website uses no tracking cookies, no advertising tools and no third-party analytics. Only cookies strictly necessary for it to work may be used; they are never used to track you.',
  },
  {
    page: 'privacy',
    section: 'cookies',
    locale: 'ar',
    field: 'body',
    text: 'لا يستخدم هذا الموقع أي ملفات تعريف ارتباط للتتبع، ولا أي أدوات إعلانية، ولا أي أداة خارجية لقياس الزيارات. قد تُستخدم فقط ملفات تعريف الارتباط الضرورية تمامًا لعمله، ولا تُستخدم أبدًا لتتبعكم.',
  },
  {
    page: 'privacy',
    section: 'cookies',
    locale: 'ar-ma',
    field: 'body',
    text: 'هاد السيت ما كيستعمل حتى كوكي ديال التتبع، حتى أداة ديال الإشهار، وحتى أداة خارجية لقياس الزيارات. ممكن يتستعملو غير الكوكيز اللي ضرورية باش يخدم السيت، وعمرهم ما كيتستعملو باش يتبعوكم.',
  },
  {
    page: 'privacy',
    section: 'cookies',
    locale: 'fr',
    field: 'body',
    text: "Ce site ne dépose aucun cookie de suivi et n'enregistre rien dans votre navigateur (ni cookie, ni stockage local) ; il n'utilise aucun outil publicitaire et aucune mesure d'audience tierce. Seuls des cookies strictement nécessaires à son fonctionnement peuvent être utilisés ; ils ne servent jamais à vous suivre.\n\nNous mesurons nous-mêmes notre audience, sans cookie, sur nos propres serveurs. Pour chaque page vue, nous enregistrons : la page et sa langue, la page d'entrée de la visite, le site d'où vous venez (son nom de domaine seulement), les paramètres de campagne de l'adresse (utm_source, utm_medium, utm_campaign, utm_term, utm_content), le type d'appareil (ordinateur, tablette, téléphone), la famille de navigateur et l'heure ; ainsi que les clics sur nos liens de téléphone, WhatsApp, e-mail et de prise de rendez-vous.\n\nPour ne compter une visite qu'une fois, nous calculons une empreinte chiffrée (irréversible) de votre adresse IP, de votre navigateur et de notre site avec un secret aléatoire renouvelé chaque jour ; le secret de la veille est effacé, si bien que l'empreinte ne peut plus être reliée à vous, même par nous. Votre adresse IP n'est jamais enregistrée. Les robots et l'équipe de l'agence ne sont pas comptés. Le détail est effacé après 13 mois ; seuls des totaux par jour sont conservés.\n\nPour ne pas être compté, activez le signal « Global Privacy Control » (GPC) ou « Do Not Track » de votre navigateur (par exemple dans Firefox, Brave ou DuckDuckGo) : nous le respectons, sans rien enregistrer chez vous.",
  },
  {
    page: 'privacy',
    section: 'cookies',
    locale: 'en',
    field: 'body',
    text: "This website sets no tracking cookie and stores nothing in your browser (no cookie, no local storage); it uses no advertising tools and no third-party analytics. Only cookies strictly necessary for it to work may be used; they are never used to track you.\n\nWe measure our audience ourselves, without cookies, on our own servers. For each page viewed we record: the page and its language, the page the visit began on, the site you came from (its domain name only), the campaign parameters of the address (utm_source, utm_medium, utm_campaign, utm_term, utm_content), the kind of device (computer, tablet, phone), the browser family and the time; and clicks on our phone, WhatsApp, e-mail and booking links.\n\nTo count a visit only once, we compute a one-way fingerprint of your IP address, your browser and our site with a random secret replaced every day; the previous day's secret is deleted, so the fingerprint can no longer be linked to you, even by us. Your IP address is never stored. Robots and the agency's staff are not counted. The details are deleted after 13 months; only daily totals are kept.\n\nTo not be counted, turn on your browser's Global Privacy Control (GPC) or Do Not Track signal (for example in Firefox, Brave or DuckDuckGo): we respect it, without storing anything on your device.",
  },
  {
    page: 'privacy',
    section: 'cookies',
    locale: 'ar',
    field: 'body',
    text: 'لا يضع هذا الموقع أي ملف تعريف ارتباط للتتبع ولا يحفظ أي شيء في متصفحكم (لا ملفات تعريف ارتباط ولا تخزين محلي)، ولا يستخدم أي أدوات إعلانية ولا أي أداة خارجية لقياس الزيارات. قد تُستخدم فقط ملفات تعريف الارتباط الضرورية تمامًا لعمله، ولا تُستخدم أبدًا لتتبعكم.\n\nنقيس زيارات موقعنا بأنفسنا، دون ملفات تعريف ارتباط، على خوادمنا الخاصة. نسجّل لكل صفحة تُعرض: الصفحة ولغتها، والصفحة التي بدأت بها الزيارة، والموقع الذي جئتم منه (اسم نطاقه فقط)، ومعاملات الحملة في العنوان (utm_source وutm_medium وutm_campaign وutm_term وutm_content)، ونوع الجهاز (حاسوب أو لوحي أو هاتف)، وعائلة المتصفح، والوقت؛ وكذلك النقرات على روابط الهاتف وواتساب والبريد الإلكتروني وحجز المواعيد.\n\nلنحتسب الزيارة مرة واحدة فقط، نحسب بصمة مشفّرة لا رجعة فيها لعنوان IP الخاص بكم ومتصفحكم وموقعنا، بسرّ عشوائي يُجدَّد كل يوم؛ ويُحذف سرّ اليوم السابق، فلا يمكن بعد ذلك ربط البصمة بكم، ولا حتى من طرفنا. لا يُحفظ عنوان IP الخاص بكم أبدًا. لا تُحتسب برامج الروبوت ولا فريق الوكالة. تُحذف التفاصيل بعد 13 شهرًا، ولا يُحتفظ إلا بمجاميع يومية.\n\nلكي لا تُحتسبوا، فعّلوا إشارة «Global Privacy Control» (GPC) أو «Do Not Track» في متصفحكم (مثلًا في Firefox أو Brave أو DuckDuckGo): نحترمها دون أن نحفظ أي شيء على جهازكم.',
  },
  {
    page: 'privacy',
    section: 'cookies',
    locale: 'ar-ma',
    field: 'body',
    text: 'هاد السيت ما كيحط حتى كوكي ديال التتبع وما كيخبي والو فالبراوزر ديالكم (لا كوكيز لا تخزين محلي)، وما كيستعمل حتى أداة ديال الإشهار، وحتى أداة خارجية لقياس الزيارات. ممكن يتستعملو غير الكوكيز اللي ضرورية باش يخدم السيت، وعمرهم ما كيتستعملو باش يتبعوكم.\n\nكنحسبو الزيارات ديالنا بيدينا، بلا كوكيز، فالسيرفورات ديالنا. على كل صفحة تشافت كنسجلو: الصفحة واللغة ديالها، الصفحة اللي بدات منها الزيارة، السيت اللي جيتو منو (غير سمية الدومين ديالو)، باراميترات الحملة اللي فالعنوان (utm_source وutm_medium وutm_campaign وutm_term وutm_content)، نوع الجهاز (كمبيوتر، تابليت ولا تيليفون)، عائلة البراوزر والوقت؛ وكذلك الكليكات على الروابط ديال التيليفون، واتساب، الإيميل والحجز ديال الموعد.\n\nباش نحسبو الزيارة مرة وحدة، كنحسبو بصمة مشفرة ما كترجعش لعنوان IP ديالكم، البراوزر ديالكم والسيت ديالنا، بسر عشوائي كيتبدل كل نهار؛ السر ديال البارح كيتمسح، داكشي علاش البصمة ما بقاتش تقدر تتربط بيكم، حتى من عندنا. عنوان IP ديالكم عمرو ما كيتسجل. الروبوتات والفريق ديال الوكالة ما كيتحسبوش. التفاصيل كيتمسحو من بعد 13 شهر؛ كيبقاو غير المجاميع ديال كل نهار.\n\nإلا بغيتو ما تتحسبوش، شعلو الإشارة «Global Privacy Control» (GPC) ولا «Do Not Track» فالبراوزر ديالكم (بحال Firefox ولا Brave ولا DuckDuckGo): كنحترموها بلا ما نخبيو والو عندكم.',
  },
  {
    page: 'privacy',
    section: 'dataCollected',
    locale: 'fr',
    field: 'body',
    text: 'Nous ne collectons que les données que vous nous transmettez vous-même :\n\n- **Formulaire de contact** : votre nom, votre adresse e-mail, votre téléphone (facultatif), votre entreprise (facultatif), le service qui vous intéresse et votre message.\n- **Newsletter** : votre adresse e-mail.\n\nComme tout site web, notre serveur enregistre aussi des journaux techniques (adresse IP, date, page demandée), nécessaires à la sécurité du site et à la prévention des abus.',
  },
  {
    page: 'privacy',
    section: 'dataCollected',
    locale: 'en',
    field: 'body',
    text: "We only collect the data you send us yourself:\n\n- **Contact form**: your name, e-mail address, phone number (optional), company (optional), the service you are interested in and your message.\n- **Newsletter**: your e-mail address.\n\nLike any website, our server also keeps technical logs (IP address, date, requested page) needed for the site's security and to prevent abuse.",
  },
  {
    page: 'privacy',
    section: 'dataCollected',
    locale: 'ar',
    field: 'body',
    text: 'لا نجمع إلا البيانات التي ترسلونها إلينا بأنفسكم:\n\n- **نموذج الاتصال**: الاسم، والبريد الإلكتروني، ورقم الهاتف (اختياري)، والشركة (اختياري)، والخدمة التي تهمكم، ورسالتكم.\n- **النشرة الإخبارية**: بريدكم الإلكتروني.\n\nوككل موقع إلكتروني، يحتفظ خادمنا أيضًا بسجلات تقنية (عنوان IP، والتاريخ، والصفحة المطلوبة) ضرورية لأمن الموقع ومنع إساءة استخدامه.',
  },
  {
    page: 'privacy',
    section: 'dataCollected',
    locale: 'ar-ma',
    field: 'body',
    text: 'ما كنجمعو غير البيانات اللي كتصيفطوها لينا بيديكم:\n\n- **الفورمولير ديال الاتصال**: السمية، الإيميل، التيليفون (اختياري)، الشركة (اختياري)، الخدمة اللي كتهمكم والميساج ديالكم.\n- **النيوزليتر**: الإيميل ديالكم.\n\nبحال أي سيت، السيرفر ديالنا كيسجل حتى سجلات تقنية (عنوان IP، التاريخ، الصفحة اللي تطلبات)، ضرورية للأمان ديال السيت وباش نمنعو الاستعمال الخايب.',
  },
  {
    page: 'privacy',
    section: 'newsletterMails',
    locale: 'fr',
    field: 'body',
    text: 'Nos lettres ne contiennent **aucun pixel de suivi** et **aucun lien réécrit** : nous ne savons pas si vous ouvrez une lettre ni sur quels liens vous cliquez, et chaque lien mène directement à sa destination. Chaque lettre porte un lien de désinscription visible et permet de se désinscrire en un clic depuis votre messagerie.\n\nSi un serveur de messagerie refuse définitivement votre adresse, nous cessons de vous écrire ; l’adresse est effacée 30 jours plus tard, comme après une désinscription. Une adresse importée d’une autre liste ne reçoit nos lettres qu’après avoir confirmé son inscription, sauf si votre consentement a été recueilli ailleurs, ce que nous consignons.',
  },
  {
    page: 'privacy',
    section: 'newsletterMails',
    locale: 'en',
    field: 'body',
    text: 'Our letters contain **no tracking pixel** and **no rewritten links**: we do not know whether you open a letter or which links you click, and every link goes straight to its destination. Every letter carries a visible unsubscribe link and lets you unsubscribe in one click from your mail app.\n\nIf a mail server permanently refuses your address, we stop writing to you; the address is erased 30 days later, as after unsubscribing. An address imported from another list only receives our letters once it has confirmed its subscription, unless your consent was obtained elsewhere, which we record.',
  },
  {
    page: 'privacy',
    section: 'newsletterMails',
    locale: 'ar',
    field: 'body',
    text: 'لا تحتوي رسائلنا على **أي بكسل تتبّع** ولا على **روابط مُعاد كتابتها**: لا نعرف إن كنت تفتح رسالة ولا على أي روابط تنقر، وكل رابط يقود مباشرة إلى وجهته. تحمل كل رسالة رابطًا ظاهرًا لإلغاء الاشتراك، ويمكنك إلغاء الاشتراك بنقرة واحدة من بريدك.\n\nإذا رفض خادم بريد عنوانك نهائيًا، نتوقف عن مراسلتك؛ ويُمحى العنوان بعد 30 يومًا، كما بعد إلغاء الاشتراك. العنوان المستورد من قائمة أخرى لا يتلقى رسائلنا إلا بعد تأكيد اشتراكه، ما لم تكن موافقتك قد جُمعت في مكان آخر، وهو ما نسجّله.',
  },
  {
    page: 'privacy',
    section: 'newsletterMails',
    locale: 'ar-ma',
    field: 'body',
    text: 'الرسائل ديالنا ما فيها **حتى بكسل ديال التتبع** و**حتى رابط مبدل**: ما كنعرفوش واش كتحل الرسالة ولا فاش كتكليكي، وكل رابط كيديك نيشان للبلاصة ديالو. كل رسالة فيها رابط باين باش تلغي الاشتراك، وتقدر تلغيه بكليكة وحدة من البريد ديالك.\n\nإلا شي سيرفور ديال البريد رفض العنوان ديالك نهائيا، كنحبسو ما نكتبو ليك؛ والعنوان كيتمسح من بعد 30 يوم، بحال من بعد إلغاء الاشتراك. العنوان اللي جا من شي ليستة أخرى ما كيوصلوش الرسائل ديالنا حتى يأكد التسجيل ديالو، إلا إلا كانت الموافقة ديالك تاخدات فبلاصة أخرى، وهادشي كنسجلوه.',
  },
  {
    page: 'privacy',
    section: 'recipients',
    locale: 'fr',
    field: 'body',
    text: "Seule l'équipe de l'agence a accès à vos données, ainsi que les prestataires qui font fonctionner le site, liés par contrat et tenus à la confidentialité :\n\n- **Hébergement** : serveurs situés en Suisse ou dans l'Union européenne.\n- **Envoi d'e-mails** : un fournisseur de messagerie (SMTP) qui achemine nos réponses et la newsletter.\n- **Assistant vocal** (lorsqu'il est proposé) : si vous l'utilisez, votre conversation est traitée par le fournisseur du widget.\n\nSi un prestataire devait traiter des données hors de Suisse ou de l'Union européenne, ce transfert serait encadré par des garanties appropriées, comme les clauses contractuelles types de la Commission européenne reconnues par le PFPDT.",
  },
  {
    page: 'privacy',
    section: 'recipients',
    locale: 'en',
    field: 'body',
    text: "Only the agency's team can access your data, together with the providers that run the site, who are bound by contract and by confidentiality:\n\n- **Hosting**: servers located in Switzerland or the European Union.\n- **E-mail delivery**: an e-mail (SMTP) provider that carries our replies and the newsletter.\n- **Voice assistant** (when offered): if you use it, your conversation is processed by the widget's provider.\n\nShould a provider process data outside Switzerland or the European Union, the transfer would be covered by appropriate safeguards, such as the European Commission's standard contractual clauses recognised by the FDPIC.",
  },
  {
    page: 'privacy',
    section: 'recipients',
    locale: 'ar',
    field: 'body',
    text: 'لا يطّلع على بياناتكم إلا فريق الوكالة ومزودو الخدمات الذين يشغّلون الموقع، وهم ملزمون بعقود وبواجب السرية:\n\n- **الاستضافة**: خوادم موجودة في سويسرا أو في الاتحاد الأوروبي.\n- **إرسال البريد الإلكتروني**: مزود بريد إلكتروني (SMTP) ينقل ردودنا والنشرة الإخبارية.\n- **المساعد الصوتي** (عند توفره): إذا استخدمتموه، يعالج مزود هذه الأداة محادثتكم.\n\nوإذا عالج أحد المزودين بيانات خارج سويسرا أو الاتحاد الأوروبي، يُؤطَّر هذا النقل بضمانات مناسبة، مثل البنود التعاقدية النموذجية للمفوضية الأوروبية التي يعترف بها المفوض الفدرالي لحماية البيانات (PFPDT).',
  },
  {
    page: 'privacy',
    section: 'recipients',
    locale: 'ar-ma',
    field: 'body',
    text: 'غير الفريق ديال الوكالة اللي كيوصل للبيانات ديالكم، مع الشركاء اللي كيشغلو السيت، وهوما ملتازمين بعقد وبالسرية:\n\n- **الاستضافة**: سيرفرات فسويسرا ولا فالاتحاد الأوروبي.\n- **إرسال الإيميلات**: مزود ديال الإيميل (SMTP) كيوصل الأجوبة ديالنا والنيوزليتر.\n- **المساعد الصوتي** (إلا كان متوفر): إلا استعملتوه، المحادثة ديالكم كيعالجها المزود ديال هاد الأداة.\n\nإلا شي مزود عالج بيانات برا سويسرا ولا الاتحاد الأوروبي، هاد النقل كيكون محمي بضمانات مناسبة، بحال البنود التعاقدية النموذجية ديال المفوضية الأوروبية اللي معترف بيها من عند المفوض الفدرالي (PFPDT).',
  },
];
