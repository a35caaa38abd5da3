// The other static configuration documents the spec names (000 §7), served as JSON from the database.
const img = (folder: string, name: string) => `/images/${folder}/${name}.svg`;

export const dynamicLayout = {
  version: 3,
  sections: [
    { key: 'banner', visible: true },
    { key: 'bookingBox', visible: true },
    { key: 'upcomingBookings', visible: true },
    { key: 'blocks', visible: true },
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
    },
    {
      id: 2,
      name: 'Anh Quốc Dũng',
      avatar: img('people', 'khach-2'),
      star: 5,
      salonName: 'Moyo Bến Thành',
      content: 'Đặt lịch trên web 30 giây, đến nơi không phải chờ. Sẽ quay lại hằng tuần.',
    },
    {
      id: 3,
      name: 'Bạn Minh Châu',
      avatar: img('people', 'khach-3'),
      star: 4,
      salonName: 'Moyo Cầu Giấy',
      content: 'Tóc nhuộm khô xơ đỡ hẳn sau một buổi phục hồi Keratin.',
    },
  ],
};

const lookbook = (id: number, title: string, images: string[]) => ({
  id,
  title,
  images: images.map((n) => img('services', n)),
});
export const lookbooks = {
  data: [
    lookbook(1, 'Tóc suôn mượt sau phục hồi', ['phuc-hoi-keratin', 'hap-dau-thao-duoc', 'uon-phuc-hoi']),
    lookbook(2, 'Gội đầu dưỡng sinh', ['goi-duong-sinh', 'goi-bo-ket', 'xong-hoi-thao-moc']),
    lookbook(3, 'Chăm sóc da đầu', ['cham-soc-da-dau', 'detox-da-dau', 'tri-gau']),
  ],
};
export const homeLookbooks = { data: lookbooks.data.slice(0, 2) };

export const shineMomentPhotos = {
  data: [
    {
      id: 1,
      image: img('services', 'goi-duong-sinh'),
      caption: 'Khoảnh khắc thư giãn tại Moyo Trần Duy Hưng',
    },
    { id: 2, image: img('services', 'massage-co-vai-gay'), caption: 'Massage đá nóng sau giờ làm' },
    { id: 3, image: img('services', 'combo-thu-gian'), caption: 'Combo thư giãn cuối tuần' },
  ],
};

export const memberConfig = {
  tiers: [
    {
      memberType: 2,
      name: 'Silver',
      icon: img('icons', 'icon-bao-hanh'),
      benefits: ['Giảm 5% mọi dịch vụ', 'Ưu tiên giữ chỗ giờ cao điểm'],
    },
    {
      memberType: 3,
      name: 'Gold',
      icon: img('icons', 'icon-chuyen-gia'),
      benefits: ['Giảm 10% mọi dịch vụ', 'Tặng 1 lần hấp dầu mỗi tháng'],
    },
    {
      memberType: 4,
      name: 'Diamond',
      icon: img('icons', 'icon-thao-duoc'),
      benefits: ['Giảm 15% mọi dịch vụ', 'Chuyên viên master riêng', 'Đồ uống thảo mộc miễn phí'],
    },
  ],
};
