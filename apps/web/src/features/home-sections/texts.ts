import { registerTexts } from '../../i18n/index.ts';

// Texts of the home's lower sections and the lookbook page (namespace 'homeSections').
registerTexts('homeSections', {
  vi: {
    lookbooksTitle: 'Lookbook kiểu tóc',
    lookbooksSub: 'Những mái tóc khách hàng mang về từ Moyo',
    more: 'Xem thêm',
    shineMomentsTitle: 'Khoảnh khắc tỏa sáng',
    shineMomentsSub: 'Giây phút thư giãn của khách hàng tại salon',
    feedbackTitle: 'Khách hàng nói gì về Moyo',
    feedbackSub: 'Cảm nhận thật sau mỗi lần gội',
    stars: '{n} trên 5 sao',
    photo: '{title}, ảnh {n}/{total}',
    lookbookTitle: 'Lookbook kiểu tóc',
    lookbookIntro:
      'Các kiểu tóc sau gội, phục hồi và tạo kiểu tại Moyo. Chọn kiểu bạn thích rồi đặt lịch, chuyên viên sẽ tư vấn thêm.',
    lookbookEmpty: 'Lookbook đang được cập nhật.',
    bookNow: 'Đặt lịch ngay',
    backHome: 'Về trang chủ',
  },
  en: {
    lookbooksTitle: 'Hairstyle lookbook',
    lookbooksSub: 'Hair our customers took home from Moyo',
    more: 'See more',
    shineMomentsTitle: 'Shine moments',
    shineMomentsSub: 'Our customers unwinding at the salon',
    feedbackTitle: 'What customers say about Moyo',
    feedbackSub: 'Honest words after every wash',
    stars: '{n} out of 5 stars',
    photo: '{title}, photo {n} of {total}',
    lookbookTitle: 'Hairstyle lookbook',
    lookbookIntro:
      'Styles after a wash, a repair or a cut at Moyo. Pick the one you like and book; your stylist will advise you.',
    lookbookEmpty: 'The lookbook is being updated.',
    bookNow: 'Book now',
    backHome: 'Back to home',
  },
});
