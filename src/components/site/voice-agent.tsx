'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { isTokenPage } from '@/lib/security-headers.mjs';

interface Props {
  agentId: string;
  /** Pinned to a version, and checked against `integrity` (Subresource Integrity). */
  scriptUrl: string;
  integrity: string;
}

const interactions = ['pointerdown', 'keydown', 'scroll', 'touchstart'] as const;

/**
 * The third-party voice-agent widget, bottom right. Its script is fetched only after the
 * visitor's first interaction or when the browser is idle, so it never delays the page.
 */
export function VoiceAgent({ agentId, scriptUrl, integrity }: Props) {
  const [load, setLoad] = useState(false);
  // A page whose address holds a token loads no third-party script.
  const tokenPage = isTokenPage(usePathname());

  useEffect(() => {
    if (tokenPage) return;
    const trigger = () => setLoad(true);
    interactions.forEach((event) =>
      window.addEventListener(event, trigger, { once: true, passive: true }),
    );
    const idle =
      'requestIdleCallback' in window ? requestIdleCallback(trigger, { timeout: 8000 }) : undefined;
    return () => {
      interactions.forEach((event) => window.removeEventListener(event, trigger));
      if (idle !== undefined) cancelIdleCallback(idle);
    };
  }, [tokenPage]);

  useEffect(() => {
    if (!load || document.querySelector(`script[src="${scriptUrl}"]`)) return;
    const script = document.createElement('script');
    script.src = scriptUrl;
    script.integrity = integrity;
    script.crossOrigin = 'anonymous';
    script.async = true;
    document.body.appendChild(script);
  }, [load, scriptUrl, integrity]);

  if (!load) return null;
  return (
    <div className="fixed end-4 bottom-4 z-30" data-voice-agent={agentId}>
      {/* @ts-expect-error -- custom element defined by the provider's script */}
      <elevenlabs-convai agent-id={agentId} />
    </div>
  );
}
