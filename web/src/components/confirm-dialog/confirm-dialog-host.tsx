import { useCallback, useId, useRef, type KeyboardEvent } from 'react';

import { useConfirmStore } from '@/components/confirm-dialog/confirm-store';
import { useModalBehaviour } from '@/hooks/use-modal-behaviour';

import './confirm-dialog.css';

/** Mounted once by the app provider; shows whatever `confirm()` is currently asking. */
export function ConfirmDialogHost() {
  const { show, title, message, confirmText, cancelText, variant, settle } = useConfirmStore();
  const titleId = useId();
  const messageId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);

  const cancel = useCallback(() => settle(false), [settle]);
  // The least destructive choice gets focus first, so Enter cannot delete something by accident.
  useModalBehaviour(show, variant === 'danger' ? cancelRef : confirmRef, cancel);

  if (!show) return null;

  // Keeps Tab and Shift+Tab cycling inside the dialog while it is open.
  function trapFocus(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'Tab') return;
    const focusable = [cancelRef.current, confirmRef.current].filter(
      (element): element is HTMLButtonElement => element !== null,
    );
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    } else if (!dialogRef.current?.contains(document.activeElement)) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <div
      className="confirm-dialog__backdrop"
      data-testid="confirm-backdrop"
      onClick={(event) => {
        if (event.target === event.currentTarget) settle(false);
      }}
    >
      <div
        ref={dialogRef}
        className={`confirm-dialog confirm-dialog--${variant}`}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={messageId}
        onKeyDown={trapFocus}
      >
        <h2 id={titleId} className="confirm-dialog__title">
          {title}
        </h2>
        <p id={messageId} className="confirm-dialog__message">
          {message}
        </p>
        <div className="confirm-dialog__actions">
          <button
            ref={cancelRef}
            type="button"
            className="confirm-dialog__button confirm-dialog__button--cancel"
            onClick={() => settle(false)}
          >
            {cancelText}
          </button>
          <button
            ref={confirmRef}
            type="button"
            className={`confirm-dialog__button confirm-dialog__button--confirm confirm-dialog__button--${variant}`}
            onClick={() => settle(true)}
          >
            {confirmText}
          </button>
        </div>
      </div>
    </div>
  );
}
