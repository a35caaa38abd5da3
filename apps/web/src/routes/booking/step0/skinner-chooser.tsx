import type { Stylist } from '@salon/domain/contracts';
import { useEffect } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { draftStore } from '../draft/draft-store.ts';
import { chooseSkinner, setSkinner } from '../draft/skinner-actions.ts';
import './skinner-texts.ts';
import { StylistCarousel } from './stylist-carousel.tsx';

interface Props {
  /** The salon's skinners on shift that day (the stylists answer's skinners). */
  skinners: readonly Stylist[];
  /** Customer 1's skinner; null: the salon picks. */
  selectedId: number | null;
}

/**
 * Block 4's skinner choice, for customer 1 when a chosen service needs a skinner: 'Salon chọn giúp'
 * first, then the day's skinners. Loaded on demand from time-chooser.tsx. A chosen skinner who does
 * not work at the salon that day (another date, a link's id) gives way to the salon's pick.
 */
export default function SkinnerChooser({ skinners, selectedId }: Props) {
  const { t } = useTranslation('booking-skinner');
  const known = selectedId === null || skinners.some((s) => s.staffId === selectedId);
  useEffect(() => {
    if (!known) draftStore.dispatch(setSkinner, null);
  }, [known]);
  if (skinners.length === 0) return null;
  return (
    <>
      <h3 className="b-sub">{t('title')}</h3>
      <StylistCarousel
        stylists={skinners}
        selectedId={known ? selectedId : null}
        onSelect={(s) => draftStore.dispatch(chooseSkinner, s ? s.staffId : null)}
        texts={{ list: t('list'), systemPicks: t('systemPicks'), skilled: t('skilled') }}
      />
    </>
  );
}
