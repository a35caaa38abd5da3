import { registerTexts } from '../../../i18n/index.ts';

// Texts of the group-booking parts of step 0.
registerTexts('booking-group', {
  vi: {
    personTabs: 'Khách hàng đang chọn giờ',
    person: 'Khách hàng {n}',
    personDone: 'Khách hàng {n} (đã chọn giờ)',
  },
  en: {
    personTabs: 'Customer choosing the time',
    person: 'Customer {n}',
    personDone: 'Customer {n} (time chosen)',
  },
});
