import { lazy, Suspense, useEffect, useMemo, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useAppContext } from '../app-shell/use-app-context.ts';
import { useIsNarrow } from '../../lib/use-media.ts';
import { type Wanted, whenWanted } from '../../lib/when-wanted.ts';
import { Header } from '../header/header.tsx';
import { LoginModalHost } from '../header/login-area.tsx';
import { ToastHost } from '../toast/toast-host.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';

// Below every page, so outside the first-load JS: the server sends its HTML and the browser loads its
// code and hydrates it once the visitor scrolls, it is on the screen or the address changes (React
// replays a click made there before). Asked when first drawn, so a page drawn in the browser (no server
// footer) loads it at once.
let footerWanted: Wanted | undefined;
const wantFooter = () => {
  footerWanted ??= whenWanted('footer.footer');
  return footerWanted;
};
const Footer = lazy(() =>
  wantFooter().ready.then(() => import('../footer/footer.tsx').then((m) => ({ default: m.Footer }))),
);

/** Header, page and footer; the header hides in the app on mobile, as the spec says. */
export function Layout() {
  const { pathname, key } = useLocation();
  // A new address reaches the footer's links: React must hydrate the server's footer before it can
  // commit the move, so its code is asked for here, in the render the move waits on (an effect would
  // run only after that commit, and the move would wait for a scroll).
  const firstKey = useRef(key);
  if (key !== firstKey.current) wantFooter().now();
  const ctx = useAppContext();
  const { t } = useTranslation();
  const narrow = useIsNarrow();
  const mobile = narrow || ctx.forceMobile;
  const hideHeader = ctx.hideHeader && mobile;
  const onBookingPage = pathname.startsWith('/booking');
  const hideFloating = ctx.inApp || ctx.hideHeader || (mobile && onBookingPage);
  // The same element while its props are the same: the layout renders again once hydrated (the tab's
  // in-app context, the real screen width), and new props reaching the footer before its lazy code
  // has hydrated it would make React drop the server's footer and draw it again (a moment with none,
  // or two).
  const footer = useMemo(
    () => (
      <Suspense fallback={null}>
        <Footer hideFloating={hideFloating} />
      </Suspense>
    ),
    [hideFloating],
  );
  // The page answers clicks from here on (a server-rendered page is visible before): tests wait for it.
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true';
  }, []);
  return (
    <div className={mobile ? 'app app--mobile' : 'app'}>
      {/* First in Tab order on every page: past the header's links to the page itself. */}
      <a className="skip-link" href="#main">
        {t('common.skipToMain')}
      </a>
      {!hideHeader && <Header />}
      <main id="main" className="main" tabIndex={-1}>
        <Outlet />
      </main>
      <ToastHost />
      {/* Outside the header: the booking flow opens the login modal in-app too, where the header is hidden. */}
      <LoginModalHost />
      {footer}
    </div>
  );
}
