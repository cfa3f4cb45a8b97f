import { settings } from '@/config/settings';
import { typesetMessages } from './typography';
import type { Locale } from './locales';
import type fr from '../../messages/fr.json';

export type Messages = typeof fr;

/** Each language's text set, loaded on demand so a page only bundles its own language. */
const loaders: Record<Locale, () => Promise<{ default: Messages }>> = {
  fr: () => import('../../messages/fr.json'),
  en: () => import('../../messages/en.json'),
  ar: () => import('../../messages/ar.json'),
  'ar-ma': () => import('../../messages/ar-ma.json'),
};

const typeset = new Map<Locale, Promise<Messages>>();

/**
 * A language's texts as the site prints them: French ones with their typography (unbreakable
 * spaces before : ; ? !, elision before the site's name; src/lib/typography.ts), done once.
 */
export function loadMessages(locale: Locale): Promise<Messages> {
  let loaded = typeset.get(locale);
  if (!loaded) {
    loaded = loaders[locale]().then(({ default: messages }) =>
      typesetMessages(messages, locale, settings().SITE_NAME),
    );
    typeset.set(locale, loaded);
  }
  return loaded;
}
