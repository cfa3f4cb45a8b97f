import { leysin } from './leysin';
import { gstaad } from './gstaad';
import { montreux } from './montreux';
import { verbier } from './verbier';
import { cransMontana } from './crans-montana';
import { villars } from './villars';
import { chateauDoex } from './chateau-doex';
import { uhnw } from './uhnw';
import { ecommerce } from './ecommerce';
import { geneve } from './geneve';
import { zurich } from './zurich';
import { lausanne } from './lausanne';
import { france } from './france';
import { morocco } from './morocco';
import { monaco } from './monaco';
import { typesetFor } from '@/i18n/typography';
import type { LandingKind, LandingPageContent } from './types';

/**
 * The fifteen regional, specialised and country landing pages, in the spec's order, their texts
 * in each language's typography.
 */
export const landingPages: LandingPageContent[] = [
  leysin,
  gstaad,
  montreux,
  verbier,
  cransMontana,
  villars,
  chateauDoex,
  uhnw,
  ecommerce,
  geneve,
  zurich,
  lausanne,
  france,
  morocco,
  monaco,
].map((page) => ({
  ...page,
  text: Object.fromEntries(
    Object.entries(page.text).map(([locale, text]) => [locale, typesetFor(locale, text)]),
  ) as LandingPageContent['text'],
}));

export function findLandingPage(slug: string): LandingPageContent | undefined {
  return landingPages.find((page) => page.slug === slug);
}

export function landingPagesOfKind(kind: LandingKind): LandingPageContent[] {
  return landingPages.filter((page) => page.kind === kind);
}
