import { fromDdMmYyyy, normalizePhone } from '@salon/domain';
import type { Hour, HourGroup, WaitlistDoneAnswer } from '@salon/domain/contracts';
import { type FormEvent, useId, useState } from 'react';
import { ApiError, api } from '../../api/client.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
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
  const [open, setOpen] = useState(false);
  const [hourId, setHourId] = useState<number>(full[0]?.hourId ?? 0);
  const [typed, setTyped] = useState(phone ?? '');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const ids = { hour: useId(), phone: useId(), note: useId() };
  if (full.length === 0) return null;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const intl = normalizePhone(typed);
    if (!intl) {
      setResult({ ok: false, text: tm('msg.phoneInvalid') });
      return;
    }
    setBusy(true);
    try {
      const answer = await api<WaitlistDoneAnswer>('POST', '/api/waitlist', {
        body: {
          phone: intl,
          salonId,
          dateBook: fromDdMmYyyy(dateBook) ?? dateBook,
          bookHourId: hourId,
          stylistId,
          serviceIds,
        },
      });
      setResult({ ok: true, text: answer.data.message });
    } catch (err) {
      const text = err instanceof ApiError ? err.message : tm('msg.systemInterrupted');
      setResult({ ok: false, text });
    } finally {
      setBusy(false);
    }
  };

  if (!open) {
    return (
      <button type="button" className="btn btn--ghost waitlist__open" onClick={() => setOpen(true)}>
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
      <select id={ids.hour} value={hourId} onChange={(e) => setHourId(Number(e.target.value))}>
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
        onChange={(e) => setTyped(e.target.value)}
      />
      <button type="submit" className="btn btn--primary" disabled={busy || result?.ok === true}>
        {busy ? t('sending') : t('join')}
      </button>
      {result && (
        <p className={result.ok ? 'waitlist__ok' : 'waitlist__error'} role={result.ok ? 'status' : 'alert'}>
          {result.text}
        </p>
      )}
    </form>
  );
}
