import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { auditDetailText } from '@/components/admin/audit/audit-detail-text';
import { adminLocales, adminMessages, type AdminLocale } from '@/i18n/admin-messages';
import { detailedAudit, readAuditDetail, type AuditDetail } from '@/lib/admin/audit-detail';

/** The audit log's details: stored as data, read in the reader's language (decision 034). */

function reader(locale: AdminLocale) {
  return {
    t: createTranslator({ locale, messages: adminMessages[locale], timeZone: 'Europe/Zurich' }),
    locale,
    services: { 'n8n-automation': locale === 'fr' ? 'Automatisation n8n' : 'n8n automation' },
  };
}

function words(line: { action: string; summary: string }, locale: AdminLocale): string {
  const detail = readAuditDetail(line.action, line.summary);
  expect(detail, line.summary).toBeDefined();
  return auditDetailText(detail!, reader(locale));
}

const stored = [
  detailedAudit('contact.export', {
    count: 9,
    kind: 'contact',
    status: 'inbox',
    service: 'all',
    delivery: 'all',
    searched: true,
  }),
  detailedAudit('subscriber.export', {
    count: 1,
    state: 'confirmed',
    language: 'ar-ma',
    searched: false,
  }),
  detailedAudit('contact.status', { from: 'new', to: 'handled' }),
  detailedAudit('contact.delete', { receivedAt: '2026-03-01T08:30:00.000Z' }),
  detailedAudit('subscriber.import', {
    confirmed: 3,
    pending: 1,
    existing: 2,
    left: 0,
    invalid: 1,
    duplicate: 0,
  }),
  detailedAudit('user.invite', { email: 'nadia@example.ch', role: 'editor' }),
  detailedAudit('user.role', { email: 'nadia@example.ch', from: 'editor', to: 'admin' }),
  detailedAudit('subscriber.import-attested', {
    confirmed: 1,
    pending: 0,
    existing: 0,
    left: 0,
    invalid: 0,
    duplicate: 0,
  }),
];

describe('audit details', () => {
  it('reads a stored export in French and in English', () => {
    expect(words(stored[0]!, 'fr')).toBe(
      '9 demandes exportées (type\u00a0: Demandes\u00a0; statut\u00a0: Tous sauf spam\u00a0; service\u00a0: Tous les services\u00a0; notification\u00a0: Toutes\u00a0; avec une recherche)',
    );
    expect(words(stored[0]!, 'en')).toBe(
      '9 requests exported (kind: Requests; status: All but spam; service: All services; notification: All; with a search)',
    );
    expect(words(stored[1]!, 'fr')).toMatch(
      /^1 adresse exportée \(état\u00a0: Confirmés\u00a0; langue\u00a0: /,
    );
    expect(words(stored[2]!, 'fr')).toBe('Nouveau → Traité');
    expect(words(stored[2]!, 'en')).toBe('New → Handled');
    expect(words(stored[3]!, 'fr')).toBe('Demande reçue le 1 mars 2026, 09:30');
    expect(words(stored[5]!, 'fr')).toBe('nadia@example.ch (Éditeur)');
    expect(words(stored[6]!, 'en')).toBe('nadia@example.ch: Editor → Administrator');
    expect(words(stored[7]!, 'fr')).toMatch(/\u00a0; consentement attesté par l’importateur$/);
  });

  it('speaks every admin language for every kind of detail, without an English word in French', () => {
    for (const locale of adminLocales)
      for (const line of stored) {
        const text = words(line, locale);
        expect(text).not.toMatch(/[{}]|audit\.details/);
        if (locale === 'fr')
          expect(text).not.toMatch(/\b(rows|received|confirmed|skipped|editor|admin)\b/);
      }
  });

  it('reads the English sentences older lines hold into the same words', () => {
    const legacy = (action: string, summary: string) => words({ action, summary }, 'fr');
    expect(legacy('contact.export', '9 rows (status=inbox service=all delivery=all search)')).toBe(
      words(stored[0]!, 'fr'),
    );
    expect(
      legacy('contact.export', '2 rows (status=new service=n8n-automation delivery=failed)'),
    ).toBe(
      '2 demandes exportées (type\u00a0: Demandes\u00a0; statut\u00a0: Nouveaux\u00a0; service\u00a0: Automatisation n8n\u00a0; notification\u00a0: Échec)',
    );
    expect(legacy('subscriber.export', '12 rows (state=confirmed, language=ar-ma)')).toMatch(
      /^12 adresses exportées \(état\u00a0: Confirmés\u00a0; langue\u00a0: /,
    );
    expect(legacy('subscriber.export', '12 rows (state=all search)')).toBe(
      '12 adresses exportées (état\u00a0: Tous\u00a0; langue\u00a0: Toutes les langues\u00a0; avec une recherche)',
    );
    expect(legacy('contact.status', 'spam → new')).toBe('Spam → Nouveau');
    expect(legacy('user.invite', 'nadia@example.ch (editor)')).toBe(words(stored[5]!, 'fr'));
    expect(legacy('user.role', 'nadia@example.ch: editor → admin')).toBe(words(stored[6]!, 'fr'));
    expect(legacy('user.role', 'old@example.ch: — → editor')).toBe(
      'old@example.ch\u00a0: — → Éditeur',
    );
    expect(legacy('contact.delete', 'received 2026-03-01T08:30:00.000Z')).toBe(
      words(stored[3]!, 'fr'),
    );
    expect(
      legacy(
        'subscriber.import-attested',
        '1 confirmed, 0 sent the confirmation mail; skipped 0 existing, 0 who left, 0 invalid, 0 repeated; consent attested by the importer',
      ),
    ).toBe(words(stored[7]!, 'fr'));
  });

  it('leaves plain texts and unknown shapes as they are', () => {
    expect(readAuditDetail('post.create', 'Mon article')).toBeUndefined();
    expect(readAuditDetail('post.create', '{"count":1}')).toBeUndefined();
    expect(readAuditDetail('contact.export', 'exported something')).toBeUndefined();
    expect(readAuditDetail('contact.status', '{"from":"new","to":"lost"}')).toBeUndefined();
    expect(readAuditDetail('contact.status', '{not json')).toBeUndefined();
  });

  it('keeps the detail a stored line had', () => {
    const line = stored[4]!;
    expect(readAuditDetail(line.action, line.summary)).toEqual<AuditDetail>({
      action: 'subscriber.import',
      detail: { confirmed: 3, pending: 1, existing: 2, left: 0, invalid: 1, duplicate: 0 },
    });
  });
});
