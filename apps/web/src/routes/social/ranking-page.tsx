import { useState } from 'react';
import { useSalons } from '../../features/salons/use-salon-lists.ts';
import { useRanking } from '../../features/social/use-social.ts';
import { Link } from '../../lib/link.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import '../../features/social/social.css';
import '../../features/social/texts.ts';

/** /xep-hang: the top 30 stylists (network-wide or of one salon) and how the ranking is made. */
export default function RankingPage() {
  const { t } = useTranslation('social');
  const [salonId, setSalonId] = useState<number | null>(null);
  const ranking = useRanking(salonId);
  const salons = useSalons().data ?? [];
  const items = ranking.data?.data.items ?? [];
  return (
    <div className="social" data-testid="ranking-page">
      <h1>{t('rankingTitle')}</h1>
      <p className="social__intro">{t('rankingIntro')}</p>
      <div className="social__columns">
        <section aria-label={t('rankingTitle')}>
          <div className="social__filter">
            <label htmlFor="ranking-salon">{t('salonFilter')}</label>
            <select
              id="ranking-salon"
              value={salonId ?? ''}
              onChange={(e) => setSalonId(e.target.value ? Number(e.target.value) : null)}
            >
              <option value="">{t('allSalons')}</option>
              {salons.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </select>
          </div>
          {ranking.isPending ? (
            <p aria-busy="true">{t('loading')}</p>
          ) : ranking.isError ? (
            <p role="alert">{t('loadError')}</p>
          ) : items.length === 0 ? (
            <p>{t('noStandings')}</p>
          ) : (
            <ol className="social__list" data-testid="ranking-list">
              {items.map((r) => (
                <li key={r.staffId} className="social__card social__row">
                  <span className="social__rank">{r.rank}</span>
                  <img
                    src={r.avatar ?? '/images/people/stylist-1.svg'}
                    alt=""
                    width={44}
                    height={44}
                    loading="lazy"
                  />
                  <div>
                    <p className="social__row-name">
                      {r.name}
                      {r.isMaster && <span className="social__badge">{t('master')}</span>}
                    </p>
                    <p className="social__muted">
                      {r.salonName} · {t('stars', { stars: r.stars.toFixed(1) })} ·{' '}
                      {t('visits', { n: r.visits })} · {t('score', { score: r.score })}
                    </p>
                  </div>
                </li>
              ))}
            </ol>
          )}
        </section>
        {/* Staff challenges and their rewards are for the team, not for customers: this says how the
            ranking is made, and where a customer's own stars come in. */}
        <aside className="social__section" aria-labelledby="ranking-how-title" data-testid="ranking-how">
          <h2 id="ranking-how-title">{t('howTitle')}</h2>
          <ul className="social__how">
            <li>{t('howStars')}</li>
            <li>{t('howVisits')}</li>
          </ul>
          <p>
            {t('howYourStars')} <Link to="/gioi-thieu">{t('howYourStarsLink')}</Link>
          </p>
        </aside>
      </div>
    </div>
  );
}
