'use client';

import { useEffect, useState } from 'react';
import { burstSize, particleRules } from '@/lib/particles';

interface Particle {
  id: number;
  left: number;
  top: number;
  drift: number;
  size: number;
}

let nextId = 0;

/**
 * Decorative sparks over a section. Starts after the page is idle so it never competes with
 * the largest paint, and does nothing at all under prefers-reduced-motion.
 */
export function Particles() {
  const [particles, setParticles] = useState<Particle[]>([]);

  useEffect(() => {
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    let interval: ReturnType<typeof setInterval> | undefined;
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const tick = () => {
      if (document.hidden) return;
      setParticles((alive) => {
        const count = burstSize(alive.length, Math.random(), Math.random());
        if (count === 0) return alive;
        const born = Array.from({ length: count }, () => ({
          id: nextId++,
          left: Math.random() * 100,
          top: 40 + Math.random() * 55,
          drift: (Math.random() - 0.5) * 80,
          size: 2 + Math.random() * 4,
        }));
        const ids = new Set(born.map((p) => p.id));
        const timer = setTimeout(() => {
          timers.delete(timer);
          setParticles((current) => current.filter((p) => !ids.has(p.id)));
        }, particleRules.lifetimeMs);
        timers.add(timer);
        return [...alive, ...born];
      });
    };
    const start = () => {
      interval = setInterval(tick, particleRules.intervalMs);
    };
    const idle =
      'requestIdleCallback' in window ? requestIdleCallback(start) : setTimeout(start, 1500);
    return () => {
      if ('cancelIdleCallback' in window && typeof idle === 'number') cancelIdleCallback(idle);
      clearInterval(interval);
      timers.forEach(clearTimeout);
    };
  }, []);

  return (
    <div
      aria-hidden
      className="pointer-events-none absolute inset-0 overflow-hidden"
      data-particles={particles.length}
    >
      {particles.map((p) => (
        <span
          key={p.id}
          className="absolute animate-particle rounded-full bg-accent-strong shadow-[0_0_8px_var(--color-accent)]"
          style={{
            insetInlineStart: `${p.left}%`,
            top: `${p.top}%`,
            width: p.size,
            height: p.size,
            ['--particle-dx' as string]: `${p.drift}px`,
          }}
        />
      ))}
    </div>
  );
}
