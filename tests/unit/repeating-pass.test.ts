import { afterEach, describe, expect, it, vi } from 'vitest';
import { repeatingPass } from '@/server/lifecycle/repeating-pass.server';

afterEach(() => {
  vi.useRealTimers();
});

/** A pass that records its runs and finishes when the test says so. */
function controlledPass(delay: number) {
  const finishers: (() => void)[] = [];
  const pass = vi.fn(
    () =>
      new Promise<number>((resolve) => {
        finishers.push(() => resolve(delay));
      }),
  );
  const finish = async () => {
    finishers.shift()!();
    // Let the pass's promise chain plan the next one.
    await vi.advanceTimersByTimeAsync(0);
  };
  return { pass, finish };
}

describe('a repeating pass', () => {
  it('never runs twice at once: a run asked for during one follows it at once', async () => {
    vi.useFakeTimers();
    const { pass, finish } = controlledPass(15_000);
    const passes = repeatingPass('test-overlap', 15_000, pass);
    passes.start();
    passes.run();
    passes.run();
    expect(pass).toHaveBeenCalledTimes(1);
    await finish();
    expect(pass).toHaveBeenCalledTimes(2);
    await finish();
    // Nothing more asked: the next one waits for the delay the pass gave.
    await vi.advanceTimersByTimeAsync(14_999);
    expect(pass).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(pass).toHaveBeenCalledTimes(3);
    await finish();
    await passes.stop();
  });

  it('waits the interval after a pass that throws, and starts nothing once stopped', async () => {
    vi.useFakeTimers();
    const pass = vi.fn().mockRejectedValueOnce(new Error('database away')).mockResolvedValue(50);
    const passes = repeatingPass('test-failure', 1_000, pass);
    passes.start();
    await vi.advanceTimersByTimeAsync(999);
    expect(pass).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(pass).toHaveBeenCalledTimes(2);
    await passes.stop();
    passes.run();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(pass).toHaveBeenCalledTimes(2);
  });
});
