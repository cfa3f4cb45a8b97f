import 'server-only';
import type { Kysely } from 'kysely';
import { adminMessages } from '@/i18n/admin-messages';
import type { Database } from '@/server/db/schema';
import { announceQueuedMail } from '@/server/mail/mail-workers.server';
import { composeMail } from '@/server/mail/compose';
import { mailSettings } from '@/server/mail/mail-settings.server';
import { enqueueMails } from '@/server/mail/outbox.server';
import { createTranslator } from 'next-intl';

const resetPath = '/admin/reset-password';

/**
 * The password-reset link, queued in the outbox like every mail (retried until it goes out).
 * Staff read French or English, and the request carries no language: the mail has both.
 */
export async function queuePasswordResetMail(
  db: Kysely<Database>,
  user: { email: string },
  token: string,
): Promise<void> {
  const { site, messageIdDomain } = mailSettings();
  const link = new URL(resetPath, site.siteUrl);
  link.searchParams.set('token', token);
  const [fr, en] = (['fr', 'en'] as const).map((locale) =>
    createTranslator({ locale, messages: adminMessages[locale], namespace: 'resetMail' }),
  );
  if (!fr || !en) return;
  const mail = composeMail({
    lang: 'fr',
    dir: 'ltr',
    siteName: site.siteName,
    subject: `${fr('subject')} / ${en('subject')}`,
    blocks: [fr, en].flatMap((t) => [
      { kind: 'paragraph' as const, text: t('intro') },
      { kind: 'button' as const, label: t('button'), href: link.toString() },
      { kind: 'paragraph' as const, text: t('ignore') },
    ]),
  });
  const queued = await enqueueMails(
    db,
    [{ ...mail, kind: 'password-reset', to: user.email, locale: 'fr' }],
    messageIdDomain,
    new Date(),
  );
  announceQueuedMail(queued);
}
