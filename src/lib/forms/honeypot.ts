/**
 * Name of the hidden field people never fill and form-filling bots do. A tempting name on
 * purpose; the field is out of sight, out of the tab order and hidden from assistive technology.
 */
export const honeypotField = 'website';

/** True when a submission's honeypot carries anything: it is a bot's. */
export function isHoneypotFilled(input: unknown): boolean {
  const value = (input as Record<string, unknown> | null | undefined)?.[honeypotField];
  return typeof value === 'string' ? value.trim() !== '' : value != null;
}
