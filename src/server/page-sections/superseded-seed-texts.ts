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
];
