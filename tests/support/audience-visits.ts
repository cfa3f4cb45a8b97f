import type { Kysely } from 'kysely';
import { flushEvents, queueEvent } from '@/server/analytics/event-queue.server';
import { eventOfHit, type Hit } from '@/server/analytics/ingest.server';
import type { Database } from '@/server/db/schema';

const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const iphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const notStaff = async () => false;

export interface Visit {
  visitor: number;
  at: string;
  pages: string[];
  referrer?: string;
  mobile?: boolean;
  /** Reached on `/contact` half an hour after the visit began. */
  goals?: Hit['kind'][];
  /** Pages viewed after the goals, from 40 minutes on. */
  pagesAfter?: string[];
}

/**
 * Counts a visit through the real ingestion (eventOfHit, the queue): its page views a minute
 * apart, then its goals, then the pages it saw after them.
 */
export async function countVisit(
  db: Kysely<Database>,
  { visitor, at, pages, referrer, mobile, goals = [], pagesAfter = [] }: Visit,
): Promise<void> {
  const start = Date.parse(at);
  const headers = new Headers({
    'user-agent': mobile ? iphone : firefox,
    'x-forwarded-for': `203.0.113.${visitor}`,
  });
  const views = (list: string[], from: number): Hit[] =>
    list.map((page, index) => ({
      headers,
      page,
      kind: 'pageview',
      now: new Date(start + (from + index) * 60_000),
      ...(from === 0 && index === 0 && referrer ? { referrer } : {}),
    }));
  const hits: Hit[] = [
    ...views(pages, 0),
    ...goals.map((goal): Hit => ({
      headers,
      page: '/contact',
      kind: goal,
      now: new Date(start + 30 * 60_000),
    })),
    ...views(pagesAfter, 40),
  ];
  for (const hit of hits) {
    const row = await eventOfHit(db, hit, notStaff);
    if (!row) throw new Error(`not counted: ${hit.page}`);
    queueEvent(db, row);
  }
  await flushEvents();
}

/**
 * A row of the conversions table as the report gives it: `source` is a campaign's utm_source, or
 * with `campaign: false` a referrer's domain ('' for a direct visit); `rate` is the leads' share.
 */
export function conversionRow(
  entry_page: string,
  entry_locale: string,
  source: string,
  {
    visits,
    leads,
    clicks,
    campaign = true,
  }: { visits: number; leads: number; clicks: number; campaign?: boolean },
) {
  return {
    entry_page,
    entry_locale,
    source,
    sourceIsCampaign: campaign,
    visits,
    leads,
    clicks,
    rate: visits > 0 ? leads / visits : 0,
  };
}
