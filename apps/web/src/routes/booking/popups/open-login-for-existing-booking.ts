import { openLoginModal } from '../../../features/auth/login-modal-store.ts';
import i18n from '../../../i18n/index.ts';

/**
 * 001 §6: a 403 on booking means the phone already has a booking; the login modal opens with the
 * booking phone and the title 'BẠN ĐÃ CÓ LỊCH ĐẶT, BẠN VUI LÒNG ĐĂNG NHẬP ĐỂ ĐỔI LỊCH'.
 */
export function openLoginForExistingBooking(phone: string) {
  openLoginModal({ title: i18n.t('msg.alreadyBookedLogin'), phone });
}
