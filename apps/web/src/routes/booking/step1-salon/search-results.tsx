import { searchSalons } from '@salon/domain';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { SALONS_NS } from '../../../features/salons/salon-texts.ts';
import type { Province, Salon } from '@salon/domain/contracts';
import type { CardContext } from './card-context.ts';
import { ProvinceButton } from './province-list.tsx';
import { SalonList } from './salon-list.tsx';

interface Props {
  query: string;
  provinces: Province[];
  salons: Salon[];
  ctx: CardContext;
  onProvince: (p: Province) => void;
  onChoose: (s: Salon) => void;
}

/** Provinces and salons matching the (debounced) text, or 'Không có dữ liệu'. */
export function SearchResults({ query, provinces, salons, ctx, onProvince, onChoose }: Props) {
  const { t } = useTranslation(SALONS_NS);
  const { t: tm } = useTranslation();
  const found = searchSalons(query, provinces, salons);
  return (
    <section aria-labelledby="salon-search-results" className="salon-section">
      <h2 id="salon-search-results">{t('searchResults')}</h2>
      {found.provinces.length === 0 && found.salons.length === 0 ? (
        <p className="salon-empty">{tm('msg.noData')}</p>
      ) : (
        <>
          {found.provinces.length > 0 && (
            <ul className="province-list" aria-label={t('provincesFound')}>
              {found.provinces.map((p) => (
                <li key={p.cityId}>
                  <ProvinceButton province={p} onPick={onProvince} />
                </li>
              ))}
            </ul>
          )}
          {found.salons.length > 0 && (
            <SalonList salons={found.salons} ctx={ctx} onChoose={onChoose} label={t('salonsFound')} />
          )}
        </>
      )}
    </section>
  );
}
