import { formatDateTime } from '@salon/domain';
import type { SprintExchangeAnswer, SprintExchangeQuery } from '@salon/domain/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, api, type QueryOf } from '../../api/client.ts';
import { openLoginModal } from '../../features/auth/login-modal-store.ts';
import { useCurrentUser } from '../../features/auth/use-current-user.ts';
import { serverText } from '../../features/history/server-text.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Link } from '../../lib/link.tsx';
import { refreshLucky, usePointHistory, useSprintVouchers } from './use-lucky.ts';
import './lucky-texts.ts';
import './lucky-wheel.css';

/** /diem-may-man (issue 20, lucky sprint): lucky points, vouchers they buy, and their history. */
export default function LuckyPointsPage() {
  const { t, i18n } = useTranslation('lucky');
  const lang = i18n.language === 'en' ? 'en' : 'vi';
  const { user, isLoading } = useCurrentUser();
  const client = useQueryClient();
  const offers = useSprintVouchers();
  const history = usePointHistory(user !== null);
  const [busy, setBusy] = useState<number | null>(null);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const points = history.data?.points ?? 0;

  async function exchange(voucherId: number) {
    if (!user) return openLoginModal();
    setBusy(voucherId);
    setNotice(null);
    try {
      await api<SprintExchangeAnswer>('POST', '/api/LuckySprint/DoiVoucher', {
        query: { voucherId, customerId: user.userInfo.userIdSql } satisfies QueryOf<SprintExchangeQuery>,
      });
      setNotice({ ok: true, text: t('sprintDone') });
      void client.invalidateQueries({ queryKey: ['campaigns-for-booking'] });
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) openLoginModal();
      const text =
        err instanceof ApiError && err.data?.message ? serverText(err.data.message, lang) : t('loadError');
      setNotice({ ok: false, text });
    }
    setBusy(null);
    refreshLucky(client);
  }

  return (
    <div className="page lucky">
      <h1>{t('pointsTitle')}</h1>
      <p className="lucky-muted">{t('pointsIntro')}</p>
      {user ? (
        <p className="lucky__figures lucky__figures--start">
          <span>
            {t('points')}: <strong data-testid="sprint-points">{points}</strong>
          </span>
          <Link to="/vong-quay-may-man" className="lucky__link">
            {t('toWheel')}
          </Link>
        </p>
      ) : (
        !isLoading && (
          <p>
            <button type="button" className="btn btn--primary" onClick={() => openLoginModal()}>
              {t('loginToSpin')}
            </button>
          </p>
        )
      )}
      {notice && (
        <p className={notice.ok ? 'notice' : 'notice notice--error'} role={notice.ok ? 'status' : 'alert'}>
          {notice.text}{' '}
          {notice.ok && (
            <Link to="/booking" className="lucky__link">
              {t('useNow')}
            </Link>
          )}
        </p>
      )}
      <div className="lucky__layout">
        <section className="lucky-card" aria-labelledby="sprint-title">
          <h2 id="sprint-title">{t('sprintVouchers')}</h2>
          <ul className="lucky-list" data-testid="sprint-vouchers">
            {offers.data?.items.map((v) => (
              <li key={v.voucherId} className="sprint-item" data-testid="sprint-voucher">
                <img src={v.imageUrl} alt="" width={96} height={48} />
                <div className="sprint-item__body">
                  <strong>{v.name}</strong>
                  <small className="lucky-muted">{v.conditionText}</small>
                  <div className="sprint-item__foot">
                    <span>
                      <strong>{t('sprintCost', { points: v.point })}</strong>
                      {v.remaining !== null && (
                        <small className="lucky-muted"> · {t('sprintLeft', { n: v.remaining })}</small>
                      )}
                    </span>
                    <button
                      type="button"
                      className="btn btn--ghost"
                      disabled={busy !== null || v.remaining === 0 || (user !== null && points < v.point)}
                      onClick={() => void exchange(v.voucherId)}
                    >
                      {v.remaining === 0 ? t('outOfStock') : t('sprintExchange')}
                    </button>
                  </div>
                </div>
              </li>
            ))}
          </ul>
        </section>
        {user && history.data && history.data.entries.length > 0 && (
          <section className="lucky-card" aria-labelledby="points-history">
            <h2 id="points-history">{t('pointHistory')}</h2>
            <ul className="lucky-list" data-testid="point-history">
              {history.data.entries.map((e) => (
                <li key={e.id} className="lucky-list__row">
                  <span>
                    {t(`kind_${e.kind}`)}
                    <small className="lucky-muted">{formatDateTime(e.createdAt)}</small>
                  </span>
                  <strong className={e.amount > 0 ? 'ledger__in' : undefined}>
                    {e.amount > 0 ? `+${e.amount}` : `−${Math.abs(e.amount)}`}
                  </strong>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </div>
  );
}
