import { useTranslation } from '../../../i18n/use-translation.ts';
import { SalonCard } from '../../../features/salons/salon-card.tsx';
import type { Salon } from '@salon/domain/contracts';
import type { CardContext } from './card-context.ts';

interface Props {
  salons: Salon[];
  ctx: CardContext;
  onChoose: (s: Salon) => void;
  /** Known distances (nearby lists); otherwise from the visitor's position when known. */
  distances?: Map<number, number>;
  /** The first card shows travel minutes (nearby lists). */
  minutesOnFirst?: boolean;
  className?: string;
  label?: string;
}

/** Salon cards, or 'Không tìm thấy Salon phù hợp' when there are none. */
export function SalonList({ salons, ctx, onChoose, distances, minutesOnFirst, className, label }: Props) {
  const { t } = useTranslation();
  if (salons.length === 0) return <p className="salon-empty">{t('msg.noSalonFound')}</p>;
  return (
    <ul className={className ?? 'salon-grid'} aria-label={label}>
      {salons.map((s, i) => {
        const distance = distances?.get(s.id) ?? ctx.distanceOf(s);
        return (
          <li key={s.id}>
            <SalonCard
              salon={s}
              tags={ctx.tagsOf(s, distance)}
              distance={distance}
              showMinutes={minutesOnFirst && i === 0}
              chosen={ctx.chosenId === s.id}
              onChoose={onChoose}
            />
          </li>
        );
      })}
    </ul>
  );
}
