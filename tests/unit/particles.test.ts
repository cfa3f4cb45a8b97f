import { describe, expect, it } from 'vitest';
import { burstSize, particleRules } from '@/lib/particles';

/** Rolls spread over [0, 1), as Math.random() would give them. */
const rolls = Array.from({ length: 100 }, (_, index) => index / 100);

describe('particle rules', () => {
  it('are the spec numbers (§9)', () => {
    expect(particleRules).toEqual({
      minPerBurst: 5,
      maxPerBurst: 10,
      maxAlive: 50,
      lifetimeMs: 3000,
      intervalMs: 3000,
      burstProbability: 0.3,
    });
  });
});

describe('burstSize', () => {
  it('adds nothing when the roll is at or above the 0.3 probability', () => {
    for (const roll of [0.3, 0.31, 0.5, 0.99]) {
      for (const sizeRoll of rolls) expect(burstSize(0, roll, sizeRoll)).toBe(0);
    }
  });

  it('adds 5 to 10 particles when the roll is under 0.3, every size reachable', () => {
    const sizes = new Set<number>();
    for (const roll of [0, 0.1, 0.299]) {
      for (const sizeRoll of rolls) {
        const size = burstSize(0, roll, sizeRoll);
        expect(size).toBeGreaterThanOrEqual(5);
        expect(size).toBeLessThanOrEqual(10);
        sizes.add(size);
      }
    }
    expect([...sizes].sort((a, b) => a - b)).toEqual([5, 6, 7, 8, 9, 10]);
  });

  it('never takes the number alive above 50', () => {
    for (let alive = 0; alive <= 50; alive++) {
      for (const sizeRoll of rolls) {
        const size = burstSize(alive, 0, sizeRoll);
        expect(size).toBeGreaterThanOrEqual(0);
        expect(alive + size).toBeLessThanOrEqual(50);
      }
    }
    expect(burstSize(45, 0, 0.99)).toBe(5);
    expect(burstSize(50, 0, 0.5)).toBe(0);
    expect(burstSize(60, 0, 0.5)).toBe(0);
  });
});
