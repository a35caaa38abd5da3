import { registerTexts } from '../../../i18n/index.ts';

// Texts of the skinner chooser (skinner-chooser.tsx), loaded with it.
registerTexts('booking-skinner', {
  vi: {
    title: 'Chuyên viên chăm sóc da',
    list: 'Danh sách chuyên viên chăm sóc da',
    systemPicks: 'Salon chọn giúp',
    skilled: 'Chuyên viên tay nghề cao',
  },
  en: {
    title: 'Skin-care specialist',
    list: 'Skin-care specialists',
    systemPicks: 'Salon picks',
    skilled: 'Highly skilled specialist',
  },
});
