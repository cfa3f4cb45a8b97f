import Link from 'next/link';
import type { SectionPage } from '@/lib/page-sections/pages';
import { adminTranslator } from '@/server/admin/admin-i18n.server';

/** The kinds whose public pages share words around each record's own, and the page holding them. */
const sharedWordsPages = {
  'landing-pages': 'landing',
  services: 'service',
} as const satisfies Record<string, SectionPage>;

/**
 * Where the words every page of a kind shares are edited (decisions 055, 057): not in a record's
 * form, but in one page of sections, which this note links to from the kind's screens.
 */
export async function SharedWordsNote({ kind }: { kind: keyof typeof sharedWordsPages }) {
  const t = await adminTranslator();
  return (
    <p className="mb-4 text-sm text-fg-muted">
      {t.rich(`${kind}.sharedWords`, {
        link: (chunks) => (
          <Link
            href={`/admin/pages/${sharedWordsPages[kind]}`}
            className="font-medium text-accent-strong underline underline-offset-4"
          >
            {chunks}
          </Link>
        ),
      })}
    </p>
  );
}
