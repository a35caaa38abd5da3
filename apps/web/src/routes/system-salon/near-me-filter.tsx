import { useId } from 'react';
import { useNearMe } from '../../features/salons/near-me-store.ts';
import { registerTexts } from '../../i18n/index.ts';
import { useTranslation } from '../../i18n/use-translation.ts';

registerTexts('salonFinder', {
  vi: {
    nearMe: 'Tìm salon gần bạn',
    locating: 'Đang xác định vị trí của bạn…',
    radius: 'Khoảng cách',
    within: 'Trong {km} km',
    any: 'Mọi khoảng cách',
    nearby: 'Salon gần bạn ({n})',
    forget: 'Xem theo tỉnh, thành phố',
  },
  en: {
    nearMe: 'Find salons near you',
    locating: 'Finding your position…',
    radius: 'Distance',
    within: 'Within {km} km',
    any: 'Any distance',
    nearby: 'Salons near you ({n})',
    forget: 'Show by province',
  },
});

/** Radii offered once the position is known, in km; 0 is any distance. */
export const RADII = [2, 5, 10, 20, 0] as const;
export const DEFAULT_RADIUS = 10;

interface Props {
  radius: number;
  onRadius: (km: number) => void;
  /** Asks the browser for the position (the only place it is asked). */
  onLocate: () => void;
  /** Back to the list by province, the position forgotten for this page. */
  onForget: () => void;
  active: boolean;
}

/** 'Tìm salon gần bạn': the browser is asked for the position only on this tap; then a radius. */
export function NearMeFilter({ radius, onRadius, onLocate, onForget, active }: Props) {
  const { t } = useTranslation('salonFinder');
  const { t: tm } = useTranslation();
  const near = useNearMe();
  const id = useId();
  return (
    <div className="near-me">
      {!active && (
        <button
          type="button"
          className="btn btn--ghost"
          aria-busy={near.status === 'locating'}
          onClick={onLocate}
        >
          {near.status === 'locating' ? t('locating') : t('nearMe')}
        </button>
      )}
      {active && (
        <>
          <label htmlFor={id}>{t('radius')}</label>
          <select id={id} value={radius} onChange={(e) => onRadius(Number(e.target.value))}>
            {RADII.map((km) => (
              <option key={km} value={km}>
                {km === 0 ? t('any') : t('within', { km })}
              </option>
            ))}
          </select>
          <button type="button" className="btn btn--ghost" onClick={onForget}>
            {t('forget')}
          </button>
        </>
      )}
      {near.status === 'denied' && (
        <p className="near-me__denied" role="alert">
          {tm('msg.locationDeniedBanner')}
        </p>
      )}
    </div>
  );
}
