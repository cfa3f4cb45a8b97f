import { ChevronDown, Mail } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';

/**
 * The hero's "exclusive guides" toggle and the newsletter form it opens. A native
 * <details> so it opens without JavaScript. The form is markup only for now: submitting it
 * is wired by the newsletter issue, so nothing here pretends to succeed.
 */
export async function NewsletterPanel({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'blog.newsletter' });
  return (
    <details className="group mx-auto mt-8 w-full max-w-xl">
      <summary className="mx-auto flex min-h-12 w-fit cursor-pointer list-none items-center gap-2 rounded-full bg-gradient-to-r from-accent to-violet px-6 py-3 text-sm font-semibold text-ink shadow-lg shadow-accent/20 transition hover:brightness-110 [&::-webkit-details-marker]:hidden">
        <Mail aria-hidden className="size-4 shrink-0" />
        {t('toggle')}
        <ChevronDown aria-hidden className="size-4 shrink-0 transition group-open:rotate-180" />
      </summary>
      <div className="mt-5 rounded-2xl border border-line bg-ink-card/80 p-6 text-start shadow-xl shadow-black/30 sm:p-7">
        <h2 id="newsletter-title" className="text-xl font-semibold">
          {t('title')}
        </h2>
        <p className="mt-2 leading-relaxed text-fg-muted">{t('description')}</p>
        <form method="post" aria-labelledby="newsletter-title" className="mt-5">
          <label htmlFor="newsletter-email" className="text-sm font-medium">
            {t('emailLabel')}
          </label>
          <div className="mt-2 flex flex-col gap-3 sm:flex-row">
            <input
              id="newsletter-email"
              name="email"
              type="email"
              required
              autoComplete="email"
              // An address reads left to right on Arabic pages too.
              dir="ltr"
              placeholder={t('placeholder')}
              className="h-12 w-full min-w-0 rounded-xl sm:flex-1 border border-line bg-ink-raised px-4 text-base text-fg placeholder:text-fg-muted focus:border-accent rtl:text-end"
            />
            <button
              type="submit"
              className="h-12 rounded-xl bg-gradient-to-r from-accent to-violet px-6 text-sm font-semibold text-ink transition hover:brightness-110"
            >
              {t('submit')}
            </button>
          </div>
        </form>
        <p className="mt-3 text-sm text-fg-muted">{t('privacy')}</p>
      </div>
    </details>
  );
}
