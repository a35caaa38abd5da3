import { type ComponentType, lazy, Suspense, useId, useRef, useState } from 'react';
import { Link } from '../../lib/link.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useNearViewport } from './use-near-viewport.ts';
import './texts.ts';
import './home-sections.css';

export type LowerSectionKind = 'lookbooks' | 'shineMoments' | 'feedback';

/** What a section's list gets: a way to remove the section when its document has nothing to show. */
export interface SectionListProps {
  onEmpty: () => void;
}

// Each list is its own chunk, downloaded with its document once the visitor scrolls near it.
const LISTS: Record<LowerSectionKind, ComponentType<SectionListProps>> = {
  lookbooks: lazy(() => import('./lookbook-list.tsx')),
  shineMoments: lazy(() => import('./shine-moments-list.tsx')),
  feedback: lazy(() => import('./feedback-list.tsx')),
};

/**
 * A home section below the fold (000 §7 documents): its heading is in the page at once, its body
 * keeps a fixed height (home-sections.css) so nothing below moves when the list arrives.
 */
export function LowerSection({ kind }: { kind: LowerSectionKind }) {
  const { t } = useTranslation('homeSections');
  const ref = useRef<HTMLElement>(null);
  const near = useNearViewport(ref);
  const [empty, setEmpty] = useState(false);
  const titleId = useId();
  if (empty) return null;
  const List = LISTS[kind];
  const title = t(`${kind}Title`);
  return (
    <section
      ref={ref}
      className={`home-section home-section--${kind}`}
      aria-labelledby={titleId}
      data-section={kind}
    >
      <div className="home-section__head">
        <h2 id={titleId}>{title}</h2>
        {kind === 'lookbooks' && (
          <Link to="/lookbook" className="home-section__more">
            {t('more')}
            <span className="visually-hidden">: {title}</span>
          </Link>
        )}
      </div>
      <p className="home-section__sub">{t(`${kind}Sub`)}</p>
      <div className="home-section__body" data-loaded={near}>
        {near && (
          <Suspense fallback={null}>
            <List onEmpty={() => setEmpty(true)} />
          </Suspense>
        )}
      </div>
    </section>
  );
}
