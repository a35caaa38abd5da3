import { registerTexts } from '../../i18n/index.ts';

// The salon namespace, and the texts of the booking page's salon block (on screen at once); the rest
// of the namespace (step 1, the salon-closed popup, /system-salon) is in salon-texts.ts.
export const SALONS_NS = 'salons';

registerTexts(SALONS_NS, {
  vi: {
    nearMe: 'Tìm salon gần bạn',
    recentTitle: 'Salon bạn từng đến gần đây',
    newSalonNotice:
      'Salon khai trương ngày {date}. Đặt lịch gội đầu ngay để trở thành những khách hàng đầu tiên!',
  },
  en: {
    nearMe: 'Find a salon near you',
    recentTitle: 'Salons you visited recently',
    newSalonNotice: 'This salon opens on {date}. Book now to be among its first customers!',
  },
});
