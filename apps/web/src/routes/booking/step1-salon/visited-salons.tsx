import { useTranslation } from '../../../i18n/use-translation.ts';
import { SALONS_NS } from '../../../features/salons/salon-texts.ts';
import type { Salon } from '@salon/domain/contracts';
import type { CardContext } from './card-context.ts';
import { SalonList } from './salon-list.tsx';

/** The salons this phone visited, as a horizontal swipe list; nothing when there are none. */
export function VisitedSalons({
  salons,
  ctx,
  onChoose,
}: {
  salons: Salon[];
  ctx: CardContext;
  onChoose: (s: Salon) => void;
}) {
  const { t } = useTranslation(SALONS_NS);
  const visited = ctx.visitedIds.map((id) => salons.find((s) => s.id === id)).filter((s) => s !== undefined);
  if (visited.length === 0) return null;
  return (
    <section aria-labelledby="salon-visited-title" className="salon-section">
      <h2 id="salon-visited-title">{t('visitedTitle')}</h2>
      <SalonList salons={visited} ctx={ctx} onChoose={onChoose} className="salon-swipe" />
    </section>
  );
}
