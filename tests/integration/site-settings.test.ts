// The site settings (issue 29, decision 045): the first start writes the environment's values,
// afterwards the admin's save wins over the environment; a save of a version someone else
// replaced is refused as a conflict and writes nothing; wrong values are refused per field; every
// save is audited; a page in a language without its text reads the French one, marked as French;
// the next acknowledgement mail signs, links and gives the phone with the saved values, and goes
// out from the saved name; on PostgreSQL a save is announced to every instance. Their draft
// (issue 30, decision 071) changes nothing a visitor or a mail reads until it is published, and a
// draft drawn from settings saved since is refused until the admin keeps it.
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseSettings, settings } from '@/config/settings';
import {
  siteSettingsErrorKeys,
  siteSettingsSchema,
  type SiteSettingsFormValues,
  type SiteSettingsInput,
} from '@/lib/admin/site-settings-schema';
import { fieldErrors } from '@/lib/forms/field-errors';
import { submitContact } from '@/server/contact/submit-contact.server';
import type { Database } from '@/server/db/schema';
import { agencySender, senderAddress } from '@/server/mail/mail-settings.server';
import { seed } from '@/server/seed/seed.server';
import { agencyMailSettings, agencyName } from '@/server/site-settings/agency-mail.server';
import { readAgencySettings } from '@/server/site-settings/site-settings-pages.server';
import {
  discardSiteSettingsDraft,
  listSiteSettingsVersions,
  publishSiteSettingsDraft,
  readSiteSettings,
  readSiteSettingsDraft,
  rebaseSiteSettingsDraft,
  restoreSiteSettingsVersion,
  saveSiteSettings,
  saveSiteSettingsDraft,
  seedSiteSettings,
} from '@/server/site-settings/site-settings.server';
import { siteSettingsSeed } from '@/server/site-settings/site-settings-seeds';
import { startSmtpSink } from '../../scripts/lib/smtp-sink';
import {
  clearPipelineTables,
  formOptions,
  outboxRows,
  submissionContext,
  TestClock,
  testWorker,
  validContact,
} from '../support/form-fixtures';
import { expectChangeAnnounced } from '../support/change-announcement';
import { createTestDatabase, lane, type TestDatabase } from '../support/test-database';

let database: TestDatabase;
let db: Kysely<Database>;
const admin = { id: 'admin-1', email: 'admin@example.ch' };
const other = { id: 'admin-2', email: 'other-admin@example.ch' };
const t0 = new Date('2026-05-01T08:00:00.000Z');
/** An environment as a deployment sets it (only the agency's values; the rest are defaults). */
const environment = parseSettings({
  SITE_NAME: 'Agence Léman',
  CONTACT_EMAIL: 'bonjour@leman.example',
  CONTACT_PHONE: '+41 21 000 11 22',
  WHATSAPP_NUMBER: '+41 79 000 11 22',
  ADDRESS: 'Lausanne, Suisse',
  BOOKING_URL: 'https://cal.com/leman/appel',
  SOCIAL_LINKEDIN: 'https://www.linkedin.com/company/leman',
});

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
});

afterAll(async () => {
  await database?.destroy();
});

beforeEach(async () => {
  await clearPipelineTables(db);
  for (const table of [
    'site_settings_translation',
    'site_settings',
    'audit_log',
    'content_version',
    'document_draft',
  ] as const)
    await db.deleteFrom(table).execute();
  await seedSiteSettings(db, siteSettingsSeed(environment), t0.toISOString());
});

/** The stored settings as a form would post them back, with `changes` applied. */
async function formWith(
  changes: (values: SiteSettingsFormValues) => void,
): Promise<SiteSettingsFormValues> {
  const stored = await readSiteSettings(db);
  if (!stored) throw new Error('no settings');
  const { figures } = stored.values;
  const values: SiteSettingsFormValues = structuredClone({
    ...stored.values,
    version: String(stored.version),
    figures: {
      years: String(figures.years),
      projects: String(figures.projects),
      clients: String(figures.clients),
      satisfaction: String(figures.satisfaction),
      rating: String(figures.rating).replace('.', ','),
      reviewCount: String(figures.reviewCount),
    },
  });
  changes(values);
  return values;
}

