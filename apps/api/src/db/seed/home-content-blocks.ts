import type { HomeBannerDocument, HomeBlock } from '@salon/domain';
import { salonParkingMap } from './salons.ts';

// The home configuration: banners and one block for every layout, in Vietnamese, with local images.
const BOOK = '/booking?salonId=0&phone=0&step=0';
const img = (folder: string, name: string) => `/images/${folder}/${name}.svg`;

export const homeBanners: HomeBannerDocument = {
  web: [
    {
      type: 'web',
      link: img('banners', 'banner-1-web'),
      redirectLink: BOOK,
      addOn: '',
      title: 'Gội đầu dưỡng sinh thảo dược Việt, thư giãn trọn 60 phút',
      width: 1920,
      height: 620,
    },
    {
      type: 'web',
      link: img('banners', 'banner-2-web'),
      redirectLink: '/cong-nghe-phuc-hoi-toc',
      addOn: '',
      title: 'Phục hồi tóc hư tổn với công nghệ Keratin nano',
      width: 1920,
      height: 620,
    },
    {
      type: 'web',
      link: img('banners', 'banner-3-web'),
      redirectLink: 'https://www.youtube.com/watch?v=Ks-_Mh1QhMc',
      addOn: 'youtube',
      title: 'Xem video: một buổi gội đầu dưỡng sinh tại Moyo',
      width: 1920,
      height: 620,
    },
  ],
  mobile: [
    {
      type: 'mobile',
      link: img('banners', 'banner-1-mobile'),
      redirectLink: BOOK,
      addOn: '',
      title: 'Gội đầu dưỡng sinh thảo dược Việt, thư giãn trọn 60 phút',
      width: 750,
      height: 375,
    },
    {
      type: 'mobile',
      link: img('banners', 'banner-2-mobile'),
      redirectLink: '/cong-nghe-phuc-hoi-toc',
      addOn: '',
      title: 'Phục hồi tóc hư tổn với công nghệ Keratin nano',
      width: 750,
      height: 375,
    },
    {
      type: 'mobile',
      link: img('banners', 'banner-3-mobile'),
      redirectLink: 'https://www.youtube.com/watch?v=Ks-_Mh1QhMc',
      addOn: 'youtube',
      title: 'Xem video: một buổi gội đầu dưỡng sinh tại Moyo',
      width: 750,
      height: 375,
    },
  ],
};

/**
 * An item that sells a catalogue service: only the reference and the picture are stored; the server
 * fills name, duration, the day's price and the booking link from the catalogue (decision 0138).
 */
const service = (id: number, serviceId: number, picture: string) => ({
  id,
  title: '',
  serviceId,
  linkImage: img('services', picture),
});

/** A slide announcing a promotion: its name and condition come from the campaign while it is open. */
const promotion = (id: number, campaignId: number, picture: string) => ({
  id,
  title: '',
  campaignId,
  linkImage: img('slides', picture),
});

