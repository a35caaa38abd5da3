import type { SpecialDayRule } from '@salon/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../api/client.ts';
import { TOAST_BOOKING_SUCCESS_MS, toast } from '../../../features/toast/toast-store.ts';
import { reportBookingError } from '../../../features/tracking/tracking.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useBookingNav } from '../booking-nav.ts';
import { clearHours } from '../draft/draft-actions.ts';
import { draftStore } from '../draft/draft-store.ts';
import { openLoginForExistingBooking } from '../popups/open-login-for-existing-booking.ts';
import { ownHours } from './own-hours.ts';

/**
 * Creates the booking (001 §4): isUseOtp opens the OTP popup; otherwise 'Đặt Lịch Thành Công!' and
 * the success page. A 403 opens the login modal; other failures toast 'Thông Báo' with the server's
 * message for 3 s; a taken slot (409) also reloads the hours and clears the chosen one.
 */
export function useSubmitBooking(loggedInPhone: string | null, rules: readonly SpecialDayRule[] = []) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { params } = useBookingNav();
  const [busy, setBusy] = useState(false);
  const [otp, setOtp] = useState<{ bookingId: number; phone: string; heldOnConfirm: boolean } | null>(null);
  const [captcha, setCaptcha] = useState<{ phone: string; message: string; level: number } | null>(null);

  const finish = (
    bookingId: number,
    successKey: 'bookingSuccess' | 'bookingOtpSuccess' | 'bookingChangeSuccess',
  ) => {
    toast.success(t(`msg.${successKey}`), { durationMs: TOAST_BOOKING_SUCCESS_MS });
    setOtp(null);
    // The success page clears the draft once it is shown (clearing it here would race the URL sync).
    void queryClient.invalidateQueries({ queryKey: ['booking', 'hours'] });
    navigate(`/booking/success?bookingId=${bookingId}`);
  };

  const submit = async (phone: string, retried = false, captchaToken?: string): Promise<void> => {
    const persons = draftStore.get().persons;
    const first = persons[0];
    if (!first || (busy && !retried)) return;
    setBusy(true);
    // Live hours: this booking's own hold is not "someone took your hour".
    const hourIds = persons.flatMap((p) => (p.hour ? [p.hour.bookHourId] : []));
    ownHours.mark(hourIds);
    try {
      const mod = await import('./send-booking.ts');
      const sent = await mod.sendBooking(persons, first, phone, params, captchaToken, loggedInPhone, rules);
      setCaptcha(null);
      if (sent.isUseOtp) setOtp({ bookingId: sent.bookingId, phone, heldOnConfirm: sent.heldOnConfirm });
      else finish(sent.bookingId, sent.changed ? 'bookingChangeSuccess' : 'bookingSuccess');
    } catch (e) {
      ownHours.release(hourIds);
      const status = e instanceof ApiError ? e.status : 0;
      if (status >= 500 || status === 0)
        reportBookingError(e instanceof Error ? e.message : String(e), { status });
      // Decisions 0101 and 0137: the server asks for a solved captcha, of a higher level when many book from
      // the same network; its popup sends the booking again.
      if (e instanceof ApiError && e.data?.enableCaptcha) {
        return setCaptcha({ phone, message: e.message, level: Number(e.data.captchaLevel ?? 1) });
      }
      if (status === 403) openLoginForExistingBooking(phone);
      else {
        const serverMessage = e instanceof ApiError ? e.data?.message : undefined;
        toast.error(serverMessage || t('msg.bookingFailed'), { title: t('msg.toastNoticeTitle') });
      }
      if (status === 409) {
        // Every person's hour may be the one that is gone (a group, or a change that kept its old booking).
        draftStore.dispatch(clearHours);
        void queryClient.invalidateQueries({ queryKey: ['booking', 'hours'] });
      }
    } finally {
      setBusy(false);
    }
  };

  const captchaDone = (token: string) => captcha && void submit(captcha.phone, false, token);
  return { submit, busy, otp, closeOtp: () => setOtp(null), finish, captcha, captchaDone, setCaptcha };
}
