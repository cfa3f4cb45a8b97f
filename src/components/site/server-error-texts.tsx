'use client';

import { createContext, use, type ReactNode } from 'react';
import type { Locale } from '@/i18n/locales';

/** The error page's texts in the page's language (`serverError` in messages/). */
export interface ServerErrorTexts {
  locale: Locale;
  code: string;
  title: string;
  description: string;
  /** 'Référence : {reference}' */
  reference: string;
  retry: string;
  backHome: string;
}

const ServerErrorTextsContext = createContext<ServerErrorTexts | null>(null);

/**
 * Given by the language's root layout: an error page is a client component that cannot load
 * texts itself, and it must speak the visitor's language when the server has failed.
 */
export function ServerErrorTextsProvider({
  texts,
  children,
}: {
  texts: ServerErrorTexts;
  children: ReactNode;
}) {
  return <ServerErrorTextsContext value={texts}>{children}</ServerErrorTextsContext>;
}

export function useServerErrorTexts(): ServerErrorTexts | null {
  return use(ServerErrorTextsContext);
}