// biome-ignore format: one block a few lines reads best
export const homeBlocks: HomeBlock[] = [
  { order: 1, layout: 'head', title: 'Moyo - Gội đầu dưỡng sinh & chăm sóc da đầu', subTitle: 'Hà Nội, TP Hồ Chí Minh và các tỉnh thành, mở cửa 8h30-20h30 mỗi ngày', list: [
    { id: 1, title: 'Salon trên toàn quốc', textNum: '', figure: 'salonCount' },
    { id: 2, title: 'Lượt khách mỗi năm', textNum: '', count: 1_200_000 },
    { id: 3, title: 'Khách hài lòng', textNum: '98%' },
  ] },
  { order: 2, layout: 'service', title: 'Dịch vụ nổi bật', subTitle: 'Gội, massage và chăm sóc da đầu bằng thảo dược', linkViewAll: BOOK, slidePerViewPC: 4, slidePerViewMB: 1.6, numberPermanent: 2, list: [
    service(1, 1011, 'goi-duong-sinh'),
    service(2, 2012, 'cham-soc-da-dau'),
    service(3, 4011, 'massage-co-vai-gay'),
    service(4, 1021, 'goi-bo-ket'),
    service(5, 2021, 'tri-gau'),
    service(6, 4041, 'xong-hoi-thao-moc'),
  ] },
  { order: 3, layout: 'serviceGrid', title: 'Vì sao chọn Moyo', list: [
    { id: 1, title: 'Thảo dược Việt', content: 'Bồ kết, bưởi, hương nhu được nấu mới mỗi ngày.', linkImage: img('icons', 'icon-thao-duoc') },
    { id: 2, title: 'Chuyên viên được đào tạo', content: '120 giờ đào tạo bấm huyệt và chăm sóc da đầu.', linkImage: img('icons', 'icon-chuyen-gia') },
    { id: 3, title: 'Không gian yên tĩnh', content: 'Giường gội riêng, ánh sáng dịu, nhạc thư giãn.', linkImage: img('icons', 'icon-khong-gian') },
    { id: 4, title: 'Bảo hành 7 ngày', content: 'Chưa hài lòng, bạn quay lại làm lại miễn phí.', linkImage: img('icons', 'icon-bao-hanh') },
  ] },
  { order: 4, layout: 'moyoBlock1', title: 'Một buổi gội tại Moyo', subTitle: 'Từ lúc bước vào đến khi ra về', banner: img('blocks', 'block-moyo-web'), bannerMobile: img('blocks', 'block-moyo-mobile'), linkViewAll: '/gioi-thieu', list: [
    { id: 1, title: 'Soi da đầu', content: 'Chuyên viên soi da đầu bằng camera để chọn liệu trình hợp với bạn.', textNum: '01' },
    { id: 2, title: 'Gội và bấm huyệt', content: 'Hai lần gội thảo dược, bấm 12 huyệt đạo vùng đầu và cổ.', textNum: '02' },
    { id: 3, title: 'Dưỡng và sấy', content: 'Xả dưỡng, sấy khô nhẹ nhàng và tạo kiểu theo ý bạn.', textNum: '03' },
  ] },
  { order: 5, layout: 'serviceRelax', title: 'Thư giãn', subTitle: 'Dành cho ngày dài mệt mỏi', bg_custom: '#eef6f2', list: [
    service(11, 5011, 'combo-thu-gian'),
    service(12, 4021, 'massage-mat'),
    service(13, 4051, 'hap-dau-thao-duoc'),
  ] },
  { order: 6, layout: 'serviceRecover', title: 'Phục hồi tóc hư tổn', subTitle: 'Công nghệ Keratin nano thẩm thấu vào lõi tóc', banner: img('blocks', 'block-recover-web'), bannerMobile: img('blocks', 'block-recover-mobile'), linkViewAll: '/cong-nghe-phuc-hoi-toc', list: [
    { ...service(21, 2041, 'phuc-hoi-keratin'), tag: 'Mới' },
    { ...service(22, 2031, 'detox-da-dau'), tag: 'Bán chạy' },
    service(23, 3031, 'uon-phuc-hoi'),
  ] },
  { order: 7, layout: 'moyoSlide', title: 'Ưu đãi đang diễn ra', slidePerViewPC: 1, slidePerViewMB: 1.3, list: [
    promotion(1, 1, 'slide-1'),
    promotion(2, 4, 'slide-2'),
    promotion(3, 3, 'slide-3'),
  ] },
  { order: 8, layout: '30shinecare', title: 'Cam kết Moyo Care', subTitle: 'An tâm trước, trong và sau buổi gội', list: [
    { id: 1, title: 'Bảo hành 7 ngày', content: 'Không hài lòng, quay lại làm lại miễn phí trong 7 ngày.' },
    { id: 2, title: 'Hủy lịch không sao', content: 'Đổi hoặc hủy lịch bất cứ lúc nào trước giờ hẹn.' },
    { id: 3, title: 'Dụng cụ tiệt trùng', content: 'Khăn, lược được giặt sấy và tiệt trùng sau mỗi lượt khách.' },
  ] },
  { order: 9, layout: 'shop', title: 'Sản phẩm chăm sóc tóc', subTitle: 'Mang thảo dược Moyo về nhà', groupId: 1, linkViewAll: '/gioi-thieu', slidePerViewPC: 4, slidePerViewMB: 2.2, list: [] },
  { order: 10, layout: '30shineAngels', title: 'Chuyên viên được yêu thích nhất tháng', subTitle: 'Bình chọn bởi khách hàng', list: [] },
  { order: 11, layout: 'videoSocial', title: 'Moyo trên mạng xã hội', list: [
    { id: 1, title: 'Trải nghiệm gội đầu dưỡng sinh 60 phút', linkImage: img('videos', 'video-goi-duong-sinh'), redirectLink: 'https://www.youtube.com/watch?v=Ks-_Mh1QhMc' },
    { id: 2, title: 'Bấm huyệt cổ vai gáy cho dân văn phòng', linkImage: img('videos', 'video-massage'), redirectLink: 'https://www.youtube.com/watch?v=3tmd-ClpJxA' },
    { id: 3, title: 'Trước và sau khi phục hồi Keratin', linkImage: img('videos', 'video-phuc-hoi'), redirectLink: 'https://www.youtube.com/watch?v=2Vv-BfVoq4g' },
    { id: 4, title: 'Khai trương salon Đà Nẵng', linkImage: img('videos', 'video-khai-truong'), redirectLink: 'https://www.youtube.com/watch?v=kJQP7kiw5Fk' },
  ] },
  { order: 12, layout: 'media', title: 'Báo chí nói về Moyo', list: [
    { id: 1, title: 'Chuỗi gội đầu dưỡng sinh thảo dược mở rộng ra nhiều tỉnh thành', subTitle: 'Báo Tuổi Trẻ', linkImage: img('media', 'bao-tuoi-tre'), redirectLink: 'https://tuoitre.vn' },
    { id: 2, title: 'Mô hình gội đầu thảo dược hút khách trẻ', subTitle: 'VnExpress', linkImage: img('media', 'vnexpress'), redirectLink: 'https://vnexpress.net' },
    { id: 3, title: 'Dịch vụ chăm sóc da đầu tăng trưởng mạnh', subTitle: 'CafeF', linkImage: img('media', 'cafef'), redirectLink: 'https://cafef.vn' },
  ] },
  { order: 13, layout: 'blog', title: 'Cẩm nang chăm sóc tóc', linkViewAll: '/gioi-thieu', list: [] },
  { order: 14, layout: 'salonAddress', title: 'Salon gần bạn', subTitle: 'Hà Nội, TP Hồ Chí Minh và các tỉnh thành', linkViewAll: '/system-salon', list: [
    { id: 1, title: 'Moyo Trần Duy Hưng', subTitle: '82 Trần Duy Hưng, Phường Yên Hòa, Hà Nội', linkImage: img('salons', 'salon-1'), redirectLink: '/booking?salonId=1&phone=0&step=0', parkingMap: salonParkingMap(1) ?? undefined },
    { id: 17, title: 'Moyo Bến Thành', subTitle: '123 Nguyễn Trãi, Phường Bến Thành, TP Hồ Chí Minh', linkImage: img('salons', 'salon-17'), redirectLink: '/booking?salonId=17&phone=0&step=0' },
    { id: 2, title: 'Moyo Cầu Giấy', subTitle: '236 Cầu Giấy, Phường Cầu Giấy, Hà Nội', linkImage: img('salons', 'salon-2'), redirectLink: '/booking?salonId=2&phone=0&step=0' },
    { id: 3, title: 'Moyo Xuân Thủy', subTitle: '45 Xuân Thủy, Phường Cầu Giấy, Hà Nội', linkImage: img('salons', 'salon-3'), redirectLink: '/booking?salonId=3&phone=0&step=0' },
  ] },
];
