import { message } from '@salon/domain';
import { toast } from '../../../features/toast/toast-store.ts';

/**
 * 001 §6: a 403 on booking means the phone already has a booking; the login modal opens with the
 * title 'BẠN ĐÃ CÓ LỊCH ĐẶT, BẠN VUI LÒNG ĐĂNG NHẬP ĐỂ ĐỔI LỊCH' and the booking phone.
 * Until the auth feature's openLoginModal exists, the same title is shown as a notice.
 */
export function openLoginForExistingBooking(_phone: string) {
  toast.error(message('alreadyBookedLogin'), { title: message('toastNoticeTitle') });
}
