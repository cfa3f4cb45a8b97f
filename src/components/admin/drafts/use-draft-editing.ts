'use client';
/**
 * The working copy's side of an edit form (decisions 068, 071): its saves run one after the other
 * (each names the draft revision the one before left), the autosave keeps it two seconds after
 * typing stops and when the tab is left, and a refused save (someone else's since) stops them and
 * shows the conflict. The form keeps its own submit, publish and fields; it calls these.
 */
import { useEffect, useRef, useState, type RefObject } from 'react';
import type { ActionResult } from '@/lib/admin/action-result';

/** How long typing must stop before the draft saves itself. */
const autosaveDelayMs = 2000;

/** The draft a form shows, as the screen read it or a save answered. */
export interface FormDraft {
  revision: number;
  savedAt: string;
  savedBy: string | null;
}

/** A draft's save as its action answers it. */
export type DraftAnswer = ActionResult<FormDraft>;

export function useDraftEditing({
  formRef,
  changes,
  draft,
  saveDraft,
  canAutosave = () => true,
}: {
  formRef: RefObject<HTMLFormElement | null>;
  changes: { hasChanges: () => boolean; markSaved: () => void };
  draft: FormDraft | null;
  saveDraft: (revision: number, formData: FormData) => Promise<DraftAnswer>;
  /** Whether the form's values may be kept as they are (else the autosave waits for more typing). */
  canAutosave?: (formData: FormData) => boolean;
}) {
  const [savedDraft, setSavedDraft] = useState<FormDraft | null>(draft);
  // When this screen last saved the draft, said beside the buttons.
  const [draftSavedAt, setDraftSavedAt] = useState<string | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  const revision = useRef(draft?.revision ?? 0);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const stopped = useRef(false);

  /** Runs `work` after the saves already queued, with the draft's revision then. */
  const queued = <Result>(work: (revision: number) => Promise<Result>): Promise<Result> => {
    const run = queue.current.then(() => work(revision.current));
    queue.current = run.catch(() => undefined);
    return run;
  };

  /** A draft's save answered: its revision is the next save's, and the form is no longer changed. */
  const keptDraft = (result: DraftAnswer | undefined) => {
    if (!result?.ok || !result.data) return;
    revision.current = result.data.revision;
    setSavedDraft(result.data);
    setDraftSavedAt(result.data.savedAt);
    changes.markSaved();
  };

  /** A save refused for a conflict: no more saves from this screen, the conflict is shown. */
  const refused = (result: ActionResult<unknown> | undefined) => {
    if (!result || result.ok || !result.conflict) return;
    stopped.current = true;
    setConflict(result.message);
  };

  /** No more autosaves: the screen is drawn anew (published, discarded, kept). */
  const stop = () => {
    stopped.current = true;
    changes.markSaved();
  };

  /** The autosave: quiet (no toast), only when something changed, never after a conflict. */
  const autosave = () => {
    if (stopped.current || !changes.hasChanges() || !formRef.current) return;
    const data = new FormData(formRef.current);
    if (!canAutosave(data)) return;
    void queued(async (current) => {
      // Queued behind a publish or a discard, it would write a draft of what is now live.
      if (stopped.current) return;
      let result: DraftAnswer;
      try {
        result = await saveDraft(current, data);
      } catch {
        return; // Offline for a moment: the next pause in typing tries again.
      }
      refused(result);
      keptDraft(result);
    });
  };
  const autosaveRef = useRef(autosave);
  useEffect(() => {
    autosaveRef.current = autosave;
  });

  useEffect(() => {
    const element = formRef.current;
    if (!element) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // Typing, a box ticked, an item added or moved: each waits for the next pause.
    const later = () => {
      clearTimeout(timer);
      timer = setTimeout(() => autosaveRef.current(), autosaveDelayMs);
    };
    const onHidden = () => {
      if (document.visibilityState !== 'hidden') return;
      clearTimeout(timer);
      autosaveRef.current();
    };
    const events = ['input', 'change', 'click'] as const;
    for (const name of events) element.addEventListener(name, later);
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      clearTimeout(timer);
      for (const name of events) element.removeEventListener(name, later);
      document.removeEventListener('visibilitychange', onHidden);
    };
  }, [formRef]);

  return { savedDraft, draftSavedAt, conflict, queued, keptDraft, refused, stop };
}
