import { type GeoPoint, nearestSalons, visibleNearbyCount } from '@salon/domain';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { SALONS_NS } from '../../../features/salons/salon-texts.ts';
import type { Salon } from '@salon/domain/contracts';
import type { CardContext } from './card-context.ts';
import { SalonList } from './salon-list.tsx';

interface Props {
  title: string;
  /** The visitor's position, or precomputed {salonId, distance} pairs (a saved address). */
  from: GeoPoint | { salonId: number; distance: number }[];
  salons: Salon[];
  ctx: CardContext;
  onChoose: (s: Salon) => void;
}

/** Nearest first, 5 at a time with 'Xem thêm'; the nearest card shows travel minutes. */
export function NearbyList({ title, from, salons, ctx, onChoose }: Props) {
  const { t } = useTranslation(SALONS_NS);
  const { t: tm } = useTranslation();
  const [more, setMore] = useState(0);
  const ranked = Array.isArray(from)
    ? from.flatMap((n) => {
        const s = salons.find((x) => x.id === n.salonId);
        return s ? [{ ...s, distance: n.distance }] : [];
      })
    : nearestSalons(salons, from);
  const visible = ranked.slice(0, visibleNearbyCount(ranked.length, more));
  const distances = new Map(ranked.map((s) => [s.id, s.distance]));
  return (
    <section aria-labelledby="salon-nearby-title" className="salon-section">
      <h2 id="salon-nearby-title">{title}</h2>
      {ranked.length === 0 ? (
        <p className="salon-empty">{tm('msg.noSalonNearby')}</p>
      ) : (
        <>
          <SalonList salons={visible} ctx={ctx} onChoose={onChoose} distances={distances} minutesOnFirst />
          {visible.length < ranked.length && (
            <button type="button" className="btn btn--ghost btn--block" onClick={() => setMore((m) => m + 1)}>
              {t('more')}
            </button>
          )}
        </>
      )}
    </section>
  );
}
