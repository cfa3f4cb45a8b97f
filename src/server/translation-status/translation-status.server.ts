import 'server-only';
import type { Kysely } from 'kysely';
import { defaultLocale } from '@/i18n/locales';
import {
  emptyStateCounts,
  translatedLocales,
  translationStatus,
  type StateCounts,
  type TranslatedLocale,
  type TranslationStatus,
} from '@/lib/admin/translation-status';
import type { Database } from '@/server/db/schema';
import {
  translationSources,
  type SourceDocument,
  type TranslationKind,
} from './translation-sources.server';

export type { TranslationKind } from './translation-sources.server';

/** A document with at least one language to work on, and where each language stands. */
export interface DocumentToTranslate {
  id: string;
  label: string;
  href: string;
  languages: Record<TranslatedLocale, TranslationStatus>;
}

export interface KindTranslationStatus {
  kind: TranslationKind;
  /** Documents of the kind, whatever their state. */
  total: number;
  counts: StateCounts;
  /** Only the documents with something to do, in the kind's own order. */
  toTranslate: DocumentToTranslate[];
}

function statusOf(document: SourceDocument): Record<TranslatedLocale, TranslationStatus> {
  const french = document.texts[defaultLocale];
  return Object.fromEntries(
    translatedLocales.map((locale) => [locale, translationStatus(french, document.texts[locale])]),
  ) as Record<TranslatedLocale, TranslationStatus>;
}

/** Every content kind's translations against French, read in one pass per kind. */
export async function readTranslationStatus(
  db: Kysely<Database>,
): Promise<KindTranslationStatus[]> {
  return Promise.all(
    translationSources.map(async (source) => {
      const documents = await source.read(db);
      const counts = emptyStateCounts();
      const toTranslate: DocumentToTranslate[] = [];
      for (const document of documents) {
        const languages = statusOf(document);
        let open = false;
        for (const locale of translatedLocales) {
          const { state } = languages[locale];
          if (state === 'current') continue;
          counts[locale][state] += 1;
          open = true;
        }
        if (open)
          toTranslate.push({
            id: document.id,
            label: document.label,
            href: document.href,
            languages,
          });
      }
      return { kind: source.kind, total: documents.length, counts, toTranslate };
    }),
  );
}
