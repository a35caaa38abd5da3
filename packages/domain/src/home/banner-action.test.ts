import { describe, expect, it } from 'vitest';
import { bannerAction, youtubeId } from './banner-action.ts';

describe('banner action', () => {
  it('opens a video modal for a youtube addOn', () => {
    expect(
      bannerAction({ addOn: 'youtube', redirectLink: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' }),
    ).toEqual({
      kind: 'video',
      videoId: 'dQw4w9WgXcQ',
    });
    expect(bannerAction({ addOn: 'youtube', redirectLink: 'https://youtu.be/dQw4w9WgXcQ' })).toEqual({
      kind: 'video',
      videoId: 'dQw4w9WgXcQ',
    });
  });
  it('navigates inside for a link starting with /', () => {
    expect(bannerAction({ addOn: '', redirectLink: '/booking?salonId=0&phone=0&step=0' })).toEqual({
      kind: 'internal',
      to: '/booking?salonId=0&phone=0&step=0',
    });
  });
  it('opens anything else outside, including protocol-relative links', () => {
    expect(bannerAction({ addOn: '', redirectLink: 'https://moyo.vn/khuyen-mai' })).toEqual({
      kind: 'external',
      href: 'https://moyo.vn/khuyen-mai',
    });
    expect(bannerAction({ addOn: '', redirectLink: '//evil.example' }).kind).toBe('external');
  });
  it('does nothing without a link, and a youtube addOn without a video falls back to the link rule', () => {
    expect(bannerAction({ addOn: '', redirectLink: '  ' })).toEqual({ kind: 'none' });
    expect(bannerAction({ addOn: 'youtube', redirectLink: '/gioi-thieu' })).toEqual({
      kind: 'internal',
      to: '/gioi-thieu',
    });
  });
  it('reads ids from embed and shorts links and refuses junk', () => {
    expect(youtubeId('https://www.youtube.com/embed/dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
    expect(youtubeId('https://youtube.com/shorts/dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
    expect(youtubeId('not a video')).toBeNull();
  });
});
