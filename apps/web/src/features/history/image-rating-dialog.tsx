import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Modal } from '../modal/modal.tsx';
import { serverText } from './server-text.ts';
import { SendButton } from './send-button.tsx';
import { StarPicker } from './star-picker.tsx';
import { useImageAction } from './use-history.ts';

/** Stars for a visit's result photos (PUT customer-history/rating-image), shown beside the photos. */
export function ImageRatingDialog({
  visitId,
  images,
  onClose,
}: {
  visitId: number;
  images: string[];
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('history');
  const action = useImageAction();
  const [stars, setStars] = useState<number | null>(null);
  const id = useId();
  return (
    <Modal open title={t('imageTitle')} onClose={onClose} width={420}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (stars !== null) action.mutate({ kind: 'rate', visitId, stars }, { onSuccess: onClose });
        }}
      >
        <div className="visit__photo-row">
          {images.map((src, i) => (
            <img key={src} src={src} alt={t('photoAlt', { n: i + 1 })} width={96} height={96} />
          ))}
        </div>
        <StarPicker name={`${id}-stars`} value={stars} onChange={setStars} />
        {action.error && (
          <p className="hx-error" role="alert">
            {serverText(action.error.message, i18n.language)}
          </p>
        )}
        <SendButton chosen={stars !== null} pending={action.isPending} />
      </form>
    </Modal>
  );
}
