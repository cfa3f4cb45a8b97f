'use client';
/**
 * The four languages of an admin form as tabs (WAI-ARIA tabs: arrow keys, Home, End); a tab
 * whose fields have errors says so in words, not only with a colour. By default every panel
 * stays in the form, hidden when not shown, so one submit of an uncontrolled form sends all
 * four languages; a form that keeps its values in state (the article editor) shows only the
 * active language's panel.
 */
import { useTranslations } from 'next-intl';
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { localeInfo, type Locale } from '@/i18n/locales';
import { contentLocales } from '@/lib/admin/translated-content';

export function LanguageTabs({
  active,
  onChange,
  errorLocales,
  hint,
  note,
  panels = 'all',
  children,
}: {
  active: Locale;
  onChange: (locale: Locale) => void;
  errorLocales: ReadonlySet<Locale>;
  /** A line under the tabs. */
  hint?: ReactNode;
  /** A word beside a language's name ('obligatoire', 'non traduit'). */
  note?: (locale: Locale) => string | undefined;
  panels?: 'all' | 'active';
  /** The fields of one language, rendered for each of the four (use `textDirection` on them). */
  children: (locale: Locale) => ReactNode;
}) {
  const t = useTranslations('content');
  const baseId = useId();
  const tabs = useRef<Partial<Record<Locale, HTMLButtonElement | null>>>({});
  const tabId = (locale: Locale) => `${baseId}-tab-${locale}`;
  const panelId = (locale: Locale) => `${baseId}-panel-${locale}`;

  const moveFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = contentLocales.indexOf(active);
    const last = contentLocales.length - 1;
    const target = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const locale = contentLocales[target]!;
    onChange(locale);
    tabs.current[locale]?.focus();
  };

  return (
    <div>
      <div
        role="tablist"
        aria-label={t('languagesLabel')}
        onKeyDown={moveFocus}
        // Wrapped, never scrolled: all four tabs stay in view at every width (issue 36).
        className="flex flex-wrap gap-x-1 border-b border-line"
      >
        {contentLocales.map((locale) => {
          const selected = locale === active;
          const hasErrors = errorLocales.has(locale);
          return (
            <button
              key={locale}
              ref={(element) => {
                tabs.current[locale] = element;
              }}
              type="button"
              role="tab"
              id={tabId(locale)}
              aria-selected={selected}
              aria-controls={panels === 'all' || selected ? panelId(locale) : undefined}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(locale)}
              className={`-mb-px inline-flex min-h-10 shrink-0 cursor-pointer items-center gap-2 border-b-2 px-3 text-sm font-medium whitespace-nowrap transition-colors ${
                selected
                  ? 'border-accent text-fg'
                  : 'border-transparent text-fg-muted hover:border-line hover:text-fg'
              }`}
            >
              {t(`languages.${locale}`)}
              {note?.(locale) ? (
                <span className="text-xs font-normal text-fg-muted">({note(locale)})</span>
              ) : null}
              {hasErrors ? (
                <span className="inline-flex items-center gap-1 text-xs text-danger">
                  <span aria-hidden="true" className="size-1.5 rounded-full bg-danger" />
                  <span className="sr-only">({t('tabHasErrors')})</span>
                  <span aria-hidden="true">!</span>
                </span>
              ) : null}
            </button>
          );
        })}
      </div>
      {hint ? <p className="mt-2 text-xs text-fg-muted">{hint}</p> : null}
      {(panels === 'all' ? contentLocales : [active]).map((locale) => (
        <div
          key={locale}
          role="tabpanel"
          id={panelId(locale)}
          aria-labelledby={tabId(locale)}
          hidden={locale !== active}
          className="mt-4 space-y-4"
        >
          {children(locale)}
        </div>
      ))}
    </div>
  );
}

/**
 * `lang` and `dir` for a control holding text in a site language: Arabic is typed right to left,
 * while the admin around it (labels, hints) stays in its own language and direction.
 */
export function textDirection(locale: Locale): { lang: string; dir: 'ltr' | 'rtl' } {
  return { lang: localeInfo[locale].tag, dir: localeInfo[locale].dir };
}
