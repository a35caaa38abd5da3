import type { DayPrice } from '@salon/domain';
import type { CSSProperties } from 'react';
import { ServiceCard } from './service-card.tsx';
import type { ServiceCategory, ServiceItem } from '../shared/service-types.ts';

interface Props {
  category: ServiceCategory;
  grid: boolean;
  headingLevel: 2 | 3;
  isChosen: (id: number) => boolean;
  onToggle: (id: number) => void;
  onDetail: (groupId: number) => void;
  onDone: () => void;
  priceOn: (s: ServiceItem) => DayPrice;
}

/** A category heading in its colours and its services as a carousel (or a grid). */
export function CategorySection({ category, grid, headingLevel, ...card }: Props) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const style = { '--cat-bg': category.bgColor, '--cat-fg': category.textColor } as CSSProperties;
  const id = `svc-cat-${category.categoryId}`;
  return (
    <div className="svc-cat" style={style}>
      <Heading id={id} className="svc-cat__title">
        {category.title}
      </Heading>
      <section
        className={grid ? 'svc-grid' : 'svc-carousel'}
        tabIndex={grid ? undefined : 0}
        aria-labelledby={id}
      >
        {category.services.map((s) => (
          <ServiceCard key={s.serviceId} service={s} headingLevel={headingLevel === 2 ? 3 : 4} {...card} />
        ))}
      </section>
    </div>
  );
}
