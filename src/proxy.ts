import { getSessionCookie } from 'better-auth/cookies';
import { NextResponse, type NextRequest } from 'next/server';
import { adminLocaleCookie, isAdminLocale } from './i18n/admin-messages';
import { adminUnavailableResponse, databaseAnswers } from './server/admin/admin-unavailable.server';
import { adminPathHeader, nonceHeader } from './lib/internal-request-headers.mjs';
import { loginPath } from './server/auth/admin-paths';
import { redirectArticleUrl } from './server/blog/article-redirect.server';
import { rewriteBlogSearch } from './server/blog/search-rewrite';
import { adminContentSecurityPolicy } from './server/security/content-security-policy';

/** Admin pages reachable without a session: signing in and resetting a forgotten password. */
const publicAdminPaths = [loginPath, '/admin/reset-password'];

function isPublicAdminPath(pathname: string): boolean {
  return publicAdminPaths.some((path) => pathname === path || pathname.startsWith(`${path}/`));
}

/**
 * What runs before Next's routing, for the paths of `config.matcher` only: a searched blog list
 * or a later page of it goes to its cached page (decisions 022, 024); an article's URL under
 * another language's slug, or an old article address, is redirected (decisions 012, 023);
 * everything else here is the admin.
 */
export async function proxy(request: NextRequest) {
  if (request.nextUrl.pathname === '/blog') return rewriteBlogSearch(request);
  if (request.nextUrl.pathname.startsWith('/blog/'))
    return (await redirectArticleUrl(request)) ?? NextResponse.next();
  return adminProxy(request);
}

/**
 * The admin's front door. `/Admin…` in any case becomes `/admin…`; `?lang=` sets the admin's
 * language; a request without a session cookie goes to the login page. This is only the
 * optimistic first check: every page, action and handler checks the session again on the server
 * (guards.server.ts). Admin pages get a per-request CSP nonce, which Next puts on its own scripts.
 * While the database does not answer, every admin page is the 503 page that says so.
 */
async function adminProxy(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl;
  const lowerPath = pathname.toLowerCase();
  if (lowerPath !== pathname) {
    const url = request.nextUrl.clone();
    url.pathname = lowerPath;
    return NextResponse.redirect(url, 308);
  }
  if (pathname.startsWith('/api/')) return NextResponse.next();

  const lang = searchParams.get('lang');
  if (lang !== null) {
    const url = request.nextUrl.clone();
    url.searchParams.delete('lang');
    const response = NextResponse.redirect(url, 303);
    if (isAdminLocale(lang))
      response.cookies.set(adminLocaleCookie, lang, {
        path: '/admin',
        sameSite: 'lax',
        httpOnly: true,
        maxAge: 60 * 60 * 24 * 365,
      });
    return response;
  }

  if (!(await databaseAnswers())) {
    const locale = request.cookies.get(adminLocaleCookie)?.value;
    return adminUnavailableResponse(isAdminLocale(locale) ? locale : 'fr');
  }

  // The path asked for, as a person would type it: without the router's `_rsc` cache key.
  const query = new URLSearchParams(request.nextUrl.search);
  query.delete('_rsc');
  const search = query.toString();
  const requested = search ? `${pathname}?${search}` : pathname;
  if (!isPublicAdminPath(pathname) && !getSessionCookie(request)) {
    const url = new URL(loginPath, request.url);
    url.searchParams.set('next', requested);
    return NextResponse.redirect(url, 307);
  }

  const nonce = Buffer.from(crypto.randomUUID()).toString('base64');
  const policy = adminContentSecurityPolicy(nonce, process.env.NODE_ENV === 'development');
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set('content-security-policy', policy);
  requestHeaders.set(nonceHeader, nonce);
  requestHeaders.set(adminPathHeader, requested);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set('content-security-policy', policy);
  response.headers.set('cache-control', 'private, no-store');
  return response;
}

export const config = {
  matcher: [
    // Case-insensitive by hand: the matcher itself is case-sensitive.
    '/([aA][dD][mM][iI][nN])',
    '/([aA][dD][mM][iI][nN])/:path*',
    '/api/admin/:path*',
    '/blog/:slug',
    // Only a searched, filtered or later page of the list: the plain /blog stays a rewrite of
    // next.config.
    { source: '/blog', has: [{ type: 'query', key: 'q' }] },
    { source: '/blog', has: [{ type: 'query', key: 'category' }] },
    { source: '/blog', has: [{ type: 'query', key: 'page' }] },
  ],
};
