'use client';
/**
 * The state every editor of a text in several languages holds (articles, newsletter campaigns):
 * the values as typed, the values as last saved, the language shown, whether something changed
 * since, and the admin form hook, whose errors open the language tab that holds the first one.
 * Leaving with unsaved changes asks first (decision 029); left that way, the editor shows the
 * saved values again. `confirmation` is that question, for the editor to render; `markChanged()`
 * after an edit, `markSaved(values)` once the server has the values (as it answered them, if it
 * did).
 */
import { useState } from 'react';
import type { Locale } from '@/i18n/locales';
import { firstFieldLocale } from '@/lib/admin/translated-content';
import { useUnsavedChanges } from './unsaved-changes';
import { useAdminForm } from './use-admin-form';

export function useTranslatedEditor<Values>(
  initial: Values,
  messages: { errorMessages: string; knownErrors: readonly string[]; refusalToast: string },
) {
  const [values, setValues] = useState(initial);
  const [saved, setSaved] = useState(initial);
  const [language, setLanguage] = useState<Locale>('fr');
  const [dirty, setDirty] = useState(false);
  const form = useAdminForm({
    ...messages,
    onErrors: (fields) => {
      const locale = firstFieldLocale(fields, 'translations');
      if (locale) setLanguage(locale);
    },
  });
  const { confirmation } = useUnsavedChanges(
    () => dirty,
    () => {
      setValues(saved);
      form.setErrors({});
      setDirty(false);
    },
  );
  const markChanged = () => setDirty(true);
  const markSaved = (next?: Values) => {
    setDirty(false);
    if (next === undefined) return;
    setValues(next);
    setSaved(next);
  };
  const hasChanges = () => dirty;
  return {
    values,
    setValues,
    language,
    setLanguage,
    form,
    confirmation,
    hasChanges,
    markChanged,
    markSaved,
  };
}
