/** Where an image is used: each use named by its kind and label, linked to its admin screen. */
import Link from 'next/link';
import { languageName } from '@/lib/admin/language-name';
import { adminLocale, adminTranslator } from '@/server/admin/admin-i18n.server';
import type { MediaUse } from '@/server/media/media-uses.server';

export async function MediaUsesList({ uses }: { uses: readonly MediaUse[] }) {
  const [t, locale] = await Promise.all([adminTranslator(), adminLocale()]);
  return (
    <section aria-labelledby="media-uses-title" className="mt-8">
      <h2 id="media-uses-title" className="mb-3 text-lg font-semibold text-fg">
        {t('media.detail.uses.title')}
      </h2>
      {uses.length === 0 ? (
        <p className="text-sm text-fg-muted">{t('media.detail.uses.none')}</p>
      ) : (
        <ul className="divide-y divide-line rounded-xl border border-line">
          {uses.map((use) => (
            <li
              key={`${use.kind}-${use.href}-${use.label}-${use.locale ?? ''}`}
              className="flex flex-wrap items-baseline gap-x-3 gap-y-1 px-4 py-3 text-sm"
            >
              <span className="text-fg-muted">
                {t(`media.detail.uses.kinds.${use.kind}`)}
                {use.locale ? ` (${languageName(locale, use.locale)})` : null}
              </span>
              <Link
                href={use.href}
                className="font-medium text-accent-strong underline underline-offset-4"
              >
                {use.label}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
