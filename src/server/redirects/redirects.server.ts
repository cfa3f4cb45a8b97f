import 'server-only';
import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import { isLocale, type Locale } from '@/i18n/locales';
import { log } from '@/lib/log/logger.mjs';
import { redirectLocation } from '@/lib/redirect-target';
import { recordAudit } from '@/server/audit/audit-log.server';
import { matchesSearch } from '@/server/db/text-search.server';
import type { Staff } from '@/server/auth/guards.server';
import { memoryTable } from '@/server/cache/memory-table.server';
import { getDb } from '@/server/db/connection.server';
import { countRows } from '@/server/db/count-rows.server';
import type { Database, RedirectRow, RedirectTable } from '@/server/db/schema';

/*
 * Old public URLs kept alive (issue 14 §1, decision 023). A redirect answers only where no page
 * does: a live page always wins, so a redirect can never hide one. Every target is final: a
 * change that moves a target moves every redirect to it (chains collapse to one hop).
 */

type Executor = Kysely<Database> | Transaction<Database>;
type Actor = Pick<Staff, 'id' | 'email'>;

/** What an unknown path answers: its new place (308), or that it is gone for good (410). */
export type RedirectAnswer =
  { id: string; status: 308; toPath: string } | { id: string; status: 410; toPath: null };

/** A path of one language that moved to another path of that language, and why. */
export interface Move {
  fromPath: string;
  locale: Locale;
  /** The final public path, without `lang`. */
  toPath: string;
  reason: RedirectTable['reason'];
}

const key = (path: string, locale: Locale) => `${locale} ${path}`;

async function loadRedirects(db: Kysely<Database>): Promise<Map<string, RedirectAnswer>> {
  const rows = await db
    .selectFrom('redirect')
    .select(['id', 'from_path', 'locale', 'to_path', 'status'])
    .execute();
  const table = new Map<string, RedirectAnswer>();
  for (const row of rows) {
    if (!isLocale(row.locale)) continue;
    table.set(
      key(row.from_path, row.locale),
      row.to_path === null || row.status === 410
        ? { id: row.id, status: 410, toPath: null }
        : { id: row.id, status: 308, toPath: row.to_path },
    );
  }
  return table;
}

/** The redirects as of the last change, from memory (read again after any change). */
const currentRedirects = memoryTable('redirects', loadRedirects);

/**
 * The redirect of an unknown public path, if it has one. Without the database, none: the
 * visitor gets the not-found page rather than an error.
 */
export async function findRedirect(
  path: string,
  locale: Locale,
  db: Kysely<Database> = getDb(),
): Promise<RedirectAnswer | undefined> {
  try {
    return (await currentRedirects(db)).get(key(path, locale));
  } catch (error) {
    log.error({ event: 'redirects.unavailable', err: error }, 'redirects unavailable');
    return undefined;
  }
}

/**
 * The `Location` a 308 answers with, or undefined when its stored target would leave the site:
 * a row written before targets were checked, or by hand, is never served (decision 036). The
 * visitor then gets what a path without a redirect gets.
 */
export function servedRedirectLocation(
  redirect: { id: string; toPath: string },
  locale: Locale,
): string | undefined {
  const location = redirectLocation(redirect.toPath, locale);
  if (location === undefined)
    log.warn(
      { event: 'redirects.hostile-target', redirectId: redirect.id },
      'redirect target leaves the site: not served',
    );
  return location;
}

/** Counts a redirect served. Never waited for: a visitor's answer does not depend on it. */
export function countRedirectHit(id: string, db: Kysely<Database> = getDb(), now = new Date()) {
  void db
    .updateTable('redirect')
    .set((update) => ({ hits: update('hits', '+', 1), last_hit_at: now.toISOString() }))
    .where('id', '=', id)
    .execute()
    .catch((error: unknown) =>
      log.warn({ event: 'redirects.hit-not-counted', err: error }, 'redirect hit not counted'),
    );
}

/** The stored redirect from `path` in `locale`, if any. */
function redirectFrom(db: Executor, path: string, locale: Locale) {
  return db
    .selectFrom('redirect')
    .selectAll()
    .where('from_path', '=', path)
    .where('locale', '=', locale)
    .executeTakeFirst();
}

/**
 * `path` in `locale` is a live page again (a slug given back, a post published there): a
 * redirect from it would never answer any more, so it goes.
 */
export async function forgetRedirectFrom(
  trx: Transaction<Database>,
  actor: Actor,
  path: string,
  locale: Locale,
  now: Date,
): Promise<void> {
  const existing = await redirectFrom(trx, path, locale);
  if (!existing) return;
  await trx.deleteFrom('redirect').where('id', '=', existing.id).execute();
  await recordAudit(
    trx,
    actor,
    {
      action: 'redirect.delete',
      targetType: 'redirect',
      targetId: existing.id,
      summary: `${path} (${locale}): a page lives there again`,
    },
    now,
  );
}

/** Inserts or replaces the redirect from `fromPath` in `locale`, audited. */
async function writeRedirect(
  trx: Transaction<Database>,
  actor: Actor,
  values: Pick<RedirectTable, 'from_path' | 'to_path' | 'status' | 'reason'> & { locale: Locale },
  now: Date,
): Promise<string> {
  const existing = await redirectFrom(trx, values.from_path, values.locale);
  const id = existing?.id ?? randomUUID();
  if (existing)
    await trx
      .updateTable('redirect')
      .set({ to_path: values.to_path, status: values.status, reason: values.reason })
      .where('id', '=', id)
      .execute();
  else
    await trx
      .insertInto('redirect')
      .values({
        id,
        ...values,
        last_hit_at: null,
        created_by: actor.email,
        created_at: now.toISOString(),
      })
      .execute();
  await recordAudit(
    trx,
    actor,
    {
      action: existing ? 'redirect.update' : 'redirect.create',
      targetType: 'redirect',
      targetId: id,
      summary: `${values.from_path} (${values.locale}) → ${values.to_path ?? '410'}`,
    },
    now,
  );
  return id;
}

