import en from '../../messages/admin/en.json';
import fr from '../../messages/admin/fr.json';

/**
 * The admin speaks French (the agency's language) and English; its texts are kept apart from the
 * four public text sets so public pages never carry them.
 */
export const adminLocales = ['fr', 'en'] as const;
export type AdminLocale = (typeof adminLocales)[number];
export type AdminMessages = typeof fr;

export const adminMessages: Record<AdminLocale, AdminMessages> = { fr, en };

export function isAdminLocale(value: unknown): value is AdminLocale {
  return adminLocales.includes(value as AdminLocale);
}

/** Cookie holding the admin's language, set from `?lang=` by the proxy. */
export const adminLocaleCookie = 'admin-lang';
