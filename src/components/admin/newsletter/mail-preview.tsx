'use client';
/**
 * The newsletter editor's live preview: the open language's mail as subscribers receive it,
 * rendered on the server by the mail's own renderer, shown in a sandboxed frame (no script, its
 * own document, as a mail client shows it) at the width of a desktop client (600 px) or of a
 * 390 px phone. A box narrower than that shows the whole mail scaled down, never cropped: an
 * Arabic line starts at the side a crop would cut (issue 36). Arabic reads right to left: the
 * mail itself says so (`dir`). The width chosen is the editor's, kept across language tabs.
 */
import { Monitor, Smartphone } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useCallback, useId, useState } from 'react';
import { useServerPreview } from '@/components/admin/forms/use-server-preview';
import type { Locale } from '@/i18n/locales';

export interface MailPreviewInput {
  image: string;
  subject: string;
  preheader: string;
  body: string;
}

/** The frame's width: a desktop client shows the mail's 600 px column with its margins. */
const widths = { desktop: 640, phone: 390 } as const;
export type PreviewWidth = keyof typeof widths;
/** The frame's height (38 rem at the admin's 16 px). */
const frameHeight = 608;

/** A ref for an element, and the width of its content box, followed as it changes. */
function useContentWidth() {
  const [width, setWidth] = useState<number | null>(null);
  const ref = useCallback((element: HTMLDivElement | null) => {
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

export function MailPreview({
  input,
  locale,
  languageName,
  render,
  width,
  onWidth,
}: {
  input: MailPreviewInput;
  locale: Locale;
  languageName: string;
  render: (input: MailPreviewInput, locale: string) => Promise<string>;
  width: PreviewWidth;
  onWidth: (width: PreviewWidth) => void;
}) {
  const t = useTranslations('newsletter.editor.preview');
  const id = useId();
  const [boxRef, boxWidth] = useContentWidth();
  // Scaled down to the box, never up; full size until the box is measured.
  const scale = boxWidth ? Math.min(1, boxWidth / widths[width]) : 1;
  const empty = input.subject.trim() === '' && input.body.trim() === '';
  const { html, status } = useServerPreview(render, [input, locale], empty);

  return (
    <section aria-labelledby={`${id}-title`} className="min-w-0">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-3">
        <h3 id={`${id}-title`} className="text-sm font-medium text-fg">
          {t('title')}
        </h3>
        <div role="radiogroup" aria-label={t('widths')} className="flex gap-1">
          {(Object.keys(widths) as PreviewWidth[]).map((choice) => {
            const Icon = choice === 'desktop' ? Monitor : Smartphone;
            return (
              <button
                key={choice}
                type="button"
                role="radio"
                aria-checked={width === choice}
                onClick={() => onWidth(choice)}
                className={`inline-flex items-center gap-1.5 rounded-md border px-2.5 py-1 text-xs transition-colors ${
                  width === choice
                    ? 'border-accent/60 bg-accent/10 text-accent-strong'
                    : 'border-line text-fg-muted hover:text-fg'
                }`}
              >
                <Icon aria-hidden="true" className="size-3.5" />
                {t(choice)}
              </button>
            );
          })}
        </div>
      </div>
      <p aria-live="polite" className="mb-1.5 min-h-4 text-xs text-fg-muted">
        {status === 'updating' ? t('updating') : null}
        {status === 'failed' ? <span className="text-danger">{t('failed')}</span> : null}
      </p>
      <div
        ref={boxRef}
        className="rounded-lg border border-line bg-[#f3f5f9] p-2"
        aria-busy={status === 'updating' || undefined}
      >
        {empty ? (
          <p className="p-4 text-sm text-[#5b6478]">{t('empty')}</p>
        ) : html ? (
          // The frame keeps its width (the mail lays itself out for it) and is drawn scaled.
          <div
            className="relative mx-auto overflow-hidden"
            style={{ width: widths[width] * scale, height: frameHeight * scale }}
          >
            <iframe
              // The mail's own document: sandboxed, so nothing in it runs or reaches the admin.
              sandbox=""
              srcDoc={html}
              title={t('frameTitle', { language: languageName })}
              style={{ width: widths[width], height: frameHeight, transform: `scale(${scale})` }}
              className="absolute top-0 left-0 block max-w-none origin-top-left rounded bg-white"
            />
          </div>
        ) : (
          // The first answer is on its way (the line above says so).
          <div style={{ height: frameHeight }} />
        )}
      </div>
    </section>
  );
}
