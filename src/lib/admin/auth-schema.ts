import * as z from 'zod/mini';

/**
 * The sign-in, two-factor, password-reset and own-account forms. They only check what is there;
 * lengths come from the auth options (minPasswordLength) and are checked by the actions, and the
 * rest (is the password right?) only the server can say.
 */

const present = z.string().check(z.trim(), z.minLength(1));

export const loginSchema = z.object({
  email: z.string().check(z.trim(), z.toLowerCase(), z.email()),
  password: z.string().check(z.minLength(1)),
});

export const codeSchema = z.object({
  method: z.enum(['totp', 'backup']),
  code: present,
});

export const resetRequestSchema = z.object({
  email: z.string().check(z.trim(), z.toLowerCase(), z.email()),
});

export const newPasswordSchema = z.object({
  newPassword: z.string().check(z.minLength(1)),
  confirmPassword: z.string(),
});

export const passwordSchema = z.object({ password: z.string().check(z.minLength(1)) });

/**
 * What an auth form shows after its action ran, with or without JavaScript: one alert, errors
 * next to fields (already translated), and the non-secret values typed (never a password).
 */
export interface AuthFormState<Field extends string = string> {
  status: 'idle' | 'error' | 'success';
  message?: string;
  fieldErrors?: Partial<Record<Field, string>>;
  values?: Partial<Record<Field, string>>;
}

export const idleAuthForm: AuthFormState<never> = { status: 'idle' };
