import { describe, expect, it } from 'vitest';
import { shouldRender } from './server-render.ts';

describe('which pages the server draws', () => {
  it('draws the landing pages and the booking home', () => {
    for (const url of [
      '/',
      '/?utm_source=zalo',
      '/booking',
      '/booking?salonId=0&phone=0&step=0',
      '/gioi-thieu',
      '/chinh-sach-bao-mat',
      '/dieu-kien-giao-dich-chung',
      '/cong-nghe-phuc-hoi-toc',
      '/lookbook',
    ])
      expect(shouldRender(url), url).toBe(true);
  });

  it('leaves to the browser what needs the visitor: later steps, a booking being changed, the success page, English', () => {
    for (const url of [
      '/booking?salonId=1&phone=0&step=1',
      '/booking?step=4',
      '/booking?changeBookingId=12',
      '/booking/success?bookingId=3',
      '/?lang=en',
      '/system-salon',
      '/khong-co-trang-nay',
    ])
      expect(shouldRender(url), url).toBe(false);
  });
});
