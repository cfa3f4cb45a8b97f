import type { ReactNode } from 'react';
import { LocalizedLink } from '@/components/site/localized-link';
import type { Locale } from '@/i18n/locales';

/**
 * The tags legal texts may use in their messages (rendered with `t.rich`). Keeping the
 * structure in the text sets lets each language order its paragraphs and lists naturally.
 */
export const legalTags = {
  p: (chunks: ReactNode) => <p>{chunks}</p>,
  ul: (chunks: ReactNode) => <ul>{chunks}</ul>,
  li: (chunks: ReactNode) => <li>{chunks}</li>,
  strong: (chunks: ReactNode) => <strong>{chunks}</strong>,
};

/** `<mail>{email}</mail>`: a mailto link whose address stays left-to-right in Arabic text. */
export function mailTag(email: string) {
  return function MailLink(chunks: ReactNode) {
    return (
      <a href={`mailto:${email}`}>
        <span dir="ltr">{chunks}</span>
      </a>
    );
  };
}

/** A tag that links to another page of the site in the visitor's language. */
export function pageLinkTag(href: string, locale: Locale) {
  return function PageLink(chunks: ReactNode) {
    return (
      <LocalizedLink href={href} locale={locale}>
        {chunks}
      </LocalizedLink>
    );
  };
}

/** A tag that links to another site; the address is shown left-to-right. */
export function externalLinkTag(href: string) {
  return function ExternalLink(chunks: ReactNode) {
    return (
      <a href={href} rel="noopener noreferrer">
        <span dir="ltr">{chunks}</span>
      </a>
    );
  };
}

/** The date the legal pages were last revised (ISO), shown in each language's long format. */
export const legalLastUpdated = '2026-11-27';
