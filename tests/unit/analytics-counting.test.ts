// Issue 31, first slice: what a beacon's report is counted as, and what is refused or left
// uncounted, before anything reaches the database (decision 077).
import { describe, expect, it } from 'vitest';
import { deviceClass } from '@/server/analytics/device-class';
import { beaconEventSchema } from '@/server/analytics/event-shape';
import { ingestBeacon } from '@/server/analytics/ingest.server';
import { publicPage } from '@/server/analytics/public-page';
import { campaignTags, maxSourceLength, referrerDomain } from '@/server/analytics/traffic-source';
import { uncountedReason } from '@/server/analytics/uncounted.server';
import { visitHash } from '@/server/analytics/visit-hash.server';
import { windowCounter } from '@/server/rate-limit/window-counter.server';

const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const iphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const ipad =
  'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const androidTablet =
  'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

describe('path normalisation', () => {
  it('keeps the public path, lang and the five UTM parameters, and drops every other parameter', () => {
    const page = publicPage(
      '/services/geneve/?lang=ar&utm_source=linkedin&utm_campaign=automne&fbclid=x&email=a@b.ch&utm_term=t&utm_medium=social&utm_content=c',
    );
    expect(page?.path).toBe('/services/geneve');
    expect(page?.locale).toBe('ar');
    expect(Object.fromEntries(page!.query)).toEqual({
      utm_source: 'linkedin',
      utm_medium: 'social',
      utm_campaign: 'automne',
      utm_term: 't',
      utm_content: 'c',
    });
  });

  it('reads French at the bare path, and an unknown lang as French', () => {
    expect(publicPage('/')).toMatchObject({ path: '/', locale: 'fr' });
    expect(publicPage('/contact?lang=ar-ma')).toMatchObject({ path: '/contact', locale: 'ar-ma' });
    expect(publicPage('/contact?lang=de')).toMatchObject({ path: '/contact', locale: 'fr' });
    expect(publicPage('/blog?page=2&q=seo')).toMatchObject({ path: '/blog' });
  });

  it('counts articles and pages under a slug, Arabic slugs decoded', () => {
    expect(publicPage('/blog/%D8%AA%D8%B3%D9%88%D9%8A%D9%82?lang=ar')?.path).toBe('/blog/تسويق');
    expect(publicPage('/newsletter/lettre-de-mai')?.path).toBe('/newsletter/lettre-de-mai');
    expect(publicPage('/thanks/contact')?.path).toBe('/thanks/contact');
  });

  it('ignores what is no public page: internal routes, the admin, APIs, files, other hosts', () => {
    for (const reported of [
      '/fr/services',
      '/ar/contact',
      '/admin',
      '/admin/contacts',
      '/api/event',
      '/a.js',
      '/services/geneve/extra',
      '/services/Not A Slug',
      '//evil.example/services',
      'https://evil.example/',
      '',
      `/blog/${'a'.repeat(300)}`,
    ]) {
      expect(publicPage(reported), reported).toBeUndefined();
    }
  });
});

describe('UTM and referrer', () => {
  it('reads the five UTM parameters, each capped and stripped of control characters', () => {
    const tags = campaignTags(
      new URLSearchParams({ utm_source: ` link\u0000edin `, utm_campaign: 'x'.repeat(500) }),
    );
    expect(tags).toEqual({
      utm_source: 'linkedin',
      utm_medium: '',
      utm_campaign: 'x'.repeat(maxSourceLength),
      utm_term: '',
      utm_content: '',
    });
  });

  it("keeps the referring site's host only; this site, none or no web address give none", () => {
    expect(referrerDomain('https://www.linkedin.com/feed/?x=1', 'example.ch')).toBe('linkedin.com');
    expect(referrerDomain('https://example.ch/services', 'example.ch')).toBe('');
    expect(referrerDomain('https://www.example.ch/', 'example.ch')).toBe('');
    expect(referrerDomain('', 'example.ch')).toBe('');
    expect(referrerDomain('javascript:alert(1)', 'example.ch')).toBe('');
    expect(referrerDomain('not a url', 'example.ch')).toBe('');
    // A site on a port is still itself; another port of the same name is another site.
    expect(referrerDomain('http://localhost:3000/contact', 'localhost:3000')).toBe('');
    expect(referrerDomain('http://localhost:4000/', 'localhost:3000')).toBe('localhost');
  });

  it('tells phones, tablets and desktops apart', () => {
    expect(deviceClass(firefox)).toBe('desktop');
    expect(deviceClass(iphone)).toBe('mobile');
    expect(deviceClass(ipad)).toBe('tablet');
    expect(deviceClass(androidTablet)).toBe('tablet');
  });
});

