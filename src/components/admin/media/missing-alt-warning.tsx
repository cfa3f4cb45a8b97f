'use client';
/**
 * Beside an editor's publish button: the images the publish would show in a language they have
 * no alt text in (issue 33), each with its thumbnail and a link to describe it in the library
 * (a new tab: the editor's unsaved work stays). A warning only: publishing is never blocked.
 * Asked again, staff-only, a moment after the images or the languages on screen change.
 */
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type RefObject } from 'react';
import type { AdminLocale } from '@/i18n/admin-messages';
import type { Locale } from '@/i18n/locales';
import { languageName } from '@/lib/admin/language-name';
import { shownImages, type ShownImages } from '@/lib/media/shown-images';
import type { ImageMissingAlt } from '@/server/media/media-alt.server';
import { SmallMediaThumbnail } from './media-thumbnail';

/** Asks which of the images shown per language have no alt text there. */
export type MissingAltCheck = (shown: ShownImages) => Promise<ImageMissingAlt[]>;

/** Typing settles before the images are asked about again. */
const askDelayMs = 400;

export function MissingAltWarning({
  texts,
  check,
  className = '',
}: {
  /** Per language being published, the texts its readers get (those shared by all included). */
  texts: Partial<Record<Locale, readonly string[]>>;
  check: MissingAltCheck;
  className?: string;
}) {
  const t = useTranslations('media.missingAlt');
  const adminLocale = useLocale() as AdminLocale;
  const asked = shownImages(texts);
  // Typing around the images changes nothing asked: the question is asked again only when
  // the images or the languages change.
  const shown = JSON.stringify(asked);
  const [answer, setAnswer] = useState<ImageMissingAlt[]>([]);

  useEffect(() => {
    const question = JSON.parse(shown) as ShownImages;
    if (Object.values(question).every((names) => names.length === 0)) return;
    let current = true;
    const timer = setTimeout(() => {
      check(question).then(
        (images) => {
          if (current) setAnswer(images);
        },
        // A warning that cannot be asked for is no reason to stop the editor.
        () => undefined,
      );
    }, askDelayMs);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [shown, check]);

  // Until the next answer, the last one speaks only of the images and languages still shown.
  const images = answer.flatMap((image) => {
    const name = image.path.split('/').at(-1)!;
    const still = image.locales.filter((locale) => asked[locale]?.includes(name));
    return still.length > 0 ? [{ ...image, locales: still }] : [];
  });
  if (images.length === 0) return null;
  return (
    <div
      role="status"
      data-testid="missing-alt-warning"
      className={`rounded-lg border border-amber-400/30 bg-amber-400/10 p-3 text-sm text-fg ${className}`}
    >
      <p className="font-medium text-amber-200">{t('title', { count: images.length })}</p>
      <p className="mt-1 text-fg-muted">{t('hint')}</p>
      <ul className="mt-3 space-y-2">
        {images.map((image) => (
          <li key={image.id} className="flex items-center gap-3">
            <SmallMediaThumbnail path={image.path} />
            <span className="min-w-0">
              <a
                href={`/admin/media/${image.id}`}
                target="_blank"
                rel="noopener"
                className="block font-medium break-all text-accent-strong underline underline-offset-4"
              >
                {image.fileName || t('unnamed')}
                <span className="sr-only"> {t('newTab')}</span>
              </a>
              <span className="block text-fg-muted">
                {t('languages', {
                  languages: image.locales
                    .map((locale) => languageName(adminLocale, locale))
                    .join(', '),
                })}
              </span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The warning of a form whose controls keep their own values (a page's section): its texts are
 * read from the form's data as typed, and again when a control changes (an image field's
 * hidden input included, which changes without an event).
 */
export function FormMissingAltWarning({
  formRef,
  textsOf,
  check,
  className,
}: {
  formRef: RefObject<HTMLFormElement | null>;
  textsOf: (data: FormData) => Partial<Record<Locale, readonly string[]>>;
  check: MissingAltCheck;
  className?: string;
}) {
  const [texts, setTexts] = useState<Partial<Record<Locale, readonly string[]>>>({});
  const read = useRef(textsOf);
  useEffect(() => {
    read.current = textsOf;
  });
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const update = () => setTexts(read.current(new FormData(form)));
    update();
    const observer = new MutationObserver(update);
    observer.observe(form, { subtree: true, attributes: true, attributeFilter: ['value'] });
    form.addEventListener('input', update);
    form.addEventListener('change', update);
    return () => {
      observer.disconnect();
      form.removeEventListener('input', update);
      form.removeEventListener('change', update);
    };
  }, [formRef]);
  return <MissingAltWarning texts={texts} check={check} className={className} />;
}
