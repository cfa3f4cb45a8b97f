import 'server-only';
import { settings } from '@/config/settings';
import type { FormOutcome } from './run-submission.server';

export interface OutcomeTexts {
  /** The message of a field's error code, in the visitor's language. */
  fieldError(code: string): string;
  rateLimited: string;
  failed: string;
}

const noStore = { 'Cache-Control': 'no-store' };

/**
 * A form endpoint's HTTP answer: 201 stored, 400 with each field's code and translated
 * message, 429 with Retry-After, 503 when storage failed. Bodies are JSON the page's script
 * and any other client can read.
 */
export function formOutcomeResponse<ErrorKey extends string>(
  outcome: FormOutcome<ErrorKey>,
  texts: OutcomeTexts,
): Response {
  switch (outcome.status) {
    case 'accepted':
      return Response.json(outcome, { status: 201, headers: noStore });
    case 'invalid':
      return Response.json(
        {
          status: 'invalid',
          errors: Object.fromEntries(
            Object.entries(outcome.errors).map(([field, code]) => [
              field,
              { code, message: texts.fieldError(code ?? '') },
            ]),
          ),
        },
        { status: 400, headers: noStore },
      );
    case 'rate-limited':
      return Response.json(
        { status: 'rate-limited', message: texts.rateLimited },
        {
          status: 429,
          headers: { ...noStore, 'Retry-After': String(settings().FORM_RATE_WINDOW_SECONDS) },
        },
      );
    case 'error':
      return Response.json(
        { status: 'error', message: texts.failed },
        { status: 503, headers: noStore },
      );
  }
}

/** A request refused before it reaches the form: unreadable, too large, or from another site. */
export function refusedRequest(status: 400 | 403 | 413 | 415): Response {
  return Response.json({ status: 'refused' }, { status, headers: noStore });
}
