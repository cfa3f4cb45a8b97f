// The campaign bench's measurement, in a process of its own (bench/lib/campaign.ts starts it as
// `node --import tsx --import ./scripts/lib/server-only-allowed.mjs bench/lib/campaign-run.ts`
// with the database, SMTP sink and pace in its environment): N confirmed subscribers in four
// languages, one campaign written in the four, started as "send now" does; then the pass that
// queues it is timed, and the campaign worker the server runs (the campaign lane, its senders,
// the pace raised for the run) delivers it. Prints one JSON line: what it measured.
import { randomUUID } from 'node:crypto';
import { settings, smtpRequiresTls } from '../../src/config/settings';
import { locales } from '../../src/i18n/locales';
import { parseCampaignEditor } from '../../src/lib/admin/campaign-schema';
import {
  createCampaign,
  saveCampaign,
  sendCampaignNow,
} from '../../src/server/newsletter/campaign-admin.server';
import { openDatabase } from '../../src/server/db/connection.server';
import { agencyMailSettings, agencyName } from '../../src/server/site-settings/agency-mail.server';
import { agencySender } from '../../src/server/mail/mail-settings.server';
import { OutboxWorker } from '../../src/server/mail/outbox-worker.server';
import { newsletterMailHooks } from '../../src/server/newsletter/campaign-delivery.server';
import { smtpTransport } from '../../src/server/mail/transport.server';
import { advanceCampaigns } from '../../src/server/newsletter/campaign-sending.server';
import { appSecret } from '../../src/server/security/secret.server';
import { createLogger } from '../../src/lib/log/logger.mjs';

const subscribers = Number(process.env.BENCH_SUBSCRIBERS ?? 10_000);
const perMinute = Number(process.env.NEWSLETTER_PER_MINUTE);
const db = openDatabase(process.env.DATABASE_URL);
const now = new Date().toISOString();
const actor = { id: 'bench', email: 'bench@example.com' };

for (let start = 0; start < subscribers; start += 500)
  await db
    .insertInto('newsletter_subscriber')
    .values(
      Array.from({ length: Math.min(500, subscribers - start) }, (_, offset) => ({
        id: randomUUID(),
        email: `bench-reader-${start + offset}@example.com`,
        locale: locales[(start + offset) % locales.length]!,
        status: 'confirmed' as const,
        ip_hash: 'bench',
        created_at: now,
        confirmation_sent_at: now,
        confirmed_at: now,
        unsubscribed_at: null,
      })),
    )
    .execute();

const id = await createCampaign(db, actor);
const parsed = parseCampaignEditor({
  id,
  image: '',
  scheduleAt: '',
  translations: Object.fromEntries(
    locales.map((locale) => [
      locale,
      {
        subject: `Bench ${locale}`,
        preheader: 'Le guide du mois',
        body: `## Le guide du mois (${locale})\n\n${'Un paragraphe de texte, avec [un lien](https://example.org/guide). '.repeat(12)}\n\n- un\n- deux\n- trois`,
      },
    ]),
  ),
});
if (!parsed.ok) throw new Error(JSON.stringify(parsed.fieldErrors));
await saveCampaign(db, actor, parsed.data);
const options = { secret: await appSecret(db), mail: await agencyMailSettings(db) };
await sendCampaignNow(db, actor, id, new Date(), options);

const queueStarted = performance.now();
const { queued } = await advanceCampaigns(db, new Date(), options);
const enqueueMs = performance.now() - queueStarted;

const transport = smtpTransport(
  process.env.SMTP_URL!,
  agencySender(() => agencyName(db)),
  {
    requireTls: smtpRequiresTls(settings()),
  },
);
// The server's campaign worker (src/server/mail/mail-workers.server.ts), its log kept out of the report.
const worker = new OutboxWorker({
  db,
  transport,
  newsletter: newsletterMailHooks,
  lanes: ['campaign'],
  perMinute,
  log: createLogger({ write: () => undefined }),
});
const deliveryStarted = performance.now();
for (;;) {
  const round = await worker.runOnce();
  if (round.sent + round.retried + round.failed === 0) break;
}
const deliveryMs = performance.now() - deliveryStarted;
await advanceCampaigns(db, new Date(), options);
const campaign = await db
  .selectFrom('newsletter_campaign')
  .select(['status', 'recipient_count', 'delivered_count', 'failed_count'])
  .where('id', '=', id)
  .executeTakeFirstOrThrow();
const messageIds = await db
  .selectFrom('outbox')
  .select('message_id')
  .where('campaign_id', '=', id)
  .execute();
transport.close();
await db.destroy();
console.log(
  JSON.stringify({
    subscribers,
    perMinute,
    queued: queued.length,
    enqueueMs,
    deliveryMs,
    campaign,
    messageIds: messageIds.map((row) => row.message_id),
  }),
);
