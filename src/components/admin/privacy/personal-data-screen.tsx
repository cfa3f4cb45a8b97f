'use client';
/**
 * The "Personal data" screen (issue 34): look up an address, see everything held about it,
 * export it for the person (JSON or a readable HTML summary, in their language) or erase it.
 * The address is sent in the actions' bodies only; the file comes back in the answer and is
 * saved by the browser, so no URL ever carries it.
 */
import { Download, Search, Trash2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { useAdminForm } from '@/components/admin/forms/use-admin-form';
import { Button } from '@/components/admin/ui/button';
import { Card, CardHeader } from '@/components/admin/ui/card';
import { Field, inputClass, selectClass } from '@/components/admin/ui/form-field';
import type { AdminLocale } from '@/i18n/admin-messages';
import { locales, type Locale } from '@/i18n/locales';
import type { ActionResult } from '@/lib/admin/action-result';
import {
  personalDataErrorKeys,
  personalDataExportSchema,
  personalDataLookupSchema,
  type PersonalDataExportInput,
  type PersonalDataFormat,
  type PersonalDataLookupInput,
} from '@/lib/admin/personal-data-schema';
import {
  recordCount,
  type PersonalDataFile,
  type PersonalDataReport,
} from '@/lib/privacy/personal-data';
import { PersonalDataSections } from './personal-data-sections';

function saveFile(file: PersonalDataFile): void {
  const url = URL.createObjectURL(new Blob([file.content], { type: file.contentType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.filename;
  link.click();
  URL.revokeObjectURL(url);
}

export function PersonalDataScreen({
  locale,
  languageNames,
  serviceNames,
  lookUp,
  exportFile,
  erase,
}: {
  locale: AdminLocale;
  /** Each site language's name in the admin's language. */
  languageNames: Record<Locale, string>;
  /** The contact form's services by value, in the admin's language. */
  serviceNames: Record<string, string>;
  lookUp: (input: PersonalDataLookupInput) => Promise<ActionResult<PersonalDataReport>>;
  exportFile: (input: PersonalDataExportInput) => Promise<ActionResult<PersonalDataFile>>;
  erase: (input: PersonalDataLookupInput) => Promise<ActionResult<PersonalDataReport>>;
}) {
  const t = useTranslations('personalData');
  const id = useId();
  const [email, setEmail] = useState('');
  const [report, setReport] = useState<PersonalDataReport | null>(null);
  const [language, setLanguage] = useState<Locale>('fr');
  const form = useAdminForm({
    errorMessages: 'personalData.errors',
    knownErrors: personalDataErrorKeys,
  });

  const show = (found: PersonalDataReport) => {
    setReport(found);
    setLanguage(found.language);
  };

  const submitLookup = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = { email };
    const result = await form.submit(
      personalDataLookupSchema,
      input,
      () => lookUp(input),
      'lookup',
    );
    if (result?.ok && result.data) show(result.data);
  };

  const download = async (format: PersonalDataFormat) => {
    if (!report) return;
    const input = { email: report.address, language, format };
    const result = await form.submit(
      personalDataExportSchema,
      input,
      () => exportFile(input),
      format,
    );
    if (result?.ok && result.data) saveFile(result.data);
  };

  const eraseAll = async () => {
    if (!report || !window.confirm(t('erase.confirm', { address: report.address }))) return;
    const input = { email: report.address };
    const result = await form.submit(personalDataLookupSchema, input, () => erase(input), 'erase');
    if (result?.ok && result.data) show(result.data);
  };

  const busy = form.pending !== null;
  const held = report ? recordCount(report) : 0;

  return (
    <>
      <Card as="section" aria-labelledby={`${id}-lookup`}>
        <CardHeader id={`${id}-lookup`} title={t('lookup.title')} />
        <form
          onSubmit={submitLookup}
          noValidate
          className="flex flex-col gap-3 sm:flex-row sm:items-start"
        >
          <Field
            id={form.fieldId('email')}
            label={t('lookup.label')}
            hint={t('lookup.hint')}
            error={form.errors.email}
            className="min-w-0 flex-1"
          >
            <input
              {...form.control('email', t('lookup.hint'))}
              type="email"
              autoComplete="off"
              spellCheck={false}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              className={inputClass}
            />
          </Field>
          <Button type="submit" variant="primary" disabled={busy} className="sm:mt-6">
            <Search aria-hidden="true" className="size-4" />
            {form.pending === 'lookup' ? t('lookup.working') : t('lookup.submit')}
          </Button>
        </form>
      </Card>

      {report ? (
        <div aria-live="polite">
          <p className="mt-6 text-sm text-fg" data-testid="personal-data-found">
            {t('found', { count: held, address: report.address })}
          </p>
          {held > 0 ? (
            <>
              <p className="mt-1 text-sm text-fg-muted">
                {t('personLanguage', { language: languageNames[report.language] })}
              </p>
              <div className="mt-6 grid gap-4 lg:grid-cols-2">
                <Card as="section" aria-labelledby={`${id}-export`}>
                  <CardHeader
                    id={`${id}-export`}
                    title={t('export.title')}
                    description={t('export.description')}
                  />
                  <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
                    <Field id={`${id}-language`} label={t('export.language')} className="sm:w-48">
                      <select
                        id={`${id}-language`}
                        value={language}
                        onChange={(event) => setLanguage(event.target.value as Locale)}
                        className={selectClass}
                      >
                        {locales.map((option) => (
                          <option key={option} value={option}>
                            {languageNames[option]}
                          </option>
                        ))}
                      </select>
                    </Field>
                    <Button variant="secondary" disabled={busy} onClick={() => download('json')}>
                      <Download aria-hidden="true" className="size-4" />
                      {form.pending === 'json' ? t('export.working') : t('export.json')}
                    </Button>
                    <Button variant="secondary" disabled={busy} onClick={() => download('html')}>
                      <Download aria-hidden="true" className="size-4" />
                      {form.pending === 'html' ? t('export.working') : t('export.html')}
                    </Button>
                  </div>
                </Card>
                <Card as="section" aria-labelledby={`${id}-erase`}>
                  <CardHeader
                    id={`${id}-erase`}
                    title={t('erase.title')}
                    description={t('erase.description')}
                  />
                  <Button variant="danger" disabled={busy} onClick={eraseAll}>
                    <Trash2 aria-hidden="true" className="size-4" />
                    {form.pending === 'erase' ? t('erase.working') : t('erase.submit')}
                  </Button>
                </Card>
              </div>
              <PersonalDataSections
                report={report}
                locale={locale}
                languageNames={languageNames}
                serviceNames={serviceNames}
              />
            </>
          ) : null}
        </div>
      ) : null}
    </>
  );
}
