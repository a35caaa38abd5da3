import { youtubeEmbedUrl, youtubeId } from '@salon/domain';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { PlayIcon } from '../../../features/icons/icons.tsx';
import { ServiceImage } from '../shared/service-image.tsx';

/** A youtube link plays in the privacy-enhanced player (the origin the CSP allows); another link as given. */
function embedUrl(link: string): string {
  const id = youtubeId(link);
  return id ? youtubeEmbedUrl(id) : `${link}${link.includes('?') ? '&' : '?'}autoplay=1`;
}

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
          src={embedUrl(banner.link)}
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
