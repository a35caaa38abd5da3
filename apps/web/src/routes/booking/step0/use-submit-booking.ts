import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../api/client.ts';
import { toast } from '../../../features/toast/toast-store.ts';
import { type SuccessSnapshot, saveSnapshot } from '../../booking-success/success-snapshot.ts';
import { createBooking } from '../api/booking-calls.ts';
import { buildCreateBody } from '../api/build-create-body.ts';
import { changeBooking } from '../change/change-calls.ts';
import { useBookingNav } from '../booking-nav.ts';
import { draftStore } from '../draft/draft-store.ts';
import type { PersonDraft } from '../draft/draft-types.ts';
import { openLoginForExistingBooking } from '../popups/open-login-for-existing-booking.ts';
import { TRACKING_EVENTS } from '@salon/domain';
import { reportBookingError, track } from '../../../features/tracking/tracking.ts';

function snapshotOf(
  id: number,
  viewToken: string | null,
  phone: string,
  first: PersonDraft,
  total: number,
): SuccessSnapshot {
  return {
    bookingId: id,
    viewToken,
    phone,
    salonName: first.salon?.name ?? '',
    salonAddress: first.salon?.addressNew || first.salon?.address || '',
    dateBook: first.dateBook,
    hour: first.hour?.hour ?? '',
    hourFrame: first.hour?.hourFrame ?? '',
    stylistName: first.stylist?.id ? first.stylist.name : null,
    services: first.chosenService.map((s) => ({ name: s.name, price: s.price, timeServe: s.timeServe })),
    totalMoney: total,
  };
}

/**
 * Creates the booking (001 §4): isUseOtp opens the OTP popup; otherwise 'Đặt Lịch Thành Công!' and
 * the success page. A 403 opens the login modal; other failures toast 'Thông Báo' with the server's
 * message for 3 s; a taken slot (409) also reloads the hours and clears the chosen one.
 */
export function useSubmitBooking() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { params } = useBookingNav();
  const [busy, setBusy] = useState(false);
  const [otp, setOtp] = useState<{ bookingId: number; phone: string } | null>(null);

  const finish = (
    bookingId: number,
    successKey: 'bookingSuccess' | 'bookingOtpSuccess' | 'bookingChangeSuccess',
  ) => {
    toast.success(t(`msg.${successKey}`));
    setOtp(null);
    // The success page clears the draft once it is shown (clearing it here would race the URL sync).
    void queryClient.invalidateQueries({ queryKey: ['booking', 'hours'] });
    navigate(`/booking/success?bookingId=${bookingId}`);
  };

  const submit = async (phone: string) => {
    const persons = draftStore.get().persons;
    const first = persons[0];
    if (!first || busy) return;
    setBusy(true);
    try {
      const body = buildCreateBody(persons, { phone, params, isMaster: false });
      // Issue 10: a booking loaded for change is moved (PUT) instead of a new one being created.
      const changingId = draftStore.get().changingBookingId;
      const a = changingId !== null ? await changeBooking(changingId, body) : await createBooking(body);
      const { booking, isUseOtp } = a.data;
      const total = booking.listBooking.reduce((sum, b) => sum + b.totalMoney, 0);
      saveSnapshot(snapshotOf(booking.id, a.data.viewToken ?? null, phone, first, total));
      track(TRACKING_EVENTS.bookingCreated, { bookingId: booking.id, salonId: first.salon?.id, isUseOtp });
      if (isUseOtp) setOtp({ bookingId: booking.id, phone });
      else finish(booking.id, changingId !== null ? 'bookingChangeSuccess' : 'bookingSuccess');
    } catch (e) {
      const status = e instanceof ApiError ? e.status : 0;
      if (status >= 500 || status === 0)
        reportBookingError(e instanceof Error ? e.message : String(e), { status });
      if (status === 403) openLoginForExistingBooking(phone);
      else {
        const serverMessage = e instanceof ApiError ? e.data?.message : undefined;
        toast.error(serverMessage || t('msg.bookingFailed'), { title: t('msg.toastNoticeTitle') });
      }
      if (status === 409) {
        // Every person's hour may be the one that is gone (a group, or a change that kept its old booking).
        draftStore.update((d) => ({ ...d, persons: d.persons.map((p) => ({ ...p, hour: null })) }));
        void queryClient.invalidateQueries({ queryKey: ['booking', 'hours'] });
      }
    } finally {
      setBusy(false);
    }
  };

  return { submit, busy, otp, closeOtp: () => setOtp(null), finish };
}
