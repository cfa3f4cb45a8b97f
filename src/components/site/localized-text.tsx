import { localeInfo } from '@/i18n/locales';
import type { LocalizedText as Text } from '@/lib/site-settings';

/**
 * A text from the database in the page's language, or the French one when that language has
 * none: marked as French (`lang`, and `dir` inside an Arabic page), so it is read and laid out
 * as French.
 */
export function LocalizedText({ value }: { value: Text }) {
  if (!value.fallbackLang) return value.text;
  const { tag, dir } = localeInfo[value.fallbackLang];
  return (
    <span lang={tag} dir={dir}>
      {value.text}
    </span>
  );
}
