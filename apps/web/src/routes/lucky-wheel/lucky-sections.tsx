import { formatDate, formatDayOf } from '@salon/domain';
import type { ExchangePackageView, QuestView, ReceivedGift, RecentWinner } from '@salon/domain/contracts';
import { useTranslation } from '../../i18n/use-translation.ts';

// The wheel page's lists: quests, spin packages, the caller's gifts and recent winners.

export function QuestList({ quests }: { quests: QuestView[] }) {
  const { t, i18n } = useTranslation('lucky');
  return (
    <section className="lucky-card" aria-labelledby="lucky-quests">
      <h2 id="lucky-quests">{t('quests')}</h2>
      <ul className="lucky-list" data-testid="quests">
        {quests.map((q) => (
          <li key={q.id} className="lucky-list__row" data-kind={q.kind}>
            <span>
              <strong>{i18n.language === 'en' ? q.nameEn : q.name}</strong>
              <small className="lucky-muted">{t('questReward', { spins: q.spins })}</small>
            </span>
            <span className="lucky-muted lucky-list__figure" data-testid="quest-done">
              {q.maxTimes
                ? t('questDoneOf', { done: q.done, max: q.maxTimes })
                : t('questDone', { done: q.done })}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function PackageList({
  packages,
  points,
  busy,
  onExchange,
}: {
  packages: ExchangePackageView[];
  points: number | null;
  busy: boolean;
  onExchange: ((id: number) => void) | null;
}) {
  const { t, i18n } = useTranslation('lucky');
  return (
    <section className="lucky-card" aria-labelledby="lucky-packages">
      <h2 id="lucky-packages">{t('packages')}</h2>
      <ul className="lucky-list">
        {packages.map((p) => (
          <li key={p.id} className="lucky-list__row">
            <span>
              <strong>{i18n.language === 'en' ? p.nameEn : p.name}</strong>
              <small className="lucky-muted">{t('packageCost', { points: p.points })}</small>
            </span>
            {onExchange && (
              <button
                type="button"
                className="btn btn--ghost"
                disabled={busy || points === null || points < p.points}
                onClick={() => onExchange(p.id)}
              >
                {t('exchange')}
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function MyGifts({ gifts }: { gifts: ReceivedGift[] }) {
  const { t, i18n } = useTranslation('lucky');
  return (
    <section className="lucky-card" aria-labelledby="qua-cua-toi-title" id="qua-cua-toi">
      <h2 id="qua-cua-toi-title">{t('myGifts')}</h2>
      {gifts.length === 0 ? (
        <p className="lucky-muted">{t('noGifts')}</p>
      ) : (
        <ul className="lucky-list" data-testid="my-gifts">
          {gifts.map((g) => (
            <li key={g.id} className="lucky-list__row" data-testid="my-gift">
              <span>
                <strong>
                  <span className="lucky-dot" style={{ background: g.gift.color }} />
                  {i18n.language === 'en' ? g.gift.nameEn : g.gift.name}
                </strong>
                {g.voucher && (
                  <small className="lucky-muted">
                    {g.voucher.remainingUsage > 0
                      ? t('voucherLeft', {
                          n: g.voucher.remainingUsage,
                          date: formatDate(g.voucher.endDate),
                        })
                      : t('voucherUsed')}
                  </small>
                )}
              </span>
              <small className="lucky-muted">{formatDayOf(g.createdAt)}</small>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function Winners({ winners }: { winners: RecentWinner[] }) {
  const { t, i18n } = useTranslation('lucky');
  return (
    <section className="lucky-card" aria-labelledby="lucky-winners">
      <h2 id="lucky-winners">{t('winners')}</h2>
      {winners.length === 0 ? (
        <p className="lucky-muted">{t('noWinners')}</p>
      ) : (
        <ul className="lucky-list" data-testid="winners">
          {winners.slice(0, 8).map((w) => (
            <li key={w.id} className="lucky-list__row">
              <span>{w.winner}</span>
              <strong>{i18n.language === 'en' ? w.giftNameEn : w.giftName}</strong>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
