import { showArrows } from '@salon/domain';
import { type ReactNode, useRef } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import './texts.ts';

/**
 * A light carousel on CSS scroll snapping (no library, nothing to download): `perView` items fit the
 * width, arrows only when the items exceed the per-view count and exceed 3 (000 §9). Where items are
 * hidden and no arrow shows, one dot a item scrolls to it, so every item stays reachable.
 */
export function Carousel({
  label,
  perView,
  children,
}: {
  label: string;
  perView: number;
  children: ReactNode[];
}) {
  const { t } = useTranslation('homeBlocks');
  const track = useRef<HTMLUListElement>(null);
  const arrows = showArrows(children.length, perView);
  const dots = !arrows && children.length > perView;
  const showItem = (i: number) => {
    const item = track.current?.children[i] as HTMLElement | undefined;
    track.current?.scrollTo({ left: item?.offsetLeft ?? 0, behavior: 'smooth' });
  };
  const scroll = (dir: 1 | -1) => {
    const el = track.current;
    if (el) el.scrollBy({ left: dir * el.clientWidth, behavior: 'smooth' });
  };
  return (
    <div className="carousel" style={{ '--per-view': perView } as React.CSSProperties} data-arrows={arrows}>
      {arrows && (
        <button type="button" className="carousel__arrow carousel__arrow--prev" onClick={() => scroll(-1)}>
          <span aria-hidden="true">‹</span>
          <span className="visually-hidden">{t('prev')}</span>
        </button>
      )}
      {/* The track scrolls; it is focusable so keyboard users can scroll it too. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1) */}
      <ul className="carousel__track" ref={track} aria-label={label} tabIndex={0}>
        {children.map((child, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: children are already keyed by their item ids
          <li className="carousel__item" key={i}>
            {child}
          </li>
        ))}
      </ul>
      {arrows && (
        <button type="button" className="carousel__arrow carousel__arrow--next" onClick={() => scroll(1)}>
          <span aria-hidden="true">›</span>
          <span className="visually-hidden">{t('next')}</span>
        </button>
      )}
      {dots && (
        <div className="carousel__dots">
          {children.map((_, i) => (
            <button
              // biome-ignore lint/suspicious/noArrayIndexKey: one dot a position
              key={i}
              type="button"
              className="carousel__dot"
              aria-label={t('showItem', { n: i + 1, total: children.length })}
              onClick={() => showItem(i)}
            />
          ))}
        </div>
      )}
    </div>
  );
}
