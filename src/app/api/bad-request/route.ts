import { localeFromLangParam } from '@/i18n/locales';
import { badRequestPage } from '@/server/errors/bad-request-page.server';

// Per request: the language comes from the query.
export const dynamic = 'force-dynamic';

/**
 * Where the production server (scripts/serve.mjs) sends a request whose path cannot be decoded
 * (decision 015): 400 with the localized page, never cached. Next adds the security headers.
 */
async function answerBadRequest(request: Request): Promise<Response> {
  const locale = localeFromLangParam(new URL(request.url).searchParams.get('lang'));
  return new Response(await badRequestPage(locale), {
    status: 400,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}

export const GET = answerBadRequest;
export const HEAD = answerBadRequest;
export const POST = answerBadRequest;
export const PUT = answerBadRequest;
export const PATCH = answerBadRequest;
export const DELETE = answerBadRequest;
export const OPTIONS = answerBadRequest;
