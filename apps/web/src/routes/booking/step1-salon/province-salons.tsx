import { useId, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { SALONS_NS } from '../../../features/salons/salon-texts.ts';
import type { Province, Salon } from '@salon/domain/contracts';
import type { CardContext } from './card-context.ts';
import { SalonList } from './salon-list.tsx';

interface Props {
  province: Province;
  salons: Salon[];
  ctx: CardContext;
  onChoose: (s: Salon) => void;
  onChangeProvince: () => void;
}

/** The salons of a province, filtered by district ('Tất cả Quận/Huyện' first) and car parking. */
export function ProvinceSalons({ province, salons, ctx, onChoose, onChangeProvince }: Props) {
  const { t } = useTranslation(SALONS_NS);
  const districtId = useId();
  const parkingId = useId();
  const [district, setDistrict] = useState(0);
  const [parking, setParking] = useState(false);
  const shown = salons.filter(
    (s) =>
      s.cityId === province.cityId &&
      (district === 0 || s.districtId === district) &&
      (!parking || s.parking),
  );
  return (
    <section aria-labelledby="salon-province-title" className="salon-section">
      <div className="salon-section__head">
        <h2 id="salon-province-title">{t('provinceSalons', { name: province.cityName })}</h2>
        <button type="button" className="btn btn--ghost" onClick={onChangeProvince}>
          {t('changeProvince')}
        </button>
      </div>
      <div className="salon-filters">
        <label htmlFor={districtId} className="salon-filters__label">
          {t('district')}
        </label>
        <select id={districtId} value={district} onChange={(e) => setDistrict(Number(e.target.value))}>
          <option value={0}>{t('allDistricts')}</option>
          {province.districtModels.map((d) => (
            <option key={d.districtId} value={d.districtId}>
              {d.districtName}
            </option>
          ))}
        </select>
        <label htmlFor={parkingId} className="switch">
          <input
            id={parkingId}
            type="checkbox"
            role="switch"
            aria-checked={parking}
            checked={parking}
            onChange={(e) => setParking(e.target.checked)}
          />
          <span>{t('parkingFilter')}</span>
        </label>
      </div>
      <SalonList salons={shown} ctx={ctx} onChoose={onChoose} />
    </section>
  );
}
