import { formatDate, formatPrice, OTP_LENGTH } from '@salon/domain';
import type {
  OtpSendAnswer,
  WaitlistConfirmAnswer,
  WaitlistConfirmBody,
  WaitlistOfferAnswer,
} from '@salon/domain/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ApiError, api } from '../../api/client.ts';
import { OtpDigits } from '../../features/otp/otp-digits.tsx';
import { useOtpSender } from '../../features/otp/use-otp-sender.ts';
import { usePageLang, useTranslation } from '../../i18n/use-translation.ts';
import { Link } from '../../lib/link.tsx';
import { saveSnapshot } from '../booking-success/success-snapshot.ts';
import './waitlist-texts.ts';
import './waitlist.css';

const mmss = (s: number) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;

/**
 * /giu-cho/{token}: the link of a waitlist offer message (issue 22). Shows the slot held for the
 * customer with a countdown; the code sent to the offer's phone confirms it like a booking's OTP.
 */
export default function OfferPage() {
  const { t } = useTranslation('waitlist');
  const { t: tm } = useTranslation();
  const lang = usePageLang();
  const token = useParams().token ?? '';
  const base = `/api/waitlist/offers/${encodeURIComponent(token)}`;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const offer = useQuery({
    queryKey: ['waitlist-offer', token],
    queryFn: ({ signal }) => api<WaitlistOfferAnswer>('GET', base, { signal }).then((a) => a.data),
    retry: false,
  });
  const sender = useOtpSender();
  const [sent, setSent] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [left, setLeft] = useState<number | null>(null);

  // The countdown starts from the server's seconds (the device clock may be wrong) and ticks here.
  useEffect(() => {
    if (offer.data?.state !== 'open') return;
    const endsAt = Date.now() + offer.data.secondsLeft * 1000;
    const tick = () => setLeft(Math.max(0, Math.round((endsAt - Date.now()) / 1000)));
    tick();
    const id = setInterval(tick, 1000);
    return () => clearInterval(id);
  }, [offer.data]);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['waitlist-offer', token] });
  useEffect(() => {
    if (left === 0) void refresh();
  });

  if (offer.isPending)
    return (
      <p className="page" aria-busy="true">
        {t('loading')}
      </p>
    );
  if (!offer.data) {
    return (
      <div className="page offer">
        <h1>{t('notFound')}</h1>
        <Link className="btn btn--primary" to="/booking">
          {t('bookAnother')}
        </Link>
      </div>
    );
  }
  const o = offer.data;
  const getCode = async () => {
    setError(null);
    const outcome = await sender.send((method) =>
      api<OtpSendAnswer>('POST', `${base}/otp`, { body: { method } }),
    );
    if (outcome.error) setError(outcome.error);
    else setSent(true);
  };
  const confirm = async (e: FormEvent) => {
    e.preventDefault();
    if (!new RegExp(`^\\d{${OTP_LENGTH}}$`).test(code)) {
      setError(tm('msg.bookingOtpInvalid'));
      return;
    }
    setBusy(true);
    try {
      const done = await api<WaitlistConfirmAnswer>('PUT', `${base}/confirm`, {
        body: { code } satisfies WaitlistConfirmBody,
      });
      // The success page reads the booking with this browser's view token, kept with its snapshot.
      saveSnapshot({
        bookingId: done.data.bookingId,
        viewToken: done.data.viewToken,
        phone: '',
        salonName: o.salonName,
        salonAddress: o.salonAddress,
        dateBook: o.dateBook,
        hour: o.hour,
        hourFrame: o.hour,
        stylistName: o.stylistName,
        services: o.services.map((s) => ({ name: s.name, price: s.price, timeServe: 0 })),
        totalMoney: o.totalMoney,
      });
      navigate(`/booking/success?bookingId=${done.data.bookingId}`);
    } catch (err) {
      setError(err instanceof ApiError ? err.message : tm('msg.systemInterrupted'));
      setCode('');
      void refresh();
    } finally {
      setBusy(false);
    }
  };
  const decline = async () => {
    await api('POST', `${base}/decline`).catch(() => undefined);
    void refresh();
  };
  const rows: [string, string][] = [
    [t('salon'), `${o.salonName} — ${o.salonAddress}`],
    [t('date'), formatDate(o.dateBook)],
    [t('hour'), o.hour],
    [t('stylist'), o.stylistName],
    [t('services'), o.services.map((s) => s.name).join(', ')],
    [t('total'), formatPrice(o.totalMoney, lang)],
    [t('phoneMasked'), o.phone],
  ];
  return (
    <div className="page offer" data-testid="waitlist-offer" data-state={o.state}>
      {/* A short title: the whole sentence took four lines of a phone's screen. */}
      <h1>
        {o.state === 'open' ? t('offerTitle') : o.state === 'claimed' ? t('claimed') : t('lapsedTitle')}
      </h1>
      {o.state === 'lapsed' && <p>{t('lapsed')}</p>}
      {o.state === 'open' && (
        <>
          <p>{t('offerLead')}</p>
          <p className="offer__timer" role="timer" aria-live="off">
            {t('heldFor', { time: mmss(left ?? o.secondsLeft) })}
          </p>
        </>
      )}
      <dl className="offer__details">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {o.state === 'open' && !sent && (
        <div className="offer__actions">
          <button type="button" className="btn btn--primary" onClick={getCode} disabled={sender.seconds > 0}>
            {t('getCode')}
          </button>
          <button type="button" className="btn btn--ghost" onClick={decline}>
            {t('decline')}
          </button>
        </div>
      )}
      {o.state === 'open' && sent && (
        <form onSubmit={confirm} className="waitlist">
          <p>{t('codeSent', { phone: o.phone })}</p>
          <OtpDigits value={code} onChange={setCode} />
          <button type="submit" className="btn btn--primary" disabled={busy}>
            {t('confirm')}
          </button>
          {sender.seconds > 0 ? (
            <p>{t('resendIn', { n: sender.seconds })}</p>
          ) : (
            <button type="button" className="btn btn--ghost" onClick={getCode}>
              {t('resend')}
            </button>
          )}
        </form>
      )}
      {error && (
        <p className="waitlist__error" role="alert">
          {error}
        </p>
      )}
      {o.state !== 'open' && (
        <div className="offer__actions">
          <Link className="btn btn--primary" to="/booking">
            {t('bookAnother')}
          </Link>
        </div>
      )}
    </div>
  );
}
