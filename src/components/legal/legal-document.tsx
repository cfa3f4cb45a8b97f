import { CalendarDays } from '@/components/ui/icons';
import type { Locale } from '@/i18n/locales';
import { fallbackAttributes, type ShownText } from '@/lib/shown-text';

/**
 * One article of a legal text: its anchor id, optional label ('Article 2'), title and body (HTML
 * rendered from its Markdown and sanitised on the server), each possibly shown in French.
 */
export interface LegalSection {
  id: string;
  label?: string;
  title: ShownText;
  bodyHtml: ShownText;
}

interface LegalDocumentProps {
  locale: Locale;
  eyebrow: ShownText;
  title: ShownText;
  intro: ShownText;
  lastUpdated: { label: string; date: string; isoDate: string };
  tocTitle: string;
  sections: LegalSection[];
  /** A closing note, e.g. who to write to with a question (HTML, like a body). */
  closingHtml?: ShownText;
}

/**
 * Long-form legal page (terms, privacy): one narrow column for comfortable reading, a table
 * of contents, then one h2 per article so the outline stays h1 → h2.
 */
export function LegalDocument({
  locale,
  eyebrow,
  title,
  intro,
  lastUpdated,
  tocTitle,
  sections,
  closingHtml,
}: LegalDocumentProps) {
  return (
    <div className="relative">
      <div
        aria-hidden
        className="pointer-events-none absolute inset-x-0 top-0 h-80 bg-gradient-to-b from-accent/10 to-transparent"
      />
      <div className="relative mx-auto max-w-3xl px-4 pt-32 pb-20 sm:px-6">
        <header className="border-b border-line pb-10">
          <p
            {...fallbackAttributes(eyebrow, locale)}
            className="text-sm font-semibold uppercase tracking-wider text-accent"
          >
            {eyebrow.text}
          </p>
          <h1 className="mt-3 text-4xl font-bold leading-tight text-balance sm:text-5xl rtl:leading-snug">
            <span {...fallbackAttributes(title, locale)}>{title.text}</span>
          </h1>
          <p
            {...fallbackAttributes(intro, locale)}
            className="mt-6 text-lg leading-8 text-fg-muted"
          >
            {intro.text}
          </p>
          <p className="mt-6 inline-flex flex-wrap items-center gap-2 rounded-full border border-line bg-ink-card/60 px-4 py-1.5 text-sm text-fg-muted">
            <CalendarDays aria-hidden className="size-4 shrink-0 text-accent" />
            <span>{lastUpdated.label}</span>
            <time dateTime={lastUpdated.isoDate} className="font-medium text-fg">
              {lastUpdated.date}
            </time>
          </p>
        </header>

        <nav
          aria-labelledby="legal-toc-title"
          className="mt-10 rounded-2xl border border-line bg-ink-card/60 p-6"
        >
          <h2
            id="legal-toc-title"
            className="text-sm font-semibold uppercase tracking-wider text-fg"
          >
            {tocTitle}
          </h2>
          {/* Columns (not a grid) so the list reads down the first column, then the second. */}
          <ol className="mt-4 gap-x-6 text-sm sm:columns-2">
            {sections.map(({ id, label, title: sectionTitle }) => (
              <li key={id} className="break-inside-avoid py-1">
                <a
                  href={`#${id}`}
                  className="inline-flex min-h-6 gap-2 text-fg-muted transition hover:text-accent-strong"
                >
                  {label && <span className="shrink-0 text-accent">{label}</span>}
                  <span {...fallbackAttributes(sectionTitle, locale)}>{sectionTitle.text}</span>
                </a>
              </li>
            ))}
          </ol>
        </nav>

        {sections.map((section) => (
          <LegalArticle key={section.id} locale={locale} {...section} />
        ))}

        {closingHtml && (
          <div
            {...fallbackAttributes(closingHtml, locale)}
            className="mt-12 rounded-2xl border border-line bg-ink-card/60 p-6 leading-8 text-fg-muted [&_a]:font-medium [&_a]:text-accent-strong [&_a]:underline [&_a]:underline-offset-4"
            // Rendered from Markdown and sanitised on the server (src/server/blog/markdown.server.ts).
            dangerouslySetInnerHTML={{ __html: closingHtml.text }}
          />
        )}
      </div>
    </div>
  );
}

/** Typography of an article's body: paragraphs, lists, emphasis and links from its Markdown. */
const legalProseClass = [
  'mt-5 space-y-4 text-base leading-8 text-fg-muted',
  '[&_strong]:font-semibold [&_strong]:text-fg',
  '[&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:ps-6 marker:text-accent',
  '[&_a]:font-medium [&_a]:text-accent-strong [&_a]:underline [&_a]:underline-offset-4',
  '[&_a:hover]:text-fg',
].join(' ');

function LegalArticle({ id, label, title, bodyHtml, locale }: LegalSection & { locale: Locale }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="mt-12 scroll-mt-28">
      <h2 id={`${id}-title`} className="text-2xl font-bold leading-snug">
        {label && (
          <span className="mb-1 block text-sm font-semibold uppercase tracking-wider text-accent">
            {label}
          </span>
        )}
        <span {...fallbackAttributes(title, locale)}>{title.text}</span>
      </h2>
      <div
        {...fallbackAttributes(bodyHtml, locale)}
        className={legalProseClass}
        // Rendered from Markdown and sanitised on the server (src/server/blog/markdown.server.ts).
        dangerouslySetInnerHTML={{ __html: bodyHtml.text }}
      />
    </section>
  );
}
