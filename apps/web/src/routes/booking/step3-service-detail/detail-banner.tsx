import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { PlayIcon } from '../../../features/icons/icons.tsx';
import { ServiceImage } from '../shared/service-image.tsx';

/** An image, or a video whose external player is loaded only when the customer presses play. */
export function DetailBanner({
  banner,
  name,
  poster,
}: {
  banner: { type: 'image' | 'video'; link: string };
  name: string;
  /** The group's picture, shown before the video plays. */
  poster?: string;
}) {
  const { t } = useTranslation('services');
  const [playing, setPlaying] = useState(false);
  if (banner.type === 'image') {
    return (
      <div className="svc-banner">
        <ServiceImage src={banner.link} alt={t('bannerAlt', { name })} />
      </div>
    );
  }
  return (
    <div className="svc-banner">
      {playing ? (
        <iframe
          src={`${banner.link}${banner.link.includes('?') ? '&' : '?'}autoplay=1`}
          title={t('videoTitle', { name })}
          allow="autoplay; encrypted-media; picture-in-picture"
          allowFullScreen
        />
      ) : (
        <>
          <ServiceImage src={poster} alt="" />
          <button type="button" className="svc-banner__play" onClick={() => setPlaying(true)}>
            <PlayIcon /> {t('playVideo')}
          </button>
        </>
      )}
    </div>
  );
}
