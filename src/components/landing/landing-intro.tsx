import { Fragment, type ReactNode } from 'react';
import type { LandingPageContent } from '@/lib/admin/landing-page-schema';
import type { Locale } from '@/i18n/locales';
import { fallbackAttributes, type ShownText } from '@/lib/shown-text';
import { field, itemField, items } from '@/components/site/page-copy';
import type { ShownSection } from '@/server/page-sections/page-sections-pages.server';
import { frenchFallback } from './french-fallback';

/**
 * The shared heading with the page's place where it says `{place}`: the place is the page's own
 * copy, so it carries its own French mark when it is shown in French.
 */
function withPlace(title: ShownText, place: ReactNode, locale: Locale): ReactNode {
  const parts = title.text
    .split('{place}')
    .flatMap((piece, index) =>
      index === 0 ? [piece] : [<Fragment key={index}>{place}</Fragment>, piece],
    );
  return title.lang ? <span {...fallbackAttributes(title, locale)}>{parts}</span> : parts;
}

/** "Why automate in {place}": the page's paragraphs about the local economy, beside our method. */
export async function LandingIntro({
  page,
  locale,
  copy,
}: {
  page: LandingPageContent;
  locale: Locale;
  /** The landing pages' shared intro words. */
  copy: ShownSection;
}) {
  const text = page.text[locale];
  if (text.intro.length === 0) return null;
  // Specialised pages such as UHNW or e-commerce name no place, hence the generic heading.
  const placeTitle = copy.fields.placeTitle;
  const title =
    text.place && placeTitle
      ? withPlace(
          placeTitle,
          <span {...frenchFallback(text, 'place', locale)}>{text.place}</span>,
          locale,
        )
      : field(copy, 'title', locale);

  return (
    <section aria-labelledby="landing-intro-title" className="py-20">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)]">
        <div>
          <p className="text-sm font-semibold tracking-wider text-accent uppercase">
            {field(copy, 'eyebrow', locale)}
          </p>
          <h2 id="landing-intro-title" className="mt-3 text-3xl font-bold sm:text-4xl">
            {title}
          </h2>
          <div
            {...frenchFallback(text, 'intro', locale)}
            className="mt-6 space-y-5 text-lg leading-relaxed text-fg-muted"
          >
            {text.intro.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
        <aside className="self-start rounded-2xl border border-line bg-ink-card/60 p-6">
          <h3 className="text-xl font-semibold">{field(copy, 'methodTitle', locale)}</h3>
          <ol className="mt-5 space-y-4">
            {items(copy, 'methodSteps').map((step, index) => (
              <li key={step.id} className="flex items-start gap-4">
                <span
                  aria-hidden="true"
                  className="flex size-9 shrink-0 items-center justify-center rounded-full border border-accent/40 bg-accent/10 text-sm font-bold text-accent-strong"
                >
                  {index + 1}
                </span>
                <div>
                  <p className="font-semibold">{itemField(step, 'name', locale)}</p>
                  <p className="text-sm text-fg-muted">{itemField(step, 'duration', locale)}</p>
                </div>
              </li>
            ))}
          </ol>
          <p className="mt-6 border-t border-line pt-5 text-sm leading-relaxed text-fg-muted">
            {field(copy, 'methodNote', locale)}
          </p>
        </aside>
      </div>
    </section>
  );
}
