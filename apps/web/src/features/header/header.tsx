import { useTranslation } from '../../i18n/use-translation.ts';
import { Link, NavLink } from 'react-router';
import { type Lang, setLanguage } from '../../i18n/index.ts';
import { LoginArea } from './login-area.tsx';

export const FRANCHISE_URL = 'https://nhuongquyen.moyo.vn';

export function Header() {
  const { t, i18n } = useTranslation();
  const other: Lang = i18n.language === 'en' ? 'vi' : 'en';
  return (
    <header className="header">
      <div className="header__inner">
        <Link to="/" className="header__logo" aria-label={t('brand')}>
          <BrandMark />
          <span>{t('brand')}</span>
        </Link>
        <nav aria-label={t('nav.mainNav')} className="header__nav">
          <NavLink to="/" end>
            {t('nav.home')}
          </NavLink>
          <NavLink to="/system-salon">{t('nav.systemSalon')}</NavLink>
          <a href={FRANCHISE_URL} target="_blank" rel="noopener noreferrer">
            {t('nav.franchise')}
          </a>
        </nav>
        <div className="header__actions">
          <button type="button" className="btn btn--ghost" onClick={() => setLanguage(other)} lang={other}>
            {other.toUpperCase()}
          </button>
          <LoginArea />
        </div>
      </div>
    </header>
  );
}

/**
 * The logo (the same drawing as /favicon.svg) inline: no request of its own, so nothing competes with
 * the banner image on a slow first load.
 */
function BrandMark() {
  return (
    <svg viewBox="0 0 64 64" width="32" height="32" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#0f5e4d" />
      <path
        d="M16 44V22l8 12 8-12 8 12 8-12v22"
        fill="none"
        stroke="#fff"
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
