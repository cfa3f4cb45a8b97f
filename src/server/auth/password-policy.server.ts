import 'server-only';
import { dictionary } from '@zxcvbn-ts/language-common';
import { minPasswordLength } from './auth-options.server';

/*
 * Passwords staff choose (ASVS 6.2): long enough (minPasswordLength, checked by better-auth and
 * the forms) and not a common one. The list is zxcvbn-ts's 49 000 most common passwords, checked
 * offline; a common word dressed with digits or symbols around it ("password2024!") counts as
 * that word.
 */

let commonPasswords: ReadonlySet<string> | undefined;

function isListed(candidate: string): boolean {
  commonPasswords ??= new Set(dictionary['passwords-common'] as string[]);
  return commonPasswords.has(candidate);
}

/**
 * Whether a password is, or is built on, one of the most common passwords. A short one is left
 * to the length rule, whose message says more.
 */
export function isCommonPassword(password: string): boolean {
  if (password.length < minPasswordLength) return false;
  const lowered = password.toLowerCase();
  if (isListed(lowered)) return true;
  const core = lowered.replace(/^[\d\W_]+|[\d\W_]+$/gu, '');
  return core.length >= 4 && core !== lowered && isListed(core);
}
