import { registerTexts } from '../../../i18n/index.ts';

registerTexts('rebook', {
  vi: {
    working: 'Đang chọn lại dịch vụ, stylist và giờ trống gần nhất…',
    noFreeHour: 'Chưa tìm thấy giờ trống trong 7 ngày tới, bạn vui lòng chọn ngày giờ khác nhé.',
  },
  en: {
    working: 'Choosing your services, stylist and the first free hour again…',
    noFreeHour: 'No free hour in the next 7 days; please choose another date and hour.',
  },
});
