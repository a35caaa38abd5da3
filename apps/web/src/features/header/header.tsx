import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useLocation } from 'react-router';
import { Link, NavLink } from '../../lib/link.tsx';
import { type Lang, setLanguage } from '../../i18n/index.ts';
import { LoginArea } from './login-area.tsx';

export const FRANCHISE_URL = 'https://nhuongquyen.moyo.vn';

/** The phone menu: Escape or a tap outside closes it (focus back on its button), a new page too. */
function useMenu() {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: closes on every page change.
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    rootRef.current?.querySelector<HTMLElement>('.header__nav a')?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onDown = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onDown);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onDown);
    };
  }, [open]);
  return { open, setOpen, rootRef, buttonRef };
}

export function Header() {
  const { t, i18n } = useTranslation();
  const other: Lang = i18n.language === 'en' ? 'vi' : 'en';
  const menu = useMenu();
  const navId = useId();
  return (
    <header className={menu.open ? 'header header--open' : 'header'} ref={menu.rootRef}>
      <div className="header__inner">
        {/* Phones only (CSS): the links below fold into this menu. */}
        <button
          type="button"
          ref={menu.buttonRef}
          className="header__menu-btn"
          aria-expanded={menu.open}
          aria-controls={navId}
          aria-label={t('nav.menu')}
          onClick={() => menu.setOpen((o) => !o)}
        >
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            <path
              d={menu.open ? 'M6 6l12 12M18 6L6 18' : 'M4 7h16M4 12h16M4 17h16'}
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
        </button>
        <Link to="/" className="header__logo" aria-label={t('brand')}>
          <BrandMark />
          <span className="header__brand">{t('brand')}</span>
        </Link>
        {/* biome-ignore lint/a11y/useKeyWithClickEvents: only closes the menu after a link (keyboard included) was followed. */}
        <nav
          id={navId}
          aria-label={t('nav.mainNav')}
          className="header__nav"
          onClick={(e) => (e.target as Element).closest('a') && menu.setOpen(false)}
        >
          <NavLink to="/" end>
            {t('nav.home')}
          </NavLink>
          <NavLink to="/system-salon">{t('nav.systemSalon')}</NavLink>
          <a href={FRANCHISE_URL} target="_blank" rel="noopener noreferrer">
            {t('nav.franchise')}
          </a>
        </nav>
        <div className="header__actions">
          <button
            type="button"
            className="btn btn--ghost header__lang"
            onClick={() => setLanguage(other)}
            lang={other}
          >
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
