import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { locales, type Locale } from '@/i18n/locales';
import { emptyCampaignText, parseCampaignEditor } from '@/lib/admin/campaign-schema';
import { createCampaign, saveCampaign } from '@/server/newsletter/campaign-admin.server';
import type { Database } from '@/server/db/schema';
import type { CampaignSendingOptions } from '@/server/newsletter/campaign-sending.server';
import { testMail, testSecret } from './form-fixtures';

/** Fixtures of the newsletter campaign tests (issue 15): subscribers, campaigns, settings. */

export const campaignOptions: CampaignSendingOptions = { secret: testSecret, mail: testMail };

export const campaignActor = { id: 'editor-1', email: 'editor@automatia.test' };

export interface TestSubscriber {
  id: string;
  email: string;
  locale: Locale;
}

/**
 * `count` confirmed subscribers, their languages in turn fr, en, ar, ar-ma (or `locale`), each
 * address carrying `run` so that every test's addresses are its own.
 */
export async function insertConfirmedSubscribers(
  db: Kysely<Database>,
  count: number,
  { run = randomUUID().slice(0, 8), locale }: { run?: string; locale?: Locale } = {},
  now = new Date('2026-05-01T08:00:00.000Z'),
): Promise<TestSubscriber[]> {
  const subscribers = Array.from({ length: count }, (_, index) => ({
    id: randomUUID(),
    email: `reader${index}-${run}@example.ch`,
    locale: locale ?? locales[index % locales.length]!,
  }));
  for (let start = 0; start < subscribers.length; start += 500)
    await db
      .insertInto('newsletter_subscriber')
      .values(
        subscribers.slice(start, start + 500).map((subscriber) => ({
          ...subscriber,
          status: 'confirmed' as const,
          ip_hash: 'test',
          created_at: now.toISOString(),
          confirmation_sent_at: now.toISOString(),
          confirmed_at: now.toISOString(),
          unsubscribed_at: null,
        })),
      )
      .execute();
  return subscribers;
}

/** A campaign's texts per language (a language left out is not written). */
export type CampaignTexts = Partial<
  Record<Locale, { subject: string; preheader?: string; body: string }>
>;

/** Each language's own subject and body, so a mail's language shows in both. */
export function textsInEveryLanguage(tag = 'Lettre'): CampaignTexts {
  return Object.fromEntries(
    locales.map((locale) => [
      locale,
      {
        subject: `${tag} ${locale}`,
        preheader: `Aperçu ${locale}`,
        body: `## ${tag} (${locale})\n\nTexte en ${locale}, avec [un lien](https://example.org/guide?utm=none) et [le blog](/blog).`,
      },
    ]),
  );
}

/** A draft written through the admin's data module, as the editor saves it. */
export async function writeCampaign(
  db: Kysely<Database>,
  texts: CampaignTexts,
  { image = '', now = new Date('2026-05-01T08:00:00.000Z') }: { image?: string; now?: Date } = {},
): Promise<string> {
  const id = await createCampaign(db, campaignActor, now);
  const parsed = parseCampaignEditor({
    id,
    image,
    scheduleAt: '',
    translations: Object.fromEntries(
      locales.map((locale) => {
        const text = texts[locale];
        return [locale, text ? { preheader: '', ...text } : emptyCampaignText()];
      }),
    ),
  });
  if (!parsed.ok) throw new Error(`invalid campaign: ${JSON.stringify(parsed.fieldErrors)}`);
  const saved = await saveCampaign(db, campaignActor, parsed.data, now);
  if (saved !== 'done') throw new Error(`campaign not saved: ${saved}`);
  return id;
}
