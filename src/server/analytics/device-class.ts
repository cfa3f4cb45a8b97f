/** The coarse kinds of device the audience screen tells apart. */
export type DeviceClass = 'desktop' | 'mobile' | 'tablet';

/**
 * The kind of device a User-Agent names, by the words browsers have used for years (iPad and
 * Android without "Mobile" are tablets; "Mobi" is Mozilla's advice for phones). Three classes
 * need no parser library (decision 077); a desktop-mode tablet reads as a desktop, as it asks.
 */
export function deviceClass(userAgent: string): DeviceClass {
  if (/\biPad\b|\bTablet\b|Android(?!.*\bMobile\b)/i.test(userAgent)) return 'tablet';
  if (/\bMobi|\biPhone\b|\biPod\b|\bAndroid\b/i.test(userAgent)) return 'mobile';
  return 'desktop';
}
