import { getFormatter, getTranslations } from 'next-intl/server';
import { FigureValue } from '@/components/home/section';
import { field } from '@/components/site/page-copy';
import type { Locale } from '@/i18n/locales';
import type { ShownSection } from '@/server/page-sections/page-sections-pages.server';

/** Spec §2 and §1: the agency's average ROI and years of experience, as fixed figures. */
const averageRoi = '300%';
const yearsOfExperience = '20';

interface Props {
  locale: Locale;
  /** The band's heading and labels (the blog page's `summary` section). */
  copy: ShownSection;
  /** Over every published post, counted in SQL (the list shows one page of them). */
  totals: { articles: number; expectedVisitors: number };
}

/** The strip closing the list: expected monthly visitors of all posts, post count, ROI, years. */
export async function BlogSummary({ locale, copy, totals }: Props) {
  const [t, format] = await Promise.all([
    getTranslations({ locale, namespace: 'blog.summary' }),
    getFormatter({ locale }),
  ]);
  const figures = [
    {
      key: 'visitors',
      value: format.number(totals.expectedVisitors),
      label: field(copy, 'visitors', locale),
    },
    {
      key: 'articles',
      value: format.number(totals.articles),
      label: t('articles', { count: totals.articles }),
    },
    { key: 'roi', value: averageRoi, label: field(copy, 'roi', locale) },
    { key: 'experience', value: yearsOfExperience, label: field(copy, 'experience', locale) },
  ];
  return (
    <section
      aria-labelledby="blog-summary-title"
      className="border-y border-line/60 bg-ink-raised/50 py-14 sm:py-16"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <h2 id="blog-summary-title" className="text-center text-2xl font-bold sm:text-3xl">
          {field(copy, 'title', locale)}
        </h2>
        <dl className="mt-8 grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-4">
          {figures.map(({ key, value, label }) => (
            <div
              key={key}
              className="flex flex-col-reverse items-center justify-end gap-1 rounded-2xl border border-line bg-ink-card/60 px-4 py-7 text-center"
            >
              <dt className="text-sm text-fg-muted sm:text-base">{label}</dt>
              <dd className="text-3xl font-extrabold sm:text-4xl">
                <FigureValue className="text-gradient">{value}</FigureValue>
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
