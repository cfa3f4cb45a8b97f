import type { Locale } from '@/i18n/locales';
import type { LandingPageContent, LandingText } from '@/lib/admin/landing-page-schema';
import { leysin } from './seeds/leysin';
import { gstaad } from './seeds/gstaad';
import { montreux } from './seeds/montreux';
import { verbier } from './seeds/verbier';
import { cransMontana } from './seeds/crans-montana';
import { villars } from './seeds/villars';
import { chateauDoex } from './seeds/chateau-doex';
import { uhnw } from './seeds/uhnw';
import { ecommerce } from './seeds/ecommerce';
import { geneve } from './seeds/geneve';
import { zurich } from './seeds/zurich';
import { lausanne } from './seeds/lausanne';
import { france } from './seeds/france';
import { morocco } from './seeds/morocco';
import { monaco } from './seeds/monaco';

/** A landing page as its seed file writes it; the place of its intro heading is in landingPlaces. */
export type LandingSeed = Omit<LandingPageContent, 'text'> & {
  text: Record<Locale, Omit<LandingText, 'place'>>;
};

/**
 * The place each page's intro heading names ("Pourquoi automatiser à Genève ?"), as the site's
 * messages said it before the landing pages became content (issue 29). The specialised pages
 * name none.
 */
const landingPlaces: Record<string, Record<Locale, string>> = {
  leysin: {
    fr: 'à Leysin',
    en: 'in Leysin',
    ar: 'في ليزان',
    'ar-ma': 'ف ليزان',
  },
  gstaad: {
    fr: 'à Gstaad',
    en: 'in Gstaad',
    ar: 'في غشتاد',
    'ar-ma': 'ف غشتاد',
  },
  montreux: {
    fr: 'à Montreux',
    en: 'in Montreux',
    ar: 'في مونترو',
    'ar-ma': 'ف مونترو',
  },
  verbier: {
    fr: 'à Verbier',
    en: 'in Verbier',
    ar: 'في فيربييه',
    'ar-ma': 'ف فيربييه',
  },
  'crans-montana': {
    fr: 'à Crans-Montana',
    en: 'in Crans-Montana',
    ar: 'في كران مونتانا',
    'ar-ma': 'ف كران مونتانا',
  },
  villars: {
    fr: 'à Villars',
    en: 'in Villars',
    ar: 'في فيلار',
    'ar-ma': 'ف فيلار',
  },
  'chateau-doex': {
    fr: "à Château-d'Oex",
    en: "in Château-d'Oex",
    ar: 'في شاتو دي',
    'ar-ma': 'ف شاتو دي',
  },
  geneve: {
    fr: 'à Genève',
    en: 'in Geneva',
    ar: 'في جنيف',
    'ar-ma': 'ف جنيف',
  },
  zurich: {
    fr: 'à Zurich',
    en: 'in Zurich',
    ar: 'في زيورخ',
    'ar-ma': 'ف زيوريخ',
  },
  lausanne: {
    fr: 'à Lausanne',
    en: 'in Lausanne',
    ar: 'في لوزان',
    'ar-ma': 'ف لوزان',
  },
  france: {
    fr: 'en France',
    en: 'in France',
    ar: 'في فرنسا',
    'ar-ma': 'ف فرنسا',
  },
  morocco: {
    fr: 'au Maroc',
    en: 'in Morocco',
    ar: 'في المغرب',
    'ar-ma': 'ف المغرب',
  },
  monaco: {
    fr: 'à Monaco',
    en: 'in Monaco',
    ar: 'في موناكو',
    'ar-ma': 'ف موناكو',
  },
};

/**
 * The fifteen regional, specialised and country landing pages as the site showed them before
 * they became content (issue 29), word for word, in the spec's order (the order of creation,
 * which the "other pages" links follow).
 */
export const landingSeeds: LandingPageContent[] = [
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
].map((seed) => ({
  ...seed,
  text: Object.fromEntries(
    Object.entries(seed.text).map(([locale, text]) => [
      locale,
      { ...text, place: landingPlaces[seed.slug]?.[locale as Locale] ?? '' },
    ]),
  ) as Record<Locale, LandingText>,
}));

/** The services page's link lists, in the spec's order (§2 "Services"): each page's position. */
export const landingSeedPositions: Record<string, number> = Object.fromEntries(
  [
    'geneve',
    'zurich',
    'lausanne',
    'gstaad',
    'verbier',
    'crans-montana',
    'montreux',
    'leysin',
    'villars',
    'uhnw',
    'ecommerce',
    'chateau-doex',
    'france',
    'monaco',
    'morocco',
  ].map((slug, position) => [slug, position]),
);
