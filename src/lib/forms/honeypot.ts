/**
 * Name of the hidden field people never fill and form-filling bots do. A tempting name on
 * purpose; the field is out of sight, out of the tab order and hidden from assistive technology.
 */
export const honeypotField = 'website';

/** True when the honeypot carries anything: the submission is a bot's. */
export function isHoneypotFilled(value: unknown): boolean {
  return typeof value === 'string' ? value.trim() !== '' : value != null;
}
