import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { useHasSession } from '../../features/auth/use-current-user.ts';
import StaticPage from '../static-pages/static-page.tsx';

// /gioi-thieu (decision 0121): the account menu's spending-history link (000 §2) for a logged-in
// customer; the About page for a visitor, and for anyone at /gioi-thieu?about=1 (footer, history page).
// The server renders About (it has no session snapshot), so hydration matches; history loads on demand.
const HistoryPage = lazy(() => import('../../features/history/history-page.tsx'));

export default function GioiThieuPage() {
  const hasSession = useHasSession();
  const [params] = useSearchParams();
  if (!hasSession || params.get('about') === '1') return <StaticPage page="gioi-thieu" />;
  return (
    <Suspense fallback={<div className="page-loading" aria-busy="true" />}>
      <HistoryPage />
    </Suspense>
  );
}
