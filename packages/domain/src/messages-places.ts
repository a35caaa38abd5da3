// Messages of saved places and the address search (issue 19); English in messages-places-en.ts.
export const placesMessages = {
  placeNameEmpty: 'Bạn đặt tên cho địa điểm giúp chúng mình nhé!',
  placeNameTooLong: 'Tên địa điểm tối đa 30 ký tự.',
  placeDetailTooLong: 'Số nhà, tên đường tối đa 120 ký tự.',
  placeNotFound: 'Không tìm thấy địa chỉ này, bạn chọn lại trong danh sách gợi ý nhé!',
  placesFull: 'Bạn đã lưu tối đa 10 địa điểm, hãy xoá bớt trước khi thêm mới nhé!',
  placeForbidden: 'Bạn chỉ xem và sửa được địa điểm của chính mình.',
  savedPlaceNotFound: 'Không tìm thấy địa điểm đã lưu.',
  placeNearbyNeedsPlace: 'Bạn chọn một địa điểm đã lưu hoặc một địa chỉ giúp chúng mình nhé!',
} as const;
