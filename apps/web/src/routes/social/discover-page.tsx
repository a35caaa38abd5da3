import { toDdMmYyyy, todayInVietnam } from '@salon/domain';
import { LikeButton } from '../../features/social/like-button.tsx';
import { likePost, useDiscoverFeed } from '../../features/social/use-social.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Link } from '../../lib/link.tsx';
import '../../features/social/social.css';
import '../../features/social/texts.ts';

/** /kham-pha: the discover feed (GET /discovers), newest first, with likes; 'Xem thêm' loads more. */
export default function DiscoverPage() {
  const { t, i18n } = useTranslation('social');
  const en = i18n.language === 'en';
  const feed = useDiscoverFeed();
  const posts = feed.data?.pages.flatMap((p) => p.data) ?? [];
  return (
    <div className="social" data-testid="discover-page">
      <h1>{t('discoverTitle')}</h1>
      <p className="social__intro">{t('discoverIntro')}</p>
      {feed.isPending ? (
        <p aria-busy="true">{t('loading')}</p>
      ) : feed.isError ? (
        <p role="alert">{t('loadError')}</p>
      ) : (
        <ul className="social__feed social__list">
          {posts.map((p) => {
            const title = en ? p.en.title : p.title;
            return (
              <li key={p.id} className="social__card social__post" data-testid="discover-post">
                <img src={p.image} alt="" width={480} height={270} loading="lazy" />
                <span className="social__tag">{en ? p.en.tag : p.tag}</span>
                <h2>
                  <Link to={`/kham-pha/${p.id}`}>{title}</Link>
                </h2>
                <p className="social__muted">{en ? p.en.summary : p.summary}</p>
                <div className="social__post-foot">
                  <span className="social__muted">{toDdMmYyyy(todayInVietnam(new Date(p.publishedAt)))}</span>
                  <LikeButton
                    liked={p.isLiked}
                    count={p.totalLike}
                    label={`${t('likePostLabel')}: ${title}`}
                    send={(on) => likePost(p.id, on)}
                  />
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {feed.hasNextPage && (
        <p>
          <button
            type="button"
            className="btn btn--ghost"
            disabled={feed.isFetchingNextPage}
            onClick={() => void feed.fetchNextPage()}
          >
            {t('more')}
          </button>
        </p>
      )}
    </div>
  );
}
