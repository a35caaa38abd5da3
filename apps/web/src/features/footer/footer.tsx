import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export const HOTLINE = '1900272703';

export function Footer({ hideFloating }: { hideFloating: boolean }) {
  const { t } = useTranslation();
  return (
    <footer className="footer">
      <div className="footer__inner">
        <div>
          <p className="footer__brand">{t('brand')}</p>
          <p>
            {t('footer.hotline')}: <a href={`tel:${HOTLINE}`}>1900.27.27.03</a>
          </p>
          <p>{t('footer.hours')}</p>
        </div>
        <nav aria-label={t('footer.policies')}>
          <ul className="footer__links">
            <li>
              <Link to="/gioi-thieu">{t('footer.about')}</Link>
            </li>
            <li>
              <Link to="/chinh-sach-bao-mat">{t('footer.privacy')}</Link>
            </li>
            <li>
              <Link to="/dieu-kien-giao-dich-chung">{t('footer.terms')}</Link>
            </li>
          </ul>
        </nav>
      </div>
      <p className="footer__rights">{t('footer.rights')}</p>
      {!hideFloating && (
        <div className="floating" data-testid="floating-buttons">
          <a className="floating__btn" href={`tel:${HOTLINE}`} aria-label={t('footer.callHotline')}>
            ☎
          </a>
          <button
            type="button"
            className="floating__btn"
            aria-label={t('footer.scrollTop')}
            onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
          >
            ↑
          </button>
        </div>
      )}
    </footer>
  );
}
