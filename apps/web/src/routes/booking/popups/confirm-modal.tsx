import { Modal } from '../../../features/modal/modal.tsx';
import './popups.css';

interface Props {
  title: string;
  text: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The booking flow's confirm modal (width 380, 001 §9). */
export function ConfirmModal({ title, text, confirmLabel, cancelLabel, onConfirm, onCancel }: Props) {
  return (
    <Modal open title={title} onClose={onCancel} width={380}>
      <p>{text}</p>
      <div className="b-actions">
        <button type="button" className="btn btn--ghost" onClick={onCancel}>
          {cancelLabel}
        </button>
        <button type="button" className="btn btn--primary" onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
