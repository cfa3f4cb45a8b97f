/*
 * An image's focal point (issue 33): the point, in percent of its width and height (0 to 100),
 * that every crop of it keeps. The browser crops with `object-fit: cover` and `object-position`;
 * the social cards crop with sharp, from the region computed here.
 */

export interface FocalPoint {
  /** From the left edge, in percent of the width. */
  x: number;
  /** From the top edge, in percent of the height. */
  y: number;
}

/** Where an image nobody placed a focal point on is cropped: its centre. */
export const centredFocalPoint: FocalPoint = { x: 50, y: 50 };

/**
 * The CSS `object-position` of a cropped image. For `object-fit: cover`, `x% y%` lines the point
 * at x% of the image up with x% of the box, so the focal point stays in view whatever the box's
 * shape, and at its centre when the box is centred on it as far as the image allows. Physical
 * (left, top) on purpose: an image is the same picture on a right-to-left page.
 */
export function objectPosition({ x, y }: FocalPoint): string {
  return `${x}% ${y}%`;
}

export interface Size {
  width: number;
  height: number;
}

export interface CropRegion {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * The region of an image (whole pixels) a frame shows when the image covers it: the largest
 * region of the frame's shape, centred on the focal point as far as the image's edges allow,
 * so the point is always inside it. The region is then scaled to the frame.
 */
export function focalCropRegion(image: Size, frame: Size, focal: FocalPoint): CropRegion {
  const scale = Math.max(frame.width / image.width, frame.height / image.height);
  const width = Math.min(image.width, Math.max(1, Math.round(frame.width / scale)));
  const height = Math.min(image.height, Math.max(1, Math.round(frame.height / scale)));
  const along = (length: number, kept: number, percent: number) => {
    const centre = (clampPercent(percent) / 100) * length;
    return Math.min(length - kept, Math.max(0, Math.round(centre - kept / 2)));
  };
  return {
    left: along(image.width, width, focal.x),
    top: along(image.height, height, focal.y),
    width,
    height,
  };
}

function clampPercent(value: number): number {
  return Number.isFinite(value) ? Math.min(100, Math.max(0, value)) : 50;
}
