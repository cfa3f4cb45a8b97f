/**
 * Types of scripts/lib/forwarded-for.mjs for the tests: the project does not type-check
 * JavaScript (allowJs is off), and the plain-Node server script has no .d.ts of its own.
 */
declare module '*/scripts/lib/forwarded-for.mjs' {
  export function resolveClientAddress(
    socketAddress: string | undefined,
    forwardedFor: string | string[] | undefined,
    trustedHops: number,
  ): string;
}
