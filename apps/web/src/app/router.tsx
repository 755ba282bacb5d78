/**
 * Routes of docs/product.md#screens. Every page is its own chunk, so public pages never load admin code. Declarative
 * routes (<Routes>, no data router): the app loads its data with TanStack Query, and react-router's data
 * router would add some 16 KB gzip to every page, the order page included.
 */
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { PageFallback } from '../components/PageFallback';
import { CloseToastsOnNavigation } from './CloseToastsOnNavigation';
import { PublicLayout } from './PublicLayout';
import { RouteErrorBoundary } from './RouteError';
import { NavigationRecorder, RequireAuth } from './session-guard';

const LandingPage = lazy(() => import('../features/home/LandingPage'));
const RegisterPage = lazy(() => import('../features/registrations/RegisterPage'));
const OrderingPage = lazy(() => import('../features/ordering/OrderingPage'));
const PaymentResultPage = lazy(() => import('../features/ordering/PaymentResultPage'));
const CardInfoPage = lazy(() => import('../features/card-info/CardInfoPage'));
const DatenschutzPage = lazy(() => import('../features/public-pages/DatenschutzPage'));
const ImpressumPage = lazy(() => import('../features/public-pages/ImpressumPage'));
const KontaktPage = lazy(() => import('../features/public-pages/KontaktPage'));
const FaqPage = lazy(() => import('../features/public-pages/FaqPage'));
const NotFoundPage = lazy(() => import('../features/public-pages/NotFoundPage'));
const LoginPage = lazy(() => import('../features/auth/LoginPage'));
const SsoFinishPage = lazy(() => import('../features/auth/sso/SsoFinishPage'));
const TenantChooserPage = lazy(() => import('../features/auth/TenantChooserPage'));
const ForgotPasswordPage = lazy(() => import('../features/auth/ForgotPasswordPage'));
const PasswordCreatePage = lazy(() => import('../features/auth/PasswordCreatePage'));
const EmailValidatePage = lazy(() => import('../features/auth/EmailValidatePage'));
const TenantInvitePage = lazy(() => import('../features/auth/TenantInvitePage'));
const InfoPage = lazy(() => import('../features/info/InfoPage'));
const PhotoLinkPage = lazy(() => import('../features/photo-review/PhotoLinkPage'));
// The whole admin area (its routes, guards and pages) is one lazy module: no public page loads it.
const AdminRoutes = lazy(() => import('./admin/AdminRoutes'));

const PAYMENT_PROVIDERS = ['paypal', 'stripe', 'test'] as const;

export function AppRoutes() {
  return (
    <>
      <NavigationRecorder />
      <CloseToastsOnNavigation />
      <RouteErrorBoundary>
        <Routes>
          <Route element={<PublicLayout />}>
            <Route index element={<LandingPage />} />
            <Route path="register" element={<RegisterPage />} />
            <Route path="s/:tenantShortCode/:productShortCode" element={<OrderingPage />} />
            <Route
              path="card/:tenantShortCode/:productShortCode/:userCode/:orderId"
              element={<CardInfoPage />}
            />
            {PAYMENT_PROVIDERS.flatMap((provider) => [
              <Route
                key={`${provider}_success`}
                path={`${provider}_success/:orderId`}
                element={<PaymentResultPage provider={provider} kind="success" />}
              />,
              <Route
                key={`${provider}_cancel`}
                path={`${provider}_cancel/:orderId`}
                element={<PaymentResultPage provider={provider} kind="cancel" />}
              />,
            ])}
            <Route path="foto-neu" element={<PhotoLinkPage />} />
            <Route path="datenschutz" element={<DatenschutzPage />} />
            <Route path="kontakt" element={<KontaktPage />} />
            <Route path="contact" element={<KontaktPage />} />
            <Route path="impressum" element={<ImpressumPage />} />
            <Route path="faq" element={<FaqPage />} />
            <Route path="login" element={<LoginPage />} />
            <Route path="login/sso" element={<SsoFinishPage />} />
            <Route path="forgot-password" element={<ForgotPasswordPage />} />
            <Route path="password_create/:token" element={<PasswordCreatePage />} />
            <Route path="email_validate/:token" element={<EmailValidatePage />} />
            <Route path="tenant_invite/:token" element={<TenantInvitePage />} />
            <Route
              path="tenant"
              element={
                <RequireAuth>
                  <TenantChooserPage />
                </RequireAuth>
              }
            />
            <Route path="info" element={<InfoPage />} />
            <Route path="*" element={<NotFoundPage />} />
          </Route>
          <Route
            path="admin/*"
            element={
              <RequireAuth needsTenant>
                <Suspense fallback={<PageFallback />}>
                  <AdminRoutes />
                </Suspense>
              </RequireAuth>
            }
          />
        </Routes>
      </RouteErrorBoundary>
    </>
  );
}
