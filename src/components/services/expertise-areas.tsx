import {
  Check,
  MonitorSmartphone,
  ShoppingBag,
  Sparkles,
  Workflow,
  type IconComponent,
} from '@/components/ui/icons';
import type { Locale } from '@/i18n/locales';
import { field, itemField, items, type PageCopy } from '@/components/site/page-copy';
import { SectionHeading } from '@/components/ui/section-heading';

/**
 * The four areas the footer links to as /services#{id} (spec §2 Layout), in this order; each is
 * a section of the page's copy by that id (a hidden one is absent), its icon attached here.
 */
const expertiseAreas: readonly { id: string; icon: IconComponent }[] = [
  { id: 'transformation', icon: MonitorSmartphone },
  { id: 'automatisation', icon: Workflow },
  { id: 'contenu', icon: Sparkles },
  { id: 'partenariat', icon: ShoppingBag },
];

export function ExpertiseAreas({ locale, copy }: { locale: Locale; copy: PageCopy }) {
  const heading = copy.expertise;
  if (!heading) return null;
  return (
    <section aria-labelledby="expertise-title" className="py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading
          className="mb-12"
          id="expertise-title"
          eyebrow={field(heading, 'eyebrow', locale)}
          title={field(heading, 'title', locale)}
          intro={field(heading, 'intro', locale)}
        />
        <div className="grid gap-6 md:grid-cols-2">
          {expertiseAreas.map(({ id, icon: Icon }) => {
            const area = copy[id];
            if (!area) return null;
            const points = items(area, 'points');
            return (
              <article
                key={id}
                id={id}
                aria-labelledby={`${id}-title`}
                className="flex flex-col gap-5 rounded-2xl border border-line bg-ink-card/60 p-6 transition hover:border-accent/60 sm:flex-row sm:p-8"
              >
                <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-gradient-to-br from-accent/20 to-violet/20 text-accent-strong">
                  <Icon aria-hidden className="size-6" />
                </span>
                <div>
                  <h3 id={`${id}-title`} className="text-xl font-semibold">
                    {field(area, 'title', locale)}
                  </h3>
                  <p className="mt-2 leading-7 text-fg-muted">
                    {field(area, 'description', locale)}
                  </p>
                  {points.length > 0 && (
                    <ul className="mt-4 flex flex-wrap gap-2">
                      {points.map((point) => (
                        <li
                          key={point.id}
                          className="inline-flex items-center gap-1.5 rounded-full border border-line bg-ink-raised/60 px-3 py-1 text-sm"
                        >
                          <Check aria-hidden className="size-3.5 shrink-0 text-success" />
                          {itemField(point, 'text', locale)}
                        </li>
                      ))}
                    </ul>
                  )}
                </div>
              </article>
            );
          })}
        </div>
      </div>
    </section>
  );
}
