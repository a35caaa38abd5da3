import { type BannerAction, bannerAction } from '@salon/domain';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Link } from '../../lib/link.tsx';
import './texts.ts';

/**
 * Wraps content in what a tap does (000 §2): a video button, an internal link, an external link
 * opening in a new tab, or nothing. The name comes from the content (an image's alt or a title),
 * with hidden words saying it is a video or opens a new tab.
 */
export function ActionTarget({
  action,
  onVideo,
  className,
  label,
  children,
}: {
  action: BannerAction;
  onVideo: (videoId: string, title: string) => void;
  className?: string;
  /** What the target is about: the video's title, and the text the modal shows. */
  label?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('homeBlocks');
  switch (action.kind) {
    case 'video':
      return (
        <button type="button" className={className} onClick={() => onVideo(action.videoId, label ?? '')}>
          <span className="visually-hidden">{t('video')}: </span>
          {children}
        </button>
      );
    case 'internal':
      return (
        <Link to={action.to} className={className}>
          {children}
        </Link>
      );
    case 'external':
      return (
        <a href={action.href} className={className} target="_blank" rel="noopener noreferrer">
          {children}
          <span className="visually-hidden"> {t('opensNewTab')}</span>
        </a>
      );
    default:
      return <div className={className}>{children}</div>;
  }
}

export function itemAction(redirectLink: string | undefined, video: boolean): BannerAction {
  return bannerAction({ redirectLink: redirectLink ?? '', addOn: video ? 'youtube' : '' });
}
