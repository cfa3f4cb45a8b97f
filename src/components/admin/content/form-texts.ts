import type { ContentErrorKey } from '@/lib/admin/content-form';
import type { AdminTranslator } from '@/server/admin/admin-i18n.server';
import type { DeleteContentTexts } from './delete-content-button';
import type { LanguageTabsTexts } from './language-tabs';
import type { ContentFormTexts } from './use-content-form';

/** The namespaces whose `form` and `delete` texts share one shape. */
type ContentNamespace = 'testimonials' | 'services';

/** The texts every content form needs, from the admin's translator (server side). */
export function contentFormTexts(
  t: AdminTranslator,
  namespace: ContentNamespace,
): ContentFormTexts & { tabs: LanguageTabsTexts } {
  return {
    successTitle: t('common.success'),
    errorTitle: t('common.error'),
    unknownError: t('common.unknownError'),
    checkFields: t(`${namespace}.form.checkFields`),
    saving: t(`${namespace}.form.saving`),
    errors: {
      required: t(`${namespace}.form.errors.required`),
      tooLong: t(`${namespace}.form.errors.tooLong`),
      ratingInvalid: t(`${namespace}.form.errors.ratingInvalid`),
      orderInvalid: t(`${namespace}.form.errors.orderInvalid`),
      iconInvalid: t(`${namespace}.form.errors.iconInvalid`),
      idInvalid: t(`${namespace}.form.errors.idInvalid`),
      idTaken: t(`${namespace}.form.errors.idTaken`),
      idReserved: t(`${namespace}.form.errors.idReserved`),
    },
    tabs: {
      label: t(`${namespace}.form.languagesLabel`),
      hint: t(`${namespace}.form.languagesHint`),
      hasErrors: t(`${namespace}.form.tabHasErrors`),
      languages: {
        fr: t(`${namespace}.form.languages.fr`),
        en: t(`${namespace}.form.languages.en`),
        ar: t(`${namespace}.form.languages.ar`),
        'ar-ma': t(`${namespace}.form.languages.ar-ma`),
      },
    },
  };
}

/** The delete dialog's texts, `text` saying what disappears. */
export function deleteContentTexts(
  t: AdminTranslator,
  namespace: ContentNamespace,
  text: string,
): DeleteContentTexts {
  return {
    button: t(`${namespace}.delete.button`),
    title: t(`${namespace}.delete.title`),
    text,
    confirm: t(`${namespace}.delete.confirm`),
    cancel: t(`${namespace}.delete.cancel`),
    close: t('ui.close'),
    successTitle: t('common.success'),
    errorTitle: t('common.error'),
    unknownError: t('common.unknownError'),
  };
}

/** A refused save: the toast's message and each field's error in the admin's language. */
export function refusedSave(
  t: AdminTranslator,
  namespace: ContentNamespace,
  errors: Record<string, ContentErrorKey>,
): { ok: false; message: string; fieldErrors: Record<string, string> } {
  const fieldErrors = Object.fromEntries(
    Object.entries(errors).map(([name, key]) => [name, t(`${namespace}.form.errors.${key}`)]),
  );
  return { ok: false, message: t(`${namespace}.toasts.saveFailed`), fieldErrors };
}
