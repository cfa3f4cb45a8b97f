import 'server-only';
import { sql } from 'kysely';
import { adminMessages, type AdminLocale } from '@/i18n/admin-messages';
import { getDb } from '@/server/db/connection.server';

/**
 * Whether the database answers now. Every admin screen reads it (the session first), so without
 * it the admin can only say so; one small query per admin request is what that costs.
 */
export async function databaseAnswers(): Promise<boolean> {
  try {
    await sql`select 1`.execute(getDb());
    return true;
  } catch {
    return false;
  }
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * The admin's answer while the database is down (issue 12 §6): a 503 page in the admin's language
 * that says nothing was lost and offers to try again, instead of an error page. Self-contained
 * (no script, its own style under a nonce), never cached.
 */
export function adminUnavailableResponse(locale: AdminLocale): Response {
  const texts = adminMessages[locale].unavailable;
  const nonce = Buffer.from(crypto.randomUUID()).toString('base64');
  const html = `<!doctype html>
<html lang="${locale}" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(texts.title)} · ${escapeHtml(adminMessages[locale].common.siteAdmin)}</title>
<style nonce="${nonce}">
body{margin:0;min-height:100vh;display:grid;place-items:center;background:#0a0a0f;color:#e5e7eb;font:16px/1.6 system-ui,sans-serif}
main{max-width:32rem;padding:2rem}h1{font-size:1.5rem;margin:0 0 1rem}a{color:#a5b4fc}
</style>
</head>
<body><main>
<h1>${escapeHtml(texts.title)}</h1>
<p>${escapeHtml(texts.text)}</p>
<p><a href="">${escapeHtml(texts.retry)}</a></p>
</main></body>
</html>`;
  return new Response(html, {
    status: 503,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Retry-After': '10',
      'Content-Security-Policy': `default-src 'none'; style-src 'nonce-${nonce}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
    },
  });
}
