import type { CrawlFigures } from './crawl';
import type { UploadMemoryFigures } from './upload-memory';
import type { ReportSection } from './report';

const check = (met: boolean) => (met ? '✓' : '✗');

/** The crawl's figures (issue 35): memory through three passes, and what each pass fetched. */
export function crawlSection(crawl: CrawlFigures): ReportSection {
  const { targets, after } = crawl;
  const rows = [
    [
      'One pass fetches',
      `${targets.pages} pages, ${targets.cards} cards, ${targets.images} images × ${targets.widths.length} widths, ${targets.unknown} unknown`,
    ],
    ['Resident memory before the crawl', `${crawl.startMb} MB`],
    ...crawl.passes.map((pass, index) => [
      `Pass ${index + 1}: seconds, peak / after`,
      `${pass.seconds} s, ${pass.peakMb} / ${pass.afterMb} MB`,
    ]),
    [
      `Peak through ${crawl.repeats} passes (sampled each second)`,
      `${crawl.peakMb} MB ${check(crawl.peakMb <= 350)}`,
    ],
    [
      '10 s after: resident (anonymous + files), highest ever',
      `${after.rssMb} MB (${after.anonymousMb} + ${after.fileMb}), ${after.peakRssMb} MB`,
    ],
    ['Threads after', String(after.threads)],
  ];
  const notes = crawl.passes.flatMap((pass, index) => [
    `Pass ${index + 1}: ${Object.entries(pass.kinds)
      .map(([kind, { requests, unexpected }]) => `${kind} ${requests} (${unexpected} unexpected)`)
      .join(', ')}; cache ${Object.entries(pass.cache)
      .map(([verdict, count]) => `${verdict} ${count}`)
      .join(', ')}`,
    ...pass.unexpected.map((answer) => `✗ ${answer}`),
  ]);
  return {
    title: 'Memory through the crawl (one instance, issue 35)',
    target:
      'Target: ≤ 350 MB resident through three passes of the crawl (every sitemap page, its social ' +
      'card, every next/image width of every image, 1 000 unknown addresses).',
    table: { headers: ['Measure', 'Figure'], rows, align: ['left', 'right'] },
    notes,
  };
}

/** Memory under uploads (issue 33): photos through the admin's upload route, a few at a time. */
export function uploadMemorySection(uploads: UploadMemoryFigures): ReportSection {
  const { after } = uploads;
  return {
    title: 'Memory under uploads (one instance, issue 33)',
    target:
      `${uploads.uploads} JPEG photos of ${uploads.photoMb} MB (${uploads.photoSize.width}×${uploads.photoSize.height}), ` +
      `each other bytes, sent ${uploads.concurrency} at a time by a signed-in editor to ` +
      'POST /api/admin/uploads (decoded, re-encoded as WebP, stored); image work two at a time ' +
      '(decision 074). Target: within the crawl’s 350 MB.',
    table: {
      headers: ['Measure', 'Figure'],
      rows: [
        ['Uploads: seconds, refused', `${uploads.seconds} s, ${uploads.refused}`],
        ['Resident memory before (idle)', `${uploads.beforeMb} MB`],
        [
          'Peak during the uploads (sampled each second)',
          `${uploads.peakMb} MB ${check(uploads.peakMb <= 350)}`,
        ],
        [
          '10 s after: resident (anonymous + files), highest ever',
          `${after.rssMb} MB (${after.anonymousMb} + ${after.fileMb}), ${after.peakRssMb} MB`,
        ],
      ],
      align: ['left', 'right'],
    },
    notes: [],
  };
}
