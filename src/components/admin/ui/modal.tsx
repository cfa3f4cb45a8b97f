'use client';
/**
 * Dialogs on the native <dialog> element opened with `showModal()`: the rest of the page is inert
 * (focus stays inside), focus returns to the opener. Escape, a click on the backdrop, the ×
 * button and a form's 'Annuler' close it, but when its forms hold something typed they ask
 * first ('Abandonner les modifications ?'), and so does leaving the page meanwhile
 * (useUnsavedChanges): a slip of the mouse or of a key never throws away a half-typed form.
 * - `<Modal open onClose title description>`: controlled, for client forms that close on success.
 * - `<ModalButton label title variant>{children}</ModalButton>`: a button that opens a modal
 *   holding `children`, or `{(close) => <Form onDone={close} />}` for a client form that closes
 *   itself on success (`close` closes without asking: what was typed has been saved).
 */
import { X } from 'lucide-react';
import {
  createContext,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { formValues, useUnsavedChanges } from '@/components/admin/forms/unsaved-changes';
import { Button, type ButtonVariant } from './button';
import { isBackdropClick } from './modal-backdrop';

interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  /** Accessible name of the × button. */
  closeLabel: string;
  children: ReactNode;
  /** Wider dialogs for editors: 'md' (32 rem) by default, 'lg' (48 rem). */
  size?: 'md' | 'lg';
}

/** Closing the modal the way a person does (asks first when something was typed). */
const DismissModal = createContext<() => void>(() => undefined);

export function Modal({
  open,
  onClose,
  title,
  description,
  closeLabel,
  children,
  size = 'md',
}: ModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const isOpen = useRef(open);
  // What the forms held when the modal opened; null while it is closed.
  const openedWith = useRef<string | null>(null);
  const pressedOnBackdrop = useRef(false);
  const hasChanges = () =>
    openedWith.current !== null && formValues(contentRef.current) !== openedWith.current;
  // Leaving the page with something typed asks too; left that way, the dialog is closed.
  const { confirmDiscard, confirmation } = useUnsavedChanges(hasChanges, onClose);

  useEffect(() => {
    isOpen.current = open;
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
    openedWith.current = open ? formValues(contentRef.current) : null;
    // Next hides a page it leaves (an <Activity>, effects cleaned up) rather than removing it:
    // a modal left open there would keep the next page inert. Shown again, it opens again.
    return () => {
      isOpen.current = false;
      if (dialog.open) dialog.close();
    };
  }, [open]);

  const dismiss = () => {
    if (!hasChanges()) return onClose();
    void confirmDiscard().then((discard) => {
      if (discard) onClose();
    });
  };

  return (
    <>
      <dialog
        ref={dialogRef}
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        // Escape is handled here, before the browser turns it into closing the dialog.
        onKeyDown={(event) => {
          if (event.key !== 'Escape') return;
          event.preventDefault();
          dismiss();
        }}
        onCancel={(event) => {
          event.preventDefault();
          dismiss();
        }}
        // Closed by the browser all the same (a close request it would not let us refuse):
        // shown again, and the person is asked.
        // (The close event arrives a task after the closing: when the modal is open again by
        // then, it belongs to an earlier closing.)
        onClose={(event) => {
          if (!isOpen.current || event.currentTarget.open) return;
          event.currentTarget.showModal();
          dismiss();
        }}
        // A press and release both on the backdrop (not a text selection dragged out of it).
        onPointerDown={(event) => {
          pressedOnBackdrop.current = isBackdropClick(event);
        }}
        onClick={(event) => {
          if (pressedOnBackdrop.current && isBackdropClick(event)) dismiss();
          pressedOnBackdrop.current = false;
        }}
        className={`m-auto w-[calc(100%-2rem)] ${size === 'lg' ? 'max-w-3xl' : 'max-w-lg'} rounded-xl border border-line bg-ink-raised p-0 text-fg shadow-2xl shadow-black/50 backdrop:bg-black/60 backdrop:backdrop-blur-sm`}
      >
        <div ref={contentRef} className="max-h-[85dvh] overflow-y-auto p-5 sm:p-6">
          <div className="mb-4 flex items-start justify-between gap-4">
            <div className="min-w-0">
              <h2 id={titleId} className="text-lg font-semibold text-fg">
                {title}
              </h2>
              {description ? (
                <p id={descriptionId} className="mt-1 text-sm text-fg-muted">
                  {description}
                </p>
              ) : null}
            </div>
            <Button variant="ghost" size="sm" onClick={dismiss} aria-label={closeLabel}>
              <X aria-hidden="true" className="size-4" />
            </Button>
          </div>
          <DismissModal value={dismiss}>{open ? children : null}</DismissModal>
        </div>
      </dialog>
      {confirmation}
    </>
  );
}

export function ModalButton({
  label,
  variant = 'primary',
  title,
  description,
  closeLabel,
  size,
  triggerClassName,
  children,
  open: openFromParent,
  onOpenChange,
}: Omit<ModalProps, 'open' | 'onClose' | 'children'> & {
  label: ReactNode;
  variant?: ButtonVariant;
  triggerClassName?: string;
  /** The modal's content; a function receives `close`, e.g. for a form that closes on success. */
  children: ReactNode | ((close: () => void) => ReactNode);
  /** Given with `onOpenChange`, the parent decides (to open it again with kept values). */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}) {
  const [openHere, setOpenHere] = useState(false);
  const open = openFromParent ?? openHere;
  const setOpen = onOpenChange ?? setOpenHere;
  const close = () => setOpen(false);
  return (
    <>
      <Button
        variant={variant}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        className={triggerClassName}
      >
        {label}
      </Button>
      <Modal
        open={open}
        onClose={close}
        title={title}
        description={description}
        closeLabel={closeLabel}
        size={size}
      >
        {typeof children === 'function' ? children(close) : children}
      </Modal>
    </>
  );
}

/**
 * The closing row of a form in a dialog: cancel (closes it, asking first when something was
 * typed), then submit, busy while it runs.
 */
export function ModalFormActions({
  cancelLabel,
  submitLabel,
  pending,
}: {
  cancelLabel: string;
  submitLabel: string;
  pending: boolean;
}) {
  const dismiss = useContext(DismissModal);
  return (
    <div className="flex justify-end gap-2 pt-2">
      <Button variant="ghost" onClick={dismiss}>
        {cancelLabel}
      </Button>
      <Button type="submit" variant="primary" disabled={pending} aria-busy={pending || undefined}>
        {submitLabel}
      </Button>
    </div>
  );
}
