import { createTranslator } from 'next-intl';
import { loadMessages } from '@/i18n/messages';
import { perLocale } from '@/i18n/per-locale';
import { readFormBody } from '@/server/forms/http.server';
import {
  formOutcomeResponse,
  refusedRequest,
  type OutcomeTexts,
} from '@/server/forms/responses.server';
import { runSubmission } from '@/server/forms/run-submission.server';
import { subscribeToNewsletter } from '@/server/newsletter/subscribe.server';
import { isCrossOrigin } from '@/server/security/same-origin.server';

const textsOf = perLocale(async (locale): Promise<OutcomeTexts> => {
  const t = createTranslator({
    locale,
    messages: await loadMessages(locale),
    namespace: 'blog.newsletter',
  });
  return {
    fieldError: () => t('emailInvalid'),
    rateLimited: t('rateLimited'),
    failed: t('failed'),
  };
});

/** The newsletter form's endpoint (JSON or form-encoded), used by the blog's script. */
export async function POST(request: Request): Promise<Response> {
  if (isCrossOrigin(request.headers)) return refusedRequest(403);
  const body = await readFormBody(request);
  if (!body.ok) return refusedRequest(body.status);
  const outcome = await runSubmission(
    subscribeToNewsletter,
    body.fields,
    request.headers,
    body.locale,
  );
  return formOutcomeResponse(outcome, await textsOf(body.locale));
}
