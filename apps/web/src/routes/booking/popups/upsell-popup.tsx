import { useState } from 'react';
import { Modal } from '../../../features/modal/modal.tsx';
import { registerTexts } from '../../../i18n/index.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { UpsaleService } from '../shared/service-types.ts';
import { AddOnPicker } from '../step3-service-detail/version-picker.tsx';

// 001 §2 popups 'upsell accept/cancel' (decision 0148): the chosen version's upsaleServices, offered
// once more when it is added without any of them. Nothing is ticked for the customer.
registerTexts('upsell', {
  vi: {
    title: 'Dùng kèm cho trọn vẹn',
    lead: 'Khách chọn {name} thường dùng kèm:',
    accept: 'Thêm {n} dịch vụ dùng kèm',
    cancel: 'Không, cảm ơn',
  },
  en: {
    title: 'Make it complete',
    lead: 'Customers who choose {name} often add:',
    accept: 'Add {n} extra service(s)',
    cancel: 'No, thanks',
  },
});

interface Props {
  /** The chosen version's name. */
  name: string;
  upsales: readonly UpsaleService[];
  /** Adds the version with the ticked upsales. */
  onAccept: (ids: number[]) => void;
  /** Adds the version as chosen, without upsales. */
  onCancel: () => void;
  /** Escape or ×: back to the detail, nothing added. */
  onClose: () => void;
}

export default function UpsellPopup({ name, upsales, onAccept, onCancel, onClose }: Props) {
  const { t } = useTranslation('upsell');
  const [ticked, setTicked] = useState<number[]>([]);
  const toggle = (id: number) =>
    setTicked((cur) => (cur.includes(id) ? cur.filter((x) => x !== id) : [...cur, id]));
  return (
    <Modal open title={t('title')} onClose={onClose} width={380} className="svc-suggest">
      <p className="svc-suggest__text">{t('lead', { name })}</p>
      <AddOnPicker addOns={upsales} value={ticked} onToggle={toggle} />
      <div className="svc-suggest__actions">
        <button type="button" className="btn btn--ghost" onClick={onCancel}>
          {t('cancel')}
        </button>
        <button
          type="button"
          className="btn btn--primary"
          disabled={ticked.length === 0}
          onClick={() => onAccept(ticked)}
        >
          {t('accept', { n: ticked.length })}
        </button>
      </div>
    </Modal>
  );
}
