'use client';
/**
 * '+ Ajouter une redirection': a dialog with the old address, the new one and the language.
 * Checked in the browser with the same schema as the server (local paths only); the server also
 * refuses a live page, an address already redirected and a loop, next to the field concerned.
 * What was typed stays until it is accepted.
 */
import { useTranslations } from 'next-intl';
import { useDialogForm } from '@/components/admin/forms/use-dialog-form';
import { Field, inputClass, selectClass } from '@/components/admin/ui/form-field';
import { ModalButton, ModalFormActions } from '@/components/admin/ui/modal';
import { locales, localeInfo, type Locale } from '@/i18n/locales';
import type { AdminFormAction } from '@/lib/admin/action-result';
import {
  redirectFormErrors,
  redirectFormSchema,
  redirectPathMaxLength,
} from '@/lib/admin/redirect-schema';

export function AddRedirectButton({ action }: { action: AdminFormAction }) {
  const t = useTranslations();
  return (
    <ModalButton
      label={t('redirects.add.open')}
      title={t('redirects.add.title')}
      description={t('redirects.add.description')}
      closeLabel={t('ui.close')}
    >
      {(close) => <AddRedirectForm action={action} onDone={close} />}
    </ModalButton>
  );
}

function AddRedirectForm({ action, onDone }: { action: AdminFormAction; onDone: () => void }) {
  const t = useTranslations();
  const { form, values, set, submit } = useDialogForm({
    initial: { from: '', to: '', locale: 'fr' as Locale },
    schema: redirectFormSchema,
    send: action,
    onDone,
    errorMessages: 'redirects.errors',
    knownErrors: redirectFormErrors,
  });

  const pathField = (field: 'from' | 'to') => {
    const hint = t(`redirects.add.${field}Hint`);
    return (
      <Field
        id={form.fieldId(field)}
        label={t(`redirects.add.${field}`)}
        error={form.errors[field]}
        hint={hint}
      >
        <input
          {...form.control(field, hint)}
          name={field}
          type="text"
          dir="ltr"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          required
          maxLength={redirectPathMaxLength}
          placeholder={field === 'from' ? '/blog/ancien-article' : '/blog/nouvel-article'}
          value={values[field]}
          onChange={(event) => set(field)(event.target.value)}
          className={`${inputClass} font-mono`}
        />
      </Field>
    );
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {pathField('from')}
      {pathField('to')}
      <Field
        id={form.fieldId('locale')}
        label={t('redirects.add.locale')}
        error={form.errors.locale}
      >
        <select
          {...form.control('locale')}
          name="locale"
          value={values.locale}
          onChange={(event) => set('locale')(event.target.value)}
          className={selectClass}
        >
          {locales.map((locale) => (
            <option key={locale} value={locale} lang={localeInfo[locale].tag}>
              {localeInfo[locale].nativeName}
            </option>
          ))}
        </select>
      </Field>
      <ModalFormActions
        cancelLabel={t('common.cancel')}
        submitLabel={t('redirects.add.submit')}
        pending={form.pending !== null}
      />
    </form>
  );
}
