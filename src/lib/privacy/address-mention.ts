/**
 * Where a text names an e-mail address as a whole, case ignored: "ami@example.ch" is named in
 * "Appel de Ami@Example.ch," or "<ami@example.ch>", and not in "tami@example.ch" or
 * "ami@example.ch.evil.test" (another person's address, which an erasure must leave alone).
 */

/** Characters that can continue an address's local part before it, or its domain after it. */
const localCharacter = "[\\p{L}\\p{N}._%+\\-!#$&'*=?^`{|}~]";
const domainContinues = '[\\p{L}\\p{N}-]|\\.[\\p{L}\\p{N}]';

/** Every whole mention of `address` in a text (global, case-insensitive, Unicode). */
export function addressMentions(address: string): RegExp {
  const escaped = address.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<!${localCharacter})${escaped}(?!${domainContinues})`, 'giu');
}

export function mentionsAddress(text: string | null | undefined, address: string): boolean {
  return text ? addressMentions(address).test(text) : false;
}

/** The text with each whole mention of `address` replaced by `mark`. */
export function withoutAddress(text: string, address: string, mark: string): string {
  return text.replace(addressMentions(address), mark);
}
