import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { previewPollMilliseconds } from '../../src/lib/admin/page-preview';
import { betterAuth } from 'better-auth';
import { authOptions } from '../../src/server/auth/auth-options.server';
import { authSecret } from '../../src/server/auth/auth-secret.server';
import { createStaffMember } from '../../src/server/auth/auth-setup.server';
import { openDatabase } from '../../src/server/db/connection.server';
import { saveDraftField, type DraftFieldEdit } from '../../scripts/lib/section-draft-edit';
import { startBenchServer } from './server';
import { median } from './stats';

/*
 * The preview's refresh (issue 30, decision 069): an editor's save of a draft, then the time until
 * the preview's HTML shows it. The save goes through saveSectionDraft, as the editor's does; the
 * preview screen is played as it runs in the browser: it asks for the page's stamp every
 * previewPollMilliseconds, and on a change loads the page again in draft mode with the staff
 * session. Loopback only, on an instance and a database of its own, bounded in edits and time.
 */

export interface PreviewMeasurement {
  edits: number;
  pollMs: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
  targetMs: number;
}

export const previewTargetMs = 800;
const previewDatabaseUrl = './data/bench-preview.db';
/** An edit not shown within this is a failure, not a slow sample. */
const editTimeoutMs = 10_000;
const edited = { page: 'about', section: 'hero', locale: 'ar', field: 'eyebrow' } as const;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function percentile(sorted: number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;
}

/** The Cookie header of a browser that signed in and turned the preview on. */
async function previewCookies(origin: string, cookie: string): Promise<string> {
  const response = await fetch(
    `${origin}/api/admin/preview?page=${edited.page}&lang=${edited.locale}`,
    {
      headers: { cookie },
      redirect: 'manual',
    },
  );
  const bypass = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .find((pair) => pair.startsWith('__prerender_bypass='));
  if (response.status !== 307 || !bypass)
    throw new Error(`turning the preview on answered ${response.status}, without its cookie`);
  return `${cookie}; ${bypass}`;
}

export async function measurePreview(
  port: number,
  edits: number,
  log: (line: string) => void,
): Promise<PreviewMeasurement> {
  for (const suffix of ['', '-wal', '-shm'])
    rmSync(`${previewDatabaseUrl}${suffix}`, { force: true });
  const { prepareDatabase } = await import('../../scripts/lib/database');
  await prepareDatabase(previewDatabaseUrl, log);
  const db = openDatabase(previewDatabaseUrl);
  const instance = await startBenchServer(port, log, {
    label: 'Preview instance',
    env: { DATABASE_URL: previewDatabaseUrl },
  });
  try {
    const email = 'bench-editor@example.ch';
    const password = `bench-${randomUUID()}`;
    const actor = await createStaffMember(db, 'sqlite', { email, password, role: 'editor' });
    // The site's own auth options and secret, without its mail (the bench signs in only).
    const options = authOptions(db, 'sqlite', await authSecret(db), {
      sendResetPassword: async () => {},
    });
    const auth = betterAuth(options);
    const { headers } = await auth.api.signInEmail({
      body: { email, password },
      returnHeaders: true,
    });
    const session = headers
      .getSetCookie()
      .map((line) => line.split(';')[0] ?? '')
      .filter((pair) => !pair.endsWith('='))
      .join('; ');
    const cookie = await previewCookies(instance.origin, session);
    const page = `${instance.origin}/about?lang=${edited.locale}`;
    const stampUrl = `${instance.origin}/api/admin/preview/stamp?page=${edited.page}`;
    const askStamp = async () =>
      ((await (await fetch(stampUrl, { headers: { cookie } })).json()) as { stamp: string }).stamp;

    const samples: number[] = [];
    for (let i = 0; i < edits; i++) {
      const text = `bench ${i} ${randomUUID().slice(0, 8)}`;
      let stamp = await askStamp();
      const started = performance.now();
      await saveDraftField(db, actor, { ...edited, text } satisfies DraftFieldEdit);
      // The screen asks on its own beat: its next ask comes anywhere within one beat of the save.
      await pause(Math.random() * previewPollMilliseconds);
      for (;;) {
        if (performance.now() - started > editTimeoutMs)
          throw new Error(`edit ${i} not shown in the preview within ${editTimeoutMs} ms`);
        const current = await askStamp();
        if (current !== stamp) {
          stamp = current;
          const html = await (await fetch(page, { headers: { cookie } })).text();
          if (html.includes(text)) break;
        }
        await pause(previewPollMilliseconds);
      }
      samples.push(performance.now() - started);
    }
    const sorted = samples.sort((a, b) => a - b);
    const measurement = {
      edits,
      pollMs: previewPollMilliseconds,
      p50Ms: median(sorted) ?? 0,
      p95Ms: percentile(sorted, 0.95),
      maxMs: sorted.at(-1) ?? 0,
      targetMs: previewTargetMs,
    };
    log(
      `  ${edits} edits: p50 ${Math.round(measurement.p50Ms)} ms, p95 ${Math.round(measurement.p95Ms)} ms (target ≤ ${previewTargetMs} ms)`,
    );
    return measurement;
  } finally {
    await instance.stop();
    await db.destroy();
  }
}
