import type { APIRequestContext } from '@playwright/test';
import { elementAttributes, isCrawlable } from './site';

/**
 * A crawl of the server's HTML as a link checker sees it (no JavaScript, every `<a href>`),
 * several requests at a time like linkinator. Each internal URL is requested once, without
 * following redirects, so a link that only works through a redirect shows as one.
 */

export interface LinkProblem {
  page: string;
  href: string;
  status: number;
  /** The link switches language (it carries hreflang). */
  languageSwitch: boolean;
}

export interface CrawlReport {
  pages: number;
  links: number;
  problems: LinkProblem[];
}

interface Anchor {
  href: string;
  hreflang?: string;
}

function anchorsOf(html: string): Anchor[] {
  return elementAttributes(html, 'a').flatMap((anchor) =>
    anchor.href ? [{ href: anchor.href, hreflang: anchor.hreflang }] : [],
  );
}

/** Runs at most `size` jobs at a time. */
function limiter(size: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(job: () => Promise<T>): Promise<T> => {
    if (running >= size) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    try {
      return await job();
    } finally {
      running -= 1;
      waiting.shift()?.();
    }
  };
}

export async function crawlLinks(
  request: APIRequestContext,
  origin: string,
  starts: string[],
  concurrency = 4,
): Promise<CrawlReport> {
  const limit = limiter(concurrency);
  const answers = new Map<string, Promise<{ status: number; html: string }>>();
  const fetchOnce = (url: string) => {
    let answer = answers.get(url);
    if (!answer) {
      answer = limit(async () => {
        const response = await request.get(url, { maxRedirects: 0, failOnStatusCode: false });
        const isHtml = (response.headers()['content-type'] ?? '').includes('text/html');
        return { status: response.status(), html: isHtml ? await response.text() : '' };
      });
      answers.set(url, answer);
    }
    return answer;
  };

  const problems: LinkProblem[] = [];
  const visits: Promise<void>[] = [];
  const visited = new Set<string>();
  let links = 0;

  const visit = (page: string) => {
    if (visited.has(page)) return;
    visited.add(page);
    visits.push(
      (async () => {
        const { html } = await fetchOnce(page);
        const checks = anchorsOf(html).flatMap((anchor) => {
          const target = new URL(anchor.href, page);
          target.hash = '';
          if (target.origin !== origin || !isCrawlable(target)) return [];
          return [{ anchor, url: target.toString() }];
        });
        links += checks.length;
        await Promise.all(
          checks.map(async ({ anchor, url }) => {
            const answer = await fetchOnce(url);
            if (answer.status >= 300)
              problems.push({
                page,
                href: anchor.href,
                status: answer.status,
                languageSwitch: anchor.hreflang !== undefined,
              });
            if (answer.status === 200 && answer.html) visit(url);
          }),
        );
      })(),
    );
  };

  for (const start of starts) visit(new URL(start, origin).toString());
  // Pages found while others load add their visits: wait until no new one appears.
  for (let settled = 0; settled < visits.length;) {
    const known = visits.length;
    await Promise.all(visits.slice(settled, known));
    settled = known;
  }
  return { pages: visited.size, links, problems };
}
