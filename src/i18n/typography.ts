/*
 * French typography, applied to every French text the site prints (issue 17): the texts of
 * messages/fr.json when they are loaded, the landing pages' texts, and the content editors write
 * (services, testimonials, articles) when it is read.
 */

const noBreakSpace = '\u00a0';

/**
 * A space before `:` `;` `?` `!` and inside « » cannot break: a line never starts with
 * ': nous vous répondons…'. Only spaces that are there are made unbreakable (a time as 08:00 or
 * an address as https://… has none); a space typed after « is kept, one missing is not added.
 */
export function frenchSpacing(text: string): string {
  return text
    .replace(/[ \t]+([:;!?»])/g, `${noBreakSpace}$1`)
    .replace(/«[ \t]+/g, `«${noBreakSpace}`);
}

// A vowel, or a mute h as in "Hôtel": French elides the article before it (de → d’).
const startsWithVowelSound = /^[aeiouyàâäéèêëîïôöùûüœæh]/i;

/**
 * "de {name}" reads "d’Automatia" when the site's name starts with a vowel sound (and "que",
 * "le", "la", "ne", "se", "jusque", "lorsque", "puisque" likewise): the name is a setting, so a
 * text cannot write the elision itself. The apostrophe is the typographic one: ICU reads a
 * straight ' before a brace as the start of quoted text, so "d'{site}" printed "d{site}" (issue 36).
 */
export function frenchElision(text: string, siteName: string): string {
  if (!startsWithVowelSound.test(siteName)) return text;
  return text.replace(
    /(^|[^\p{L}])(de|que|le|la|ne|se|jusque|lorsque|puisque) \{(name|site|siteName)\}/giu,
    (_, before: string, word: string, placeholder: string) =>
      `${before}${word.slice(0, -1)}’{${placeholder}}`,
  );
}

/** Every string inside `value` (an object of texts, a list of them) passed through `change`. */
export function mapTexts<Value>(value: Value, change: (text: string) => string): Value {
  if (typeof value === 'string') return change(value) as Value;
  if (Array.isArray(value)) return value.map((item) => mapTexts(item, change)) as Value;
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, mapTexts(item, change)]),
    ) as Value;
  return value;
}

/** A text, or an object of texts, as the site prints it in `locale` (French typography). */
export function typesetFor<Value>(locale: string, value: Value): Value {
  return locale === 'fr' ? mapTexts(value, frenchSpacing) : value;
}

/** A language's message texts as loadMessages serves them (the tests read them through it too). */
export function typesetMessages<Texts>(messages: Texts, locale: string, siteName: string): Texts {
  if (locale !== 'fr') return messages;
  return mapTexts(messages, (text) => frenchSpacing(frenchElision(text, siteName)));
}
