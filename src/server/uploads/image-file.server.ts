import 'server-only';
import sharp, { type Metadata, type SharpOptions } from 'sharp';
import { withImageWork } from './image-processing.server';

/*
 * What an uploaded image may be, decided from its bytes alone (never its name or the type the
 * browser declared): a PNG, JPEG, WebP, AVIF or GIF (its first frame: the site shows no
 * animations) whose signature and decoded header agree, and which decodes completely; never SVG
 * (a document that can carry scripts). It is then re-encoded, which drops every metadata block
 * (EXIF with GPS position, XMP, comments) and anything smuggled after the image data.
 *
 * Output format: always WebP. One format keeps the served type, the RSS enclosure type and the
 * cache simple; every browser the site supports shows it, it keeps PNG transparency, and
 * next/image serves WebP too (decision 042). Quality 82 for every source
 * (near-lossless WebP would suit screenshots better but takes seconds per image on our cores).
 */

/** Wider images are scaled down: the widest place an image appears is a 976 px hero at 2x. */
export const maxImageWidth = 2400;

/**
 * Decompression bombs: a few kilobytes of PNG of one colour can claim 50 000 × 50 000 pixels.
 * 50 MP covers any camera's photo (a 45 MP full frame is 8 256 × 5 504); beyond that libvips
 * refuses from the header, before allocating.
 */
const maxInputPixels = 50_000_000;

export type ImageType = 'png' | 'jpeg' | 'webp' | 'avif' | 'gif';

export type UploadRefusalReason =
  | 'empty'
  | 'tooLarge'
  | 'unsupportedType'
  | 'unreadable'
  /** The library's images together would exceed MEDIA_QUOTA_MB. */
  | 'quotaReached';

/** A file the upload refuses, with the reason the admin is told. */
export class UploadRefused extends Error {
  constructor(readonly reason: UploadRefusalReason) {
    super(`upload refused: ${reason}`);
    this.name = 'UploadRefused';
  }
}

function ascii(bytes: Uint8Array, start: number, end: number): string {
  return String.fromCharCode(...bytes.subarray(start, end));
}

const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The image type the file's first bytes announce, or undefined for anything else. */
export function detectImageType(bytes: Uint8Array): ImageType | undefined {
  if (pngSignature.every((byte, index) => bytes[index] === byte)) return 'png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (ascii(bytes, 4, 8) === 'ftyp' && isAvifBrand(bytes)) return 'avif';
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a') return 'gif';
  return undefined;
}

/** An ISO-BMFF `ftyp` box naming AVIF as its major brand or one of its compatible brands. */
function isAvifBrand(bytes: Uint8Array): boolean {
  const boxSize = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(0);
  const brands = [ascii(bytes, 8, 12)];
  for (let offset = 16; offset + 4 <= Math.min(boxSize, bytes.length, 64); offset += 4)
    brands.push(ascii(bytes, offset, offset + 4));
  return brands.some((brand) => brand === 'avif' || brand === 'avis');
}

/** What libvips must report for each announced type (AVIF is HEIF with AV1 compression). */
function decoderAgrees(type: ImageType, metadata: Metadata): boolean {
  if (type === 'avif') return metadata.format === 'heif' && metadata.compression === 'av1';
  return metadata.format === type;
}

export interface ReencodedImage {
  data: Buffer;
  sourceType: ImageType;
  width: number;
  height: number;
}

/** The largest file an upload may be, in bytes (UPLOAD_MAX_MB). */
export interface UploadLimit {
  maxBytes: number;
}

/**
 * Checks a file and re-encodes it as WebP without metadata, turned upright first (the EXIF
 * orientation is applied before it is dropped); a GIF gives its first frame (sharp reads one page
 * unless asked for more). Throws UploadRefused. Waits its turn among the instance's image work.
 */
export async function reencodeImage(
  bytes: Uint8Array,
  { maxBytes }: UploadLimit,
): Promise<ReencodedImage> {
  if (bytes.length === 0) throw new UploadRefused('empty');
  if (bytes.length > maxBytes) throw new UploadRefused('tooLarge');
  const sourceType = detectImageType(bytes);
  if (!sourceType) throw new UploadRefused('unsupportedType');

  const options: SharpOptions = { failOn: 'error', limitInputPixels: maxInputPixels };
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, options).metadata();
  } catch {
    throw new UploadRefused('unreadable');
  }
  if (!decoderAgrees(sourceType, metadata)) throw new UploadRefused('unsupportedType');

  try {
    const { data, info } = await withImageWork(() =>
      sharp(bytes, options)
        .autoOrient()
        .resize({ width: maxImageWidth, withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer({ resolveWithObject: true }),
    );
    return { data, sourceType, width: info.width, height: info.height };
  } catch {
    // Truncated or corrupt image data past a valid header, or beyond the pixel limit.
    throw new UploadRefused('unreadable');
  }
}
