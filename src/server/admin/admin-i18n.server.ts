import 'server-only';
import { createTranslator } from 'next-intl';
import { cookies } from 'next/headers';
import {
  adminLocaleCookie,
  adminMessages,
  isAdminLocale,
  type AdminLocale,
} from '@/i18n/admin-messages';

/** The admin's language for this request (cookie set by the proxy from `?lang=`), French by default. */
export async function adminLocale(): Promise<AdminLocale> {
  const chosen = (await cookies()).get(adminLocaleCookie)?.value;
  return isAdminLocale(chosen) ? chosen : 'fr';
}

/** The admin's translator in a language: for work that is not a request's (a test, a job). */
export function adminTranslatorIn(locale: AdminLocale) {
  return createTranslator({ locale, messages: adminMessages[locale], timeZone: 'Europe/Zurich' });
}

/** The admin's translator for this request; `t('users.title')` etc. */
export async function adminTranslator() {
  return adminTranslatorIn(await adminLocale());
}

export type AdminTranslator = ReturnType<typeof adminTranslatorIn>;
