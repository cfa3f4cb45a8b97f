/**
 * Copy the code has rewritten since sites were seeded with it: a stored field still equal, to the
 * character, to a text here was never edited, so the seed (run on every start) replaces it with
 * the field's current seed. A field an editor changed is theirs and stays as it is.
 *
 * The privacy page's cookies paragraph said only "no tracking cookie, no third-party analytics"
 * until the site counted its own audience (decision 077): a site seeded before must not keep a
 * privacy notice silent about what it records and how to opt out.
 */
export interface SupersededSeedText {
  page: string;
  section: string;
  locale: string;
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
    locale: 'ary',
    field: 'body',
    text: 'هاد السيت ما كيستعمل حتى كوكي ديال التتبع، حتى أداة ديال الإشهار، وحتى أداة خارجية لقياس الزيارات. ممكن يتستعملو غير الكوكيز اللي ضرورية باش يخدم السيت، وعمرهم ما كيتستعملو باش يتبعوكم.',
  },
];
