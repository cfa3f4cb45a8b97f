import 'server-only';
import type { FocalPoint } from '@/lib/media/focal-point';
import {
  accentBar,
  cardColors,
  cardHeight,
  cardWidth,
  composeCard,
  framedImage,
  logoLayer,
  pill,
  textLayer,
  type Placed,
} from './card-image.server';

/*
 * The two social cards of the site (Open Graph and Twitter), drawn by card-image.server.ts: the
 * site's card per language and each article's own. Right-to-left languages get the mirror image
 * of the same layout.
 */

/** Platforms the agency builds on (brand names, Latin in every language). */
const platforms = ['n8n', 'WhatsApp', 'OpenAI', 'Shopify'];

const paddingX = 80;
const contentWidth = cardWidth - 2 * paddingX;

/**
 * The footer line: the gradient bar and the site's host, its bottom `padding` pixels above the
 * card's. Returns its layers and its top.
 */
async function footer(host: string, padding: number, rtl: boolean) {
  const hostText = await textLayer({
    text: host,
    size: 28,
    weight: 'regular',
    color: cardColors.muted,
    width: contentWidth,
    rtl,
  });
  const top = cardHeight - padding - hostText.height;
  const bar = accentBar(120, 6);
  const placed: Placed[] = [
    { layer: bar, start: paddingX, top: top + (hostText.height - bar.height) / 2 },
    { layer: hostText, start: paddingX + bar.width + 20, top },
  ];
  return { placed, top };
}

/** The top of a group placed halfway between the header's bottom and the footer's top. */
const middle = (headerBottom: number, footerTop: number, height: number) =>
  (headerBottom + footerTop) / 2 - height / 2;

/** A logo and the site's name beside it, vertically centred on the logo, at `top`. */
async function brandHeader(siteName: string, logoSize: number, nameSize: number, top: number) {
  const logo = logoLayer(logoSize);
  const gap = Math.round(logoSize * 0.3);
  const name = await textLayer({
    text: siteName,
    size: nameSize,
    weight: 'semibold',
    color: cardColors.text,
    width: contentWidth - logoSize - gap,
    rtl: false,
  });
  const placed: Placed[] = [
    { layer: logo, start: paddingX, top },
    { layer: name, start: paddingX + logoSize + gap, top: top + (logoSize - name.height) / 2 },
  ];
  return { placed, end: paddingX + logoSize + gap + name.width, height: logoSize, name };
}

export interface SiteCardInput {
  siteName: string;
  /** Host shown in the footer, e.g. 'automatia.ch'. */
  host: string;
  /** One sentence under the name, in the card's language. */
  tagline: string;
  /** The settings' default social image's bytes, or null to draw the card without a picture. */
  image: Buffer | null;
  rtl: boolean;
}

/**
 * The site's card: logo and name, the tagline, the platforms, the host; with the settings'
 * default social image (issue 33), that picture framed at the end side, beside the tagline and
 * as many platforms as fit.
 */
export async function renderSiteCard({
  siteName,
  host,
  tagline,
  image,
  rtl,
}: SiteCardInput): Promise<Buffer> {
  const padding = 72;
  const header = await brandHeader(siteName, 104, 88, padding);
  const foot = await footer(host, padding, rtl);
  const frame = { width: 400, height: 300, radius: 24 };
  const framed = image && (await framedImage(image, frame).catch(() => null));
  const textWidth = framed ? contentWidth - frame.width - 48 : contentWidth;
  const taglineText = await textLayer({
    text: tagline,
    size: 34,
    weight: 'regular',
    color: cardColors.muted,
    width: textWidth,
    lineHeight: 1.4,
    maxHeight: 200,
    rtl,
  });
  const pills = await Promise.all(
    platforms.map((name) =>
      pill(
        { text: name, size: 28, weight: 'regular', color: cardColors.accent, width: 400, rtl },
        { x: 26, y: 10 },
      ),
    ),
  );
  const groupHeight = taglineText.height + 30 + pills[0]!.height;
  const groupTop = middle(padding + header.height, foot.top, groupHeight);
  const pillsTop = groupTop + taglineText.height + 30;
  const pillRow: Placed[] = [];
  let pillStart = paddingX;
  for (const label of pills) {
    if (pillStart + label.width > paddingX + textWidth) break;
    pillRow.push(...label.place(pillStart, pillsTop));
    pillStart += label.width + 16;
  }
  const placed: Placed[] = [
    ...header.placed,
    { layer: taglineText, start: paddingX, top: groupTop },
    ...pillRow,
    ...foot.placed,
  ];
  if (framed)
    placed.unshift({
      layer: framed,
      start: cardWidth - paddingX - frame.width - framed.inset,
      top: middle(padding + header.height, foot.top, frame.height) - framed.inset,
    });
  return composeCard(rtl, placed);
}

export interface PostCardInput {
  siteName: string;
  host: string;
  /** The word "Blog" in the card's language. */
  blogLabel: string;
  category: string;
  title: string;
  /** The hero image's bytes, or null to leave it out (as is one that cannot be decoded). */
  image: Buffer | null;
  /** The point of the image its crop keeps (the library's focal point); its centre if none. */
  focal?: FocalPoint;
  rtl: boolean;
}

/** An article's card: the blog's header, the category, the title and the hero image beside it. */
export async function renderPostCard(input: PostCardInput): Promise<Buffer> {
  const { siteName, host, blogLabel, category, title, image, focal, rtl } = input;
  const padding = 64;
  const header = await brandHeader(siteName, 64, 44, padding);
  const label = await textLayer({
    text: blogLabel,
    size: 30,
    weight: 'regular',
    color: cardColors.muted,
    width: 300,
    rtl,
  });
  const foot = await footer(host, padding, rtl);

  const frame = { width: 480, height: 270, radius: 24 };
  const framed = image && (await framedImage(image, frame, focal).catch(() => null));
  const long = title.length > 60;
  const size = framed ? (long ? 42 : 48) : long ? 50 : 58;
  const categoryPill = await pill(
    { text: category, size: 26, weight: 'regular', color: cardColors.accent, width: 600, rtl },
    { x: 24, y: 8 },
  );
  const titleText = await textLayer({
    text: title,
    size,
    weight: 'semibold',
    color: cardColors.text,
    width: framed ? contentWidth - frame.width - 40 : contentWidth,
    lineHeight: 1.2,
    maxHeight: 250,
    rtl,
  });
  const groupTop = middle(
    padding + header.height,
    foot.top,
    categoryPill.height + 28 + titleText.height,
  );

  const placed: Placed[] = [
    ...header.placed,
    { layer: label, start: header.end + 28, top: padding + (header.height - label.height) / 2 },
    ...categoryPill.place(paddingX, groupTop),
    { layer: titleText, start: paddingX, top: groupTop + categoryPill.height + 28 },
    ...foot.placed,
  ];
  if (framed) {
    placed.unshift({
      layer: framed,
      start: cardWidth - paddingX - frame.width - framed.inset,
      top: 180 - framed.inset,
    });
  }
  return composeCard(rtl, placed);
}
