import { defaultLocale, localeInfo, type Locale } from '@/i18n/locales';
import type { DiffPart, TextDiff } from '@/lib/versions/text-diff';
import { Table, Td, Th, Tr } from '@/components/admin/ui/table';
import { adminTranslator } from '@/server/admin/admin-i18n.server';

/**
 * A field's text with its removed (struck) or added (underlined) words marked; the French text
 * shown for a missing translation keeps French's language and direction, under a line saying so.
 */
function MarkedText({
  parts,
  language,
  fallbackLabel,
}: {
  parts: DiffPart[];
  language: Locale;
  /** Set when the text is the French fallback: the words that say it is not translated. */
  fallbackLabel?: string;
}) {
  const written = fallbackLabel ? defaultLocale : language;
  const text = (
    <p
      lang={localeInfo[written].tag}
      dir={localeInfo[written].dir}
      className={fallbackLabel ? 'whitespace-pre-wrap text-fg-muted' : 'whitespace-pre-wrap'}
    >
      {parts.map((part, index) =>
        part.change === 'removed' ? (
          <del key={index} className="rounded bg-red-500/20 text-red-200">
            {part.text}
          </del>
        ) : part.change === 'added' ? (
          <ins key={index} className="rounded bg-emerald-500/20 text-emerald-200">
            {part.text}
          </ins>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </p>
  );
  if (!fallbackLabel) return text;
  return (
    <div>
      <p className="mb-1 text-xs font-medium text-fg-muted">{fallbackLabel}</p>
      {text}
    </div>
  );
}

/**
 * One language's differences between two states of a document (two versions, or the published
 * text and a draft), field by field, each named by its path; `from` and `to` name the columns,
 * `caption` says what is compared (given the language's name).
 */
export async function VersionDiff({
  language,
  diffs,
  from,
  to,
  caption,
}: {
  language: Locale;
  diffs: TextDiff<string>[];
  from: string;
  to: string;
  caption: (languageName: string) => string;
}) {
  const t = await adminTranslator();
  const languageName = t(`content.languages.${language}`);
  const fallbackLabel = t('pages.history.frenchFallback');
  return (
    <div className="space-y-2">
      <h3 className="text-sm font-semibold text-fg">{languageName}</h3>
      {diffs.length === 0 ? (
        <p className="text-sm text-fg-muted">{t('pages.history.noDifference')}</p>
      ) : (
        <Table caption={caption(languageName)}>
          <thead>
            <tr>
              <Th>{t('pages.history.columns.field')}</Th>
              <Th>{from}</Th>
              <Th>{to}</Th>
            </tr>
          </thead>
          <tbody>
            {diffs.map((diff, index) => (
              <Tr key={index}>
                <Th scope="row">{diff.path}</Th>
                <Td>
                  <MarkedText
                    parts={diff.before}
                    language={language}
                    fallbackLabel={diff.frenchFallback?.before ? fallbackLabel : undefined}
                  />
                </Td>
                <Td>
                  <MarkedText
                    parts={diff.after}
                    language={language}
                    fallbackLabel={diff.frenchFallback?.after ? fallbackLabel : undefined}
                  />
                </Td>
              </Tr>
            ))}
          </tbody>
        </Table>
      )}
    </div>
  );
}
