'use client';

import { useTranslations } from 'next-intl';
import { useHydrated } from '@/components/forms/client-form';
import { useEffect, useRef, useState } from 'react';
import { localeInfo, locales, type Locale } from '@/i18n/locales';
import {
  previewPollMilliseconds,
  previewWidths,
  type PreviewWidth,
} from '@/lib/admin/page-preview';

interface Choice {
  first: Locale;
  beside: Locale | null;
  width: PreviewWidth;
}

/** A frame's height at full size: a phone's screen, or a desktop's. */
function frameHeight(width: PreviewWidth) {
  return width === 390 ? 844 : 800;
}

/** What the screen leaves the frames below its header and choices, in the admin's pixels. */
function visibleHeight() {
  return Math.max(480, window.innerHeight - 280);
}

const selectClass =
  'min-h-11 rounded-lg border border-line bg-ink-raised px-3 text-sm text-fg focus-visible:outline-2 focus-visible:outline-accent';

/**
 * One language's frame: the public page at `width` pixels, scaled down to its column when the
 * column is narrower (the page still lays itself out at `width`, as that screen would).
 */
function PreviewFrame({
  source,
  locale,
  width,
  address,
  reloads,
}: {
  source: string;
  locale: Locale;
  width: PreviewWidth;
  address: string;
  reloads: number;
}) {
  const t = useTranslations('pages.preview');
  const tContent = useTranslations('content');
  const column = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const [scale, setScale] = useState(1);
  const [room, setRoom] = useState(0);
  // A frame scaled down shows more of the page's height, as far as the screen has room for.
  const height = Math.max(frameHeight(width), Math.round(room / scale));

  useEffect(() => {
    const element = column.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setScale(Math.min(1, entry.contentRect.width / width));
      setRoom(visibleHeight());
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [width]);

  // A save changed the page: the frame asks for it again, keeping where it was scrolled to. A frame
  // that has just appeared (another language or width) already shows the latest.
  const shownReloads = useRef(reloads);
  useEffect(() => {
    if (reloads === shownReloads.current) return;
    shownReloads.current = reloads;
    frame.current?.contentWindow?.location.reload();
  }, [reloads]);

  const language = tContent(`languages.${locale}`);
  return (
    <figure className="min-w-0 flex-1" ref={column}>
      <figcaption className="mb-2 flex flex-wrap items-baseline gap-x-2 text-sm">
        <span className="font-medium text-fg" lang={locale} dir={localeInfo[locale].dir}>
          {language}
        </span>
        <span className="text-fg-muted">
          {t('address')} <code dir="ltr">{address}</code>
          {scale < 1 ? ` · ${t('scaled', { percent: Math.round(scale * 100) })}` : null}
        </span>
      </figcaption>
      <div
        className="overflow-hidden rounded-lg border border-line bg-white"
        style={{ width: width * scale, height: height * scale }}
      >
        <iframe
          ref={frame}
          data-preview-locale={locale}
          title={t('frameTitle', { language, width })}
          src={source}
          width={width}
          height={height}
          className="origin-top-left border-0"
          style={{ transform: `scale(${scale})` }}
        />
      </div>
    </figure>
  );
}

/**
 * The preview screen (decision 069): one language or two side by side, at a chosen width, each
 * a frame of the public page in draft mode. It asks for the document's stamp every
 * previewPollMilliseconds while shown, and reloads its frames when a save, a publish or a
 * discard changed it, so the editor's tab stays as it is. A page made of sections and a landing
 * page differ only in their frames' sources (the route that turns draft mode on and leads to the
 * page) and their stamp's address.
 */
export function PagePreview({
  sources,
  stampHref,
  stamp,
  initial,
  addresses,
}: {
  /** Each language's frame source: /api/admin/preview with the document and the language. */
  sources: Record<Locale, string>;
  /** /api/admin/preview/stamp with the document. */
  stampHref: string;
  stamp: string;
  initial: Choice;
  addresses: Record<Locale, string>;
}) {
  const t = useTranslations('pages.preview');
  const tContent = useTranslations('content');
  const [choice, setChoice] = useState(initial);
  const [reloads, setReloads] = useState(0);
  // The choices work through this script only: until it runs they are disabled, so a click that
  // comes before cannot check a width the frames would not follow.
  const ready = useHydrated();

  // The choice stays in the address, so a reload or a shared link shows the same.
  useEffect(() => {
    const query = new URLSearchParams({
      lang: choice.first,
      beside: choice.beside ?? '',
      width: String(choice.width),
    });
    window.history.replaceState(null, '', `?${query}`);
  }, [choice]);

  useEffect(() => {
    let known = stamp;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const ask = async () => {
      if (document.visibilityState === 'visible') {
        try {
          const response = await fetch(stampHref, { cache: 'no-store' });
          if (response.ok) {
            const { stamp: current } = (await response.json()) as { stamp: string };
            if (current !== known) {
              known = current;
              setReloads((count) => count + 1);
            }
          }
        } catch {
          // The server is away for a moment (a restart): the next ask tries again.
        }
      }
      if (!stopped) timer = setTimeout(ask, previewPollMilliseconds);
    };
    timer = setTimeout(ask, previewPollMilliseconds);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [stampHref, stamp]);

  const shown = choice.beside ? [choice.first, choice.beside] : [choice.first];
  return (
    <div>
      <fieldset className="mb-4 flex flex-wrap items-end gap-4" disabled={!ready}>
        <legend className="sr-only">{t('controls')}</legend>
        <label className="flex flex-col gap-1 text-sm font-medium text-fg">
          {t('language')}
          <select
            className={selectClass}
            value={choice.first}
            onChange={(event) => {
              const first = event.target.value as Locale;
              setChoice((current) => ({
                ...current,
                first,
                beside: current.beside === first ? null : current.beside,
              }));
            }}
          >
            {locales.map((locale) => (
              <option key={locale} value={locale}>
                {tContent(`languages.${locale}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium text-fg">
          {t('beside')}
          <select
            className={selectClass}
            value={choice.beside ?? ''}
            onChange={(event) =>
              setChoice((current) => ({
                ...current,
                beside: (event.target.value || null) as Locale | null,
              }))
            }
          >
            <option value="">{t('none')}</option>
            {locales
              .filter((locale) => locale !== choice.first)
              .map((locale) => (
                <option key={locale} value={locale}>
                  {tContent(`languages.${locale}`)}
                </option>
              ))}
          </select>
        </label>
        <div role="radiogroup" aria-label={t('width')} className="flex flex-col gap-1">
          <span className="text-sm font-medium text-fg" aria-hidden="true">
            {t('width')}
          </span>
          <div className="flex flex-wrap gap-1">
            {previewWidths.map((width) => (
              <label
                key={width}
                className="relative flex min-h-11 cursor-pointer items-center rounded-lg border border-line px-3 text-sm text-fg has-checked:border-accent has-checked:bg-accent/10 has-focus-visible:outline-2 has-focus-visible:outline-accent"
              >
                {/* Over the whole choice, unseen: the choice itself is what is clicked. */}
                <input
                  type="radio"
                  name="preview-width"
                  value={width}
                  checked={choice.width === width}
                  onChange={() => setChoice((current) => ({ ...current, width }))}
                  className="absolute inset-0 cursor-pointer opacity-0"
                />
                {t(`widths.${width}`)}
              </label>
            ))}
          </div>
        </div>
      </fieldset>
      <p className="sr-only" aria-live="polite">
        {reloads > 0 ? t('refreshed') : ''}
      </p>
      <div className="flex flex-col gap-6 lg:flex-row">
        {shown.map((locale) => (
          <PreviewFrame
            key={`${locale}-${choice.width}`}
            source={sources[locale]}
            locale={locale}
            width={choice.width}
            address={addresses[locale]}
            reloads={reloads}
          />
        ))}
      </div>
    </div>
  );
}
