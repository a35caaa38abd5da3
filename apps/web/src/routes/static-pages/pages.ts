import { policyPages } from './policy-pages.ts';

export type StaticPageKey =
  | 'save-location'
  | 'gioi-thieu'
  | 'chinh-sach-bao-mat'
  | 'dieu-kien-giao-dich-chung'
  | 'vong-quay-may-man'
  | 'cong-nghe-phuc-hoi-toc';

export interface PageSection {
  heading: string;
  paragraphs: string[];
}
export interface StaticPageContent {
  title: string;
  paragraphs: string[];
  sections?: PageSection[];
  /** A call to action at the end (the hair-repair landing page's booking button). */
  cta?: { label: string; to: string };
  image?: { src: string; width: number; height: number };
}

export const HAIR_REPAIR_BOOKING = '/booking?salonId=0&phone=0&step=0';

export const pages: Record<StaticPageKey, StaticPageContent> = {
  ...policyPages,
  'save-location': {
    title: 'Địa chỉ đã lưu',
    paragraphs: ['Lưu địa chỉ nhà hoặc công ty để tìm salon gần bạn nhanh hơn.'],
  },
  'vong-quay-may-man': {
    title: 'Vòng quay may mắn',
    paragraphs: ['Chương trình vòng quay may mắn dành cho khách hàng thành viên.'],
  },
  'gioi-thieu': {
    title: 'Giới thiệu Moyo',
    paragraphs: [
      'Moyo là chuỗi salon gội đầu dưỡng sinh và chăm sóc da đầu, ra đời từ mong muốn mang lại cho người Việt bận rộn một khoảng nghỉ ngơi trọn vẹn giữa ngày dài.',
      'Mỗi buổi gội tại Moyo bắt đầu bằng việc soi da đầu, tiếp theo là hai lần gội thảo dược nấu mới mỗi ngày từ bồ kết, vỏ bưởi và hương nhu, bấm huyệt vùng đầu, cổ, vai gáy, rồi kết thúc bằng xả dưỡng và sấy tạo kiểu.',
    ],
    sections: [
      {
        heading: 'Giá trị chúng tôi theo đuổi',
        paragraphs: [
          'Thật thà: giá niêm yết rõ ràng, không mời mua thêm khi bạn không cần.',
          'Tử tế: chuyên viên được đào tạo 120 giờ về bấm huyệt và chăm sóc da đầu trước khi phục vụ khách.',
          'Sạch sẽ: khăn và dụng cụ được giặt sấy, tiệt trùng sau mỗi lượt khách.',
        ],
      },
      {
        heading: 'Giờ phục vụ',
        paragraphs: ['Tất cả salon mở cửa từ 8h30 đến 20h30, thứ Hai đến Chủ Nhật. Hotline 1900.27.27.03.'],
      },
    ],
  },
  'cong-nghe-phuc-hoi-toc': {
    title: 'Công nghệ phục hồi tóc hư tổn Keratin nano',
    image: { src: '/images/blocks/block-recover-web.svg', width: 1200, height: 400 },
    paragraphs: [
      'Tóc nhuộm, uốn, duỗi nhiều lần hay thường xuyên sấy nóng sẽ mất dần lớp keratin tự nhiên: sợi tóc trở nên khô, xơ, dễ gãy và mất độ bóng.',
      'Liệu trình phục hồi tại Moyo dùng tinh chất keratin thủy phân kích thước nano, đủ nhỏ để đi vào lõi tóc và lấp đầy những chỗ bị tổn thương, thay vì chỉ phủ một lớp bóng bên ngoài.',
    ],
    sections: [
      {
        heading: 'Liệu trình 60 phút gồm',
        paragraphs: [
          '1. Soi và đánh giá mức độ hư tổn của tóc và da đầu.',
          '2. Gội làm sạch bằng dầu gội không sulfate, giữ lại độ ẩm tự nhiên.',
          '3. Thoa tinh chất keratin nano theo từng lớp tóc, ủ nhiệt ở 45°C trong 15 phút.',
          '4. Khóa dưỡng chất bằng tinh dầu bưởi và sấy lạnh.',
        ],
      },
      {
        heading: 'Hiệu quả',
        paragraphs: [
          'Tóc mềm và vào nếp ngay sau buổi đầu tiên. Với tóc hư tổn nặng, chuyên viên khuyên làm 3 buổi cách nhau 2 tuần. Kết quả duy trì 4 đến 6 tuần tùy cách chăm sóc tại nhà.',
        ],
      },
    ],
    cta: { label: 'ĐẶT LỊCH PHỤC HỒI TÓC', to: HAIR_REPAIR_BOOKING },
  },
};
