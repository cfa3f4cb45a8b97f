import { serializeJsonLd } from '@/lib/json-ld';

/**
 * Loads the audience beacon (public/a.js, decision 077) once the page's `load` event has fired,
 * so it never competes with the page's own files and the page's bundles stay as they were. The
 * booking link's address rides along so the beacon can tell its clicks apart. Public pages only
 * (the admin has its own layout). The public CSP allows this inline script ('unsafe-inline',
 * decision 017) and the file, from this origin.
 */
export function AudienceBeacon({ bookingUrl }: { bookingUrl: string }) {
  const loader =
    `addEventListener('load',function(){var s=document.createElement('script');` +
    `s.src='/a.js';s.dataset.booking=${serializeJsonLd(bookingUrl)};document.body.appendChild(s)})`;
  return <script dangerouslySetInnerHTML={{ __html: loader }} />;
}
