// What a tap on a banner does (000 §2): a youtube addOn opens a video modal, a link starting with /
// navigates inside the site, anything else opens outside.
import type { HomeBanner } from './config-types.ts';

export type BannerAction =
  | { kind: 'video'; videoId: string }
  | { kind: 'internal'; to: string }
  | { kind: 'external'; href: string }
  | { kind: 'none' };

const YOUTUBE_ID = /^[\w-]{11}$/;

/** The 11-character video id from an id or any usual youtube URL; null when there is none. */
export function youtubeId(link: string): string | null {
  const text = link.trim();
  if (YOUTUBE_ID.test(text)) return text;
  try {
    const url = new URL(text);
    const host = url.hostname.replace(/^www\.|^m\./, '');
    const id =
      host === 'youtu.be'
        ? url.pathname.slice(1)
        : (url.searchParams.get('v') ?? url.pathname.split('/').filter(Boolean).pop() ?? '');
    return YOUTUBE_ID.test(id) ? id : null;
  } catch {
    return null;
  }
}

/** The privacy-enhanced youtube player: the one video origin the Content-Security-Policy's frame-src allows. */
export const YOUTUBE_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';

/** The embed address of a youtube video, played at once (it is loaded only when the customer asks). */
export function youtubeEmbedUrl(videoId: string): string {
  return `${YOUTUBE_EMBED_ORIGIN}/embed/${encodeURIComponent(videoId)}?autoplay=1&rel=0`;
}

export function bannerAction(banner: Pick<HomeBanner, 'redirectLink' | 'addOn'>): BannerAction {
  const link = banner.redirectLink.trim();
  if (banner.addOn === 'youtube') {
    const videoId = youtubeId(link);
    if (videoId) return { kind: 'video', videoId };
  }
  if (link === '') return { kind: 'none' };
  // '//host' is protocol-relative, an outside address.
  if (link.startsWith('/') && !link.startsWith('//')) return { kind: 'internal', to: link };
  return { kind: 'external', href: link };
}
