import 'server-only';
import { notFound, permanentRedirect } from 'next/navigation';
import type { Locale } from '@/i18n/locales';
import { answerPageWith } from '@/lib/request-context.mjs';
import { logMissingPath } from '@/server/http/not-found-log.server';
import {
  countRedirectHit,
  findRedirect,
  servedRedirectLocation,
} from '@/server/redirects/redirects.server';

/**
 * A public path that has no page, said by the page about to answer it (decision 023):
 * - an old URL kept alive answers 308 to its new place in the same language (this throws, like
 *   Next's permanentRedirect), or 'gone' (410) when its page was removed for good;
 * - any other path is logged (spec) and answers 'not-found' (404).
 * The page then renders the matching view, which the production server sends with that status
 * and keeps out of the page cache, so the whole page is in the server's HTML. Where no
 * production server runs (`next dev`), Next's own notFound() answers 404 and 410 instead.
 */
export async function answerUnknownPath(
  path: string,
  locale: Locale,
): Promise<'not-found' | 'gone'> {
  const redirect = await findRedirect(path, locale);
  const location = redirect?.status === 308 ? servedRedirectLocation(redirect, locale) : undefined;
  if (redirect && (redirect.status === 410 || location)) countRedirectHit(redirect.id);
  if (location) {
    // Never cached: the redirect may be deleted or changed later.
    answerPageWith(308);
    permanentRedirect(location);
  }
  if (redirect?.status === 410) {
    if (!answerPageWith(410)) notFound();
    return 'gone';
  }
  logMissingPath(path, locale);
  answerNotFound();
  return 'not-found';
}

/**
 * Says that the page being rendered answers 404: the page then renders its not-found view, which
 * the production server sends with that status (Next's `notFound()` below a layout sends an empty
 * document, decision 023). Without that server (`next dev`), Next's `notFound()` answers instead.
 */
export function answerNotFound(): void {
  if (!answerPageWith(404)) notFound();
}
