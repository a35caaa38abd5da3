import type { Lookbook } from '@salon/domain';
import { useTranslation } from '../../i18n/use-translation.ts';
import { localText } from './local-text.ts';
import './texts.ts';

/**
 * One lookbook: its title and photos. On home a mosaic of the first three (`limit`), on the
 * lookbook page every photo. The photos are square; CSS sizes them so nothing moves as they load.
 */
export function LookbookSet({
  lookbook,
  limit,
  heading: Heading = 'h3',
}: {
  lookbook: Lookbook;
  limit?: number;
  heading?: 'h2' | 'h3';
}) {
  const { t, i18n } = useTranslation('homeSections');
  const title = localText(lookbook, 'title', i18n.language);
  const images = Array.isArray(lookbook.images) ? lookbook.images : [];
  const shown = limit === undefined ? images : images.slice(0, limit);
  return (
    <article className="lookbook-set" data-testid="lookbook-set" id={`lookbook-${lookbook.id}`}>
      <Heading className="lookbook-set__title">{title}</Heading>
      <div className="lookbook-set__photos" data-count={shown.length}>
        {shown.map((src, i) => (
          <img
            key={src}
            className="lookbook-set__photo"
            src={src}
            alt={t('photo', { title, n: i + 1, total: images.length })}
            width={600}
            height={600}
            loading="lazy"
            decoding="async"
          />
        ))}
      </div>
    </article>
  );
}
