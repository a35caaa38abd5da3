import { formatMoney } from '@salon/domain';
import type { VisitItem } from '@salon/domain/contracts';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { usePageLang, useTranslation } from '../../i18n/use-translation.ts';
import { Link } from '../../lib/link.tsx';
import { ProfileDialog } from './profile-dialog.tsx';
import { RatingDialog, type RatingTarget } from './rating-dialog.tsx';
import { useHistory, useProfile } from './use-history.ts';
import { VisitCard } from './visit-card.tsx';
import './history.css';
import './texts.ts';

const TIER_NAMES: Record<number, string> = { 2: 'Silver', 3: 'Gold', 4: 'Diamond' };

/** /gioi-thieu for a logged-in customer (000 §2 spending history): profile, tier, months, visits. */
export default function HistoryPage() {
  const { t } = useTranslation('history');
  const lang = usePageLang();
  const [params, setParams] = useSearchParams();
  const pageNum = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const history = useHistory(pageNum);
  const profile = useProfile().data?.data;
  const [editing, setEditing] = useState(false);
  const [rating, setRating] = useState<RatingTarget | null>(null);
  const data = history.data?.data;
  const tier = data?.spending.tier;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const goTo = (page: number) => setParams({ page: String(page) });
  const rate = (v: VisitItem) =>
    setRating({ visitId: v.id, salonName: v.salonName, dateBook: v.dateBook, stylistName: v.stylist.name });
  const maxMonth = Math.max(1, ...(data?.spending.byMonth.map((m) => m.total) ?? [1]));

  return (
    <div className="page history">
      <div className="history__top">
        <h1>{t('title')}</h1>
        <Link to="/gioi-thieu?about=1">{t('aboutLink')}</Link>
      </div>
      <section className="history__card" aria-labelledby="profile-title" data-testid="profile">
        <h2 id="profile-title" className="visually-hidden">
          {t('profile')}
        </h2>
        <div className="history__who">
          {profile?.avatar && (
            <img className="history__avatar" src={profile.avatar} alt="" width={56} height={56} />
          )}
          <p className="history__name">{profile?.name || t('noName')}</p>
          <p className="visit__muted">{profile?.phone}</p>
          {profile?.email && <p className="visit__muted">{profile.email}</p>}
        </div>
        {profile && (
          <button type="button" className="btn btn--ghost" onClick={() => setEditing(true)}>
            {t('editProfile')}
          </button>
        )}
        {tier && (
          <div className="history__tier" data-testid="tier-progress">
            <p className="history__tier-name">
              {tier.memberType ? t('tier', { tier: TIER_NAMES[tier.memberType] }) : t('tierNone')}
            </p>
            <p>{t('spent12', { money: formatMoney(tier.spendLast12Months, lang) })}</p>
            <div
              className="history__bar"
              role="progressbar"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={tier.percent}
              aria-label={
                tier.nextMemberType
                  ? t('toNext', { money: '', tier: TIER_NAMES[tier.nextMemberType] })
                  : t('topTier')
              }
            >
              <span style={{ width: `${tier.percent}%` }} />
            </div>
            <p className="visit__muted">
              {tier.nextMemberType
                ? t('toNext', {
                    money: formatMoney(tier.remaining, lang),
                    tier: TIER_NAMES[tier.nextMemberType],
                  })
                : t('topTier')}
            </p>
          </div>
        )}
      </section>
      {data && (
        <section className="history__card" aria-labelledby="months-title">
          <h2 id="months-title">{t('byMonth')}</h2>
          <ul className="history__months">
            {data.spending.byMonth.map((m) => (
              <li key={m.month}>
                <span className="history__month">{`${m.month.slice(5)}/${m.month.slice(0, 4)}`}</span>
                <span className="history__month-bar">
                  <span style={{ width: `${(m.total / maxMonth) * 100}%` }} />
                </span>
                <span className="history__month-total">{m.total ? formatMoney(m.total, lang) : '–'}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="visits-title">
        <h2 id="visits-title">{t('visits')}</h2>
        {history.isLoading && <p className="loading">{t('loading')}</p>}
        {history.isError && <p role="alert">{t('loadError')}</p>}
        {data && data.items.length === 0 && <p>{t('empty')}</p>}
        <ul className="history__visits">
          {data?.items.map((v) => (
            <VisitCard key={v.id} visit={v} onRate={rate} />
          ))}
        </ul>
        {pages > 1 && (
          <nav className="history__pager" aria-label={t('page', { page: pageNum, pages })}>
            <button
              type="button"
              className="btn btn--ghost"
              disabled={pageNum <= 1}
              onClick={() => goTo(pageNum - 1)}
            >
              {t('prev')}
            </button>
            <span>{t('page', { page: pageNum, pages })}</span>
            <button
              type="button"
              className="btn btn--ghost"
              disabled={pageNum >= pages}
              onClick={() => goTo(pageNum + 1)}
            >
              {t('next')}
            </button>
          </nav>
        )}
      </section>
      {editing && profile && <ProfileDialog profile={profile} onClose={() => setEditing(false)} />}
      {rating && <RatingDialog target={rating} onClose={() => setRating(null)} />}
    </div>
  );
}
