import { useEffect } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useIsNarrow } from '../../lib/use-media.ts';
import { Carousel } from '../home-blocks/carousel.tsx';
import { LookbookSet } from './lookbook-set.tsx';
import type { SectionListProps } from './lower-section.tsx';
import { listOf, useHomeLookbooks } from './use-section-documents.ts';

/** home-lookbooks.json: the titled photo sets home shows; 'Xem thêm' in the heading opens them all. */
export default function LookbookList({ onEmpty }: SectionListProps) {
  const { t } = useTranslation('homeSections');
  const mobile = useIsNarrow();
  const { data, isPending } = useHomeLookbooks();
  const list = listOf(data);
  useEffect(() => {
    if (!isPending && list.length === 0) onEmpty();
  }, [isPending, list.length, onEmpty]);
  return (
    <Carousel label={t('lookbooksTitle')} perView={mobile ? 1.1 : 2}>
      {list.map((lookbook) => (
        <LookbookSet key={lookbook.id} lookbook={lookbook} limit={3} />
      ))}
    </Carousel>
  );
}
