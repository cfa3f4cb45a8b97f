import 'server-only';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { localizedHref } from '@/i18n/href';
import { localeFromLangParam } from '@/i18n/locales';
import { formDataFields, type FormState } from '@/lib/forms/form-state';
import type { SentForm } from '@/lib/forms/sent-forms';
import { runSubmission, type Submit } from './run-submission.server';

/**
 * A form's server action without JavaScript. Stored: the browser is sent on (303) to the form's
 * thank-you page, whose URL holds nothing of what was typed, so a reload never posts again
 * (Post/Redirect/Get). Otherwise the page shows the errors and every typed value.
 */
export async function runFormAction<Field extends string, ErrorKey extends string>(
  submit: Submit<ErrorKey>,
  formData: FormData,
  fields: readonly Field[],
  sent: SentForm,
): Promise<FormState<Field, ErrorKey>> {
  const posted = formDataFields(formData);
  const locale = localeFromLangParam(posted.locale);
  const outcome = await runSubmission(submit, posted, await headers(), locale);
  if (outcome.status === 'accepted') redirect(localizedHref(`/thanks/${sent}`, locale));
  return {
    status: outcome.status,
    // A whole-form error (`form`) has no field to sit by: the page's alert says it.
    errors: (outcome.status === 'invalid' ? outcome.errors : {}) as Partial<
      Record<Field, ErrorKey>
    >,
    values: Object.fromEntries(fields.map((field) => [field, posted[field] ?? ''])) as Partial<
      Record<Field, string>
    >,
  };
}
