import { toDdMmYyyy } from '@salon/domain';
import { useState } from 'react';
import { useSalons } from '../../features/salons/use-salon-lists.ts';
import { useChallenges, useRanking } from '../../features/social/use-social.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import '../../features/social/social.css';
import '../../features/social/texts.ts';

/** /xep-hang: the top 30 stylists (network-wide or of one salon) and the running challenges. */
export default function RankingPage() {
  const { t, i18n } = useTranslation('social');
  const en = i18n.language === 'en';
  const [salonId, setSalonId] = useState<number | null>(null);
  const ranking = useRanking(salonId);
  const challenges = useChallenges();
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
        <section className="social__section" aria-labelledby="challenges-title" data-testid="challenges">
          <h2 id="challenges-title">{t('challengesTitle')}</h2>
          {(challenges.data?.data ?? []).map((c) => (
            <article key={c.id} className="social__card social__course">
              <h3>{en ? c.en.title : c.title}</h3>
              <p className="social__muted">{en ? c.en.reward : c.reward}</p>
              <p className="social__muted">
                {t('challengeTarget', {
                  target: c.target,
                  unit: t(c.metric === 'visits' ? 'unitVisits' : 'unitFiveStars'),
                })}{' '}
                · {t('challengeUntil', { date: toDdMmYyyy(c.endsOn) })}
              </p>
              {c.standings.length === 0 ? (
                <p>{t('noStandings')}</p>
              ) : (
                <ol className="social__list">
                  {c.standings.slice(0, 5).map((s) => (
                    <li key={s.staffId}>
                      <p className="social__row-name">
                        {s.rank}. {s.name} — {s.value}/{c.target}
                        {s.reached && <span className="social__badge">{t('reached')}</span>}
                      </p>
                      <div className="social__bar" aria-hidden="true">
                        <span style={{ width: `${s.percent}%` }} />
                      </div>
                    </li>
                  ))}
                </ol>
              )}
            </article>
          ))}
        </section>
      </div>
    </div>
  );
}
