import Link from 'next/link';
import type { ComponentProps } from 'react';
import { localizedHref } from '@/i18n/href';
import type { Locale } from '@/i18n/locales';

type Props = Omit<ComponentProps<typeof Link>, 'href'> & { href: string; locale: Locale };

/** An internal link that keeps the visitor's language. */
export function LocalizedLink({ href, locale, ...props }: Props) {
  return <Link href={localizedHref(href, locale)} {...props} />;
}
