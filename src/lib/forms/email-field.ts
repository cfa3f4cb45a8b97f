import * as z from 'zod/mini';
import { emailMaxLength } from './email-limit';
import { cleanLine } from './text';

/** An e-mail address field: trimmed, at most 254 characters, of a deliverable shape. */
export function emailField<Key extends string>(messages: { invalid: Key; tooLong: Key }) {
  return z
    .string(messages.invalid)
    .check(
      z.overwrite(cleanLine),
      z.maxLength(emailMaxLength, messages.tooLong),
      z.email(messages.invalid),
    );
}
