import { groupByRegion } from '@salon/domain';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { SALONS_NS } from '../../../features/salons/salon-texts.ts';
import type { Province } from '@salon/domain/contracts';

/** A province with its salon count, or 'Chưa có cơ sở'. */
export function ProvinceButton({ province, onPick }: { province: Province; onPick: (p: Province) => void }) {
  const { t } = useTranslation(SALONS_NS);
  return (
    <button type="button" className="province" onClick={() => onPick(province)}>
      <span className="province__name">{province.cityName}</span>
      <span className="province__count">
        {province.totalSalon > 0 ? t('salonCount', { n: province.totalSalon }) : t('noBranch')}
      </span>
    </button>
  );
}

/** Provinces that have salons, grouped North, Central, South (and a default heading). */
export function ProvinceList({
  provinces,
  onPick,
}: {
  provinces: Province[];
  onPick: (p: Province) => void;
}) {
  const { t } = useTranslation(SALONS_NS);
  return (
    <section aria-labelledby="salon-provinces" className="salon-section">
      <h2 id="salon-provinces">{t('provincesTitle')}</h2>
      {groupByRegion(provinces).map((g) => (
        <div key={g.regionId} className="region">
          <h3 className="region__title">{t(`regions.r${g.regionId}`)}</h3>
          <ul className="province-list">
            {g.provinces.map((p) => (
              <li key={p.cityId}>
                <ProvinceButton province={p} onPick={onPick} />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
