import { toDdMmYyyy, todayInVietnam } from '@salon/domain';
import { useParams } from 'react-router';
import { LikeButton } from '../../features/social/like-button.tsx';
import { likePost, useDiscover } from '../../features/social/use-social.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Link } from '../../lib/link.tsx';
import '../../features/social/social.css';
import '../../features/social/texts.ts';

/** /kham-pha/:id: one discover post (GET /discovers/{id}) with its like. */
export default function DiscoverDetailPage() {
  const { t, i18n } = useTranslation('social');
  const en = i18n.language === 'en';
  const id = Number.parseInt(useParams().id ?? '', 10);
  const post = useDiscover(Number.isInteger(id) && id > 0 ? id : 0);
  const p = post.data?.data;
  return (
    <div className="social page" data-testid="discover-detail">
      <nav aria-label={t('backToFeed')}>
        <Link to="/kham-pha">← {t('backToFeed')}</Link>
      </nav>
      {post.isPending ? (
        <p aria-busy="true">{t('loading')}</p>
      ) : !p ? (
        <p role="alert">{t('notFound')}</p>
      ) : (
        <article className="social__post">
          <span className="social__tag">{en ? p.en.tag : p.tag}</span>
          <h1>{en ? p.en.title : p.title}</h1>
          <p className="social__muted">{toDdMmYyyy(todayInVietnam(new Date(p.publishedAt)))}</p>
          <img src={p.image} alt="" width={860} height={484} />
          <p>
            <strong>{en ? p.en.summary : p.summary}</strong>
          </p>
          <p>{en ? p.bodyEn : p.body}</p>
          <div className="social__post-foot">
            <LikeButton
              liked={p.isLiked}
              count={p.totalLike}
              label={t('likePostLabel')}
              send={(on) => likePost(p.id, on)}
            />
            <Link className="btn btn--primary" to="/booking?salonId=0&phone=0&step=0">
              {t('bookNow')}
            </Link>
          </div>
        </article>
      )}
    </div>
  );
}
