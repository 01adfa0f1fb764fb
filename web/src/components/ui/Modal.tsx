import { useEffect, useId, useRef, type ReactNode } from 'react';
import './Modal.css';

export type ModalProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  /** Body; a confirmation that is all title and buttons may pass nothing. */
  children?: ReactNode;
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
};

/**
 * Modal dialog on the native <dialog>: showModal() gives the backdrop, the inert page and the
 * focus containment; Escape ('cancel') and a click on the backdrop ask the owner to close.
 * Focus goes back to the element that had it when the dialog opened.
 */
export function Modal({ open, onClose, title, children, footer, size = 'md' }: ModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const returnFocusRef = useRef<HTMLElement | null>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnFocusRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      // jsdom (unit tests) has no showModal: fall back to the open attribute.
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
      const previous = returnFocusRef.current;
      returnFocusRef.current = null;
      if (previous?.isConnected) previous.focus();
    }
  }, [open]);

  return (
    <dialog
      ref={dialogRef}
      className={`modal modal--${size}`}
      aria-labelledby={titleId}
      onCancel={(event) => {
        // Keep the open state owned by React: the owner decides, the effect closes.
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click whose target is the <dialog> itself landed on the backdrop.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {open && (
        <div className="modal__panel">
          <header className="modal__header">
            <h2 id={titleId} className="modal__title">
              {title}
            </h2>
            <button type="button" className="modal__close" aria-label="Chiudi" onClick={onClose}>
              <span aria-hidden="true">×</span>
            </button>
          </header>
          {children != null && children !== false && <div className="modal__body">{children}</div>}
          {footer && <footer className="modal__footer">{footer}</footer>}
        </div>
      )}
    </dialog>
  );
}
