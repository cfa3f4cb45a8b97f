import type * as z from 'zod/mini';

/** The code of an issue about the whole body (not an object at all), reported on `form`. */
export const wholeFormError = 'form';

/**
 * The one way every form (public and admin, browser and server) turns a refusal into messages:
 * the first message of each field, keyed by the field's path (`email`, `text.ar.quote`).
 * Messages are text-set keys; an issue without a path (the body is not an object) is reported as
 * `form: 'form'`, and so is a message outside `knownKeys` when the form lists its keys.
 */
export function fieldErrors<Key extends string>(
  error: z.core.$ZodError,
  knownKeys?: readonly Key[],
): Partial<Record<string, Key | typeof wholeFormError>> {
  const errors: Partial<Record<string, Key | typeof wholeFormError>> = {};
  for (const issue of error.issues) {
    if (issue.path.length === 0) {
      errors[wholeFormError] ??= wholeFormError;
      continue;
    }
    const known = !knownKeys || (knownKeys as readonly string[]).includes(issue.message);
    errors[issue.path.map(String).join('.')] ??= known ? (issue.message as Key) : wholeFormError;
  }
  return errors;
}

/** Field errors as the form shows them: each key turned into its message. */
export function fieldMessages<Key extends string>(
  errors: Partial<Record<string, Key>>,
  message: (key: Key) => string,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors).flatMap(([field, key]) => (key ? [[field, message(key)]] : [])),
  );
}
