/*
 * The preview screen's choices (decision 069): the widths it shows a page at, as a desktop, a
 * tablet and a phone see it, and how often it asks whether the page's drafts changed.
 */

export const previewWidths = [1280, 1024, 390] as const;
export type PreviewWidth = (typeof previewWidths)[number];

/** A width of the address (`?width=390`), or the desktop's. */
export function previewWidthOf(value: unknown): PreviewWidth {
  return previewWidths.find((width) => String(width) === value) ?? 1280;
}

/**
 * Between two asks of the page's stamp: a save shows in the frames within this, plus the page's
 * render (the bench holds the sum under 800 ms at p95); one small staff-only read each time, and
 * none while the screen is hidden.
 */
export const previewPollMilliseconds = 250;
