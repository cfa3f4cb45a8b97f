import 'server-only';
import { createHash } from 'node:crypto';
import { createTranslator } from 'next-intl';
import { settings } from '@/config/settings';
import { categoryLabel } from '@/content/blog-categories';
import { localeInfo, type Locale } from '@/i18n/locales';
import { loadMessages } from '@/i18n/messages';
import type { PostDetail } from '@/lib/blog/types';
import type { ImagePresentations } from '@/lib/media/image-text';
import { copyPlaceholders } from '@/lib/page-sections/placeholders';
import type { AgencySettings } from '@/lib/site-settings';
import { getDb } from '@/server/db/connection.server';
import { getImagePresentations } from '@/server/media/media-presentation.server';
import {
  getShownSections,
  showLine,
  type ShownSection,
} from '@/server/page-sections/page-sections-pages.server';
import { getAgencySettings } from '@/server/site-settings/site-settings-pages.server';
import { withImageWork } from '@/server/uploads/image-processing.server';
import { cardDesignVersion } from './card-design.server';
import { heroImageBytes } from './hero-image.server';
import {
  renderPostCard,
  renderSiteCard,
  type PostCardInput,
  type SiteCardInput,
} from './social-cards.server';

/*
 * What a social card shows, read once for two uses (decision 084): the card's route draws it, and
 * the pages print the card's URL with a version of it, `?v=` a short hash of that same content,
 * so a new title, tagline, name, picture (a replaced file is a new path, decision 074), focal
 * point or design (the renderer's code and fonts) is a new URL that networks and caches fetch
 * anew. The route ignores the query: an old URL still answers, with the current card.
 */

/** The reads a card's content comes from: the pages' cached ones, or a test's own database's. */
export interface CardReads {
  agency: (locale: Locale) => Promise<AgencySettings>;
  siteSections: (locale: Locale) => Promise<ShownSection[]>;
  presentations: (paths: readonly string[], locale: Locale) => Promise<ImagePresentations>;
}

const pageReads: CardReads = {
  agency: getAgencySettings,
  siteSections: (locale) => getShownSections('site', locale),
  presentations: getImagePresentations,
};

/** A card's input with its picture's path in place of its bytes. */
export type SiteCardContent = Omit<SiteCardInput, 'image'> & { picture: string };
export type PostCardContent = Omit<PostCardInput, 'image'> & { picture: string };

const cardHost = () => new URL(settings().SITE_URL).host;

/**
 * The site's card in `locale` (every page without a card of its own): the agency's name, the site
 * copy's tagline, the settings' default social image, as published (no preview draws a card).
 */
export async function siteCardContent(
  locale: Locale,
  reads: CardReads = pageReads,
): Promise<SiteCardContent> {
  const [agency, sections] = await Promise.all([reads.agency(locale), reads.siteSections(locale)]);
  const tagline = sections.find((section) => section.id === 'identity')?.fields.description;
  return {
    siteName: agency.siteName,
    host: cardHost(),
    tagline: tagline ? showLine(tagline, locale, copyPlaceholders(agency, locale)).text : '',
    picture: agency.socialImage,
    rtl: localeInfo[locale].dir === 'rtl',
  };
}

/**
 * An article's card, in the language of the text the page shows: its title, category and the word
 * "Blog" in that language, its hero image (else the settings' default social image) cropped
 * around the library's focal point.
 */
export async function postCardContent(
  post: Pick<PostDetail, 'title' | 'category' | 'contentLocale' | 'imageUrl'>,
  locale: Locale,
  reads: CardReads = pageReads,
): Promise<PostCardContent> {
  const language = post.contentLocale;
  const [agency, messages] = await Promise.all([reads.agency(locale), loadMessages(language)]);
  const picture = post.imageUrl || agency.socialImage;
  const images = await reads.presentations([picture], locale);
  return {
    siteName: agency.siteName,
    host: cardHost(),
    blogLabel: createTranslator({ locale: language, messages, namespace: 'nav' })('blog'),
    category: categoryLabel(post.category, language),
    title: post.title,
    picture,
    focal: images[picture]?.focal,
    rtl: localeInfo[language].dir === 'rtl',
  };
}

/**
 * The version a page prints in the card's URL: 10 characters of a hash of what it draws and how
 * (the deployment's design version: the renderer's code and fonts, card-design.server.ts).
 */
export function cardVersion(
  content: SiteCardContent | PostCardContent,
  design: string = cardDesignVersion(),
): string {
  return createHash('sha256')
    .update(JSON.stringify({ design, content }))
    .digest('base64url')
    .slice(0, 10);
}

/** The site's card as a PNG: one piece of the instance's image work (decision 074). */
export async function drawSiteCard({ picture, ...content }: SiteCardContent): Promise<Buffer> {
  const image = picture ? await heroImageBytes(getDb(), picture) : null;
  return withImageWork(() => renderSiteCard({ ...content, image }));
}

/** An article's card as a PNG, one piece of the instance's image work. */
export async function drawPostCard({ picture, ...content }: PostCardContent): Promise<Buffer> {
  const image = await heroImageBytes(getDb(), picture);
  return withImageWork(() => renderPostCard({ ...content, image }));
}
