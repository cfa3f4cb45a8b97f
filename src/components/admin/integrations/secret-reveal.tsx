'use client';
/**
 * A signing secret just made — by '+ Ajouter un endpoint' or 'Changer le secret' (decision 083) —
 * shown once, in a panel the admin dismisses after copying it: the server never answers it again.
 * The screen's add form and its rows' rotate buttons share the one panel through this context.
 */
import { KeyRound } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { createContext, use, useEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from '@/components/admin/ui/button';
import { Card } from '@/components/admin/ui/card';

interface ShownSecret {
  secret: string;
  /** Made by a rotation: the text tells of the 24 h the old one still signs. */
  rotated: boolean;
}

const SecretContext = createContext<{
  shown: ShownSecret | null;
  show: (shown: ShownSecret | null) => void;
}>({ shown: null, show: () => {} });

export function SecretReveal({ children }: { children: ReactNode }) {
  const [shown, show] = useState<ShownSecret | null>(null);
  return <SecretContext value={{ shown, show }}>{children}</SecretContext>;
}

/** Shows a new secret in the screen's panel. */
export const useShowSecret = () => use(SecretContext).show;

/** The panel, while a new secret is to be copied; it takes the focus so it is not missed. */
export function SecretPanel() {
  const t = useTranslations('integrations.secret');
  const { shown, show } = use(SecretContext);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (shown) heading.current?.focus();
  }, [shown]);
  if (!shown) return null;
  return (
    <Card as="section" aria-labelledby="webhook-secret-title" className="border-accent/60">
      <h2
        id="webhook-secret-title"
        ref={heading}
        tabIndex={-1}
        className="flex items-center gap-2 text-base font-semibold text-fg"
      >
        <KeyRound aria-hidden="true" className="size-4" />
        {shown.rotated ? t('rotatedTitle') : t('title')}
      </h2>
      <p className="mt-1 text-sm text-fg-muted">{shown.rotated ? t('rotatedText') : t('text')}</p>
      <output
        data-testid="webhook-secret"
        dir="ltr"
        className="mt-3 block rounded-lg border border-line bg-ink px-3 py-2 font-mono text-sm break-all text-fg select-all"
      >
        {shown.secret}
      </output>
      <Button variant="secondary" size="sm" className="mt-3" onClick={() => show(null)}>
        {t('dismiss')}
      </Button>
    </Card>
  );
}
