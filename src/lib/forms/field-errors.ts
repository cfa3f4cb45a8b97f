import type * as z from 'zod/mini';

/** The code of an issue about the whole body (not an object at all), reported on `form`. */
export const wholeFormError = 'form';

/**
 * The first message of each field, keyed by the first element of the issue's path (spec §5).
 * Messages are text-set keys; an issue without a path (the body is not an object) is reported
 * as `form: 'form'`.
 */
export function fieldErrors<Key extends string>(
  error: z.core.$ZodError,
): Partial<Record<string, Key | typeof wholeFormError>> {
  const errors: Partial<Record<string, Key | typeof wholeFormError>> = {};
  for (const issue of error.issues) {
    if (issue.path.length === 0) errors[wholeFormError] ??= wholeFormError;
    else errors[String(issue.path[0])] ??= issue.message as Key;
  }
  return errors;
}
