import type { AdminMessages } from '@/i18n/admin-messages';

export type WebhookEventKey = keyof AdminMessages['integrations']['events'];

/** An event's text key (`contact.created` → `contact_created`: a dot would read as nesting). */
export function webhookEventKey(type: string): WebhookEventKey {
  return type.replace('.', '_') as WebhookEventKey;
}
