import { describe, expect, it } from 'vitest';
import { claimLeaseMs, maxAttempts, retryDelayMs } from '@/server/mail/outbox.server';

/** The outbox's retry schedule (issue 4 §3): about 30 s, doubling, at most an hour, 10 tries. */
describe('outbox retry schedule', () => {
  const second = 1000;
  const minute = 60 * second;

  it('waits 30 s after the first failure and doubles after each further one', () => {
    expect(retryDelayMs(1)).toBe(30 * second);
    expect(retryDelayMs(2)).toBe(minute);
    expect(retryDelayMs(3)).toBe(2 * minute);
    expect(retryDelayMs(4)).toBe(4 * minute);
    expect(retryDelayMs(7)).toBe(32 * minute);
  });

  it('never waits more than an hour', () => {
    expect(retryDelayMs(8)).toBe(60 * minute);
    expect(retryDelayMs(maxAttempts)).toBe(60 * minute);
    expect(retryDelayMs(1000)).toBe(60 * minute);
  });

  it('is never shorter than 30 s, even for a nonsensical attempt count', () => {
    expect(retryDelayMs(0)).toBe(30 * second);
    expect(retryDelayMs(-3)).toBe(30 * second);
  });

  it('grows monotonically up to the cap', () => {
    for (let attempt = 1; attempt < 20; attempt++)
      expect(retryDelayMs(attempt + 1)).toBeGreaterThanOrEqual(retryDelayMs(attempt));
  });

  it('gives up after 10 attempts, about 4 hours after the first', () => {
    expect(maxAttempts).toBe(10);
    let total = 0;
    for (let attempt = 1; attempt < maxAttempts; attempt++) total += retryDelayMs(attempt);
    expect(total).toBe((30 + 60 + 120 + 240 + 480 + 960 + 1920) * second + 2 * 60 * minute);
  });

  it('holds a claim long enough for one slow SMTP exchange', () => {
    // The transport's own timeouts (connection 20 s, socket 30 s) end well within the lease.
    expect(claimLeaseMs).toBeGreaterThanOrEqual(60 * second);
  });
});
