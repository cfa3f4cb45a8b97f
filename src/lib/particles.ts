/** The spec's particle numbers (§9). */
export const particleRules = {
  minPerBurst: 5,
  maxPerBurst: 10,
  maxAlive: 50,
  lifetimeMs: 3000,
  intervalMs: 3000,
  burstProbability: 0.3,
} as const;

/**
 * How many particles one tick adds: none unless the roll is under the burst probability,
 * otherwise 5–10, never past the 50 alive at once.
 */
export function burstSize(alive: number, roll: number, sizeRoll: number): number {
  if (roll >= particleRules.burstProbability) return 0;
  const { minPerBurst, maxPerBurst, maxAlive } = particleRules;
  const wanted = minPerBurst + Math.floor(sizeRoll * (maxPerBurst - minPerBurst + 1));
  return Math.max(0, Math.min(wanted, maxAlive - alive));
}
