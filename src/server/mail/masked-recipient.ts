/** A recipient as the server log shows it: its domain only (`…@example.ch`), never the person. */
export function maskedRecipient(address: string): string {
  return `…@${address.split('@').pop()}`;
}
