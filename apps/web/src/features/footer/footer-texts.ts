import { registerTexts } from '../../i18n/index.ts';

registerTexts('footer', {
  vi: {
    salonSystem: 'Hệ thống salon',
    call: 'Gọi salon',
    directions: 'Chỉ đường',
    bookNow: 'Đặt lịch ngay',
    hairRepair: 'Công nghệ phục hồi tóc',
  },
  en: {
    salonSystem: 'Our salons',
    call: 'Call the salon',
    directions: 'Directions',
    bookNow: 'Book now',
    hairRepair: 'Hair-repair technology',
  },
});
