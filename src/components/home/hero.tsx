import {
  ArrowRight,
  BrainCircuit,
  CalendarCheck,
  Check,
  MessageCircle,
  type IconComponent,
} from '@/components/ui/icons';
import type { Locale } from '@/i18n/locales';
import type { ShownSection } from '@/server/page-sections/page-sections-pages.server';
import { field, highlighted, itemField, items } from '@/components/site/page-copy';
import { Particles } from '@/components/site/particles';
import { ButtonLink, ExternalButtonLink } from '@/components/ui/button-link';
import { agencySettingsOfRequest } from '@/server/site-settings/site-settings-pages.server';

/** The icon of each seeded workflow step, by item id, as for the problems. */
const stepIcons: Partial<Record<string, IconComponent>> = {
  message: MessageCircle,
  qualification: BrainCircuit,
  crm: CalendarCheck,
};

/**
 * The first screen. Text only, over CSS gradients: the headline is the largest paint and
 * needs nothing but the HTML and the stylesheet.
 */
export async function HomeHero({ locale, copy }: { locale: Locale; copy: ShownSection }) {
  return (
    <section
      aria-labelledby="home-hero-title"
      className="relative isolate overflow-hidden pt-32 pb-20 sm:pt-40 sm:pb-28"
    >
      <HeroBackdrop />
      <Particles />
      <div className="relative mx-auto grid max-w-7xl items-center gap-14 px-4 sm:px-6 lg:grid-cols-[minmax(0,1.15fr)_minmax(0,1fr)]">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-accent/30 bg-accent/10 px-4 py-1.5 text-sm font-medium text-accent-strong">
            <span aria-hidden className="size-2 rounded-full bg-success" />
            {field(copy, 'badge', locale)}
          </p>
          <h1
            id="home-hero-title"
            className="mt-6 text-4xl leading-tight font-extrabold tracking-tight text-balance sm:text-5xl xl:text-[3.5rem]"
          >
            {highlighted(copy.fields.title, locale)}
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-relaxed text-fg-muted sm:text-xl">
            {field(copy, 'subtitle', locale)}
          </p>
          <div className="mt-9 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <ExternalButtonLink
              href={(await agencySettingsOfRequest(locale)).bookingUrl}
              className="text-base"
            >
              <CalendarCheck aria-hidden className="size-5" />
              {field(copy, 'book', locale)}
            </ExternalButtonLink>
            <ButtonLink href="/services" locale={locale} variant="secondary" className="text-base">
              {field(copy, 'services', locale)}
              <ArrowRight aria-hidden className="flip-rtl size-5" />
            </ButtonLink>
          </div>
          <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm text-fg-muted">
            {items(copy, 'highlights').map((highlight) => (
              <li key={highlight.id} className="inline-flex items-center gap-2">
                <Check aria-hidden className="size-4 text-success" />
                {itemField(highlight, 'text', locale)}
              </li>
            ))}
          </ul>
        </div>
        <div className="relative hidden lg:block">
          <div
            aria-hidden
            className="absolute -inset-4 rounded-[2rem] bg-gradient-to-br from-accent/25 to-violet/25 opacity-60 blur-2xl"
          />
          <div className="relative rounded-3xl border border-line bg-ink-card/80 p-7 shadow-2xl shadow-black/40">
            <div>
              <p className="text-xs font-semibold tracking-wider text-accent uppercase">
                {field(copy, 'workflowLabel', locale)}
              </p>
              <p className="mt-2 text-lg font-semibold">{field(copy, 'workflowTitle', locale)}</p>
            </div>
            <ol className="mt-6 flex flex-col gap-5">
              {items(copy, 'steps').map((step) => {
                const Icon = stepIcons[step.id] ?? Check;
                return (
                  <li key={step.id} className="flex gap-4">
                    <span className="grid size-11 shrink-0 place-items-center rounded-xl border border-accent/30 bg-accent/10 text-accent-strong">
                      <Icon aria-hidden className="size-5" />
                    </span>
                    <span>
                      <span className="block font-semibold">
                        {itemField(step, 'title', locale)}
                      </span>
                      <span className="mt-0.5 block text-sm leading-relaxed text-fg-muted">
                        {itemField(step, 'text', locale)}
                      </span>
                    </span>
                  </li>
                );
              })}
            </ol>
            <p className="mt-6 flex items-center gap-2 rounded-xl border border-success/30 bg-success/10 px-4 py-3 text-sm font-semibold text-success">
              <Check aria-hidden className="size-4" />
              {field(copy, 'workflowResult', locale)}
            </p>
          </div>
        </div>
      </div>
    </section>
  );
}

/** Glows and a faint grid, drawn by CSS only. Logical offsets so Arabic mirrors them. */
function HeroBackdrop() {
  return (
    <div aria-hidden className="pointer-events-none absolute inset-0 -z-10">
      <div className="absolute -top-48 start-[-10%] size-[40rem] rounded-full bg-[radial-gradient(closest-side,rgb(56_213_245/0.22),transparent)]" />
      <div className="absolute top-1/3 end-[-15%] size-[36rem] rounded-full bg-[radial-gradient(closest-side,rgb(167_139_250/0.18),transparent)]" />
      <div className="absolute inset-0 bg-[linear-gradient(to_right,rgb(35_48_77/0.45)_1px,transparent_1px),linear-gradient(to_bottom,rgb(35_48_77/0.45)_1px,transparent_1px)] [mask-image:radial-gradient(ellipse_at_top,black_20%,transparent_70%)] bg-[size:56px_56px]" />
    </div>
  );
}
