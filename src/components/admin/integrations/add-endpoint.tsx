'use client';
/**
 * '+ Ajouter un endpoint'; the signing secret it makes is shown in the screen's one panel
 * (secret-reveal.tsx). The form is checked in the browser with the server's schema; what was
 * typed stays until it is accepted.
 */
import { useTranslations } from 'next-intl';
import { useDialogForm } from '@/components/admin/forms/use-dialog-form';
import { checkboxClass, Field, inputClass, selectClass } from '@/components/admin/ui/form-field';
import { ModalButton, ModalFormActions } from '@/components/admin/ui/modal';
import type { ActionResult } from '@/lib/admin/action-result';
import {
  webhookEndpointSchema,
  webhookEventTypes,
  webhookFormErrors,
  webhookPresets,
  webhookUrlMaxLength,
} from '@/lib/admin/webhook-schema';
import { SecretPanel, useShowSecret } from './secret-reveal';
import { webhookEventKey } from './webhook-event-key';

type AddAction = (formData: FormData) => Promise<ActionResult<{ secret: string }>>;

export function AddEndpoint({ action }: { action: AddAction }) {
  const t = useTranslations();
  const showSecret = useShowSecret();
  return (
    <div className="mb-6 space-y-4">
      <ModalButton
        label={t('integrations.add.open')}
        title={t('integrations.add.title')}
        description={t('integrations.add.description')}
        closeLabel={t('ui.close')}
      >
        {(close) => (
          <AddEndpointForm
            action={action}
            onDone={close}
            onSecret={(secret) => showSecret({ secret, rotated: false })}
          />
        )}
      </ModalButton>
      <SecretPanel />
    </div>
  );
}

function AddEndpointForm({
  action,
  onDone,
  onSecret,
}: {
  action: AddAction;
  onDone: () => void;
  onSecret: (secret: string) => void;
}) {
  const t = useTranslations();
  const { form, values, set, submit } = useDialogForm({
    initial: { url: '', events: 'contact.created', preset: 'standard' },
    schema: webhookEndpointSchema,
    send: async (formData) => {
      const result = await action(formData);
      if (result.ok && result.data) onSecret(result.data.secret);
      return result;
    },
    onDone,
    errorMessages: 'integrations.errors',
    knownErrors: webhookFormErrors,
  });
  const chosen = values.events.split(',').filter(Boolean);
  const toggle = (event: string, on: boolean) =>
    set('events')(
      webhookEventTypes.filter((type) => (type === event ? on : chosen.includes(type))).join(','),
    );
  const urlHint = t('integrations.add.urlHint');

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Field
        id={form.fieldId('url')}
        label={t('integrations.add.url')}
        error={form.errors.url}
        hint={urlHint}
      >
        <input
          {...form.control('url', urlHint)}
          name="url"
          type="url"
          dir="ltr"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          required
          maxLength={webhookUrlMaxLength}
          placeholder="https://n8n.example.ch/webhook/leads"
          value={values.url}
          onChange={(event) => set('url')(event.target.value)}
          className={`${inputClass} font-mono`}
        />
      </Field>
      <fieldset
        id={form.fieldId('events')}
        tabIndex={-1}
        aria-describedby={form.errors.events ? `${form.fieldId('events')}-error` : undefined}
        className="space-y-2"
      >
        <legend className="mb-1.5 text-sm font-medium text-fg">
          {t('integrations.add.events')}
        </legend>
        <input type="hidden" name="events" value={values.events} />
        <div className="grid gap-2 sm:grid-cols-2">
          {webhookEventTypes.map((type) => (
            <label key={type} className="flex items-start gap-2 text-sm text-fg">
              <input
                type="checkbox"
                className={`${checkboxClass} mt-0.5`}
                checked={chosen.includes(type)}
                onChange={(event) => toggle(type, event.target.checked)}
              />
              <span>
                {t(`integrations.events.${webhookEventKey(type)}`)}
                <span className="block font-mono text-xs text-fg-muted" dir="ltr">
                  {type}
                </span>
              </span>
            </label>
          ))}
        </div>
        {form.errors.events ? (
          <p id={`${form.fieldId('events')}-error`} className="text-sm text-danger">
            {form.errors.events}
          </p>
        ) : null}
      </fieldset>
      <Field
        id={form.fieldId('preset')}
        label={t('integrations.add.preset')}
        error={form.errors.preset}
      >
        <select
          {...form.control('preset')}
          name="preset"
          value={values.preset}
          onChange={(event) => set('preset')(event.target.value)}
          className={selectClass}
        >
          {webhookPresets.map((preset) => (
            <option key={preset} value={preset}>
              {t(`integrations.presets.${preset}`)}
            </option>
          ))}
        </select>
      </Field>
      <ModalFormActions
        cancelLabel={t('common.cancel')}
        submitLabel={t('integrations.add.submit')}
        pending={form.pending !== null}
      />
    </form>
  );
}
