import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import './modal.css';

export interface ModalProps {
  open: boolean;
  /** Shown as the heading and used as the dialog's accessible name. */
  title: ReactNode;
  onClose: () => void;
  /** Width in px (spec: phone popup 375, salon-off and OTP 480, confirm 380); capped by the screen. */
  width?: number;
  children: ReactNode;
  /** Hides the × button when the dialog must be answered through its own buttons. */
  hideClose?: boolean;
  className?: string;
}

/**
 * An accessible modal on the native <dialog>: showModal() makes the page behind inert and keeps
 * focus inside, Escape closes (through the cancel event), focus returns to where it was.
 */
export function Modal({ open, title, onClose, width = 480, children, hideClose, className }: ModalProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (open && !d.open) {
      const before = document.activeElement as HTMLElement | null;
      d.showModal();
      return () => {
        if (d.open) d.close();
        before?.focus?.();
      };
    }
    return undefined;
  }, [open]);
  return (
    <dialog
      ref={ref}
      className={className ? `modal ${className}` : 'modal'}
      aria-modal="true"
      aria-labelledby={titleId}
      style={{ width: `min(${width}px, calc(100vw - 24px))` }}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      {open && (
        <>
          <div className="modal__head">
            <h2 id={titleId} className="modal__title">
              {title}
            </h2>
            {!hideClose && (
              <button type="button" className="modal__close" onClick={onClose} aria-label={t('common.close')}>
                ×
              </button>
            )}
          </div>
          <div className="modal__body">{children}</div>
        </>
      )}
    </dialog>
  );
}
