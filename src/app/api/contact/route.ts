import { createTranslator } from 'next-intl';
import { loadMessages } from '@/i18n/messages';
import { perLocale } from '@/i18n/per-locale';
import { submitContact } from '@/server/contact/submit-contact.server';
import { readFormBody } from '@/server/forms/http.server';
import {
  formOutcomeResponse,
  refusedRequest,
  type OutcomeTexts,
} from '@/server/forms/responses.server';
import { runSubmission } from '@/server/forms/run-submission.server';
import { isCrossOrigin } from '@/server/security/same-origin.server';

const textsOf = perLocale(async (locale): Promise<OutcomeTexts> => {
  const t = createTranslator({
    locale,
    messages: await loadMessages(locale),
    namespace: 'contactForm',
  });
  return {
    fieldError: (key) =>
      t.has(`errors.${key}` as 'errors.nameRequired')
        ? t(`errors.${key}` as 'errors.nameRequired')
        : t('toasts.invalid'),
    rateLimited: t('toasts.rateLimited'),
    failed: t('toasts.failed'),
  };
});

/** The contact form's endpoint (JSON or form-encoded), used by the page's script. */
export async function POST(request: Request): Promise<Response> {
  if (isCrossOrigin(request.headers)) return refusedRequest(403);
  const body = await readFormBody(request);
  if (!body.ok) return refusedRequest(body.status);
  const outcome = await runSubmission(submitContact, body.fields, request.headers, body.locale);
  return formOutcomeResponse(outcome, await textsOf(body.locale));
}
