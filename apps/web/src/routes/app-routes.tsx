import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { Layout } from '../features/layout/layout.tsx';

// Every route loads on demand, home too: a visitor landing on /booking does not download the home page.
// Server-rendered pages preload their route's chunk with the app (page-template.ts, routeChunks).
const HomePage = lazy(() => import('./home/home-page.tsx').then((m) => ({ default: m.HomePage })));
const BookingPage = lazy(() => import('./booking/booking-page.tsx'));
const BookingSuccessPage = lazy(() => import('./booking-success/booking-success-page.tsx'));
const SystemSalonPage = lazy(() => import('./system-salon/system-salon-page.tsx'));
const StaticPage = lazy(() => import('./static-pages/static-page.tsx'));
const LookbookPage = lazy(() => import('./lookbook/lookbook-page.tsx'));
const TopupPage = lazy(() => import('./topup/topup-page.tsx'));
const TopupResultPage = lazy(() => import('./topup/topup-result-page.tsx'));
const LuckyWheelPage = lazy(() => import('./lucky-wheel/lucky-wheel-page.tsx'));
const LuckyPointsPage = lazy(() => import('./lucky-wheel/lucky-points-page.tsx'));
const GioiThieuPage = lazy(() => import('./history/gioi-thieu-page.tsx'));
const StyleMasterPage = lazy(() => import('./social/style-master-page.tsx'));
const RankingPage = lazy(() => import('./social/ranking-page.tsx'));
const CoursePage = lazy(() => import('./social/course-page.tsx'));
const DiscoverPage = lazy(() => import('./social/discover-page.tsx'));
const DiscoverDetailPage = lazy(() => import('./social/discover-detail-page.tsx'));
const SaveLocationPage = lazy(() => import('./save-location/save-location-page.tsx'));
const WaitlistOfferPage = lazy(() => import('./waitlist/offer-page.tsx'));

/** Every route of both specification documents; unknown paths go to /. */
export function AppRoutes() {
  return (
    <Suspense fallback={<div className="page-loading" aria-busy="true" />}>
      <Routes>
        <Route element={<Layout />}>
          <Route index element={<HomePage />} />
          <Route path="booking" element={<BookingPage />} />
          <Route path="booking/success" element={<BookingSuccessPage />} />
          <Route path="booking-at-home" element={<BookingPage atHome />} />
          <Route path="system-salon" element={<SystemSalonPage />} />
          <Route path="save-location" element={<SaveLocationPage />} />
          <Route path="gioi-thieu" element={<GioiThieuPage />} />
          <Route path="chinh-sach-bao-mat" element={<StaticPage page="chinh-sach-bao-mat" />} />
          <Route path="dieu-kien-giao-dich-chung" element={<StaticPage page="dieu-kien-giao-dich-chung" />} />
          <Route path="vong-quay-may-man" element={<LuckyWheelPage />} />
          <Route path="diem-may-man" element={<LuckyPointsPage />} />
          <Route path="cong-nghe-phuc-hoi-toc" element={<StaticPage page="cong-nghe-phuc-hoi-toc" />} />
          <Route path="lookbook" element={<LookbookPage />} />
          <Route path="nap-tien" element={<TopupPage />} />
          <Route path="nap-tien/ket-qua" element={<TopupResultPage />} />
          <Route path="style-master" element={<StyleMasterPage />} />
          <Route path="xep-hang" element={<RankingPage />} />
          <Route path="lieu-trinh" element={<CoursePage />} />
          <Route path="kham-pha" element={<DiscoverPage />} />
          <Route path="kham-pha/:id" element={<DiscoverDetailPage />} />
          <Route path="giu-cho/:token" element={<WaitlistOfferPage />} />
          <Route path="*" element={<Navigate to="/" replace />} />
        </Route>
      </Routes>
    </Suspense>
  );
}
