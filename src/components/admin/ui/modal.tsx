'use client';
/**
 * Dialogs on the native <dialog> element opened with `showModal()`: the rest of the page is inert
 * (focus stays inside), Escape or the × button closes, focus returns to the opener. A click on
 * the backdrop does not close it: a slip of the mouse must not throw away a half-typed form.
 * - `<Modal open onClose title description>`: controlled, for client forms that close on success.
 * - `<ModalButton label title variant>{children}</ModalButton>`: a button that opens a modal
 *   holding `children`, or `{(close) => <Form onDone={close} />}` for a client form that closes
 *   itself on success.
 */
import { X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Button, type ButtonVariant } from './button';

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
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      // Escape and `<form method="dialog">` close the element themselves: tell the owner.
      onClose={onClose}
      className={`m-auto w-[calc(100%-2rem)] ${size === 'lg' ? 'max-w-3xl' : 'max-w-lg'} rounded-xl border border-line bg-ink-raised p-0 text-fg shadow-2xl shadow-black/50 backdrop:bg-black/60 backdrop:backdrop-blur-sm`}
    >
      <div className="max-h-[85dvh] overflow-y-auto p-5 sm:p-6">
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
          <Button variant="ghost" size="sm" onClick={onClose} aria-label={closeLabel}>
            <X aria-hidden="true" className="size-4" />
          </Button>
        </div>
        {open ? children : null}
      </div>
    </dialog>
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
}: Omit<ModalProps, 'open' | 'onClose' | 'children'> & {
  label: ReactNode;
  variant?: ButtonVariant;
  triggerClassName?: string;
  /** The modal's content; a function receives `close`, e.g. for a form that closes on success. */
  children: ReactNode | ((close: () => void) => ReactNode);
}) {
  const [open, setOpen] = useState(false);
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

/** The closing row of a form in a dialog: cancel (closes it), then submit, busy while it runs. */
export function ModalFormActions({
  onCancel,
  cancelLabel,
  submitLabel,
  pending,
}: {
  onCancel: () => void;
  cancelLabel: string;
  submitLabel: string;
  pending: boolean;
}) {
  return (
    <div className="flex justify-end gap-2 pt-2">
      <Button variant="ghost" onClick={onCancel}>
        {cancelLabel}
      </Button>
      <Button type="submit" variant="primary" disabled={pending} aria-busy={pending || undefined}>
        {submitLabel}
      </Button>
    </div>
  );
}
