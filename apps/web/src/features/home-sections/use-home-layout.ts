import { type DynamicLayoutDocument, type HomeSection, homeSectionOrder } from '@salon/domain';
import { useQuery } from '@tanstack/react-query';
import { loadOrNull } from '../home-blocks/use-home-config.ts';

/**
 * The home's sections in the order dynamic-layout.json gives (000 §7). While it loads or when it
 * fails, every section in the default order: the page never waits on it to show the banner.
 */
export function useHomeLayout(): HomeSection[] {
  const { data } = useQuery({
    queryKey: ['home', 'layout'],
    queryFn: ({ signal }) => loadOrNull<DynamicLayoutDocument>('/web/v3/configs/dynamic-layout.json', signal),
  });
  return homeSectionOrder(data);
}
