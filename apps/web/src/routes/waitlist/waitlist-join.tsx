import { fromDdMmYyyy, normalizePhone } from '@salon/domain';
import type { Hour, HourGroup, WaitlistDoneAnswer, WaitlistJoinBody } from '@salon/domain/contracts';
import { type FormEvent, useEffect, useId } from 'react';
import { ApiError, api } from '../../api/client.ts';
import { openLoginModal } from '../../features/auth/login-modal-store.ts';
import { useCurrentUser } from '../../features/auth/use-current-user.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useWaitlistForm } from './waitlist-form-store.ts';
import './waitlist-texts.ts';
import './waitlist.css';

interface Props {
  salonId: number;
  /** DD-MM-YYYY */
  dateBook: string;
  stylistId: number;
  serviceIds: number[];
  phone: string | null;
  hourGroups: readonly HourGroup[];
  /** Hours already past are not waited for. */
  isPast: (h: Hour) => boolean;
}

/**
 * Step 0, when the day has full hours and none is picked: 'Báo cho tôi khi có chỗ' opens a small form
 * (which full hour, or the whole day, and the phone) that joins the waitlist (issue 22). Loaded on demand.
 * Only a proven phone waits (decision 0135): logged in as that phone, the form joins at once; otherwise
 * the site's login dialog confirms the phone by its OTP first, and the join follows the login.
 */
export default function WaitlistJoin({
  salonId,
  dateBook,
  stylistId,
  serviceIds,
  phone,
  hourGroups,
  isPast,
}: Props) {
  const { t } = useTranslation('waitlist');
  const { t: tm } = useTranslation();
  const full = hourGroups.flatMap((g) => g.hours).filter((h) => !h.isFree && !isPast(h));
  const [form, update] = useWaitlistForm(`${salonId}|${dateBook}|${stylistId}`);
  const hourId = form.hourId ?? full[0]?.hourId ?? 0;
  const typed = form.typed ?? phone ?? '';
  const { open, busy, result, awaitingLogin } = form;
  const { user } = useCurrentUser();
  const mine = normalizePhone(user?.userInfo.phoneNumber ?? '');
  const intl = normalizePhone(typed);
  const proven = intl !== null && intl === mine;
  const ids = { hour: useId(), phone: useId(), note: useId(), proof: useId() };

  const askLogin = (phone: string) => {
    update({ awaitingLogin: phone });
    openLoginModal({ phone, title: t('confirmPhoneTitle') });
  };

  // Written to the form's store, not this component: the answer may arrive while step 0 is drawn anew.
  const join = async (phone: string) => {
    update({ busy: true });
    try {
      const answer = await api<WaitlistDoneAnswer>('POST', '/api/waitlist', {
        body: {
          phone,
          salonId,
          dateBook: fromDdMmYyyy(dateBook) ?? dateBook,
          bookHourId: hourId,
          stylistId,
          serviceIds,
        } satisfies WaitlistJoinBody,
      });
      update({ busy: false, result: { ok: true, text: answer.data.message } });
    } catch (err) {
      // The session ended meanwhile: the phone is confirmed again, and the join follows.
      if (err instanceof ApiError && err.status === 401) askLogin(phone);
      const text = err instanceof ApiError ? err.message : tm('msg.systemInterrupted');
      update({ busy: false, result: { ok: false, text } });
    }
  };

  // The login this form asked for has happened: the phone is proven, it joins.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the logged-in phone changes.
  useEffect(() => {
    if (awaitingLogin && awaitingLogin === mine) {
      update({ awaitingLogin: null });
      void join(awaitingLogin);
    }
  }, [mine, awaitingLogin]);

  if (full.length === 0) return null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!intl) {
      update({ result: { ok: false, text: tm('msg.phoneInvalid') } });
      return;
    }
    update({ result: null });
    if (proven) void join(intl);
    else askLogin(intl);
  };

  if (!open) {
    return (
      <button type="button" className="btn btn--ghost waitlist__open" onClick={() => update({ open: true })}>
        {t('notify')}
      </button>
    );
  }
  return (
    <form className="waitlist" onSubmit={submit} aria-describedby={ids.note} data-testid="waitlist-join">
      <p id={ids.note} className="waitlist__lead">
        {t('lead')}
      </p>
      <label htmlFor={ids.hour}>{t('which')}</label>
      <select id={ids.hour} value={hourId} onChange={(e) => update({ hourId: Number(e.target.value) })}>
        {full.map((h) => (
          <option key={h.hourId} value={h.hourId}>
            {h.hour}
          </option>
        ))}
        <option value={0}>{t('wholeDay')}</option>
      </select>
      <label htmlFor={ids.phone}>{t('phone')}</label>
      <input
        id={ids.phone}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        maxLength={20}
        value={typed}
        onChange={(e) => update({ typed: e.target.value })}
        aria-describedby={ids.proof}
      />
      <p id={ids.proof} className="waitlist__proof">
        {proven ? t('provenPhone') : t('proofNeeded')}
      </p>
      <button type="submit" className="btn btn--primary" disabled={busy || result?.ok === true}>
        {busy ? t('sending') : proven ? t('join') : t('confirmAndJoin')}
      </button>
      {result && (
        <p className={result.ok ? 'waitlist__ok' : 'waitlist__error'} role={result.ok ? 'status' : 'alert'}>
          {result.text}
        </p>
      )}
    </form>
  );
}
