import type { StaticPageContent } from './pages.ts';

// The privacy policy and the general transaction terms, written for Moyo's booking site
// (personal data under Decree 13/2023/NĐ-CP; e-commerce terms under Decree 52/2013/NĐ-CP).
export const policyPages: Record<'chinh-sach-bao-mat' | 'dieu-kien-giao-dich-chung', StaticPageContent> = {
  'chinh-sach-bao-mat': {
    title: 'Chính sách bảo mật',
    paragraphs: [
      'Chính sách này cho biết Moyo thu thập những dữ liệu cá nhân nào khi bạn dùng website đặt lịch, dùng chúng vào việc gì, lưu giữ bao lâu và bạn có những quyền gì đối với dữ liệu của mình.',
    ],
    sections: [
      {
        heading: '1. Dữ liệu chúng tôi thu thập',
        paragraphs: [
          'Số điện thoại bạn nhập để đặt, tra cứu, đổi hoặc hủy lịch; tên bạn cung cấp (nếu có).',
          'Thông tin lịch hẹn: salon, dịch vụ, ngày giờ, chuyên viên, ghi chú và lựa chọn tư vấn.',
          'Vị trí thiết bị, chỉ khi bạn bấm tìm salon gần bạn và cho phép trình duyệt chia sẻ vị trí.',
          'Dữ liệu sử dụng website (trang đã xem, thao tác) gắn với một mã ngẫu nhiên, để cải thiện trải nghiệm đặt lịch.',
        ],
      },
      {
        heading: '2. Mục đích sử dụng',
        paragraphs: [
          'Giữ chỗ và xác nhận lịch hẹn, gửi mã xác nhận (OTP) qua Zalo, SMS hoặc cuộc gọi tự động, nhắc lịch và liên hệ khi salon có thay đổi.',
          'Moyo không bán, không cho thuê và không chia sẻ số điện thoại của bạn cho bên thứ ba vì mục đích quảng cáo.',
        ],
      },
      {
        heading: '3. Bảo vệ lịch hẹn của bạn',
        paragraphs: [
          'Người khác chỉ biết số điện thoại của bạn sẽ không xem được chi tiết, không đổi và không hủy được lịch hẹn của bạn. Để xem chi tiết, đổi hoặc hủy lịch, bạn cần đăng nhập bằng mật khẩu hoặc mã xác nhận gửi tới chính số điện thoại đó.',
        ],
      },
      {
        heading: '4. Thời gian lưu trữ',
        paragraphs: [
          'Lịch hẹn được lưu 24 tháng để phục vụ bảo hành dịch vụ và giải quyết khiếu nại; dữ liệu sử dụng website được lưu tối đa 12 tháng.',
        ],
      },
      {
        heading: '5. Quyền của bạn',
        paragraphs: [
          'Bạn có quyền được biết, đồng ý hoặc rút lại sự đồng ý, xem, chỉnh sửa và yêu cầu xóa dữ liệu cá nhân của mình. Gửi yêu cầu qua hotline 1900.27.27.03; Moyo phản hồi trong vòng 72 giờ làm việc.',
        ],
      },
    ],
  },
  'dieu-kien-giao-dich-chung': {
    title: 'Điều kiện giao dịch chung',
    paragraphs: [
      'Các điều kiện dưới đây áp dụng khi bạn đặt lịch dịch vụ tại các salon Moyo qua website. Khi bấm hoàn tất đặt lịch, bạn đồng ý với các điều kiện này.',
    ],
    sections: [
      {
        heading: '1. Đặt lịch',
        paragraphs: [
          'Bạn đặt lịch bằng số điện thoại, chọn salon, dịch vụ, ngày giờ và chuyên viên. Lịch chỉ được giữ khi hệ thống báo đặt lịch thành công; một số lịch cần xác nhận bằng mã OTP.',
          'Bạn có thể đặt cho tối đa 5 người trong một lần khi đã đăng nhập.',
        ],
      },
      {
        heading: '2. Giá và thanh toán',
        paragraphs: [
          'Giá hiển thị khi đặt lịch là giá tham khảo bằng VNĐ, đã gồm thuế. Bạn thanh toán tại salon sau khi sử dụng dịch vụ, bằng tiền mặt, thẻ hoặc chuyển khoản. Ưu đãi chỉ áp dụng khi đủ điều kiện của từng chương trình.',
        ],
      },
      {
        heading: '3. Đổi và hủy lịch',
        paragraphs: [
          'Bạn có thể đổi hoặc hủy lịch miễn phí trước giờ hẹn, sau khi đăng nhập bằng số điện thoại đã đặt. Lịch đã qua giờ hẹn không thể hủy. Nếu bạn đến trễ quá 15 phút, salon có thể sắp xếp lại giờ phục vụ.',
        ],
      },
      {
        heading: '4. Bảo hành dịch vụ',
        paragraphs: [
          'Nếu chưa hài lòng với dịch vụ, bạn quay lại salon trong vòng 7 ngày để được làm lại miễn phí.',
        ],
      },
      {
        heading: '5. Liên hệ và khiếu nại',
        paragraphs: [
          'Hotline 1900.27.27.03 (8h30-20h30, thứ Hai đến Chủ Nhật). Moyo tiếp nhận và phản hồi khiếu nại trong vòng 48 giờ làm việc.',
        ],
      },
    ],
  },
};
