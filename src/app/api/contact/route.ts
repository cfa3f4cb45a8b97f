import { createTranslator } from 'next-intl';
import { loadMessages } from '@/i18n/messages';
import { submitContact } from '@/server/contact/submit-contact.server';
import { readFormBody } from '@/server/forms/http.server';
import { formOutcomeResponse, refusedRequest } from '@/server/forms/responses.server';
import { runSubmission } from '@/server/forms/run-submission.server';
import { isCrossOrigin } from '@/server/security/same-origin.server';

/** The contact form's endpoint (JSON or form-encoded), used by the page's script. */
export async function POST(request: Request): Promise<Response> {
  if (isCrossOrigin(request.headers)) return refusedRequest(403);
  const body = await readFormBody(request);
  if (!body.ok) return refusedRequest(body.status);
  const outcome = await runSubmission(submitContact, body.fields, request.headers, body.locale);
  const t = createTranslator({
    locale: body.locale,
    messages: await loadMessages(body.locale),
    namespace: 'contactForm',
  });
  return formOutcomeResponse(outcome, {
    fieldError: (key) =>
      t.has(`errors.${key}` as 'errors.nameRequired')
        ? t(`errors.${key}` as 'errors.nameRequired')
        : t('toasts.invalid'),
    rateLimited: t('toasts.rateLimited'),
    failed: t('toasts.failed'),
  });
}
