import { localizedHref } from '@/i18n/href';
import type { Locale } from '@/i18n/locales';

/*
 * Where a redirect may send a visitor: a path of this site, nothing else (decision 036). A redirect
 * stores its target decoded (`/blog/دليل?q=n8n`), and serving it encodes it again into the
 * `Location` header: a target whose decoded form starts with `//` or `/\`, or carries a control
 * character, would then leave the site (`/%2Fevil.example` → `Location: //evil.example`). The same
 * rule checks what an editor types and, at serve time, what the database holds, so a hostile
 * target stored before this rule existed is never served.
 */

/** Any origin that cannot be ours: a path that resolves elsewhere against it is not local. */
const probeOrigin = 'http://local.invalid';

/**
 * Characters a site path never has once decoded: controls and every kind of space (browsers drop
 * tabs and newlines from a URL, so `/\t/evil` would become `//evil`), backslashes (read as `/`),
 * `?` and `#` (they would end the path), and `%` (a second round of encoding, `%252F`).
 */
const foreignInPath =
  /[\u0000-\u001f\u007f-\u009f\s\\?#%\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/u;

/**
 * Whether a decoded pathname (no query) is a path of this site: one leading `/`, none of the
 * characters above, and unchanged when resolved (no `.`/`..` segment that lands elsewhere).
 */
export function isSitePathname(pathname: string): boolean {
  if (!pathname.startsWith('/') || pathname.startsWith('//')) return false;
  if (foreignInPath.test(pathname)) return false;
  const encoded = encodeURI(pathname);
  const resolved = new URL(encoded, probeOrigin);
  return resolved.origin === probeOrigin && resolved.pathname === encoded;
}

/**
 * The `Location` of a stored redirect target (a decoded pathname, then its query as stored,
 * already encoded) in a language, or undefined when the target would leave the site.
 */
export function redirectLocation(toPath: string, locale: Locale): string | undefined {
  const queryAt = toPath.indexOf('?');
  const pathname = queryAt === -1 ? toPath : toPath.slice(0, queryAt);
  const search = queryAt === -1 ? '' : toPath.slice(queryAt);
  if (!isSitePathname(pathname) || /[\u0000-\u0020\u007f-\u009f#\\]/.test(search)) return undefined;
  const location = localizedHref(`${encodeURI(pathname)}${search}`, locale);
  return new URL(location, probeOrigin).origin === probeOrigin ? location : undefined;
}
