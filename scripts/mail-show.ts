// `npm run mail:show` lists the mails waiting in the outbox; `npm run mail:show -- <id>` prints
// one whole. For the operator of a site without SMTP_URL: the server log names waiting mails
// but never holds their text (it may carry a reset link, a token or a visitor's message).
import { withDatabase } from '../src/server/db/connection.server';
import { loadSettingsOrExit } from './lib/load-settings';
import {
  fillCampaignMail,
  type CampaignMailValues,
} from '../src/server/newsletter/campaign-mail.server';

const config = loadSettingsOrExit();
const id = process.argv[2];

await withDatabase(config.DATABASE_URL, async (db) => {
  if (!id) {
    const waiting = await db
      .selectFrom('outbox')
      .select(['id', 'kind', 'recipient', 'subject', 'created_at'])
      .where('status', 'in', ['pending', 'sending'])
      .orderBy('created_at')
      .execute();
    if (waiting.length === 0) console.log('No mail is waiting in the outbox.');
    for (const mail of waiting)
      console.log(
        `${mail.id}  ${mail.created_at}  ${mail.kind}  ${mail.recipient}  ${mail.subject}`,
      );
    return;
  }
  const mail = await db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirst();
  if (!mail) {
    console.error(`No mail ${id} in the outbox.`);
    process.exitCode = 1;
    return;
  }
  console.log(`Status: ${mail.status}\nTo: ${mail.recipient}\nSubject: ${mail.subject}\n`);
  if (!mail.campaign_id || !mail.body_values) return console.log(mail.text_body);
  // A newsletter mail is its campaign's mail completed for its reader (decision 026).
  const rendered = await db
    .selectFrom('newsletter_campaign_translation')
    .select(['mail_text'])
    .where('campaign_id', '=', mail.campaign_id)
    .where('locale', '=', mail.locale)
    .executeTakeFirst();
  const values = JSON.parse(mail.body_values) as CampaignMailValues;
  console.log(fillCampaignMail({ text: rendered?.mail_text ?? '', html: '' }, values).text);
});
