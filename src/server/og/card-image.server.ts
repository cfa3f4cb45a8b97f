import 'server-only';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { logoMark } from '@/lib/brand/logo-mark';
import {
  centredFocalPoint,
  focalCropRegion,
  type FocalPoint,
  type Size,
} from '@/lib/media/focal-point';
import { ogImageSize } from '@/lib/og/social-card';

/*
 * The social cards' one renderer: a 1200×630 PNG composed with sharp from SVG shapes, text
 * layers and images (decision 028). Text goes through libvips' Pango, HarfBuzz and FriBidi, so
 * Arabic is joined, laid out right to left and wrapped on whole words. Fonts are TrueType files
 * from npm packages (FreeType in sharp's libvips reads neither woff2 nor woff), given to each
 * text layer by file, so no installed font is needed; fontconfig must still be present.
 *
 * Layouts place elements by their distance from the card's start edge: `at()` mirrors them on
 * a right-to-left card.
 */

export const cardWidth = ogImageSize.width;
export const cardHeight = ogImageSize.height;

export const cardColors = {
  background: '#070b16',
  text: '#eef2fb',
  muted: '#b4bfd6',
  accent: '#7cf0ff',
  line: '#23304d',
  pill: 'rgba(18, 27, 49, 0.8)',
  cyanGlow: 'rgb(56, 213, 245)',
  violetGlow: 'rgb(167, 139, 250)',
} as const;

export type CardWeight = 'regular' | 'semibold';

const fontPackages = path.join(process.cwd(), 'node_modules', '@expo-google-fonts');

/**
 * The same faces as the site: Inter for Latin, Noto Kufi Arabic for Arabic (decision 006). Kufi
 * letters reach higher and lower than Latin ones: its lines get more room (`leading`).
 */
const faces = {
  latin: {
    family: 'Inter',
    leading: 1,
    regular: ['inter/400Regular/Inter_400Regular.ttf', 'Regular'],
    semibold: ['inter/600SemiBold/Inter_600SemiBold.ttf', 'SemiBold'],
  },
  arabic: {
    family: 'Noto Kufi Arabic',
    leading: 1.2,
    regular: ['noto-kufi-arabic/400Regular/NotoKufiArabic_400Regular.ttf', 'Regular'],
    semibold: ['noto-kufi-arabic/600SemiBold/NotoKufiArabic_600SemiBold.ttf', 'SemiBold'],
  },
} as const;

const arabicLetter = /\p{Script=Arabic}/u;

/** Every font file a card is drawn with: part of the cards' design version (card-design). */
export const cardFontFiles: readonly string[] = Object.values(faces).flatMap((face) =>
  [face.regular, face.semibold].map(([file]) => path.join(fontPackages, file)),
);

/** An element ready to be placed: PNG bytes and the size of its box. */
export interface CardLayer {
  input: Buffer;
  width: number;
  height: number;
  /** Rows of the image above its box (a text's glyphs may reach out of its line box). */
  offsetTop?: number;
}

export interface TextSpec {
  text: string;
  /** Font size in pixels. */
  size: number;
  weight: CardWeight;
  color: string;
  /** Lines wrap on whole words at this width. */
  width: number;
  /** Line height as a multiple of the size (1.25 unless said). */
  lineHeight?: number;
  /**
   * A text taller than this is drawn smaller until it fits, down to 60 % of its size; beyond
   * that, its last lines are left out.
   */
  maxHeight?: number;
  /** Right to left: the paragraph's direction is set, not guessed from its first letter. */
  rtl: boolean;
}

