import { HOTLINE, HOTLINE_DISPLAY } from '@salon/domain';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { ArrowUpIcon, MailIcon, PhoneIcon } from '../icons/icons.tsx';
import { Link } from '../../lib/link.tsx';
import './footer.css';
import './footer-texts.ts';
import { useScrolledPast } from './use-scrolled-past.ts';

export { HOTLINE };
export const MESSENGER_URL = 'https://m.me/moyo.vn';

// The salon list is long and below every page: its code and its two calls load when the footer nears the screen.
const FooterSalons = lazy(() => import('./footer-salons.tsx'));

function useNearScreen<T extends Element>() {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || near) return;
    if (typeof IntersectionObserver === 'undefined') return setNear(true);
    const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: '600px 0px',
    });
    io.observe(el);
    return () => io.disconnect();
  }, [near]);
  return { ref, near };
}

/** Footer (000 §2): salons by city, policy links, hotline, hours, and the floating buttons. */
export function Footer({ hideFloating }: { hideFloating: boolean }) {
  const { t } = useTranslation();
  const own = useTranslation('footer').t;
  const { ref, near } = useNearScreen<HTMLElement>();
  const scrolled = useScrolledPast();
  return (
    <footer className="footer" ref={ref}>
      <div className="footer__inner">
        <div>
          <p className="footer__brand">{t('brand')}</p>
          <p>
            {t('footer.hotline')}: <a href={`tel:${HOTLINE}`}>{HOTLINE_DISPLAY}</a>
          </p>
          <p>{t('footer.hours')}</p>
        </div>
        <nav aria-label={t('footer.policies')}>
          <ul className="footer__links">
            <li>
              <Link to="/gioi-thieu?about=1">{t('footer.about')}</Link>
            </li>
            <li>
              <Link to="/chinh-sach-bao-mat">{t('footer.privacy')}</Link>
            </li>
            <li>
              <Link to="/dieu-kien-giao-dich-chung">{t('footer.terms')}</Link>
            </li>
            <li>
              <Link to="/cong-nghe-phuc-hoi-toc">{own('hairRepair')}</Link>
            </li>
          </ul>
        </nav>
      </div>
      <div className="footer__salons-slot">
        {near && (
          <Suspense fallback={null}>
            <FooterSalons />
          </Suspense>
        )}
      </div>
      <p className="footer__rights">{t('footer.rights')}</p>
      {!hideFloating && (
        <div className="floating" data-testid="floating-buttons" data-shown={scrolled}>
          <button
            type="button"
            className="floating__btn"
            aria-label={t('footer.scrollTop')}
            onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
          >
            <ArrowUpIcon />
          </button>
          <a className="floating__btn" href={`tel:${HOTLINE}`} aria-label={t('footer.callHotline')}>
            <PhoneIcon />
          </a>
          <a
            className="floating__btn floating__btn--messenger"
            href={MESSENGER_URL}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('footer.messenger')}
          >
            <MailIcon />
          </a>
        </div>
      )}
    </footer>
  );
}
