import { getRequestConfig } from 'next-intl/server';
import { localeFromLangParam } from './locales';
import { loadMessages } from './messages';

// The locale comes from the `[locale]` segment (via setRequestLocale in the layout);
// anything else, e.g. a page outside that segment, gets French.
export default getRequestConfig(async ({ requestLocale, locale: explicit }) => {
  const locale = localeFromLangParam(explicit ?? (await requestLocale));
  return {
    locale,
    messages: await loadMessages(locale),
    timeZone: 'Europe/Zurich',
  };
});
