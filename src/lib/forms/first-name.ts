/** The longest name the acknowledgement mail greets by. */
const firstNameLength = 40;

/**
 * The first name the visitor's acknowledgement greets them by, or undefined (then the greeting
 * is anonymous). The mail goes to whatever address was typed, so it must never carry a chosen
 * text to a stranger: only the first word of the name, only when it reads as a name (letters of
 * any script, apostrophes and hyphens; no digits, dots, slashes or `@`, so no link or address).
 */
export function safeFirstName(name: string): string | undefined {
  const first = name.trim().split(/\s+/u)[0] ?? '';
  if (first === '' || first.length > firstNameLength) return undefined;
  return /^[\p{L}\p{M}][\p{L}\p{M}'’-]*$/u.test(first) ? first : undefined;
}
