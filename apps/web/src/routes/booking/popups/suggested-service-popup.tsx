import { formatPriceLabel } from '@salon/domain';
import { usePageLang, useTranslation } from '../../../i18n/use-translation.ts';
import { Modal } from '../../../features/modal/modal.tsx';
import { displayName } from '../shared/chosen-services.ts';
import { ServiceImage } from '../shared/service-image.tsx';
import type { ServiceItem } from '../shared/service-types.ts';
import '../shared/service-texts.ts';

interface Props {
  title: string;
  image: string | null;
  services: readonly ServiceItem[];
  onUseMore: () => void;
  onSkip: () => void;
  /** Escape or ×: the customer stays on the list, back on the button that opened the popup. */
  onClose: () => void;
}

/** The rulesNextStep popup on leaving step 2: 'Use more' adds the suggested services, 'Skip' goes on. */
export default function SuggestedServicePopup({ title, image, services, onUseMore, onSkip, onClose }: Props) {
  const { t } = useTranslation('services');
  const lang = usePageLang();
  return (
    <Modal open title={t('suggestTitle')} onClose={onClose} width={380} className="svc-suggest">
      {image && <ServiceImage className="svc-suggest__img" src={image} alt="" />}
      <p className="svc-suggest__text">{title}</p>
      <ul className="svc-suggest__list">
        {services.map((s) => (
          <li key={s.serviceId}>
            {displayName(s)} · <strong>{formatPriceLabel(s.priceNum, lang)}</strong>
          </li>
        ))}
      </ul>
      <div className="svc-suggest__actions">
        <button type="button" className="btn btn--ghost" onClick={onSkip}>
          {t('skip')}
        </button>
        <button type="button" className="btn btn--primary" onClick={onUseMore}>
          {t('useMore')}
        </button>
      </div>
    </Modal>
  );
}
