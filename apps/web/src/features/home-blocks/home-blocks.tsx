import { lazy, Suspense, useState } from 'react';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { useIsNarrow } from '../../lib/use-media.ts';
import { HomeBlock } from './home-block.tsx';
import { useHomeConfig } from './use-home-config.ts';
import './home-blocks.css';

const VideoModal = lazy(() => import('../banner/video-modal.tsx'));

/** Every configured block, in its configured order. Loaded after the first screen (below the fold). */
export default function HomeBlocks() {
  const mobile = useIsNarrow();
  const config = useHomeConfig();
  const [video, setVideo] = useState<{ id: string; title: string } | null>(null);
  const blocks = [...(config.data?.data ?? [])].sort((a, b) => a.order - b.order);
  // Its code loads after the first screen: until then the server's video buttons cannot answer a tap.
  const hydrated = useHydrated();
  return (
    <div className="home-blocks" data-testid="home-blocks" data-ready={hydrated || undefined}>
      {blocks.map((block) => (
        <HomeBlock
          key={`${block.order}-${block.layout}`}
          block={block}
          mobile={mobile}
          onVideo={(id, title) => setVideo({ id, title })}
        />
      ))}
      {video && (
        <Suspense fallback={null}>
          <VideoModal videoId={video.id} title={video.title} onClose={() => setVideo(null)} />
        </Suspense>
      )}
    </div>
  );
}
