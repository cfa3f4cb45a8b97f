import { field, itemField, items } from '@/components/site/page-copy';
import type { Locale } from '@/i18n/locales';
import { copyPlaceholders } from '@/lib/page-sections/placeholders';
import { fallbackAttributes } from '@/lib/shown-text';
import { SectionHeading } from '@/components/ui/section-heading';
import { showMarkdown, type ShownSection } from '@/server/page-sections/page-sections-pages.server';
import { agencySettingsOfRequest } from '@/server/site-settings/site-settings-pages.server';
import { defaultItemIcon, factIcons } from './about-content';

export async function StorySection({ locale, copy }: { locale: Locale; copy: ShownSection }) {
  const values = copyPlaceholders(await agencySettingsOfRequest(locale), locale);
  const body = copy.fields.body && (await showMarkdown(copy.fields.body, locale, values));
  const facts = items(copy, 'facts');
  return (
    <section aria-labelledby="story-title" className="border-t border-line bg-ink-raised/40">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-20 sm:px-6 lg:grid-cols-[1.5fr_1fr]">
        <div>
          <SectionHeading
            align="start"
            id="story-title"
            eyebrow={field(copy, 'eyebrow', locale)}
            title={field(copy, 'title', locale)}
          />
          {body ? (
            <div
              {...fallbackAttributes(body, locale)}
              className="mt-8 space-y-5 text-lg leading-8 text-fg-muted"
              // Rendered from Markdown and sanitised on the server (src/server/blog/markdown.server.ts).
              dangerouslySetInnerHTML={{ __html: body.text }}
            />
          ) : null}
        </div>
        {facts.length > 0 ? (
          <div className="self-start rounded-2xl border border-line bg-ink-card/60 px-6 lg:mt-16">
            <h3 className="sr-only">{field(copy, 'factsTitle', locale)}</h3>
            <dl className="divide-y divide-line">
              {facts.map((fact) => {
                const Icon = factIcons[fact.id] ?? defaultItemIcon;
                return (
                  // A dl's groups may hold only dt/dd, so the icon sits inside the dt.
                  <div key={fact.id} className="relative py-5 ps-15">
                    <dt className="text-sm text-fg-muted">
                      <span className="absolute start-0 top-1/2 flex size-11 -translate-y-1/2 items-center justify-center rounded-xl bg-accent/10 text-accent">
                        <Icon aria-hidden className="size-5" />
                      </span>
                      {itemField(fact, 'label', locale)}
                    </dt>
                    <dd className="font-semibold text-fg">{itemField(fact, 'detail', locale)}</dd>
                  </div>
                );
              })}
            </dl>
          </div>
        ) : null}
      </div>
    </section>
  );
}
