import * as z from 'zod/mini';
import { contactStatusFilters, deliveryFilters, kindFilters } from '@/lib/admin/contact-filters';
import { staffRoleNames } from '@/lib/admin/roles';
import { subscriberStateFilters } from '@/lib/admin/subscriber-filters';

/**
 * The audit details that are more than a name: counts, filters, states. They are stored as data
 * (JSON in the line's `summary`) and put into words when the log is read, in the reader's
 * language (decision 034). A title, an e-mail or a path stays plain text: it reads the same in
 * every language.
 */

const count = z.number().check(z.int(), z.nonnegative());
const contactStatus = z.enum(['new', 'handled', 'spam']);
const subscriberImport = z.object({
  confirmed: count,
  pending: count,
  existing: count,
  left: count,
  invalid: count,
  duplicate: count,
});

export const auditDetailSchemas = {
  'contact.export': z.object({
    count,
    // Exports before bookings joined the inbox (decision 079) held requests only.
    kind: z._default(z.enum(kindFilters), 'contact'),
    status: z.enum(contactStatusFilters),
    service: z.string(),
    delivery: z.enum(deliveryFilters),
    searched: z.boolean(),
  }),
  'subscriber.export': z.object({
    count,
    state: z.enum(subscriberStateFilters),
    language: z.string(),
    searched: z.boolean(),
  }),
  'contact.status': z.object({ from: contactStatus, to: contactStatus }),
  'contact.delete': z.object({ receivedAt: z.string() }),
  'subscriber.import': subscriberImport,
  'subscriber.import-attested': subscriberImport,
  'user.invite': z.object({ email: z.string(), role: z.enum(staffRoleNames) }),
  // An account's role before may be empty or unknown (created outside the admin).
  'user.role': z.object({
    email: z.string(),
    from: z.nullable(z.string()),
    to: z.enum(staffRoleNames),
  }),
};

export type DetailedAuditAction = keyof typeof auditDetailSchemas;
export type AuditDetailOf<Action extends DetailedAuditAction> = z.infer<
  (typeof auditDetailSchemas)[Action]
>;
export type AuditDetail = {
  [Action in DetailedAuditAction]: { action: Action; detail: AuditDetailOf<Action> };
}[DetailedAuditAction];

/** An audit line's action and its detail as stored: `recordAudit(db, actor, { ...detailed(…), target… })`. */
export function detailedAudit<Action extends DetailedAuditAction>(
  action: Action,
  detail: AuditDetailOf<Action>,
): { action: Action; summary: string } {
  return { action, summary: JSON.stringify(detail) };
}

/*
 * Lines written before the details were data hold the same facts as English sentences. They are
 * read back into data, so the whole log speaks the reader's language; a sentence of another shape
 * is shown as written.
 */
const integer = (text: string | undefined) => Number(text);
const legacyReaders: Record<DetailedAuditAction, (summary: string) => unknown> = {
  'contact.export'(summary) {
    const found = /^(\d+) rows \(status=(\S+) service=(\S+) delivery=(\S+)( search)?\)$/.exec(
      summary,
    );
    return (
      found && {
        count: integer(found[1]),
        status: found[2],
        service: found[3],
        delivery: found[4],
        searched: Boolean(found[5]),
      }
    );
  },
  'subscriber.export'(summary) {
    const found = /^(\d+) rows \(state=([^,\s)]+)(?:, language=([^\s)]+))?( search)?\)$/.exec(
      summary,
    );
    return (
      found && {
        count: integer(found[1]),
        state: found[2],
        language: found[3] ?? 'all',
        searched: Boolean(found[4]),
      }
    );
  },
  'contact.status'(summary) {
    const found = /^(\S+) → (\S+)$/.exec(summary);
    return found && { from: found[1], to: found[2] };
  },
  'contact.delete'(summary) {
    const found = /^received (\S+)$/.exec(summary);
    return found && { receivedAt: found[1] };
  },
  'subscriber.import': legacyImport,
  'subscriber.import-attested': legacyImport,
  'user.invite'(summary) {
    const found = /^(.+) \((\S+)\)$/.exec(summary);
    return found && { email: found[1], role: found[2] };
  },
  'user.role'(summary) {
    const found = /^(.+): (\S+) → (\S+)$/.exec(summary);
    return found && { email: found[1], from: found[2] === '—' ? null : found[2], to: found[3] };
  },
};

function legacyImport(summary: string): unknown {
  const found =
    /^(\d+) confirmed, (\d+) sent the confirmation mail; skipped (\d+) existing, (\d+) who left, (\d+) invalid, (\d+) repeated/.exec(
      summary,
    );
  if (!found) return null;
  const [confirmed, pending, existing, left, invalid, duplicate] = found.slice(1).map(integer);
  return { confirmed, pending, existing, left, invalid, duplicate };
}

function isDetailed(action: string): action is DetailedAuditAction {
  return Object.hasOwn(auditDetailSchemas, action);
}

function parsedJson(summary: string): unknown {
  if (!summary.startsWith('{')) return undefined;
  try {
    return JSON.parse(summary);
  } catch {
    return undefined;
  }
}

/** A line's detail as data, or `undefined` when its summary is plain text (a title, an e-mail). */
export function readAuditDetail(action: string, summary: string): AuditDetail | undefined {
  if (!isDetailed(action)) return undefined;
  const parsed = auditDetailSchemas[action].safeParse(
    parsedJson(summary) ?? legacyReaders[action](summary),
  );
  return parsed.success ? ({ action, detail: parsed.data } as AuditDetail) : undefined;
}
