import type { Salon } from '@salon/domain/contracts';
import { stripAccents } from '@salon/domain';
import { useId } from 'react';
import { registerTexts } from '../../i18n/index.ts';
import { useTranslation } from '../../i18n/use-translation.ts';

registerTexts('salonFilter', {
  vi: {
    province: 'Tỉnh / thành phố',
    district: 'Quận / huyện',
    all: 'Tất cả',
    search: 'Tìm salon',
    searchPlaceholder: 'Tên salon, đường, phường…',
    found: 'Có {n} salon phù hợp',
  },
  en: {
    province: 'Province / city',
    district: 'District',
    all: 'All',
    search: 'Find a salon',
    searchPlaceholder: 'Salon name, street, ward…',
    found: '{n} salons match',
  },
});

export interface SalonFilterValue {
  cityId: number | null;
  district: string | null;
  text: string;
}

const fold = (s: string) => stripAccents(s).toLowerCase().replace(/\s+/g, ' ').trim();

/** The salons the filter keeps: its province, its district and the words typed (accents ignored). */
export function filterSalons(salons: readonly Salon[], f: SalonFilterValue): Salon[] {
  const q = fold(f.text);
  return salons.filter(
    (s) =>
      (f.cityId === null || s.cityId === f.cityId) &&
      (f.district === null || s.districtName === f.district) &&
      (q === '' || fold(`${s.searchText} ${s.name} ${s.addressNew} ${s.address}`).includes(q)),
  );
}

interface Props {
  salons: readonly Salon[];
  cities: ReadonlyArray<{ cityId: number; cityName: string }>;
  value: SalonFilterValue;
  onChange: (v: SalonFilterValue) => void;
  found: number;
}

/** Province, then district of that province, and a search box; the count is announced politely. */
export function SalonFilter({ salons, cities, value, onChange, found }: Props) {
  const { t } = useTranslation('salonFilter');
  const id = useId();
  const districts = [
    ...new Set(salons.filter((s) => s.cityId === value.cityId).map((s) => s.districtName ?? '')),
  ]
    .filter(Boolean)
    .sort();
  return (
    <div role="search" className="salon-filter">
      <label htmlFor={`${id}-city`}>{t('province')}</label>
      <select
        id={`${id}-city`}
        value={value.cityId ?? ''}
        onChange={(e) =>
          onChange({ ...value, cityId: e.target.value ? Number(e.target.value) : null, district: null })
        }
      >
        <option value="">{t('all')}</option>
        {cities.map((c) => (
          <option key={c.cityId} value={c.cityId}>
            {c.cityName}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-district`}>{t('district')}</label>
      <select
        id={`${id}-district`}
        value={value.district ?? ''}
        disabled={value.cityId === null}
        onChange={(e) => onChange({ ...value, district: e.target.value || null })}
      >
        <option value="">{t('all')}</option>
        {districts.map((d) => (
          <option key={d} value={d}>
            {d}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-text`}>{t('search')}</label>
      <input
        id={`${id}-text`}
        type="search"
        value={value.text}
        placeholder={t('searchPlaceholder')}
        onChange={(e) => onChange({ ...value, text: e.target.value })}
      />
      <p className="salon-filter__found" role="status">
        {t('found', { n: found })}
      </p>
    </div>
  );
}
