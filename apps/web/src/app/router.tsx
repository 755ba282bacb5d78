/** Routes of SPEC §2. Every page is its own chunk, so public pages never load admin code. */
import { lazy, Suspense } from 'react';
import { createBrowserRouter, Outlet } from 'react-router';
import { PageFallback } from './PageFallback';
import { PublicLayout } from './PublicLayout';
import { RouteError } from './RouteError';
import { NavigationRecorder, RequireAuth } from './session-guard';

const LandingPage = lazy(() => import('../features/home/LandingPage'));
const RegisterPage = lazy(() => import('../features/registrations/RegisterPage'));
const OrderingPage = lazy(() => import('../features/ordering/OrderingPage'));
const DatenschutzPage = lazy(() => import('../features/public-pages/DatenschutzPage'));
const ImpressumPage = lazy(() => import('../features/public-pages/ImpressumPage'));
const KontaktPage = lazy(() => import('../features/public-pages/KontaktPage'));
const FaqPage = lazy(() => import('../features/public-pages/FaqPage'));
const NotFoundPage = lazy(() => import('../features/public-pages/NotFoundPage'));
const LoginPage = lazy(() => import('../features/auth/LoginPage'));
const TenantChooserPage = lazy(() => import('../features/auth/TenantChooserPage'));
const InfoPage = lazy(() => import('../features/info/InfoPage'));
const AdminLayout = lazy(() => import('./admin/AdminLayout'));
const AdminNotFound = lazy(() => import('./admin/AdminNotFound'));
const DashboardPage = lazy(() => import('../features/dashboard/DashboardPage'));

function Root() {
  return (
    <>
      <NavigationRecorder />
      <Outlet />
    </>
  );
}

export const router = createBrowserRouter([
  {
    element: <Root />,
    errorElement: <RouteError />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          { index: true, element: <LandingPage /> },
          { path: 'register', element: <RegisterPage /> },
          { path: 's/:tenantShortCode/:productShortCode', element: <OrderingPage /> },
          { path: 'datenschutz', element: <DatenschutzPage /> },
          { path: 'kontakt', element: <KontaktPage /> },
          { path: 'contact', element: <KontaktPage /> },
          { path: 'impressum', element: <ImpressumPage /> },
          { path: 'faq', element: <FaqPage /> },
          { path: 'login', element: <LoginPage /> },
          {
            path: 'tenant',
            element: (
              <RequireAuth>
                <TenantChooserPage />
              </RequireAuth>
            ),
          },
          { path: 'info', element: <InfoPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      {
        path: 'admin',
        element: (
          <RequireAuth needsTenant>
            <Suspense fallback={<PageFallback />}>
              <AdminLayout />
            </Suspense>
          </RequireAuth>
        ),
        children: [
          { index: true, element: <DashboardPage /> },
          { path: '*', element: <AdminNotFound /> },
        ],
      },
    ],
  },
]);