describe('visit hashing', () => {
  const signals = { address: '203.0.113.7', userAgent: firefox, host: 'example.ch' };

  it('names one visitor alike within a day, differently under another salt, address or browser', () => {
    const hash = visitHash('salt-1', signals);
    expect(visitHash('salt-1', signals)).toBe(hash);
    expect(hash).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(hash).not.toContain('203');
    expect(visitHash('salt-2', signals)).not.toBe(hash);
    expect(visitHash('salt-1', { ...signals, address: '203.0.113.8' })).not.toBe(hash);
    expect(visitHash('salt-1', { ...signals, userAgent: iphone })).not.toBe(hash);
    expect(visitHash('salt-1', { ...signals, host: 'other.ch' })).not.toBe(hash);
  });
});

describe('who is not counted', () => {
  const noStaff = async () => {
    throw new Error('the session must not be read without its cookie');
  };

  it('leaves robots, requests without a browser, Sec-GPC: 1 and DNT: 1 uncounted', async () => {
    expect(await uncountedReason(new Headers({ 'user-agent': googlebot }), noStaff)).toBe('bot');
    expect(await uncountedReason(new Headers({ 'user-agent': 'curl/8.5.0' }), noStaff)).toBe('bot');
    expect(await uncountedReason(new Headers(), noStaff)).toBe('bot');
    expect(
      await uncountedReason(new Headers({ 'user-agent': firefox, 'sec-gpc': '1' }), noStaff),
    ).toBe('no-consent');
    expect(await uncountedReason(new Headers({ 'user-agent': firefox, dnt: '1' }), noStaff)).toBe(
      'no-consent',
    );
    expect(await uncountedReason(new Headers({ 'user-agent': firefox }), noStaff)).toBeUndefined();
  });

  it('asks for the session only when its cookie is sent, and leaves staff uncounted', async () => {
    const asked: string[] = [];
    const session = (staff: boolean) => async (headers: Headers) => {
      asked.push(headers.get('cookie') ?? '');
      return staff;
    };
    const withCookie = new Headers({
      'user-agent': firefox,
      cookie: 'better-auth.session_token=abc.def',
    });
    expect(await uncountedReason(withCookie, session(true))).toBe('staff');
    expect(await uncountedReason(withCookie, session(false))).toBeUndefined();
    expect(asked).toHaveLength(2);
  });
});

describe('the event shape', () => {
  it('drops unknown fields and refuses unknown goals and overlong pages', () => {
    expect(beaconEventSchema.parse({ page: '/', referrer: '', ip: '1.2.3.4', x: 1 })).toEqual({
      page: '/',
      referrer: '',
    });
    expect(beaconEventSchema.safeParse({ page: '/', goal: 'drop_tables' }).success).toBe(false);
    expect(beaconEventSchema.safeParse({ page: '/'.repeat(1001) }).success).toBe(false);
    expect(beaconEventSchema.safeParse({ goal: 'phone_click' }).success).toBe(false);
  });

  it('answers junk with 400 or 413 and another site with 403, never a 5xx', async () => {
    const post = (body: string, headers: Record<string, string> = {}) =>
      ingestBeacon(
        new Request('http://localhost/api/event', {
          method: 'POST',
          body,
          headers: {
            'content-length': String(Buffer.byteLength(body)),
            'user-agent': firefox,
            ...headers,
          },
        }),
      );
    expect((await post('{not json')).status).toBe(400);
    expect((await post('[]')).status).toBe(400);
    expect((await post('null')).status).toBe(400);
    expect((await post(JSON.stringify({ page: '/', goal: 'x' }))).status).toBe(400);
    expect((await post(JSON.stringify({ page: 'x'.repeat(3000) }))).status).toBe(413);
    expect((await post('{}', { 'content-length': '999999' })).status).toBe(413);
    expect((await post('{}', { origin: 'https://evil.example', host: 'localhost' })).status).toBe(
      403,
    );
  });
});

describe('the per-address window', () => {
  it('lets `limit` hits through per bucket and window, and bounds the buckets it holds', () => {
    const counter = windowCounter({ limit: 2, windowMs: 1000, maxBuckets: 2 });
    expect([1, 2, 3].map(() => counter.allow('a', 10))).toEqual([true, true, false]);
    expect(counter.allow('b', 20)).toBe(true);
    expect(counter.allow('c', 30)).toBe(false);
    expect(counter.allow('a', 1010)).toBe(true);
    expect(counter.allow('c', 1020)).toBe(true);
  });
});