/**
 * `fromPath` in `locale` answers 308 to `toPath` from now on, or 410 when it is null, and so does
 * every redirect that led to `fromPath` (chains collapse to one hop). Returns the redirect's id.
 */
async function redirectPath(
  trx: Transaction<Database>,
  actor: Actor,
  redirect: {
    fromPath: string;
    locale: Locale;
    toPath: string | null;
    reason: RedirectTable['reason'];
  },
  now: Date,
): Promise<string> {
  const { fromPath, locale, toPath, reason } = redirect;
  await trx
    .updateTable('redirect')
    .set(toPath === null ? { to_path: null, status: 410 } : { to_path: toPath })
    .where('to_path', '=', fromPath)
    .where('locale', '=', locale)
    .execute();
  const status = toPath === null ? 410 : 308;
  return writeRedirect(
    trx,
    actor,
    { from_path: fromPath, locale, to_path: toPath, status, reason },
    now,
  );
}

/**
 * Public paths that moved (a slug changed, a language removed, a service renamed): each answers
 * 308 to its new path from now on, every redirect that led to an old path leads to its new one,
 * and the new paths, live now, lose any redirect of their own. Call it inside the change's
 * transaction.
 */
export async function recordMoves(
  trx: Transaction<Database>,
  actor: Actor,
  moves: Move[],
  now: Date,
): Promise<void> {
  for (const move of moves) {
    if (move.fromPath === move.toPath) continue;
    await forgetRedirectFrom(trx, actor, move.toPath, move.locale, now);
    await redirectPath(trx, actor, move, now);
  }
}

/**
 * Public paths whose page is gone for good (a deleted post, "gone" chosen): each answers 410,
 * and so does every redirect that led there.
 */
export async function recordGone(
  trx: Transaction<Database>,
  actor: Actor,
  paths: { fromPath: string; locale: Locale }[],
  reason: RedirectTable['reason'],
  now: Date,
): Promise<void> {
  for (const { fromPath, locale } of paths)
    await redirectPath(trx, actor, { fromPath, locale, toPath: null, reason }, now);
}

export interface ManualRedirect {
  fromPath: string;
  /** A public path, with a query if wanted, without `lang`. */
  toPath: string;
  locale: Locale;
}

export type ManualRedirectRefusal = 'samePath' | 'fromIsLive' | 'fromTaken' | 'loop' | 'targetGone';

/**
 * An editor's redirect from a path no page answers to another public path. Refused when the
 * source is a live page (the page would win), already redirects, or when the target leads back
 * to the source; a target that itself redirects is replaced by its own target (one hop).
 */
export async function addManualRedirect(
  db: Kysely<Database>,
  actor: Actor,
  redirect: ManualRedirect,
  isLivePage: (path: string, locale: Locale) => Promise<boolean>,
  now = new Date(),
): Promise<{ ok: true; id: string } | { ok: false; reason: ManualRedirectRefusal }> {
  const { fromPath, locale } = redirect;
  const targetPath = redirect.toPath.split('?', 1)[0]!;
  if (targetPath === fromPath) return { ok: false, reason: 'samePath' };
  if (await isLivePage(fromPath, locale)) return { ok: false, reason: 'fromIsLive' };
  return db.transaction().execute(async (trx) => {
    if (await redirectFrom(trx, fromPath, locale))
      return { ok: false, reason: 'fromTaken' } as const;
    const onward = await redirectFrom(trx, targetPath, locale);
    if (onward?.status === 410) return { ok: false, reason: 'targetGone' } as const;
    const toPath = onward?.to_path ?? redirect.toPath;
    if (toPath.split('?', 1)[0] === fromPath) return { ok: false, reason: 'loop' } as const;
    const id = await redirectPath(trx, actor, { fromPath, locale, toPath, reason: 'manual' }, now);
    return { ok: true, id } as const;
  });
}

/** Deletes a redirect (its old URL answers 404 again), audited. */
export async function deleteRedirect(
  db: Kysely<Database>,
  actor: Actor,
  id: string,
  now = new Date(),
): Promise<{ ok: true } | { ok: false; reason: 'not-found' }> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('redirect')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) return { ok: false, reason: 'not-found' } as const;
    await trx.deleteFrom('redirect').where('id', '=', id).execute();
    await recordAudit(
      trx,
      actor,
      {
        action: 'redirect.delete',
        targetType: 'redirect',
        targetId: id,
        summary: `${row.from_path} (${row.locale}) → ${row.to_path ?? '410'}`,
      },
      now,
    );
    return { ok: true } as const;
  });
}

/** The redirects, newest first, one page at a time; with `query`, those whose paths hold it. */
export async function listRedirects(
  db: Kysely<Database>,
  page: { limit: number; offset: number; query?: string },
): Promise<{ rows: RedirectRow[]; total: number }> {
  const searched = matchesSearch(
    db,
    sql<string>`redirect.from_path || ' ' || coalesce(redirect.to_path, '')`,
    page.query ?? '',
  );
  const matching = db
    .selectFrom('redirect')
    .$if(searched !== undefined, (query) => query.where(searched!));
  const [rows, total] = await Promise.all([
    matching
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    countRows(matching),
  ]);
  return { rows, total };
}
