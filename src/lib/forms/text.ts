/**
 * Normalisation of what visitors type, applied by the form schemas before any check, in the
 * browser and on the server alike. Stored text is always well-formed Unicode (PostgreSQL refuses
 * NUL and lone surrogates), NFC, and free of control characters that could hide or forge content.
 */

// C0 and C1 controls, DEL, zero-width spaces and bidirectional formatting characters. Zero-width
// (non-)joiners stay: Persian, Indic scripts and emoji sequences need them.
const invisibleOnLine =
  /[\u0000-\u001f\u007f-\u009f\u061c\u200b\u200e\u200f\u202a-\u202e\u2060-\u2069\ufeff]+/g;
// Unicode tag characters can smuggle invisible ASCII (e.g. instructions for a language model).
const tagCharacters = /[\u{E0000}-\u{E007F}]/gu;
const invisibleInText =
  /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u200b\u202a-\u202e\u2066-\u2069\ufeff]+/g;

// Every space but the no-break ones French typography puts before ? ! : ; » and in 20 000: a
// line saved from the admin keeps them, so a heading does not break before its question mark.
const collapsibleSpace = /[^\S\u00a0\u202f]+/g;

/** One line of text: controls become spaces, runs of spaces collapse, ends trimmed. */
export function cleanLine(value: string): string {
  return value
    .toWellFormed()
    .normalize('NFC')
    .replace(tagCharacters, '')
    .replace(invisibleOnLine, ' ')
    .replace(collapsibleSpace, ' ')
    .trim();
}

/**
 * A multi-line text: line breaks normalised to \n and kept (tabs too), other controls removed,
 * more than two blank lines collapsed, ends trimmed. Zero-width joiners stay: Arabic and emoji
 * need them.
 */
export function cleanText(value: string): string {
  return value
    .toWellFormed()
    .normalize('NFC')
    .replace(tagCharacters, '')
    .replace(/\r\n?/g, '\n')
    .replace(invisibleInText, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
