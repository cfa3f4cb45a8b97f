import 'server-only';
import { headers } from 'next/headers';
import { localeFromLangParam } from '@/i18n/locales';
import { formDataFields, type FormState } from '@/lib/forms/form-state';
import { runSubmission, type Submit } from './run-submission.server';

/**
 * A form's server action without JavaScript: runs the submission and returns what the page
 * shows next: nothing typed when it was stored, otherwise the errors and every typed value.
 */
export async function runFormAction<Field extends string, ErrorKey extends string>(
  submit: Submit<ErrorKey>,
  formData: FormData,
  fields: readonly Field[],
): Promise<FormState<Field, ErrorKey>> {
  const posted = formDataFields(formData);
  const outcome = await runSubmission(
    submit,
    posted,
    await headers(),
    localeFromLangParam(posted.locale),
  );
  if (outcome.status === 'accepted') return { status: 'accepted', errors: {}, values: {} };
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
