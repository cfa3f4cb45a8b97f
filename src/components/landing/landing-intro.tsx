import { getTranslations } from 'next-intl/server';
import type { LandingPageContent } from '@/lib/admin/landing-page-schema';
import type { Locale } from '@/i18n/locales';
import { frenchFallback } from './french-fallback';

interface MethodStep {
  name: string;
  duration: string;
}

/** "Why automate in {place}": the page's paragraphs about the local economy, beside our method. */
export async function LandingIntro({ page, locale }: { page: LandingPageContent; locale: Locale }) {
  const text = page.text[locale];
  if (text.intro.length === 0) return null;
  const t = await getTranslations({ locale, namespace: 'landing' });
  // Specialised pages such as UHNW or e-commerce name no place, hence the generic heading. The
  // place is the page's copy inside the interface's sentence: marked alone when shown in French.
  const title = text.place
    ? t.rich('introTitle', {
        place: text.place,
        placeName: (chunks) => <span {...frenchFallback(text, 'place', locale)}>{chunks}</span>,
      })
    : t('introTitleGeneric');
  const steps = t.raw('method.steps') as MethodStep[];

  return (
    <section aria-labelledby="landing-intro-title" className="py-20">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)]">
        <div>
          <p className="text-sm font-semibold tracking-wider text-accent uppercase">
            {t('introEyebrow')}
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
          <h3 className="text-xl font-semibold">{t('method.title')}</h3>
          <ol className="mt-5 space-y-4">
            {steps.map((step, index) => (
              <li key={step.name} className="flex items-start gap-4">
                <span
                  aria-hidden="true"
                  className="flex size-9 shrink-0 items-center justify-center rounded-full border border-accent/40 bg-accent/10 text-sm font-bold text-accent-strong"
                >
                  {index + 1}
                </span>
                <div>
                  <p className="font-semibold">{step.name}</p>
                  <p className="text-sm text-fg-muted">{step.duration}</p>
                </div>
              </li>
            ))}
          </ol>
          <p className="mt-6 border-t border-line pt-5 text-sm leading-relaxed text-fg-muted">
            {t('method.note')}
          </p>
        </aside>
      </div>
    </section>
  );
}
