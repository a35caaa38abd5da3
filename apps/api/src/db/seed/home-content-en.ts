import type { HomeBlock, HomeTextsEn } from '@salon/domain';

// English texts of the home blocks, keyed by the Vietnamese text they translate: an
// English page shows these; a text missing here stays Vietnamese. Salon names and addresses stay.

// biome-ignore format: one text a line reads best
const EN: Readonly<Record<string, string>> = {
  'Moyo - Gội đầu dưỡng sinh & chăm sóc da đầu': 'Moyo - Herbal hair wash & scalp care',
  'Hà Nội, TP Hồ Chí Minh và các tỉnh thành, mở cửa 8h30-20h30 mỗi ngày': 'Hà Nội, Hồ Chí Minh City and other provinces, open 8h30-20h30 every day',
  'Salon trên toàn quốc': 'Salons nationwide',
  'Lượt khách mỗi năm': 'Visits a year',
  'Khách hài lòng': 'Happy customers',
  'Dịch vụ nổi bật': 'Featured services',
  'Gội, massage và chăm sóc da đầu bằng thảo dược': 'Herbal washing, massage and scalp care',
  'Gội đầu dưỡng sinh': 'Herbal hair wash',
  '60 phút, bấm huyệt cổ vai gáy': '60 minutes, neck and shoulder acupressure',
  'Chăm sóc da đầu chuyên sâu': 'Deep scalp care',
  'Soi da đầu, detox, dưỡng ẩm': 'Scalp check, detox, moisturising',
  'Massage cổ vai gáy': 'Neck and shoulder massage',
  'Đá nóng và tinh dầu sả chanh': 'Hot stones and lemongrass oil',
  'Gội bồ kết truyền thống': 'Traditional soapberry wash',
  'Bồ kết, hương nhu, vỏ bưởi': 'Soapberry, basil, pomelo peel',
  'Trị gàu thảo dược': 'Herbal dandruff treatment',
  'Liệu trình 3 buổi': 'A course of 3 sessions',
  'Xông hơi thảo mộc': 'Herbal steam',
  'Thông thoáng lỗ chân lông da đầu': 'Clears the scalp pores',
  'Vì sao chọn Moyo': 'Why Moyo',
  'Thảo dược Việt': 'Vietnamese herbs',
  'Bồ kết, bưởi, hương nhu được nấu mới mỗi ngày.': 'Soapberry, pomelo and basil brewed fresh every day.',
  'Chuyên viên được đào tạo': 'Trained specialists',
  '120 giờ đào tạo bấm huyệt và chăm sóc da đầu.': '120 hours of training in acupressure and scalp care.',
  'Không gian yên tĩnh': 'A quiet space',
  'Giường gội riêng, ánh sáng dịu, nhạc thư giãn.': 'Private wash beds, soft light, relaxing music.',
  'Bảo hành 7 ngày': '7-day guarantee',
  'Chưa hài lòng, bạn quay lại làm lại miễn phí.': 'Not happy? Come back and we redo it for free.',
  'Một buổi gội tại Moyo': 'A wash at Moyo',
  'Từ lúc bước vào đến khi ra về': 'From the moment you arrive until you leave',
  'Soi da đầu': 'Scalp check',
  'Chuyên viên soi da đầu bằng camera để chọn liệu trình hợp với bạn.': 'A specialist checks your scalp with a camera to choose the right treatment.',
  'Gội và bấm huyệt': 'Wash and acupressure',
  'Hai lần gội thảo dược, bấm 12 huyệt đạo vùng đầu và cổ.': 'Two herbal washes and acupressure on 12 points of the head and neck.',
  'Dưỡng và sấy': 'Condition and dry',
  'Xả dưỡng, sấy khô nhẹ nhàng và tạo kiểu theo ý bạn.': 'Conditioner, a gentle blow-dry and the style you like.',
  'Thư giãn': 'Relax',
  'Dành cho ngày dài mệt mỏi': 'For the end of a long day',
  'Combo thư giãn': 'Relaxation combo',
  'Gội dưỡng sinh, massage mặt, xông hơi': 'Herbal wash, face massage, steam',
  'Massage mặt thảo mộc': 'Herbal face massage',
  'Nâng cơ, sáng da': 'Firms and brightens the skin',
  'Hấp dầu thảo dược': 'Herbal oil treatment',
  'Mềm mượt, giảm khô xơ': 'Soft, smooth, less dry hair',
  'Phục hồi tóc hư tổn': 'Damaged hair repair',
  'Công nghệ Keratin nano thẩm thấu vào lõi tóc': 'Nano keratin that reaches the core of the hair',
  'Phục hồi Keratin': 'Keratin repair',
  'Cho tóc nhuộm, uốn nhiều lần': 'For hair dyed or permed many times',
  'Mới': 'New',
  'Detox da đầu': 'Scalp detox',
  'Làm sạch sâu, giảm bết dầu': 'Deep cleansing, less oily hair',
  'Bán chạy': 'Best seller',
  'Uốn phục hồi': 'Repair perm',
  'Uốn nhẹ kết hợp dưỡng chất': 'A light perm with nourishing care',
  'Ưu đãi đang diễn ra': 'Current offers',
  'Cam kết Moyo Care': 'The Moyo Care promise',
  'An tâm trước, trong và sau buổi gội': 'Peace of mind before, during and after your wash',
  'Không hài lòng, quay lại làm lại miễn phí trong 7 ngày.': 'Not happy? Come back within 7 days and we redo it for free.',
  'Hủy lịch không sao': 'Cancel any time',
  'Đổi hoặc hủy lịch bất cứ lúc nào trước giờ hẹn.': 'Change or cancel your booking any time before it starts.',
  'Dụng cụ tiệt trùng': 'Sterilised tools',
  'Khăn, lược được giặt sấy và tiệt trùng sau mỗi lượt khách.': 'Towels and combs are washed and sterilised after every customer.',
  'Sản phẩm chăm sóc tóc': 'Hair care products',
  'Mang thảo dược Moyo về nhà': 'Take Moyo herbs home',
  'Chuyên viên được yêu thích nhất tháng': 'Favourite specialists of the month',
  'Bình chọn bởi khách hàng': 'Voted by customers',
  'Moyo trên mạng xã hội': 'Moyo on social media',
  'Trải nghiệm gội đầu dưỡng sinh 60 phút': 'A 60-minute herbal hair wash',
  'Bấm huyệt cổ vai gáy cho dân văn phòng': 'Neck and shoulder acupressure for office workers',
  'Trước và sau khi phục hồi Keratin': 'Before and after keratin repair',
  'Khai trương salon Đà Nẵng': 'Our Đà Nẵng salon opens',
  'Báo chí nói về Moyo': 'Moyo in the press',
  'Báo Tuổi Trẻ': 'Tuổi Trẻ newspaper',
  'Chuỗi gội đầu dưỡng sinh thảo dược mở rộng ra nhiều tỉnh thành': 'Herbal hair wash chain spreads to more provinces',
  'Mô hình gội đầu thảo dược hút khách trẻ': 'Herbal hair washing wins young customers',
  'Dịch vụ chăm sóc da đầu tăng trưởng mạnh': 'Scalp care services grow fast',
  'Cẩm nang chăm sóc tóc': 'Hair care guide',
  'Salon gần bạn': 'Salons near you',
  'Hà Nội, TP Hồ Chí Minh và các tỉnh thành': 'Hà Nội, Ho Chi Minh City and other provinces',
};

function english(x: {
  title?: string;
  subTitle?: string;
  content?: string;
  tag?: string;
}): HomeTextsEn | undefined {
  const en: HomeTextsEn = {};
  for (const key of ['title', 'subTitle', 'content', 'tag'] as const) {
    const text = x[key];
    const translated = text ? EN[text] : undefined;
    if (translated) en[key] = translated;
  }
  return Object.keys(en).length > 0 ? en : undefined;
}

/** The blocks with their English texts attached (`en`), for the homepage-config document. */
export function withEnglish(blocks: readonly HomeBlock[]): HomeBlock[] {
  return blocks.map((b) => {
    const en = english(b);
    return {
      ...b,
      ...(en ? { en } : {}),
      list: b.list.map((item) => {
        const itemEn = english(item);
        return itemEn ? { ...item, en: itemEn } : item;
      }),
    };
  });
}
