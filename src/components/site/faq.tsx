import { ChevronDown } from '@/components/ui/icons';
import { JsonLd } from '@/components/seo/json-ld';
import type { Locale } from '@/i18n/locales';
import { faqJsonLd } from '@/lib/structured-data';

export interface FaqEntry {
  question: string;
  answer: string;
}

interface Props {
  /** Unique per page: it groups the items so only one is open at a time. */
  id: string;
  locale: Locale;
  title: string;
  entries: FaqEntry[];
}

/**
 * The spec's accordion (one question open at a time; opening another switches; clicking the
 * open one closes it) with exclusive <details name> elements: no JavaScript at all. Emits the
 * matching FAQPage structured data.
 */
export function Faq({ id, locale, title, entries }: Props) {
  return (
    <section aria-labelledby={`${id}-title`} className="mx-auto max-w-3xl px-4 py-20 sm:px-6">
      <h2 id={`${id}-title`} className="mb-8 text-center text-3xl font-bold sm:text-4xl">
        {title}
      </h2>
      <div className="flex flex-col gap-3">
        {entries.map(({ question, answer }) => (
          <details
            key={question}
            name={id}
            className="group rounded-2xl border border-line bg-ink-card/60 open:border-accent/60"
          >
            <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-start font-semibold [&::-webkit-details-marker]:hidden">
              {question}
              <ChevronDown
                aria-hidden
                className="size-5 shrink-0 text-accent transition group-open:rotate-180"
              />
            </summary>
            <p className="px-5 pb-5 leading-relaxed text-fg-muted">{answer}</p>
          </details>
        ))}
      </div>
      <JsonLd data={faqJsonLd(locale, entries)} />
    </section>
  );
}
