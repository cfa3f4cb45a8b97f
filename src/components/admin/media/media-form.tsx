'use client';
/**
 * An image's description: its focal point, set by clicking on the image or with the arrow keys
 * on it (Shift: 10 % at a time), and its alt text and caption in the four languages (tabs; the
 * French alt is required, every other language falls back to it). Checked with the one media
 * schema here and again by the server action.
 */
import { useTranslations } from 'next-intl';
import { useState, type FormEvent, type KeyboardEvent, type MouseEvent } from 'react';
import { LanguageTabs, textDirection } from '@/components/admin/content/language-tabs';
import { useAdminForm } from '@/components/admin/forms/use-admin-form';
import { Button } from '@/components/admin/ui/button';
import { Field, inputClass, textareaClass } from '@/components/admin/ui/form-field';
import { defaultLocale, type Locale } from '@/i18n/locales';
import type { AdminFormAction } from '@/lib/admin/action-result';
import {
  mediaFormErrors,
  mediaLimits,
  mediaSchema,
  type MediaFormValues,
} from '@/lib/admin/media-schema';
import { fieldLocales, firstFieldLocale } from '@/lib/admin/translated-content';

const clampPercent = (value: number) => Math.min(100, Math.max(0, Math.round(value)));

const arrowSteps: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

export function MediaForm({
  path,
  width,
  height,
  initial,
  action,
}: {
  path: string;
  width: number;
  height: number;
  initial: MediaFormValues;
  action: AdminFormAction;
}) {
  const t = useTranslations('media.detail');
  const [values, setValues] = useState(initial);
  const [tab, setTab] = useState<Locale>(defaultLocale);
  const form = useAdminForm({
    errorMessages: 'media.errors',
    knownErrors: mediaFormErrors,
    onErrors: (fields) => {
      const locale = firstFieldLocale(fields);
      if (locale) setTab(locale);
    },
  });
  const x = Number(values.focalX);
  const y = Number(values.focalY);

  const setFocus = (nextX: number, nextY: number) => {
    setValues((current) => ({
      ...current,
      focalX: String(clampPercent(nextX)),
      focalY: String(clampPercent(nextY)),
    }));
  };

  const clickFocus = (event: MouseEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    setFocus(
      ((event.clientX - box.left) / box.width) * 100,
      ((event.clientY - box.top) / box.height) * 100,
    );
  };

  const moveFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = arrowSteps[event.key];
    if (!step) return;
    event.preventDefault();
    const size = event.shiftKey ? 10 : 1;
    setFocus(x + step[0] * size, y + step[1] * size);
  };

  const setText = (locale: Locale, field: 'alt' | 'caption', value: string) => {
    setValues((current) => ({
      ...current,
      text: { ...current.text, [locale]: { ...current.text[locale], [field]: value } },
    }));
    form.clearError(`text.${locale}.${field}`);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formData = new FormData(event.currentTarget);
    await form.submit(mediaSchema, values, () => action(formData));
  };

  const focusValue = t('focus.value', { x, y });
  const errorLocales = fieldLocales(Object.keys(form.errors));

  return (
    <form onSubmit={submit} noValidate className="grid gap-6 lg:grid-cols-2">
      <section aria-labelledby="media-focus-title" className="min-w-0">
        <h2 id="media-focus-title" className="mb-2 text-lg font-semibold text-fg">
          {t('focus.title')}
        </h2>
        <p id="media-focus-hint" className="mb-3 text-sm text-fg-muted">
          {t('focus.hint')}
        </p>
        {/* A point on a picture has no native control: the picture itself takes clicks and arrows. */}
        <div
          role="group"
          tabIndex={0}
          aria-label={t('focus.label')}
          aria-describedby="media-focus-hint media-focus-value"
          data-testid="media-focus"
          onClick={clickFocus}
          onKeyDown={moveFocus}
          className="relative cursor-crosshair overflow-hidden rounded-lg border border-line bg-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
        >
          {/* eslint-disable-next-line @next/next/no-img-element -- the stored file as is, to point at */}
          <img
            src={path}
            alt=""
            width={width}
            height={height}
            className="block h-auto w-full"
            draggable={false}
          />
          <span
            aria-hidden="true"
            data-testid="media-focus-marker"
            // Physical left: the point is measured from the picture's left edge in every language.
            style={{ left: `${x}%`, top: `${y}%` }}
            className="pointer-events-none absolute size-6 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white bg-accent/60 shadow-[0_0_0_2px_rgba(0,0,0,0.6)]"
          />
        </div>
        <p id="media-focus-value" aria-live="polite" className="mt-2 text-sm text-fg-muted">
          {focusValue}
        </p>
        <input type="hidden" name="focalX" value={values.focalX} />
        <input type="hidden" name="focalY" value={values.focalY} />
      </section>

      <section aria-labelledby="media-texts-title" className="min-w-0">
        <h2 id="media-texts-title" className="mb-2 text-lg font-semibold text-fg">
          {t('texts.title')}
        </h2>
        <LanguageTabs
          active={tab}
          onChange={setTab}
          errorLocales={errorLocales}
          note={(locale) =>
            locale === defaultLocale
              ? t('texts.required')
              : values.text[locale].alt.trim() === ''
                ? t('texts.missing')
                : undefined
          }
        >
          {(locale) => {
            const alt = `text.${locale}.alt`;
            const caption = `text.${locale}.caption`;
            return (
              <>
                <Field
                  id={form.fieldId(alt)}
                  label={t('texts.alt')}
                  hint={t('texts.altHint')}
                  error={form.errors[alt]}
                >
                  <input
                    {...form.control(alt, t('texts.altHint'))}
                    {...textDirection(locale)}
                    name={alt}
                    maxLength={mediaLimits.alt}
                    required={locale === defaultLocale}
                    value={values.text[locale].alt}
                    onChange={(event) => setText(locale, 'alt', event.target.value)}
                    className={inputClass}
                  />
                </Field>
                <Field
                  id={form.fieldId(caption)}
                  label={t('texts.caption')}
                  hint={t('texts.captionHint')}
                  error={form.errors[caption]}
                >
                  <textarea
                    {...form.control(caption, t('texts.captionHint'))}
                    {...textDirection(locale)}
                    name={caption}
                    rows={3}
                    maxLength={mediaLimits.caption}
                    value={values.text[locale].caption}
                    onChange={(event) => setText(locale, 'caption', event.target.value)}
                    className={textareaClass}
                  />
                </Field>
              </>
            );
          }}
        </LanguageTabs>
        <div className="mt-4 flex justify-end">
          <Button
            type="submit"
            variant="primary"
            disabled={form.pending !== null}
            aria-busy={form.pending !== null}
          >
            {form.pending ? t('saving') : t('save')}
          </Button>
        </div>
      </section>
    </form>
  );
}
