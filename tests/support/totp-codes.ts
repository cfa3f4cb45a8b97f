import { TOTP } from 'otpauth';

/** The last step each authenticator's codes were taken from: the server takes a code once. */
const usedSteps = new WeakMap<TOTP, number>();

/**
 * A code the server will take now for this authenticator: from a step after the last one a test
 * used, within the window the server accepts (the step before now, now, the step after). The
 * step before now is only taken while it has more than ten seconds left, so a slow test never
 * types a code that expired on its way. When the next usable step is still ahead of that window,
 * waits until the clock reaches it (up to one step, 30 s).
 */
export async function freshCode(totp: TOTP): Promise<string> {
  const periodMs = totp.period * 1000;
  for (;;) {
    const now = Date.now();
    const current = totp.counter({ timestamp: now });
    const earliest =
      TOTP.remaining({ period: totp.period, timestamp: now }) > 10_000 ? current - 1 : current;
    const step = Math.max((usedSteps.get(totp) ?? -Infinity) + 1, earliest);
    if (step <= current + 1) {
      usedSteps.set(totp, step);
      return totp.generate({ timestamp: step * periodMs });
    }
    // The clock reaches the step that makes `step` acceptable at the start of the next one.
    await new Promise((resolve) => setTimeout(resolve, (current + 1) * periodMs - now + 10));
  }
}
