import type { Locale } from './locales';

/**
 * A value built once per language and kept, e.g. translators: building one parses messages,
 * which would otherwise happen again on every form submission.
 */
export function perLocale<Value>(build: (locale: Locale) => Value): (locale: Locale) => Value {
  const built = new Map<Locale, Value>();
  return (locale) => {
    if (!built.has(locale)) built.set(locale, build(locale));
    return built.get(locale) as Value;
  };
}
