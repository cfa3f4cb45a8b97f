'use client';
/**
 * The subscribers' import (admins): a CSV file, read here as text and sent with the language
 * for lines that name none and the consent attestation. The server's summary is toasted.
 */
import { FileUp } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useKeptForProof } from '@/components/admin/forms/kept-for-proof';
import { useAdminForm } from '@/components/admin/forms/use-admin-form';
import { Button } from '@/components/admin/ui/button';
import { Card, CardHeader } from '@/components/admin/ui/card';
import { checkboxClass, Field, inputClass, selectClass } from '@/components/admin/ui/form-field';
import { locales, type Locale } from '@/i18n/locales';
import type { ActionResult } from '@/lib/admin/action-result';
import {
  subscriberImportErrorKeys,
  subscriberImportSchema,
  type SubscriberImportInput,
} from '@/lib/admin/subscriber-import-schema';

export function SubscriberImport({
  languageNames,
  importFile,
}: {
  /** Each site language's name in the admin's language. */
  languageNames: Record<Locale, string>;
  importFile: (input: SubscriberImportInput) => Promise<ActionResult>;
}) {
  const t = useTranslations('subscribers.import');
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [csv, setCsv] = useState('');
  const [language, setLanguage] = useState<Locale>('fr');
  const [attested, setAttested] = useState(false);
  // An attested import asks for a fresh proof first: back here, the file and choices are kept.
  const [keptFile, setKeptFile] = useState(false);
  const keep = useKeptForProof<SubscriberImportInput>('subscriber-import', (kept) => {
    setCsv(kept.csv);
    setLanguage(kept.language);
    setAttested(kept.attested);
    setKeptFile(kept.csv !== '');
  });
  const form = useAdminForm({
    errorMessages: 'subscribers.import.errors',
    knownErrors: subscriberImportErrorKeys,
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input: SubscriberImportInput = { csv, language, attested };
    const result = await form.submit(subscriberImportSchema, input, () =>
      keep(input, () => importFile(input)),
    );
    if (!result?.ok) return;
    setKeptFile(false);
    setCsv('');
    setAttested(false);
    if (fileInput.current) fileInput.current.value = '';
  };

  return (
    <Card as="section" aria-labelledby={`${id}-title`} className="mt-8">
      <CardHeader id={`${id}-title`} title={t('title')} description={t('description')} />
      <form onSubmit={submit} noValidate className="grid gap-4 md:grid-cols-2">
        <Field
          id={form.fieldId('csv')}
          label={t('file')}
          hint={t('fileHint')}
          error={form.errors.csv}
        >
          <input
            {...form.control('csv', t('fileHint'))}
            ref={fileInput}
            type="file"
            accept=".csv,text/csv,text/plain"
            onChange={async (event) => {
              form.clearError('csv');
              setKeptFile(false);
              setCsv((await event.target.files?.[0]?.text()) ?? '');
            }}
            className={`${inputClass} py-1.5 file:me-3 file:rounded-md file:border-0 file:bg-ink-card file:px-3 file:py-1 file:text-fg`}
          />
          {keptFile ? (
            <p className="mt-1.5 text-xs text-fg-muted" role="status">
              {t('keptFile')}
            </p>
          ) : null}
        </Field>
        <Field id={form.fieldId('language')} label={t('language')} error={form.errors.language}>
          <select
            {...form.control('language')}
            value={language}
            onChange={(event) => setLanguage(event.target.value as Locale)}
            className={selectClass}
          >
            {locales.map((locale) => (
              <option key={locale} value={locale}>
                {languageNames[locale]}
              </option>
            ))}
          </select>
        </Field>
        <div className="md:col-span-2">
          <label className="flex items-start gap-3 text-sm text-fg">
            <input
              type="checkbox"
              checked={attested}
              onChange={(event) => setAttested(event.target.checked)}
              aria-describedby={`${id}-attest-hint`}
              className={`${checkboxClass} mt-0.5`}
            />
            <span>{t('attest')}</span>
          </label>
          <p id={`${id}-attest-hint`} className="mt-1.5 ms-7 text-xs text-fg-muted">
            {t('attestHint')}
          </p>
        </div>
        <div className="md:col-span-2">
          <Button type="submit" variant="primary" disabled={form.pending !== null}>
            <FileUp aria-hidden="true" className="size-4" />
            {form.pending !== null ? t('working') : t('submit')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
