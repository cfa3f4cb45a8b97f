import 'server-only';
import type { Transaction } from 'kysely';
import { createTranslator } from 'next-intl';
import { adminMessages } from '@/i18n/admin-messages';
import type { Database, OutboxRow, WebhookEndpointRow } from '@/server/db/schema';
import { composeMail } from '@/server/mail/compose';
import { mailSettings } from '@/server/mail/mail-settings.server';
import { enqueueMails } from '@/server/mail/outbox.server';

/**
 * Tells every admin that an endpoint failing for 24 h was switched off: one mail each, in French
 * and English (staff read either; the worker knows no one's language), queued in the outbox in
 * the transaction that switched it off. Only the endpoint's host is named: a Slack URL's path is
 * its secret.
 */
export async function queueSwitchedOffMails(
  trx: Transaction<Database>,
  endpoint: WebhookEndpointRow,
  now: Date,
): Promise<OutboxRow[]> {
  // A boolean is 0/1 on SQLite and true/false on PostgreSQL: read, then filtered here.
  const admins = (
    await trx
      .selectFrom('auth_user')
      .select(['email', 'banned'])
      .where('role', '=', 'admin')
      .execute()
  ).filter((admin) => !admin.banned);
  if (admins.length === 0) return [];
  const { site, messageIdDomain } = mailSettings();
  const link = new URL('/admin/integrations', site.siteUrl).toString();
  const host = new URL(endpoint.url).host;
  const [fr, en] = (['fr', 'en'] as const).map((locale) =>
    createTranslator({ locale, messages: adminMessages[locale], namespace: 'integrations.mail' }),
  );
  if (!fr || !en) return [];
  const mail = composeMail({
    lang: 'fr',
    dir: 'ltr',
    siteName: site.siteName,
    subject: `${fr('subject', { host })} / ${en('subject', { host })}`,
    blocks: [fr, en].flatMap((t) => [
      { kind: 'paragraph' as const, text: t('body', { host }) },
      { kind: 'button' as const, label: t('button'), href: link },
    ]),
  });
  return enqueueMails(
    trx,
    admins.map((admin) => ({
      ...mail,
      kind: 'webhook-switched-off',
      to: admin.email,
      locale: 'fr',
    })),
    messageIdDomain,
    now,
  );
}
