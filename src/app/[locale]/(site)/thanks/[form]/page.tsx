import { CheckCircle2 } from '@/components/ui/icons';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getPageCopy, shown } from '@/components/site/page-copy';
import { ButtonLink } from '@/components/ui/button-link';
import { locales, type Locale } from '@/i18n/locales';
import { pageLocale } from '@/i18n/params';
import { sentForms, type SentForm } from '@/lib/forms/sent-forms';
import { getAgencySettings } from '@/server/site-settings/site-settings-pages.server';

// Two pages per language, prerendered: nothing about the sender is in them or their URL.
export const dynamicParams = false;

export function generateStaticParams() {
  return locales.flatMap(() => sentForms.map((form) => ({ form })));
}

type Props = PageProps<'/[locale]/thanks/[form]'>;

/**
 * What each form's thank-you says, and where it leads back to. The newsletter's thanks is the
 * agency's word on the blog page (decision 056), its heading marked French when it falls back.
 */
async function thanks(locale: Locale, form: SentForm) {
  if (form === 'contact') {
    const t = await getTranslations({ locale, namespace: 'contactForm' });
    return {
      title: t('sent.title'),
      heading: t('sent.title'),
      text: t('sent.text'),
      back: t('sent.again'),
      href: '/contact',
    };
  }
  const [t, nav, { newsletter }] = await Promise.all([
    getTranslations({ locale, namespace: 'blog.newsletter' }),
    getTranslations({ locale, namespace: 'nav' }),
    getPageCopy('blog', locale),
  ]);
  const title = newsletter?.fields.thanks;
  return {
    title: title?.text ?? '',
    heading: shown(title, locale),
    text: t('confirmHint'),
    back: nav('blog'),
    href: '/blog',
  };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [locale, { form }] = await Promise.all([pageLocale(params), params]);
  const { title } = await thanks(locale, form as SentForm);
  return {
    title: { absolute: `${title} — ${(await getAgencySettings(locale)).siteName}` },
    robots: { index: false },
  };
}

/**
 * Where a form sent without JavaScript leads once its request is stored (Post/Redirect/Get,
 * issue 17): reloading this page sends nothing again.
 */
export default async function ThanksPage({ params }: Props) {
  const [locale, { form }] = await Promise.all([pageLocale(params), params]);
  const { heading, text, back, href } = await thanks(locale, form as SentForm);
  return (
    <section className="mx-auto flex min-h-[70dvh] max-w-2xl flex-col items-center justify-center gap-6 px-4 pt-28 pb-16 text-center">
      <CheckCircle2 aria-hidden className="size-14 text-success" />
      <h1 className="text-3xl font-bold text-balance sm:text-4xl">{heading}</h1>
      <p role="status" className="max-w-xl text-lg text-fg-muted">
        {text}
      </p>
      <ButtonLink href={href} locale={locale} variant="secondary">
        {back}
      </ButtonLink>
    </section>
  );
}
