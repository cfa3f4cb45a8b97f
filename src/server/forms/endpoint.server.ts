import 'server-only';
import type { Locale } from '@/i18n/locales';
import { isCrossOrigin } from '@/server/security/same-origin.server';
import { readFormBody } from './http.server';
import { formOutcomeResponse, refusedRequest, type OutcomeTexts } from './responses.server';
import { runSubmission, type Submit } from './run-submission.server';

/**
 * The POST handler of a public form's endpoint (JSON or form-encoded), used by the form's
 * script: same-origin check, bounded body, the submission, and its answer in the visitor's
 * language.
 */
export function formEndpoint<ErrorKey extends string>(
  submit: Submit<ErrorKey>,
  textsOf: (locale: Locale) => Promise<OutcomeTexts>,
) {
  return async function POST(request: Request): Promise<Response> {
    if (isCrossOrigin(request.headers)) return refusedRequest(403);
    const body = await readFormBody(request);
    if (!body.ok) return refusedRequest(body.status);
    const outcome = await runSubmission(submit, body.fields, request.headers, body.locale);
    return formOutcomeResponse(outcome, await textsOf(body.locale));
  };
}
