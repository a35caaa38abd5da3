import { registerTexts } from '../../../i18n/index.ts';

// Texts of the parts of step 0 in its first download (the group counter), namespace 'booking-time'.
// Block 5 (extras-texts.ts), the stylist, day and hour chooser and the popups (time-popup-texts.ts)
// load theirs with them. Spec-quoted Vietnamese strings are verbatim; the rest is ours.
registerTexts('booking-time', {
  vi: {
    people: 'Số người sử dụng dịch vụ',
    peopleMinus: 'Bớt một người',
    peoplePlus: 'Thêm một người',
  },
  en: {
    people: 'People using the service',
    peopleMinus: 'One person less',
    peoplePlus: 'One person more',
  },
});
