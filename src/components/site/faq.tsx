import type { ReactNode } from 'react';
import { ChevronDown } from '@/components/ui/icons';
import { JsonLd } from '@/components/seo/json-ld';
import type { Locale } from '@/i18n/locales';
import { faqJsonLd } from '@/lib/structured-data';
import type { FaqEntry } from '@/lib/blog/faq';
import { fallbackAttributes } from '@/lib/shown-text';
import type { FaqItem } from '@/server/faq/faq-pages.server';

/** A question and its answer as plain text, for the FAQPage data. */
interface DescribedEntry {
  question: string;
  answer: string;
}

const answerClass = 'px-5 pb-5 leading-relaxed text-fg-muted';

/** One item of the accordion: what its summary and its opened part show. */
interface AccordionItem {
  key: string;
  question: ReactNode;
  answer: ReactNode;
}

/**
 * The spec's accordion (one question open at a time; opening another switches; clicking the
 * open one closes it) with exclusive <details name> elements: no JavaScript at all. Emits the
 * matching FAQPage structured data.
 */
function FaqAccordion({
  id,
  locale,
  title,
  items,
  described,
}: {
  id: string;
  locale: Locale;
  title: ReactNode;
  items: AccordionItem[];
  /** The same questions and answers as plain text, for the FAQPage data. */
  described: DescribedEntry[];
}) {
  return (
    <section aria-labelledby={`${id}-title`} className="mx-auto max-w-3xl px-4 py-20 sm:px-6">
      <h2 id={`${id}-title`} className="mb-8 text-center text-3xl font-bold sm:text-4xl">
        {title}
      </h2>
      <div className="flex flex-col gap-3">
        {items.map(({ key, question, answer }) => (
          <details
            key={key}
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
            {answer}
          </details>
        ))}
      </div>
      <JsonLd data={faqJsonLd(locale, described)} />
    </section>
  );
}

interface FaqProps<Entry> {
  /** Unique per page: it groups the items so only one is open at a time. */
  id: string;
  locale: Locale;
  title: ReactNode;
  entries: Entry[];
}

/** A generated FAQ (an article's): plain questions and answers, French ones marked as such. */
export function Faq({ id, locale, title, entries }: FaqProps<FaqEntry>) {
  const items = entries.map(({ question, answer }) => ({
    key: question.text,
    question: <span {...fallbackAttributes(question, locale)}>{question.text}</span>,
    answer: (
      <p {...fallbackAttributes(answer, locale)} className={answerClass}>
        {answer.text}
      </p>
    ),
  }));
  const described = entries.map(({ question, answer }) => ({
    question: question.text,
    answer: answer.text,
  }));
  return <FaqAccordion id={id} locale={locale} title={title} items={items} described={described} />;
}

/** The FAQ entries an editor placed on a page (src/server/faq), answers from their Markdown. */
export function ContentFaq({ id, locale, title, entries }: FaqProps<FaqItem>) {
  // A page whose entries were all taken off shows no empty block (nor empty FAQPage data).
  if (entries.length === 0) return null;
  const items = entries.map((entry) => ({
    key: entry.id,
    question: <span {...fallbackAttributes(entry.question, locale)}>{entry.question.text}</span>,
    answer: (
      <div
        {...fallbackAttributes(entry.answerHtml, locale)}
        className={`${answerClass} space-y-3 [&_a]:text-accent [&_a]:underline`}
        // Rendered from Markdown and sanitised on the server (src/server/blog/markdown.server.ts).
        dangerouslySetInnerHTML={{ __html: entry.answerHtml.text }}
      />
    ),
  }));
  const described = entries.map((entry) => ({
    question: entry.question.text,
    answer: entry.answerText,
  }));
  return <FaqAccordion id={id} locale={locale} title={title} items={items} described={described} />;
}
