import { registerTexts } from '../../../i18n/index.ts';

// Texts of block 5 (extras-block.tsx) and its advice dialog, namespace 'booking-time'; they load with
// that block. Spec-quoted Vietnamese strings are verbatim; the rest is ours.
registerTexts('booking-time', {
  vi: {
    extras: 'Yêu cầu thêm',
    note: 'Ghi chú yêu cầu đặc biệt',
    notePlaceholder: 'Ví dụ: da đầu nhạy cảm, muốn gội nước ấm…',
    manyPeople: 'Tôi đi nhiều người',
    manyPeopleHint: 'Salon sẽ liên hệ sắp xếp chỗ cho nhóm bạn trước ít nhất 30 phút.',
    advice: 'Nhận tư vấn từ stylist',
    adviceHint: 'Stylist tư vấn giúp bạn kiểu tóc và cách chăm sóc da đầu phù hợp.',
    adviceLittle: 'Có thể tư vấn một chút',
  },
  en: {
    extras: 'Extra requests',
    note: 'Special request note',
    notePlaceholder: 'For example: sensitive scalp, warm water…',
    manyPeople: 'I am coming with several people',
    manyPeopleHint: 'The salon will contact you to arrange seats at least 30 minutes ahead.',
    advice: 'Get advice from the stylist',
    adviceHint: 'The stylist advises you on a suitable style and scalp care.',
    adviceLittle: 'Can advise a little',
  },
});
