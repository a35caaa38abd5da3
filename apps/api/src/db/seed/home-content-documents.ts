import { type StyleKind, stylePicture } from './style-pictures.ts';
// The other static configuration documents the spec names (000 §7), served as JSON from the database.
const img = (folder: string, name: string) => `/images/${folder}/${name}.svg`;

// The home's sections in their order (keys of HOME_SECTIONS in packages/domain); visible: false hides one.
export const dynamicLayout = {
  version: 3,
  sections: [
    { key: 'banner', visible: true },
    { key: 'bookingBox', visible: true },
    { key: 'upcomingBookings', visible: true },
    { key: 'blocks', visible: true },
    { key: 'lookbooks', visible: true },
    { key: 'shineMoments', visible: true },
    { key: 'feedback', visible: true },
  ],
};

export const feedback = {
  data: [
    {
      id: 1,
      name: 'Chị Thu Hà',
      avatar: img('people', 'khach-1'),
      star: 5,
      salonName: 'Moyo Trần Duy Hưng',
      content: 'Gội xong nhẹ cả đầu, chị chuyên viên bấm huyệt cổ vai gáy rất có nghề.',
      en: {
        name: 'Thu Hà',
        content:
          'My head felt so light after the wash; the specialist really knows her neck and shoulder acupressure.',
      },
    },
    {
      id: 2,
      name: 'Anh Quốc Dũng',
      avatar: img('people', 'khach-2'),
      star: 5,
      salonName: 'Moyo Bến Thành',
      content: 'Đặt lịch trên web 30 giây, đến nơi không phải chờ. Sẽ quay lại hằng tuần.',
      en: {
        name: 'Quốc Dũng',
        content:
          'Booked on the website in 30 seconds and did not wait when I arrived. I will be back every week.',
      },
    },
    {
      id: 3,
      name: 'Bạn Minh Châu',
      avatar: img('people', 'khach-3'),
      star: 4,
      salonName: 'Moyo Cầu Giấy',
      content: 'Tóc nhuộm khô xơ đỡ hẳn sau một buổi phục hồi Keratin.',
      en: {
        name: 'Minh Châu',
        content: 'My dry, dyed hair is much better after one keratin repair session.',
      },
    },
  ],
};

// Titled photo sets of finished styles; home shows the first two (home-lookbooks.json), /lookbook all.
// Each set's pictures are of the kind its title names (style-pictures.ts), none with a face.
const lookbook = (id: number, title: string, en: string, kinds: StyleKind[]) => ({
  id,
  title,
  images: [0, 1, 2, 3].map((k) => stylePicture(kinds[k % kinds.length] as StyleKind, k)),
  en: { title: en },
});
export const lookbooks = {
  data: [
    lookbook(1, 'Tóc suôn mượt sau phục hồi', 'Smooth hair after repair', ['back-long', 'strands']),
    lookbook(2, 'Gội dưỡng sinh, tóc bồng bềnh', 'Herbal wash, airy volume', ['back-volume', 'crown']),
    lookbook(3, 'Tóc ngắn gọn gàng công sở', 'Neat short cuts for the office', ['back-short']),
    lookbook(4, 'Da đầu sạch, chân tóc khỏe', 'Clean scalp, strong roots', ['scalp', 'crown']),
  ],
};
export const homeLookbooks = { data: lookbooks.data.slice(0, 2) };

const moment = (id: number, name: string, caption: string, en: string) => ({
  id,
  image: img('services', name),
  caption,
  en: { caption: en },
});
export const shineMomentPhotos = {
  data: [
    moment(
      1,
      'goi-duong-sinh',
      'Khoảnh khắc thư giãn tại Moyo Trần Duy Hưng',
      'Unwinding at Moyo Tran Duy Hung',
    ),
    moment(2, 'massage-co-vai-gay', 'Massage đá nóng sau giờ làm', 'Hot-stone massage after work'),
    moment(3, 'combo-thu-gian', 'Combo thư giãn cuối tuần', 'The weekend relax combo'),
    moment(4, 'hap-dau-thao-duoc', 'Hấp dầu thảo dược cho tóc khô', 'Herbal oil steam for dry hair'),
    moment(5, 'xong-hoi-thao-moc', 'Xông hơi thảo mộc ấm áp', 'A warm herbal steam'),
    moment(6, 'phuc-hoi-keratin', 'Phục hồi Keratin, tóc bóng khỏe', 'Keratin repair, glossy hair'),
  ],
};

export const memberConfig = {
  tiers: [
    {
      memberType: 2,
      name: 'Silver',
      icon: img('icons', 'tier-silver'),
      benefits: ['Giảm 5% mọi dịch vụ', 'Ưu tiên giữ chỗ giờ cao điểm'],
      en: { benefits: ['5% off every service', 'Priority seats at peak hours'] },
    },
    {
      memberType: 3,
      name: 'Gold',
      icon: img('icons', 'tier-gold'),
      benefits: ['Giảm 10% mọi dịch vụ', 'Tặng 1 lần hấp dầu mỗi tháng'],
      en: { benefits: ['10% off every service', 'A free oil steam every month'] },
    },
    {
      memberType: 4,
      name: 'Diamond',
      icon: img('icons', 'tier-diamond'),
      benefits: ['Giảm 15% mọi dịch vụ', 'Chuyên viên master riêng', 'Đồ uống thảo mộc miễn phí'],
      en: { benefits: ['15% off every service', 'Your own master stylist', 'Free herbal drinks'] },
    },
  ],
};
