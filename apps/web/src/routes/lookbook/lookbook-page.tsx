import { Link } from '../../lib/link.tsx';
import { LookbookSet } from '../../features/home-sections/lookbook-set.tsx';
import { listOf, useLookbooks } from '../../features/home-sections/use-section-documents.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import '../../features/home-sections/texts.ts';
import '../../features/home-sections/home-sections.css';
import './lookbook.css';

/** /lookbook: every photo set of lookbooks.json, reached from home's 'Xem thêm'. */
export default function LookbookPage() {
  const { t } = useTranslation('homeSections');
  const { data, isPending } = useLookbooks();
  const list = listOf(data);
  return (
    <div className="lookbook-page" data-testid="lookbook-page">
      <nav className="lookbook-page__crumbs" aria-label={t('backHome')}>
        <Link to="/">{t('backHome')}</Link>
      </nav>
      <h1>{t('lookbookTitle')}</h1>
      <p className="lookbook-page__intro">{t('lookbookIntro')}</p>
      {isPending ? (
        <div className="page-loading" aria-busy="true" />
      ) : list.length === 0 ? (
        <p>{t('lookbookEmpty')}</p>
      ) : (
        <div className="lookbook-page__sets">
          {list.map((lookbook) => (
            <LookbookSet key={lookbook.id} lookbook={lookbook} heading="h2" />
          ))}
        </div>
      )}
      <p className="lookbook-page__cta">
        <Link className="btn btn--primary" to="/booking?salonId=0&phone=0&step=0">
          {t('bookNow')}
        </Link>
      </p>
    </div>
  );
}
