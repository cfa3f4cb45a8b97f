'use client';
/**
 * The editor's live preview: the markdown goes to the server (400 ms after the last keystroke) and
 * comes back as the sanitized HTML the blog itself would show, rendered by the same renderer; no
 * markdown library is shipped to the browser. A late answer to an older text is dropped.
 */
import { useTranslations } from 'next-intl';
import { useServerPreview } from '@/components/admin/forms/use-server-preview';
import { localeInfo, type Locale } from '@/i18n/locales';

export function MarkdownPreview({
  markdown,
  locale,
  render,
  id,
}: {
  markdown: string;
  locale: Locale;
  render: (markdown: string, locale: string) => Promise<string>;
  id: string;
}) {
  const t = useTranslations('posts.editor.fields');
  const { html, status } = useServerPreview(render, [markdown, locale], markdown.trim() === '');

  const { tag, dir } = localeInfo[locale];
  return (
    <section aria-labelledby={`${id}-title`} className="min-w-0">
      <div className="mb-1.5 flex items-center justify-between gap-3">
        <h3 id={`${id}-title`} className="text-sm font-medium text-fg">
          {t('preview')}
        </h3>
        <p aria-live="polite" className="text-xs text-fg-muted">
          {status === 'updating' ? t('previewUpdating') : null}
          {status === 'failed' ? <span className="text-danger">{t('previewFailed')}</span> : null}
        </p>
      </div>
      <div
        className="max-h-[36rem] min-h-32 overflow-y-auto rounded-lg border border-line bg-ink px-4 py-3 sm:px-5"
        aria-busy={status === 'updating' || undefined}
      >
        {html ? (
          // Sanitized on the server by the blog's own renderer (rehype-sanitize).
          <div
            lang={tag}
            dir={dir}
            className="article-body text-[15px]"
            dangerouslySetInnerHTML={{ __html: html }}
          />
        ) : (
          <p className="text-sm text-fg-muted">{t('previewEmpty')}</p>
        )}
      </div>
    </section>
  );
}
