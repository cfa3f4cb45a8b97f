import { TOTP } from 'otpauth';

/** The last step each authenticator's codes were taken from: the server takes a code once. */
const usedSteps = new WeakMap<TOTP, number>();

/**
 * A code the server will take now for this authenticator: from a step after the last one a test
 * used, within the window the server accepts (the step before now, now, the step after). The
 * step before now is only taken while it has more than ten seconds left, so a slow test never
 * types a code that expired on its way. That leaves two codes at least, three mostly, per
 * authenticator and step; a test that needs more (in-process, under a fake Date) passes
 * `moveClockTo`, and the clock jumps to where the next step is accepted instead of waiting for it.
 */
export function freshCode(totp: TOTP, moveClockTo?: (timestamp: number) => void): string {
  const periodMs = totp.period * 1000;
  const now = Date.now();
  const current = totp.counter({ timestamp: now });
  const earliest =
    TOTP.remaining({ period: totp.period, timestamp: now }) > 10_000 ? current - 1 : current;
  const step = Math.max((usedSteps.get(totp) ?? -Infinity) + 1, earliest);
  if (step > current + 1) {
    if (!moveClockTo)
      throw new Error(
        `every step the server accepts now is used: step ${step} needs a later clock`,
      );
    // The server takes `step` once the clock is in the step before it.
    moveClockTo((step - 1) * periodMs);
  }
  usedSteps.set(totp, step);
  return totp.generate({ timestamp: step * periodMs });
}
