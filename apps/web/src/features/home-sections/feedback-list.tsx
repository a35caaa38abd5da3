import { type CustomerFeedback, starCount } from '@salon/domain';
import { useEffect } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useIsNarrow } from '../../lib/use-media.ts';
import { Carousel } from '../home-blocks/carousel.tsx';
import { PinIcon, StarIcon } from '../icons/icons.tsx';
import type { SectionListProps } from './lower-section.tsx';
import { localText } from './local-text.ts';
import { listOf, useFeedback } from './use-section-documents.ts';

function Stars({ star }: { star: number }) {
  const { t } = useTranslation('homeSections');
  const n = starCount(star);
  return (
    <p className="feedback-card__stars">
      {[1, 2, 3, 4, 5].map((i) => (
        <StarIcon key={i} className={i <= n ? 'star star--on' : 'star'} />
      ))}
      <span className="visually-hidden">{t('stars', { n })}</span>
    </p>
  );
}

function FeedbackCard({ item }: { item: CustomerFeedback }) {
  const { i18n } = useTranslation('homeSections');
  return (
    <article className="feedback-card" data-testid="feedback-card">
      <div className="feedback-card__who">
        {/* The name beside it says who it is: the avatar adds nothing to read aloud. */}
        <img
          className="feedback-card__avatar"
          src={item.avatar}
          alt=""
          width={56}
          height={56}
          loading="lazy"
          decoding="async"
        />
        <div>
          <h3 className="feedback-card__name">{localText(item, 'name', i18n.language)}</h3>
          <Stars star={item.star} />
        </div>
      </div>
      <p className="feedback-card__salon">
        <PinIcon /> {item.salonName}
      </p>
      <blockquote className="feedback-card__quote">
        <p>{localText(item, 'content', i18n.language)}</p>
      </blockquote>
    </article>
  );
}

/** feedback.json: customers' cards (avatar, name, stars, salon, words) in a carousel. */
export default function FeedbackList({ onEmpty }: SectionListProps) {
  const { t } = useTranslation('homeSections');
  const mobile = useIsNarrow();
  const { data, isPending } = useFeedback();
  const list = listOf(data);
  useEffect(() => {
    if (!isPending && list.length === 0) onEmpty();
  }, [isPending, list.length, onEmpty]);
  return (
    <Carousel label={t('feedbackTitle')} perView={mobile ? 1.15 : 3}>
      {list.map((item) => (
        <FeedbackCard key={item.id} item={item} />
      ))}
    </Carousel>
  );
}
