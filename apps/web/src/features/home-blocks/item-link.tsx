import { type BannerAction, bannerAction } from '@salon/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import './texts.ts';

/**
 * Wraps content in what a tap does (000 §2): a video button, an internal link, an external link
 * opening in a new tab, or nothing.
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
  /** Accessible name when the content is only an image. */
  label?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('homeBlocks');
  switch (action.kind) {
    case 'video':
      return (
        <button
          type="button"
          className={className}
          aria-label={label ? t('playVideo', { title: label }) : undefined}
          onClick={() => onVideo(action.videoId, label ?? '')}
        >
          {children}
        </button>
      );
    case 'internal':
      return (
        <Link to={action.to} className={className} aria-label={label}>
          {children}
        </Link>
      );
    case 'external':
      return (
        <a
          href={action.href}
          className={className}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={label ? `${label} ${t('opensNewTab')}` : undefined}
        >
          {children}
        </a>
      );
    default:
      return <div className={className}>{children}</div>;
  }
}

export function itemAction(redirectLink: string | undefined, video: boolean): BannerAction {
  return bannerAction({ redirectLink: redirectLink ?? '', addOn: video ? 'youtube' : '' });
}
