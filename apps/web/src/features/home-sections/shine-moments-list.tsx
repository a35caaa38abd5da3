import { useEffect } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useIsNarrow } from '../../lib/use-media.ts';
import { Carousel } from '../home-blocks/carousel.tsx';
import { localText } from './local-text.ts';
import type { SectionListProps } from './lower-section.tsx';
import { listOf, useShineMoments } from './use-section-documents.ts';

/** shine_moment/photos.json: a strip of photos, each with its caption. */
export default function ShineMomentsList({ onEmpty }: SectionListProps) {
  const { t, i18n } = useTranslation('homeSections');
  const mobile = useIsNarrow();
  const { data, isPending } = useShineMoments();
  const list = listOf(data);
  useEffect(() => {
    if (!isPending && list.length === 0) onEmpty();
  }, [isPending, list.length, onEmpty]);
  return (
    <Carousel label={t('shineMomentsTitle')} perView={mobile ? 1.6 : 4}>
      {list.map((photo) => {
        const caption = localText(photo, 'caption', i18n.language);
        return (
          <figure className="moment" key={photo.id} data-testid="shine-moment">
            {/* The caption under the photo says what it shows. */}
            <img
              className="moment__photo"
              src={photo.image}
              alt=""
              width={600}
              height={600}
              loading="lazy"
              decoding="async"
            />
            <figcaption className="moment__caption">{caption}</figcaption>
          </figure>
        );
      })}
    </Carousel>
  );
}
