import { openLoginModal } from '../../features/auth/login-modal-store.ts';
import { useHasSession } from '../../features/auth/use-current-user.ts';
import { useCourses } from '../../features/social/use-social.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Link } from '../../lib/link.tsx';
import '../../features/social/social.css';
import '../../features/social/texts.ts';

/** /lieu-trinh: the caller's campaign courses with progress ('gội 5 lần, lần thứ 6 miễn phí'). */
export default function CoursePage() {
  const { t, i18n } = useTranslation('social');
  const en = i18n.language === 'en';
  const hasSession = useHasSession();
  const courses = useCourses(hasSession);
  const list = courses.data?.data ?? [];
  return (
    <div className="social page" data-testid="course-page">
      <h1>{t('courseTitle')}</h1>
      <p className="social__intro">{t('courseIntro')}</p>
      {!hasSession ? (
        <p>
          {t('loginToSee')}{' '}
          <button type="button" className="btn btn--primary" onClick={() => openLoginModal()}>
            {t('login')}
          </button>
        </p>
      ) : courses.isPending ? (
        <p aria-busy="true">{t('loading')}</p>
      ) : courses.isError ? (
        <p role="alert">{t('loadError')}</p>
      ) : list.length === 0 ? (
        <p>{t('courseEmpty')}</p>
      ) : (
        list.map((c) => {
          const reward = en ? c.en.reward : c.reward;
          return (
            <article key={c.id} className="social__card social__course" data-testid="course">
              <h2>{en ? c.en.name : c.name}</h2>
              <img src={c.image} alt="" width={320} height={160} />
              <p>{t('courseProgress', { counted: c.counted, required: c.required })}</p>
              <div
                className="social__bar"
                role="progressbar"
                aria-valuemin={0}
                aria-valuemax={c.required}
                aria-valuenow={c.counted}
                aria-label={t('courseProgress', { counted: c.counted, required: c.required })}
              >
                <span style={{ width: `${c.percent}%` }} />
              </div>
              <p className="social__muted">
                {c.rewardReady
                  ? t('courseReady', { reward })
                  : t('courseRemaining', { n: c.remaining, reward })}
              </p>
              {c.rewardsTaken > 0 && (
                <p className="social__muted">{t('courseTaken', { n: c.rewardsTaken })}</p>
              )}
            </article>
          );
        })
      )}
      <p>
        <Link className="btn btn--primary" to="/booking?salonId=0&phone=0&step=0">
          {t('bookNow')}
        </Link>
      </p>
    </div>
  );
}
