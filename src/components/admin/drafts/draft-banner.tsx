'use client';
/**
 * Says that a form shows an unpublished draft, who saved it and when, with a button to discard
 * it; when the published text changed since the draft was drawn, what differs and "keep my
 * draft" (its publish is refused until the editor chooses).
 */
import { useFormatter, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Button } from '@/components/admin/ui/button';
import type { FormDraft } from './use-draft-editing';

export function DraftBanner({
  draft,
  onDiscard,
  discardLabel,
  staleNote,
  onKeep,
  disabled,
}: {
  draft: FormDraft;
  onDiscard: () => void;
  /** The discard button's accessible name, naming what is edited. */
  discardLabel: string;
  /** What differs from the text published since the draft was drawn, from the server. */
  staleNote?: ReactNode;
  onKeep: () => void;
  disabled: boolean;
}) {
  const t = useTranslations('drafts');
  const format = useFormatter();
  const when = format.dateTime(new Date(draft.savedAt), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Zurich',
  });
  return (
    <div className="mb-4 space-y-3 rounded-xl border border-amber-400/30 bg-amber-400/10 p-4 text-sm text-fg">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <p className="sm:me-auto">
          {draft.savedBy
            ? t('banner', { who: draft.savedBy, when })
            : t('bannerNoAuthor', { when })}
        </p>
        <Button
          variant="secondary"
          size="sm"
          onClick={onDiscard}
          disabled={disabled}
          aria-label={discardLabel}
        >
          {t('discard')}
        </Button>
      </div>
      {staleNote ? (
        <div className="space-y-3">
          <p>{t('staleNote')}</p>
          {staleNote}
          <Button variant="secondary" size="sm" onClick={onKeep} disabled={disabled}>
            {t('keep')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
