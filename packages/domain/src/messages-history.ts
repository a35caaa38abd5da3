// Messages of the visit history, ratings and profile (issue 19); English in messages-history-en.ts.
export const historyMessages = {
  historyForbidden: 'Bạn chỉ xem được lịch sử và thông tin của chính mình.',
  visitNotFound: 'Không tìm thấy lượt sử dụng dịch vụ này.',
  ratingAlreadyDone: 'Bạn đã đánh giá lượt này rồi.',
  ratingStarsInvalid: 'Bạn chọn từ 1 đến 5 sao giúp chúng mình nhé!',
  ratingCommentInvalid: 'Nhận xét tối đa 500 ký tự và không chứa ký tự lạ.',
  ratingTagInvalid: 'Nhận xét nhanh không hợp lệ.',
  ratingThanks: 'Cảm ơn bạn đã đánh giá!',
  imageRatingThanks: 'Cảm ơn bạn đã đánh giá ảnh!',
  imageReported: 'Cảm ơn bạn đã báo, salon sẽ kiểm tra lại ảnh.',
  visitHasNoImages: 'Lượt này chưa có ảnh.',
  pageNumInvalid: 'Số trang không hợp lệ.',
  emailInvalid: 'Email không hợp lệ.',
  birthDateInvalid: 'Ngày sinh không hợp lệ.',
  avatarInvalid: 'Ảnh đại diện không hợp lệ.',
  profileSaved: 'Cập nhật thông tin thành công!',
  registerDone: 'Đăng ký thành công!',
} as const;
