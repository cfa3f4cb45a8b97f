import { serializeJsonLd } from '@/lib/json-ld';

/** Where the beacon's script is served from (public/a.js). */
export const beaconScriptPath = '/a.js';

/**
 * The inline script that appends the beacon (public/a.js) once the page's `load` event has
 * fired; the booking link's address rides along so the beacon can tell its clicks apart.
 */
export function beaconLoaderScript(bookingUrl: string): string {
  return (
    `addEventListener('load',function(){var s=document.createElement('script');` +
    `s.src='${beaconScriptPath}';s.dataset.booking=${serializeJsonLd(bookingUrl)};document.body.appendChild(s)})`
  );
}

/**
 * Loads the audience beacon (decision 077) after the page's `load` event, so it never competes
 * with the page's own files and the page's bundles stay as they were. Public pages only (the
 * admin has its own layout). The public CSP allows this inline script ('unsafe-inline',
 * decision 017) and the file, from this origin.
 */
export function AudienceBeacon({ bookingUrl }: { bookingUrl: string }) {
  return <script dangerouslySetInnerHTML={{ __html: beaconLoaderScript(bookingUrl) }} />;
}