function parsed(values: SiteSettingsFormValues): SiteSettingsInput {
  return siteSettingsSchema.parse(values);
}

describe(`site settings (${lane})`, () => {
  it("takes the environment's values on first start, and keeps the admin's afterwards", async () => {
    const first = await readSiteSettings(db);
    expect(first?.version).toBe(1);
    expect(first?.values).toMatchObject({
      siteName: 'Agence Léman',
      contactEmail: 'bonjour@leman.example',
      contactPhone: '+41 21 000 11 22',
      whatsappNumber: '+41 79 000 11 22',
      address: 'Lausanne, Suisse',
      bookingUrl: 'https://cal.com/leman/appel',
      social: { linkedin: 'https://www.linkedin.com/company/leman', x: '' },
      figures: { years: 20, projects: 1000, clients: 200, satisfaction: 99, rating: 4.9 },
    });
    expect(first?.values.text.fr.officeHours).toBe('Du lundi au vendredi, 09:00–18:00');

    const saved = await saveSiteSettings(
      db,
      admin,
      parsed(
        await formWith((values) => {
          values.contactPhone = '+41 22 999 88 77';
          values.text.ar.officeHours = 'من الاثنين إلى الخميس';
        }),
      ),
      t0,
    );
    expect(saved).toEqual({ ok: true, version: 2 });

    // The next start seeds again, from an environment that still says the old phone: it loses.
    await seedSiteSettings(db, siteSettingsSeed(environment));
    await seed(db);
    const after = await readSiteSettings(db);
    expect(after?.version).toBe(2);
    expect(after?.values.contactPhone).toBe('+41 22 999 88 77');
    expect(after?.values.text.ar.officeHours).toBe('من الاثنين إلى الخميس');
    expect(after?.values.figures.rating).toBe(4.9);
  });

  it("reads the environment's values before the seed has written any", async () => {
    await db.deleteFrom('site_settings_translation').execute();
    await db.deleteFrom('site_settings').execute();
    const agency = await readAgencySettings('ar', db);
    expect(agency.siteName).toBe(settings().SITE_NAME);
    expect(agency.contactPhone).toBe(settings().CONTACT_PHONE);
    expect(agency.text.officeHours).toEqual({ text: 'من الاثنين إلى الجمعة، من 09:00 إلى 18:00' });
  });

  it('refuses a save of a version someone else replaced, writing nothing', async () => {
    const opened = await formWith(() => undefined);
    const mine = parsed({ ...opened, contactEmail: 'first@leman.example' });
    const theirs = parsed({ ...opened, contactEmail: 'second@leman.example' });
    expect(await saveSiteSettings(db, admin, mine, t0)).toEqual({ ok: true, version: 2 });
    expect(await saveSiteSettings(db, other, theirs, t0)).toEqual({
      ok: false,
      conflict: true,
      version: 2,
    });
    expect((await readSiteSettings(db))?.values.contactEmail).toBe('first@leman.example');
    const audit = await db.selectFrom('audit_log').select('actor_email').execute();
    expect(audit).toEqual([{ actor_email: admin.email }]);
  });

  it('refuses wrong values field by field, with the keys the form translates', () => {
    const values: SiteSettingsFormValues = {
      version: '1',
      siteName: '   ',
      contactEmail: 'not an address',
      contactPhone: '022 555 01 00 ext',
      whatsappNumber: 'call me',
      address: 'Genève',
      bookingUrl: 'http://cal.com/insecure',
      social: {
        linkedin: 'javascript:alert(1)',
        instagram: '',
        facebook: '',
        x: '',
        youtube: '',
      },
      voiceWidget: false,
      figures: {
        years: '20 ans',
        projects: '1000',
        clients: '200',
        satisfaction: '120',
        rating: '5,5',
        reviewCount: '127',
      },
      text: {
        fr: { address: '', officeHours: 'Lundi' },
        en: { address: '', officeHours: '' },
        ar: { address: '', officeHours: '' },
        'ar-ma': { address: '', officeHours: '' },
      },
    };
    const result = siteSettingsSchema.safeParse(values);
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!, siteSettingsErrorKeys)).toEqual({
      siteName: 'required',
      contactEmail: 'emailInvalid',
      contactPhone: 'phoneInvalid',
      whatsappNumber: 'phoneInvalid',
      bookingUrl: 'httpsUrl',
      'social.linkedin': 'httpsUrl',
      'figures.years': 'wholeNumber',
      'figures.satisfaction': 'percent',
      'figures.rating': 'rating',
      // French is required; the other languages may stay empty (they show the French).
      'text.fr.address': 'required',
    });
  });

  it('audits every save: who, what changed, when', async () => {
    await saveSiteSettings(
      db,
      admin,
      parsed(
        await formWith((values) => {
          values.bookingUrl = 'https://cal.com/leman/rendez-vous';
          values.figures.years = '21';
          values.text.en.address = 'Lausanne, Switzerland';
        }),
      ),
      t0,
    );
    const lines = await db.selectFrom('audit_log').selectAll().execute();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      actor_id: admin.id,
      actor_email: admin.email,
      action: 'settings.update',
      target_type: 'settings',
      created_at: t0.toISOString(),
      summary: 'bookingUrl, figures.years, text.en.address',
    });
  });

  it('keeps a version of each changing save and restores an earlier one, audited, as a new version', async () => {
    const seeded = (await readSiteSettings(db))!;
    const t1 = new Date(t0.getTime() + 60_000);
    const arabicHours = (hours: string) =>
      formWith((values) => {
        values.text.ar.officeHours = hours;
      });
    await saveSiteSettings(db, admin, parsed(await arabicHours('من الاثنين إلى الجمعة')), t1);
    // The same values again change nothing: no version.
    await saveSiteSettings(db, admin, parsed(await arabicHours('من الاثنين إلى الجمعة')), t1);
    const versions = await listSiteSettingsVersions(db);
    expect(versions.map((version) => [version.number, version.action, version.actorEmail])).toEqual(
      [
        [2, 'save', admin.email],
        [1, 'before', null],
      ],
    );
    expect(versions[1]!.createdAt).toBe(t0.toISOString());
    expect(versions[1]!.input).toEqual(seeded.values);
    expect(versions[0]!.input.text.ar.officeHours).toBe('من الاثنين إلى الجمعة');

    // From a screen drawn before the last save: a conflict; a version that is not kept: missing.
    const current = (await readSiteSettings(db))!.version;
    expect(await restoreSiteSettingsVersion(db, other, current - 1, 1)).toBe('conflict');
    expect(await restoreSiteSettingsVersion(db, other, current, 9)).toBe('missing');
    expect(await restoreSiteSettingsVersion(db, other, current, 1, t1)).toBe('saved');
    expect((await readSiteSettings(db))!.values).toEqual(seeded.values);
    const [latest] = await listSiteSettingsVersions(db);
    expect([latest!.number, latest!.action, latest!.actorEmail]).toEqual([
      3,
      'restore',
      other.email,
    ]);
    const audit = await db
      .selectFrom('audit_log')
      .select(['actor_email', 'summary'])
      .where('action', '=', 'settings.restore')
      .execute();
    expect(audit).toEqual([{ actor_email: other.email, summary: 'version 1' }]);
  });

  it('refuses to restore a version the rules no longer allow, writing nothing', async () => {
    await saveSiteSettings(
      db,
      admin,
      parsed(await formWith((values) => void (values.contactPhone = '+41 22 999 88 77'))),
      t0,
    );
    // A version kept before a rule tightened: its e-mail no longer passes the form's schema.
    await db
      .updateTable('content_version')
      .set({ snapshot: (eb) => eb.fn('replace', ['snapshot', eb.val('bonjour@'), eb.val('@')]) })
      .where('kind', '=', 'settings')
      .where('number', '=', 1)
      .execute();
    const { version } = (await readSiteSettings(db))!;
    expect(await restoreSiteSettingsVersion(db, admin, version, 1)).toBe('invalid');
    expect((await readSiteSettings(db))!.version).toBe(version);
    expect(await listSiteSettingsVersions(db)).toHaveLength(2);
  });

  it('gives a language without its text the French one, marked as French', async () => {
    await saveSiteSettings(
      db,
      admin,
      parsed(
        await formWith((values) => {
          values.text['ar-ma'] = { address: '', officeHours: '' };
        }),
      ),
      t0,
    );
    const moroccan = await readAgencySettings('ar-ma', db);
    expect(moroccan.text.address).toEqual({ text: 'Genève, Suisse', fallbackLang: 'fr' });
    const arabic = await readAgencySettings('ar', db);
    expect(arabic.text.address).toEqual({ text: 'جنيف، سويسرا' });
  });

  it('signs and links the next acknowledgement mail with the settings as saved', async () => {
    await saveSiteSettings(
      db,
      admin,
      parsed(
        await formWith((values) => {
          values.siteName = 'Léman Digital';
          values.contactPhone = '+41 21 777 66 55';
          values.bookingUrl = 'https://cal.com/leman/nouveau-lien';
        }),
      ),
      t0,
    );
    const options = { ...formOptions(), mail: await agencyMailSettings(db) };
    await submitContact(db, validContact(), submissionContext(t0), options);
    const acknowledgement = (await outboxRows(db)).find(
      (row) => row.kind === 'contact-acknowledgement',
    );
    expect(acknowledgement?.html_body).toContain('https://cal.com/leman/nouveau-lien');
    expect(acknowledgement?.text_body).toContain('Léman Digital');
    expect(acknowledgement?.text_body).toContain('+41 21 777 66 55');
    expect(acknowledgement?.text_body).not.toContain('Agence Léman');
  });

  it("sends the next mail from the agency's name as saved, at the deployment's address, without a restart", async () => {
    const sink = await startSmtpSink();
    const clock = new TestClock(t0);
    // The sender the running site's workers use (mail-workers.server.ts), on a real SMTP server.
    const worker = testWorker(db, sink.url, clock, 1, {
      sender: agencySender(() => agencyName(db)),
    });
    const acknowledgementTo = async (email: string) => {
      const options = { ...formOptions(), mail: await agencyMailSettings(db) };
      await submitContact(db, validContact({ email }), submissionContext(clock.now), options);
      await worker.drain();
      return sink.messages.find((message) => message.recipients.includes(email))?.mail;
    };
    try {
      const before = await acknowledgementTo('first@example.ch');
      expect(before?.from).toMatchObject({ name: 'Agence Léman', address: senderAddress() });

      const renamed = 'Léman "Digital" Sàrl';
      await saveSiteSettings(
        db,
        admin,
        parsed(await formWith((v) => void (v.siteName = renamed))),
        t0,
      );
      const after = await acknowledgementTo('second@example.ch');
      expect(after?.from).toMatchObject({ name: renamed, address: senderAddress() });
      expect(after?.text).toContain(renamed);
    } finally {
      await worker.close();
      await sink.stop();
    }
  });

  it('announces a save on PostgreSQL, so every instance refreshes its pages', async () => {
    const form = parsed(await formWith(() => undefined));
    await expectChangeAnnounced(database, 'settings', 'site_settings%', () =>
      saveSiteSettings(db, admin, form, t0),
    );
  });

  describe('drafts', () => {
    /** What visitors, the JSON-LD and the mails read of the settings, in every public way. */
    const publicReads = async () => ({
      french: await readAgencySettings('fr', db),
      arabic: await readAgencySettings('ar', db),
      mail: await agencyMailSettings(db),
      sender: await agencyName(db),
    });
    /** The form's values as a draft keeps them (its version aside). */
    const draftOf = async (changes: (values: SiteSettingsFormValues) => void) => {
      const { version: _version, ...values } = await formWith(changes);
      return values;
    };

    it('keeps a draft no public read sees, and publishes it as a version, dropping it', async () => {
      const before = await publicReads();
      const opened = (await readSiteSettings(db))!.version;
      const draft = await draftOf((values) => {
        values.siteName = 'Léman Brouillon';
        values.contactPhone = '+41 22 111 22 33';
        values.text.ar.officeHours = 'مسودة';
      });
      expect(
        await saveSiteSettingsDraft(db, admin, { version: opened, revision: 0 }, draft, t0),
      ).toEqual({ revision: 1, savedAt: t0.toISOString(), savedBy: admin.email });
      // Half-done work is kept as typed: an e-mail not yet an address.
      const halfDone = { ...draft, contactEmail: 'bonjour@' };
      expect(
        await saveSiteSettingsDraft(db, admin, { version: opened, revision: 1 }, halfDone, t0),
      ).toMatchObject({ revision: 2 });
      expect(await readSiteSettingsDraft(db)).toMatchObject({
        base: String(opened),
        revision: 2,
        values: halfDone,
      });
      expect(await publicReads()).toEqual(before);
      expect((await readSiteSettings(db))!.version).toBe(opened);
      expect(await listSiteSettingsVersions(db)).toEqual([]);

      // Not valid as it stands: refused, nothing published, the draft kept.
      expect(await publishSiteSettingsDraft(db, admin, 2, t0)).toBe('invalid');
      expect(await publicReads()).toEqual(before);
      await saveSiteSettingsDraft(db, admin, { version: opened, revision: 2 }, draft, t0);
      // From a screen holding an older revision of the draft: a conflict.
      expect(await publishSiteSettingsDraft(db, other, 2, t0)).toBe('conflict');
      expect(await publishSiteSettingsDraft(db, admin, 3, t0)).toBe('saved');

      const after = await publicReads();
      expect(after.french).toMatchObject({
        siteName: 'Léman Brouillon',
        contactPhone: '+41 22 111 22 33',
      });
      expect(after.arabic.text.officeHours).toEqual({ text: 'مسودة' });
      expect(after.mail).not.toEqual(before.mail);
      expect(after.sender).toBe('Léman Brouillon');
      expect(await readSiteSettingsDraft(db)).toBeUndefined();
      const [latest] = await listSiteSettingsVersions(db);
      expect([latest!.action, latest!.actorEmail]).toEqual(['save', admin.email]);
      const audit = await db.selectFrom('audit_log').select('action').execute();
      expect(audit).toEqual([{ action: 'settings.update' }]);
    });

    it('refuses a second save from an older revision of the draft', async () => {
      const opened = (await readSiteSettings(db))!.version;
      const draft = await draftOf((values) => void (values.contactPhone = '+41 22 111 22 33'));
      await saveSiteSettingsDraft(db, admin, { version: opened, revision: 0 }, draft, t0);
      // Another admin's screen, drawn before the first draft: it held no draft.
      expect(
        await saveSiteSettingsDraft(db, other, { version: opened, revision: 0 }, draft, t0),
      ).toBe('conflict');
      expect(await discardSiteSettingsDraft(db, other, 0, t0)).toBe(false);
      expect(await discardSiteSettingsDraft(db, admin, 1, t0)).toBe(true);
      expect(await readSiteSettingsDraft(db)).toBeUndefined();
      expect((await readSiteSettings(db))!.values.contactPhone).toBe('+41 21 000 11 22');
    });

    it('never loses a save of the draft landing while its publish runs, nor publishes a mix', async () => {
      const opened = (await readSiteSettings(db))!.version;
      const published = await draftOf((values) => void (values.contactPhone = '+41 22 111 22 33'));
      const later = await draftOf((values) => void (values.siteName = 'Léman Plus Tard'));
      await saveSiteSettingsDraft(db, admin, { version: opened, revision: 0 }, published, t0);
      // Both at once: whichever the database lets through first, the other is refused whole.
      const [publish, save] = await Promise.all([
        publishSiteSettingsDraft(db, admin, 1, t0),
        saveSiteSettingsDraft(db, other, { version: opened, revision: 1 }, later, t0),
      ]);
      const live = (await readSiteSettings(db))!;
      if (publish === 'saved') {
        expect(save).toBe('conflict');
        expect(live.values).toMatchObject({
          contactPhone: '+41 22 111 22 33',
          siteName: 'Agence Léman',
        });
        expect(await readSiteSettingsDraft(db)).toBeUndefined();
      } else {
        expect([publish, save]).toEqual(['conflict', expect.objectContaining({ revision: 2 })]);
        expect(live.version).toBe(opened);
        expect(await readSiteSettingsDraft(db)).toMatchObject({ revision: 2, values: later });
      }
    });

    it.runIf(lane === 'postgres')(
      'refuses a publish whose draft was saved again after it read it: the later save kept',
      async () => {
        const opened = (await readSiteSettings(db))!.version;
        const first = await draftOf((values) => void (values.contactPhone = '+41 22 111 22 33'));
        const later = await draftOf((values) => void (values.siteName = 'Léman Plus Tard'));
        await saveSiteSettingsDraft(db, admin, { version: opened, revision: 0 }, first, t0);
        // Another admin's save holds the draft's row, not yet committed: the publish reads the
        // first draft, writes the settings, then waits on the row to drop it.
        let commit!: () => void;
        const committed = new Promise<void>((resolve) => (commit = resolve));
        let holding!: () => void;
        const held = new Promise<void>((resolve) => (holding = resolve));
        const saving = db.transaction().execute(async (trx) => {
          const saved = await saveSiteSettingsDraft(
            trx,
            other,
            { version: opened, revision: 1 },
            later,
            t0,
          );
          holding();
          await committed;
          return saved;
        });
        await held;
        const publishing = publishSiteSettingsDraft(db, admin, 1, t0);
        await expect
          .poll(async () => {
            const { rows } = await sql<{ waiting: number }>`
              select count(*)::int as waiting from pg_stat_activity
              where datname = current_database() and wait_event_type = 'Lock'`.execute(db);
            return rows[0]!.waiting;
          })
          .toBe(1);
        commit();
        expect(await saving).toMatchObject({ revision: 2 });
        expect(await publishing).toBe('conflict');
        // Nothing of the first draft went live; the later save is the draft.
        expect((await readSiteSettings(db))!.version).toBe(opened);
        expect((await readSiteSettings(db))!.values.contactPhone).toBe('+41 21 000 11 22');
        expect(await readSiteSettingsDraft(db)).toMatchObject({ revision: 2, values: later });
        expect(await listSiteSettingsVersions(db)).toEqual([]);
      },
    );

    it('refuses a draft drawn from settings saved since, until the admin keeps it', async () => {
      const opened = (await readSiteSettings(db))!.version;
      const draft = await draftOf((values) => void (values.contactPhone = '+41 22 111 22 33'));
      await saveSiteSettingsDraft(db, admin, { version: opened, revision: 0 }, draft, t0);
      // Another admin saves the settings meanwhile.
      await saveSiteSettings(
        db,
        other,
        parsed(await formWith((values) => void (values.siteName = 'Léman Ailleurs'))),
        t0,
      );
      const live = await publicReads();
      expect(await publishSiteSettingsDraft(db, admin, 1, t0)).toBe('stale');
      expect(await publicReads()).toEqual(live);
      expect(await readSiteSettingsDraft(db)).toMatchObject({ revision: 1, base: String(opened) });

      // Kept over what was saved since: its publish now replaces it, the other's name included.
      const current = (await readSiteSettings(db))!.version;
      expect(await rebaseSiteSettingsDraft(db, admin, { version: current, revision: 0 }, t0)).toBe(
        'conflict',
      );
      expect(
        await rebaseSiteSettingsDraft(db, admin, { version: current, revision: 1 }, t0),
      ).toMatchObject({ revision: 2 });
      expect(await publishSiteSettingsDraft(db, admin, 2, t0)).toBe('saved');
      expect(await readAgencySettings('fr', db)).toMatchObject({
        siteName: 'Agence Léman',
        contactPhone: '+41 22 111 22 33',
      });
    });
  });
});
