import { BANNER_AUTOPLAY_MS, bannerAction, bannerMinHeight, type HomeBanner } from '@salon/domain';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useIsNarrow } from '../../lib/use-media.ts';
import { PauseIcon, PlayIcon } from '../icons/icons.tsx';
import { ActionTarget } from '../home-blocks/item-link.tsx';
import { useHomeBanners } from '../home-blocks/use-home-config.ts';
import '../home-blocks/texts.ts';
import './banner.css';

const VideoModal = lazy(() => import('./video-modal.tsx'));

/**
 * The home banner (000 §2, §9): the web list from 768 px, the mobile list below; autoplay every
 * 5000 ms (paused while hovered or focused, or by the pause button); the first image loads eagerly
 * with high priority, the others lazily. The box keeps the images' ratio so nothing jumps.
 */
export function BannerSlider() {
  const { t } = useTranslation('homeBlocks');
  const mobile = useIsNarrow();
  const { data } = useHomeBanners();
  const list: HomeBanner[] = (mobile ? data?.mobile : data?.web) ?? [];
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [video, setVideo] = useState<{ id: string; title: string } | null>(null);
  const count = list.length;
  const current = count > 0 ? index % count : 0;

  useEffect(() => {
    if (count < 2 || paused || hovered || video) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), BANNER_AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [count, paused, hovered, video]);

  const minHeight = `min(${(31 / 96) * 100}vw, ${bannerMinHeight(Number.POSITIVE_INFINITY, mobile)}px)`;
  return (
    <section
      className={mobile ? 'banner banner--mobile' : 'banner'}
      aria-roledescription="carousel"
      aria-label={t('banner')}
      style={{ minHeight }}
      data-testid="banner"
      data-list={mobile ? 'mobile' : 'web'}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setHovered(true)}
      onBlur={() => setHovered(false)}
    >
      <div className="banner__track" style={{ transform: `translateX(-${current * 100}%)` }}>
        {list.map((b, i) => (
          <div
            key={b.link}
            className="banner__slide"
            role="group"
            aria-roledescription="slide"
            aria-label={t('slide', { n: i + 1, total: count })}
            // Slides out of view are inert: not focusable, not read out.
            inert={i !== current}
          >
            <ActionTarget
              action={bannerAction(b)}
              onVideo={(id, title) => setVideo({ id, title })}
              className="banner__link"
              label={b.title}
            >
              <img
                src={b.link}
                alt={b.title}
                width={b.width}
                height={b.height}
                loading={i === 0 ? 'eager' : 'lazy'}
                fetchPriority={i === 0 ? 'high' : 'low'}
                decoding={i === 0 ? 'sync' : 'async'}
              />
            </ActionTarget>
          </div>
        ))}
      </div>
      {count > 1 && (
        <div className="banner__controls">
          <button type="button" className="banner__pause" onClick={() => setPaused((p) => !p)}>
            {paused ? <PlayIcon /> : <PauseIcon />}
            <span className="visually-hidden">{paused ? t('play') : t('pause')}</span>
          </button>
          {list.map((b, i) => (
            <button
              key={b.link}
              type="button"
              className="banner__dot"
              aria-current={i === current}
              onClick={() => setIndex(i)}
            >
              <span className="visually-hidden">{t('slide', { n: i + 1, total: count })}</span>
            </button>
          ))}
        </div>
      )}
      {video && (
        <Suspense fallback={null}>
          <VideoModal videoId={video.id} title={video.title} onClose={() => setVideo(null)} />
        </Suspense>
      )}
    </section>
  );
}
