'use client';
/**
 * The question asked before what was typed is thrown away: 'Abandonner les modifications ?',
 * with 'Continuer la saisie' (focused, the safe answer; also Escape and a click outside) and
 * 'Abandonner'. `useDiscardConfirmation()` gives `confirmDiscard()`, a promise of the answer
 * (true: throw it away), and the dialog element to render. A native <dialog> opened with
 * `showModal()`, so it stands above another modal and keeps the focus inside.
 */
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Button } from './button';
import { isBackdropClick } from './modal-backdrop';

type Answer = (discard: boolean) => void;

export function useDiscardConfirmation(): {
  confirmDiscard: () => Promise<boolean>;
  confirmation: ReactNode;
} {
  const [answer, setAnswer] = useState<Answer | null>(null);
  const pending = useRef<Promise<boolean> | null>(null);

  const confirmDiscard = useCallback(() => {
    // Asked twice (Escape pressed again while it shows): the same question, one answer.
    pending.current ??= new Promise<boolean>((resolve) => {
      setAnswer(() => (discard: boolean) => {
        pending.current = null;
        setAnswer(null);
        resolve(discard);
      });
    });
    return pending.current;
  }, []);

  return { confirmDiscard, confirmation: <DiscardDialog answer={answer} /> };
}

function DiscardDialog({ answer }: { answer: Answer | null }) {
  const t = useTranslations('ui.unsaved');
  const dialogRef = useRef<HTMLDialogElement>(null);
  const keepRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const textId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (answer && !dialog.open) {
      dialog.showModal();
      keepRef.current?.focus();
    }
    if (!answer && dialog.open) dialog.close();
  }, [answer]);

  const keep = () => answer?.(false);
  return (
    <dialog
      ref={dialogRef}
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={textId}
      // Escape keeps what was typed; handled here so the modal beneath never sees it.
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        event.stopPropagation();
        keep();
      }}
      onCancel={(event) => {
        event.preventDefault();
        keep();
      }}
      // Closed by the browser itself all the same: the answer is still 'keep'. The close event
      // arrives a task after the closing: when a new question has opened the dialog meanwhile,
      // it belongs to the previous one and must not answer this one.
      onClose={(event) => {
        if (!event.currentTarget.open) keep();
      }}
      onClick={(event) => {
        if (isBackdropClick(event)) keep();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-xl border border-line bg-ink-raised p-5 text-fg shadow-2xl shadow-black/60 backdrop:bg-black/60 sm:p-6"
    >
      <h2 id={titleId} className="text-lg font-semibold text-fg">
        {t('title')}
      </h2>
      <p id={textId} className="mt-2 text-sm text-fg-muted">
        {t('text')}
      </p>
      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button ref={keepRef} variant="secondary" onClick={keep}>
          {t('keep')}
        </Button>
        <Button variant="danger" onClick={() => answer?.(true)}>
          {t('discard')}
        </Button>
      </div>
    </dialog>
  );
}