/** Pango reads the text as markup: its own characters must be escaped. */
function escapeMarkup(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * An invisible bar as tall as the face's tallest letters: the height of a line's box. (An alpha
 * of 1/65535: Pango refuses 0, and libvips' 8-bit image rounds it to nothing.)
 */
const strut = '<span fgalpha="1">|</span>';

interface Rendered {
  data: Buffer;
  width: number;
  height: number;
}

/** libvips' text image: cropped to the ink, so its size depends on the letters drawn. */
async function renderMarkup(
  markup: string,
  font: { fontfile: string; font: string },
  width: number,
): Promise<Rendered> {
  const { data, info } = await sharp({
    text: { text: markup, ...font, width, wrap: 'word', rgba: true, dpi: 72 },
  })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** One text at one size, framed by a strut line above and below (see textLayer). */
async function renderAtSize(spec: TextSpec, size: number) {
  const face = arabicLetter.test(spec.text) ? faces.arabic : faces.latin;
  const [file, style] = face[spec.weight];
  const fontfile = path.join(fontPackages, file);
  // libvips silently falls back to another font when the file is missing: say so instead.
  if (!existsSync(fontfile)) throw new Error(`social card font missing: ${fontfile}`);
  const font = { fontfile, font: `${face.family} ${style} ${size}` };
  const lineHeight = Math.round(size * (spec.lineHeight ?? 1.25) * face.leading * 1024);
  const span = (body: string) =>
    `<span foreground="${spec.color}" line_height="${lineHeight}">${body}</span>`;
  const mark = spec.rtl && arabicLetter.test(spec.text) ? '\u200f' : '';
  const oneParagraph = spec.text.replace(/\s+/g, ' ').trim();
  const [text, oneStrut, twoStruts] = await Promise.all([
    renderMarkup(
      span(`${strut}\n${mark}${escapeMarkup(oneParagraph)}\n${strut}`),
      font,
      spec.width,
    ),
    renderMarkup(span(strut), font, spec.width),
    renderMarkup(span(`${strut}\n${strut}`), font, spec.width),
  ]);
  // The distance between two lines, and so how far the text's first line box is below the
  // image's top; a line box is as tall as the strut.
  const pitch = twoStruts.height - oneStrut.height;
  return { text, pitch, strutHeight: oneStrut.height, boxHeight: text.height - 2 * pitch };
}

/** The columns of a raw RGBA image where something is drawn. */
function inkColumns({ data, width }: Rendered, rows: number): { left: number; right: number } {
  let left = width;
  let right = -1;
  for (let y = 0; y < rows; y += 1) {
    for (let x = 0; x < width; x += 1) {
      if (data[(y * width + x) * 4 + 3]! > 0) {
        left = Math.min(left, x);
        right = Math.max(right, x);
      }
    }
  }
  return right < 0 ? { left: 0, right: 0 } : { left, right };
}

/**
 * A text as a transparent layer whose box is its lines' boxes (the same height for every text
 * of a size, whatever its letters) and whose width is its ink. libvips crops a text image to
 * its ink, so the text is rendered between two transparent strut lines, which fix the image's
 * top and bottom, and then cropped to its visible columns. Pango aligns the lines of a
 * right-to-left paragraph to the right by itself; a title that starts with a Latin word
 * ("n8n : …") still reads right to left thanks to the leading right-to-left mark.
 */
export async function textLayer(spec: TextSpec): Promise<CardLayer> {
  let rendered = await renderAtSize(spec, spec.size);
  for (
    let size = Math.floor(spec.size * 0.92);
    spec.maxHeight && rendered.boxHeight > spec.maxHeight && size >= spec.size * 0.6;
    size = Math.floor(size * 0.92)
  ) {
    rendered = await renderAtSize(spec, size);
  }
  const { text, pitch, strutHeight } = rendered;
  let { boxHeight } = rendered;
  let rows = text.height;
  if (spec.maxHeight && boxHeight > spec.maxHeight) {
    // Still too tall at the smallest size: the lines that fit, cut halfway to the next one.
    const lines = Math.max(1, Math.floor((spec.maxHeight - strutHeight) / pitch) + 1);
    boxHeight = (lines - 1) * pitch + strutHeight;
    rows = Math.round(pitch + boxHeight + (pitch - strutHeight) / 2);
  }
  const { left, right } = inkColumns(text, rows);
  const input = await sharp(text.data, {
    raw: { width: text.width, height: text.height, channels: 4 },
  })
    .extract({ left, top: 0, width: right - left + 1, height: rows })
    .png()
    .toBuffer();
  return { input, width: right - left + 1, height: boxHeight, offsetTop: pitch };
}

function svgLayer(width: number, height: number, body: string): CardLayer {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${body}</svg>`;
  return { input: Buffer.from(svg), width, height };
}

/** The dark background with a cyan glow from the top end and a violet one from the bottom start. */
function background(rtl: boolean): Buffer {
  const glow = (id: string, color: string, opacity: number, x: number, y: number, radius: number) =>
    `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${rtl ? cardWidth - x : x}" cy="${y}" r="${radius}">` +
    `<stop offset="0" stop-color="${color}" stop-opacity="${opacity}"/>` +
    `<stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`;
  return svgLayer(
    cardWidth,
    cardHeight,
    `<defs>${glow('cyan', cardColors.cyanGlow, 0.28, 1020, 0, 660)}` +
      `${glow('violet', cardColors.violetGlow, 0.24, 0, cardHeight, 750)}</defs>` +
      `<rect width="100%" height="100%" fill="${cardColors.background}"/>` +
      `<rect width="100%" height="100%" fill="url(#cyan)"/>` +
      `<rect width="100%" height="100%" fill="url(#violet)"/>`,
  ).input;
}

/** The logo's mark at a size in pixels. */
export function logoLayer(size: number): CardLayer {
  const { viewBox, cornerRadius, gradientFrom, gradientTo, stroke, strokeWidth } = logoMark;
  return svgLayer(
    size,
    size,
    `<svg viewBox="0 0 ${viewBox} ${viewBox}" width="${size}" height="${size}">` +
      `<defs><linearGradient id="mark" x1="0" y1="0" x2="1" y2="1">` +
      `<stop offset="0" stop-color="${gradientFrom}"/><stop offset="1" stop-color="${gradientTo}"/>` +
      `</linearGradient></defs>` +
      `<rect width="${viewBox}" height="${viewBox}" rx="${cornerRadius}" fill="url(#mark)"/>` +
      `<path d="${logoMark.path}" stroke="${stroke}" stroke-width="${strokeWidth}" fill="none" ` +
      `stroke-linecap="round" stroke-linejoin="round"/></svg>`,
  );
}

/** The short gradient bar of the footer line. */
export function accentBar(width: number, height: number): CardLayer {
  return svgLayer(
    width,
    height,
    `<defs><linearGradient id="bar"><stop offset="0" stop-color="${logoMark.gradientFrom}"/>` +
      `<stop offset="1" stop-color="${logoMark.gradientTo}"/></linearGradient></defs>` +
      `<rect width="${width}" height="${height}" rx="${height / 2}" fill="url(#bar)"/>`,
  );
}

/** An element made of layers: its size and its layers placed from its start and top. */
export interface CardGroup {
  width: number;
  height: number;
  place(start: number, top: number): Placed[];
}

/** An outlined, rounded label (platforms, a post's category) around a text. */
export async function pill(label: TextSpec, padding: { x: number; y: number }): Promise<CardGroup> {
  const text = await textLayer(label);
  const width = text.width + 2 * padding.x;
  const height = text.height + 2 * padding.y;
  const shape = svgLayer(
    width,
    height,
    `<rect x="1" y="1" width="${width - 2}" height="${height - 2}" rx="${(height - 2) / 2}" ` +
      `fill="${cardColors.pill}" stroke="${cardColors.line}" stroke-width="2"/>`,
  );
  return {
    width,
    height,
    place: (start, top) => [
      { layer: shape, start, top },
      { layer: text, start: start + padding.x, top: top + padding.y },
    ],
  };
}

/**
 * A picture cut to a frame's size around its focal point: the region the frame shows when the
 * picture covers it (focalCropRegion), scaled to the frame. Undecodable bytes reject.
 */
export async function cropAroundFocus(bytes: Buffer, frame: Size, focal: FocalPoint) {
  const { width, height } = await sharp(bytes).metadata();
  return sharp(bytes)
    .extract(focalCropRegion({ width, height }, frame, focal))
    .resize(frame.width, frame.height, { fit: 'fill' });
}

/**
 * A picture cropped to a frame around its focal point, with rounded corners and a thin border,
 * on a soft cyan glow (the glow is why the layer is larger than the frame: `inset` pixels on
 * each side).
 */
export async function framedImage(
  bytes: Buffer,
  frame: { width: number; height: number; radius: number },
  focal: FocalPoint = centredFocalPoint,
): Promise<CardLayer & { inset: number }> {
  const { width, height, radius } = frame;
  const inset = 60;
  const rounded = (body: string) =>
    svgLayer(width, height, `<rect width="${width}" height="${height}" rx="${radius}" ${body}/>`);
  const picture = await (
    await cropAroundFocus(bytes, frame, focal)
  )
    .composite([
      { input: rounded('fill="#fff"').input, blend: 'dest-in' },
      {
        input: svgLayer(
          width,
          height,
          `<rect x="1" y="1" width="${width - 2}" height="${height - 2}" rx="${radius - 1}" ` +
            `fill="none" stroke="${cardColors.line}" stroke-width="2"/>`,
        ).input,
      },
    ])
    .png()
    .toBuffer();
  const outer = { width: width + 2 * inset, height: height + 2 * inset };
  const glow = svgLayer(
    outer.width,
    outer.height,
    `<defs><filter id="blur" x="-50%" y="-50%" width="200%" height="200%">` +
      `<feGaussianBlur stdDeviation="24"/></filter></defs>` +
      `<rect x="${inset}" y="${inset + 20}" width="${width}" height="${height}" rx="${radius}" ` +
      `fill="${cardColors.cyanGlow}" fill-opacity="0.15" filter="url(#blur)"/>`,
  );
  const input = await sharp(glow.input)
    .composite([{ input: picture, left: inset, top: inset }])
    .png()
    .toBuffer();
  return { input, ...outer, inset };
}

/** A layer at a place: `start` is the distance from the card's start edge (left, or right in RTL). */
export interface Placed {
  layer: CardLayer;
  start: number;
  top: number;
}

/** The card as PNG bytes: the background, then each layer in order, mirrored when `rtl`. */
export async function composeCard(rtl: boolean, placed: Placed[]): Promise<Buffer> {
  return sharp(background(rtl))
    .composite(
      placed.map(({ layer, start, top }) => ({
        input: layer.input,
        top: Math.round(top - (layer.offsetTop ?? 0)),
        left: Math.round(rtl ? cardWidth - start - layer.width : start),
      })),
    )
    .png()
    .toBuffer();
}

/**
 * A metadata image route's answer: the card's PNG bytes, with an ETag of those bytes, so a card
 * drawn anew (another title, a moved focal point) is never taken for the copy a client holds.
 */
export function cardResponse(png: Buffer): Response {
  return new Response(new Uint8Array(png), {
    headers: {
      'Content-Type': 'image/png',
      'Content-Length': String(png.length),
      ETag: `"${createHash('sha256').update(png).digest('base64url')}"`,
    },
  });
}
