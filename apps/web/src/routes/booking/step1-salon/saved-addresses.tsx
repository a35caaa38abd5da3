import { useTranslation } from '../../../i18n/use-translation.ts';
import { Link } from '../../../lib/link.tsx';
import { SALONS_NS } from '../../../features/salons/salon-texts.ts';
import type { SavedAddress } from '@salon/domain/contracts';

interface Props {
  addresses: SavedAddress[];
  activeId: number | null;
  onPick: (a: SavedAddress) => void;
}

/** 'Salon gần ...' chips, one per saved address of the booking phone. */
export function SavedAddressChips({ addresses, activeId, onPick }: Props) {
  const { t } = useTranslation(SALONS_NS);
  if (addresses.length === 0) return null;
  return (
    <ul className="chips" aria-label={t('savedBannerLink')}>
      {addresses.map((a) => (
        <li key={a.attrId}>
          <button
            type="button"
            className="chip"
            aria-pressed={activeId === a.attrId}
            onClick={() => onPick(a)}
          >
            {t('savedNear', { name: a.attrName })}
          </button>
        </li>
      ))}
    </ul>
  );
}

/** Links to /save-location; shown only when the logged-in phone is the booking phone. */
export function SavedLocationBanner() {
  const { t } = useTranslation(SALONS_NS);
  return (
    <p className="salon-banner">
      {t('savedBanner')} <Link to="/save-location">{t('savedBannerLink')}</Link>
    </p>
  );
}
