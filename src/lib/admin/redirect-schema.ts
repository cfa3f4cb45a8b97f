import * as z from 'zod/mini';
import { locales } from '@/i18n/locales';
import { isSitePathname } from '@/lib/redirect-target';

/**
 * The admin's manual redirect form (decision 023), shared by the client form and the server
 * action. Refusals are keys of the `redirects.errors` text set, translated where they are shown.
 */
export const redirectFormErrors = [
  'fromInvalid',
  'toInvalid',
  'notLocal',
  'notAPage',
  'tooLong',
  'languageInvalid',
  'samePath',
  'fromIsLive',
  'fromTaken',
  'loop',
  'targetGone',
] as const;
export type RedirectFormError = (typeof redirectFormErrors)[number];

export const redirectPathMaxLength = 300;

/** Paths that are not public pages: the admin, the APIs, Next's assets, data and files. */
const notPagePrefixes = ['/admin', '/api', '/_next', '/data', '/uploads', '/healthz', '/readyz'];

export interface LocalPath {
  /** Decoded, without a trailing slash (but `/`). */
  pathname: string;
  /** The query without `lang` (the redirect's language sets it), with its `?`, or ''. */
  search: string;
}

/**
 * A local public path as an editor may type it (`/blog/ancien-article`, `/services?lang=en`,
 * `https://our-site/…` is refused: local paths only), or the reason it is not one.
 */
export function parseLocalPath(
  input: string,
): { ok: true; value: LocalPath } | { ok: false; error: RedirectFormError } {
  const text = input.trim();
  if (text.length > redirectPathMaxLength) return { ok: false, error: 'tooLong' };
  // A scheme, a protocol-relative `//host` or a backslash would leave the site.
  if (!text.startsWith('/') || text.startsWith('//') || text.includes('\\'))
    return { ok: false, error: 'notLocal' };
  if (/[\u0000-\u001f\u007f\s]/.test(text)) return { ok: false, error: 'notLocal' };
  let url: URL;
  try {
    url = new URL(text, 'http://local.invalid');
  } catch {
    return { ok: false, error: 'notLocal' };
  }
  if (url.hash) return { ok: false, error: 'notLocal' };
  let pathname: string;
  try {
    pathname = decodeURIComponent(url.pathname).normalize('NFC');
  } catch {
    return { ok: false, error: 'notLocal' };
  }
  // What is stored and served is the decoded path: `/%2Fevil.example` is `//evil.example`.
  if (!isSitePathname(pathname)) return { ok: false, error: 'notLocal' };
  if (pathname.length > 1) pathname = pathname.replace(/\/+$/, '');
  const isFile = /\.[A-Za-z0-9]+$/.test(pathname);
  const notPage = notPagePrefixes.some(
    (prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`),
  );
  if (isFile || notPage) return { ok: false, error: 'notAPage' };
  url.searchParams.delete('lang');
  const query = url.searchParams.toString();
  return { ok: true, value: { pathname, search: query ? `?${query}` : '' } };
}

/** A path field: required, then a local public path (parseLocalPath's refusal as the error). */
function localPathField(missing: RedirectFormError) {
  return z.string(missing).check(
    z.trim(),
    z.minLength(1, missing),
    z.check((context) => {
      // An empty field is already said to be missing.
      if (context.value === '') return;
      const parsed = parseLocalPath(context.value);
      if (!parsed.ok)
        context.issues.push({ code: 'custom', message: parsed.error, input: context.value });
    }),
  );
}

/** '+ Ajouter une redirection': from where, to where, in which language. */
export const redirectFormSchema = z.object({
  from: localPathField('fromInvalid'),
  to: localPathField('toInvalid'),
  locale: z.enum(locales, 'languageInvalid'),
});

export type RedirectFormInput = z.output<typeof redirectFormSchema>;
