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

export async function loadMessages(locale: Locale): Promise<Messages> {
  return (await loaders[locale]()).default;
}
