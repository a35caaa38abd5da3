import type { HomeListItem } from '@salon/domain';
import { useTranslation } from '../../i18n/use-translation.ts';
import { ActionTarget, itemAction } from './item-link.tsx';
import type { LayoutStyle } from './layouts.ts';

/** One item of a block: picture, title and whatever of subTitle, content, prices, tag and figure it has. */
export function ItemCard({
  item,
  style,
  mobile,
  onVideo,
}: {
  item: HomeListItem;
  style: LayoutStyle;
  mobile: boolean;
  onVideo: (videoId: string, title: string) => void;
}) {
  const src = (mobile && item.linkImageMb) || item.linkImage;
  const action = itemAction(item.redirectLink, style.video === true);
  const { t } = useTranslation('homeBlocks');
  return (
    <article className="home-card" data-testid="home-card">
      <ActionTarget action={action} onVideo={onVideo} className="home-card__link" label={item.title}>
        {src && style.image && (
          <img
            className="home-card__image"
            src={src}
            alt=""
            width={style.image[0]}
            height={style.image[1]}
            loading="lazy"
            decoding="async"
          />
        )}
        {item.tag && <span className="home-card__tag">{item.tag}</span>}
        {item.textNum && <span className="home-card__num">{item.textNum}</span>}
        <h3 className="home-card__title">{item.title}</h3>
      </ActionTarget>
      {item.subTitle && <p className="home-card__sub">{item.subTitle}</p>}
      {item.parkingMap && (
        <a className="home-card__parking" href={item.parkingMap} target="_blank" rel="noopener noreferrer">
          {t('parkingMap')} <span className="visually-hidden">{t('opensNewTab')}</span>
        </a>
      )}
      {item.content && <p className="home-card__content">{item.content}</p>}
      {item.priceList && item.priceList.length > 0 ? (
        <ul className="home-card__prices">
          {item.priceList.map((p) => (
            <li key={p.label}>
              <span>{p.label}</span> <strong>{p.price}</strong>
            </li>
          ))}
        </ul>
      ) : (
        item.price && (
          <p className="home-card__price" data-testid="home-price">
            <strong>{item.price}</strong> {item.oldPrice && <s>{item.oldPrice}</s>}
            {item.priceNote && <small className="home-card__price-note">{item.priceNote}</small>}
          </p>
        )
      )}
    </article>
  );
}
