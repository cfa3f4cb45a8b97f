import { ArrowLeft, History } from 'lucide-react';
import { VersionHistory, type HistoryWords } from '@/components/admin/versions/version-history';
import { LinkButton } from '@/components/admin/ui/button';
import { PageHeader } from '@/components/admin/ui/page-header';
import type { Locale } from '@/i18n/locales';
import type { ActionResult } from '@/lib/admin/action-result';
import { textsDiff, type DocumentTexts } from '@/lib/versions/text-diff';
import { adminTranslator } from '@/server/admin/admin-i18n.server';
import type { InputVersion } from '@/server/versions/content-versions.server';

/** A form's link to its document's history screen. */
export async function HistoryLink({ href }: { href: string }) {
  const t = await adminTranslator();
  return (
    <LinkButton href={href} variant="secondary" size="sm">
      <History aria-hidden="true" className="size-4" />
      {t('content.history.link')}
    </LinkButton>
  );
}

/**
 * The history screen of a document that keeps its own snapshot (decision 064: the settings, an
 * article, a letter): back to its form (or where `backLabel` says), its versions, two compared
 * per language from the texts the kind lays each snapshot out as, and "Restaurer" on each older
 * one when it may still change.
 */
export async function DocumentHistory<Input>({
  formHref,
  backLabel,
  name,
  versions,
  query,
  restoreAction,
  restoreAsDraftAction,
  texts,
  words,
}: {
  formHref: string;
  /** The back link's words when it leads elsewhere than the document's form. */
  backLabel?: string;
  /** What the header names: the settings, a title. */
  name: string;
  versions: InputVersion<Input>[];
  query: { from?: string | string[]; to?: string | string[] };
  /** Bound to the state the screen shows; none when the document can no longer change. */
  restoreAction?: (number: number) => () => Promise<ActionResult>;
  /** For a kind with drafts: the restore of a version as the draft, published later. */
  restoreAsDraftAction?: (number: number) => () => Promise<ActionResult>;
  /** A kept input's texts in one language, labelled as its form labels them. */
  texts: (input: Input, language: Locale) => DocumentTexts<string>;
  /** The kind's own words, where "the record" would misname what is kept (a page's FAQ order). */
  words?: Partial<HistoryWords>;
}) {
  const t = await adminTranslator();
  return (
    <>
      <LinkButton href={formHref} variant="ghost" size="sm" className="mb-3 -ms-3">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {backLabel ?? t('content.history.back')}
      </LinkButton>
      <PageHeader
        title={t('content.history.title', { name })}
        description={words?.description ?? t('content.history.description')}
      />
      <VersionHistory
        versions={versions}
        query={query}
        caption={words?.caption ?? t('content.history.caption')}
        restoreAction={restoreAction}
        restoreAsDraftAction={restoreAsDraftAction}
        words={words}
        diffs={(older, newer, language) =>
          textsDiff(language, texts(older.input, language), texts(newer.input, language))
        }
      />
    </>
  );
}
