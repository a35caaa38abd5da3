export type StaticPageKey =
  | 'save-location'
  | 'gioi-thieu'
  | 'chinh-sach-bao-mat'
  | 'dieu-kien-giao-dich-chung'
  | 'vong-quay-may-man'
  | 'cong-nghe-phuc-hoi-toc';

export const pages: Record<StaticPageKey, { title: string; paragraphs: string[] }> = {
  'save-location': {
    title: 'Địa chỉ đã lưu',
    paragraphs: ['Lưu địa chỉ nhà hoặc công ty để tìm salon gần bạn nhanh hơn.'],
  },
  'gioi-thieu': {
    title: 'Giới thiệu Moyo',
    paragraphs: [
      'Moyo là chuỗi salon gội đầu dưỡng sinh và chăm sóc da đầu, phục vụ từ 8h30 đến 20h30 mỗi ngày.',
    ],
  },
  'chinh-sach-bao-mat': {
    title: 'Chính sách bảo mật',
    paragraphs: ['Moyo chỉ dùng số điện thoại của bạn để đặt và nhắc lịch.'],
  },
  'dieu-kien-giao-dich-chung': {
    title: 'Điều kiện giao dịch chung',
    paragraphs: ['Bạn thanh toán tại salon sau khi sử dụng dịch vụ. Bạn có thể đổi hoặc hủy lịch miễn phí.'],
  },
  'vong-quay-may-man': {
    title: 'Vòng quay may mắn',
    paragraphs: ['Chương trình vòng quay may mắn dành cho khách hàng thành viên.'],
  },
  'cong-nghe-phuc-hoi-toc': {
    title: 'Công nghệ phục hồi tóc hư tổn',
    paragraphs: ['Liệu trình phục hồi tóc hư tổn bằng tinh chất keratin và hấp dầu thảo dược.'],
  },
};
