import {
  type HomeBlock as Block,
  type HomeListItem,
  homeTextsIn,
  shuffleAfterPermanent,
  slidesPerView,
} from '@salon/domain';
import { useId, useMemo, useState } from 'react';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Link } from '../../lib/link.tsx';
import { Carousel } from './carousel.tsx';
import { ItemCard } from './item-card.tsx';
import { LAYOUT_STYLES } from './layouts.ts';
import { type ShopPick, useBlogItems, useShopItems, useStyleMasterItems } from './use-block-sources.ts';
import './texts.ts';

const SHOP_PICKS: readonly ShopPick[] = ['all', 'favourite', 'new'];

/** The list a block shows: its configured items, or those of its source call when it has none. */
function useBlockItems(block: Block, pick: ShopPick): HomeListItem[] {
  const source = block.list.length === 0 ? LAYOUT_STYLES[block.layout].source : undefined;
  const shop = useShopItems(block.groupId, source === 'shop', pick);
  const blog = useBlogItems(source === 'blog');
  const masters = useStyleMasterItems(source === 'styleMasters');
  if (source === 'shop') return shop.data ?? [];
  if (source === 'blog') return blog.data ?? [];
  if (source === 'styleMasters') return masters.data ?? [];
  return block.list;
}

/** One configured block, drawn by its layout (000 §2 Home blocks). */
export function HomeBlock({
  block: configured,
  mobile,
  onVideo,
}: {
  block: Block;
  mobile: boolean;
  onVideo: (videoId: string, title: string) => void;
}) {
  const { t, i18n } = useTranslation('homeBlocks');
  const lang = i18n.language === 'en' ? 'en' : 'vi';
  // The configured texts in the page's language: an English page gets the English texts.
  const block = homeTextsIn(configured, lang);
  const titleId = useId();
  const style = LAYOUT_STYLES[block.layout];
  // A shop block shows its whole collection, its favourites or its new products (decision 0148).
  const [pick, setPick] = useState<ShopPick>('all');
  const isShop = block.list.length === 0 && style.source === 'shop';
  const loaded = useBlockItems(block, pick);
  // numberPermanent keeps the first N fixed and shuffles the rest, once per list; in the browser only,
  // so the server's HTML and the hydrating render agree.
  const hydrated = useHydrated();
  const items = useMemo(
    () => (hydrated ? shuffleAfterPermanent(loaded, block.numberPermanent) : loaded),
    [hydrated, loaded, block.numberPermanent],
  );
  const banner = (mobile && block.bannerMobile) || block.banner;
  const cards = items.map((item) => (
    <ItemCard key={item.id} item={homeTextsIn(item, lang)} style={style} mobile={mobile} onVideo={onVideo} />
  ));
  return (
    <section
      className={`home-block home-block--${block.layout} home-block--${style.mode}`}
      aria-labelledby={titleId}
      data-layout={block.layout}
      style={block.bg_custom ? { background: block.bg_custom } : undefined}
    >
      <div className="home-block__head">
        <h2 id={titleId}>{block.title}</h2>
        {block.linkViewAll && (
          <Link to={block.linkViewAll} className="home-block__all">
            {t('viewAll')}
            <span className="visually-hidden">: {block.title}</span>
          </Link>
        )}
      </div>
      {block.subTitle && <p className="home-block__sub">{block.subTitle}</p>}
      {isShop && (
        <div className="home-block__picks" role="group" aria-label={t('shopPicks')}>
          {SHOP_PICKS.map((p) => (
            <button
              key={p}
              type="button"
              className="btn btn--ghost"
              aria-pressed={pick === p}
              onClick={() => setPick(p)}
            >
              {t(`shop.${p}`)}
            </button>
          ))}
        </div>
      )}
      {banner && (
        <img
          className="home-block__banner"
          src={banner}
          alt=""
          width={mobile ? 750 : 1200}
          height={mobile ? 500 : 400}
          loading="lazy"
          decoding="async"
        />
      )}
      {style.mode === 'carousel' ? (
        <Carousel label={block.title} perView={slidesPerView(block, mobile)}>
          {cards}
        </Carousel>
      ) : (
        <div className="home-block__grid">{cards}</div>
      )}
    </section>
  );
}
