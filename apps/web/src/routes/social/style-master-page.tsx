import { useTranslation } from '../../i18n/use-translation.ts';
import { LikeButton } from '../../features/social/like-button.tsx';
import { likePhoto, useStyleMasters, useThreeMonthTop } from '../../features/social/use-social.ts';
import '../../features/social/social.css';
import '../../features/social/texts.ts';

/** /style-master: the month's style-master photos to browse and like, and the three-month top. */
export default function StyleMasterPage() {
  const { t } = useTranslation('social');
  const photos = useStyleMasters();
  const top = useThreeMonthTop();
  const list = photos.data?.data ?? [];
  return (
    <div className="social" data-testid="style-master-page">
      <h1>{t('styleMasterTitle')}</h1>
      <p className="social__intro">{t('styleMasterIntro')}</p>
      <div className="social__columns">
        <section aria-label={t('styleMasterTitle')}>
          {photos.isPending ? (
            <p aria-busy="true">{t('loading')}</p>
          ) : photos.isError ? (
            <p role="alert">{t('loadError')}</p>
          ) : list.length === 0 ? (
            <p>{t('empty')}</p>
          ) : (
            <ul className="social__grid social__list">
              {list.map((p) => (
                <li
                  key={p.id}
                  className="social__card social__photo"
                  data-testid="style-master-photo"
                  data-id={p.id}
                >
                  <img
                    src={p.image}
                    alt={t('photoAlt', { name: p.stylistName })}
                    loading="lazy"
                    width={240}
                    height={240}
                  />
                  <div className="social__photo-info">
                    <div>
                      <p className="social__photo-name">{p.stylistName}</p>
                      <p className="social__muted">{p.salonName}</p>
                    </div>
                    <LikeButton
                      liked={p.isLiked}
                      count={p.totalLike}
                      label={t('likeLabel', { name: p.stylistName })}
                      send={(on) => likePhoto(p.id, on)}
                    />
                  </div>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section className="social__section social__card" aria-labelledby="three-month-title">
          <h2 id="three-month-title">{t('threeMonthTitle')}</h2>
          <ol className="social__list" data-testid="three-month-top">
            {(top.data?.data ?? []).map((r) => (
              <li key={r.stylistId} className="social__row">
                <span className="social__rank">{r.rank}</span>
                <img src={r.avatar ?? r.image} alt="" width={44} height={44} loading="lazy" />
                <div>
                  <p className="social__row-name">{r.stylistName}</p>
                  <p className="social__muted">
                    {r.salonName} · {t('likes', { n: r.totalLike })}
                  </p>
                </div>
              </li>
            ))}
          </ol>
        </section>
      </div>
    </div>
  );
}
