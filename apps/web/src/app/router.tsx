/** Routes of SPEC §2. Every page is its own chunk, so public pages never load admin code. */
import { lazy, Suspense } from 'react';
import { createBrowserRouter, Outlet } from 'react-router';
import { Allowed } from './admin/Allowed';
import { CloseToastsOnNavigation } from './CloseToastsOnNavigation';
import { PageFallback } from './PageFallback';
import { PublicLayout } from './PublicLayout';
import { RouteError } from './RouteError';
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
const TenantChooserPage = lazy(() => import('../features/auth/TenantChooserPage'));
const ForgotPasswordPage = lazy(() => import('../features/auth/ForgotPasswordPage'));
const PasswordCreatePage = lazy(() => import('../features/auth/PasswordCreatePage'));
const EmailValidatePage = lazy(() => import('../features/auth/EmailValidatePage'));
const TenantInvitePage = lazy(() => import('../features/auth/TenantInvitePage'));
const InfoPage = lazy(() => import('../features/info/InfoPage'));
const AdminLayout = lazy(() => import('./admin/AdminLayout'));
const AdminNotFound = lazy(() => import('./admin/AdminNotFound'));
const DashboardPage = lazy(() => import('../features/dashboard/DashboardPage'));
const ProductListPage = lazy(() => import('../features/products/ProductListPage'));
const ProductEditPage = lazy(() => import('../features/products/ProductEditPage'));
const UserListPage = lazy(() => import('../features/users/UserListPage'));
const UserDetailsPage = lazy(() => import('../features/users/UserDetailsPage'));
const ProfilePage = lazy(() => import('../features/users/ProfilePage'));
const RegistrationListPage = lazy(() => import('../features/registrations/RegistrationListPage'));
const OutboxPage = lazy(() => import('../features/mail/OutboxPage'));
const TenantListPage = lazy(() => import('../features/tenants/TenantListPage'));
const TenantEditPage = lazy(() => import('../features/tenants/TenantEditPage'));
const OrderListPage = lazy(() => import('../features/orders/OrderListPage'));
const ExportOrdersPage = lazy(() => import('../features/exports/ExportOrdersPage'));
const CreateInvoiceRunPage = lazy(() => import('../features/invoices/CreateInvoiceRunPage'));
const PaymentRunsPage = lazy(() => import('../features/invoices/PaymentRunsPage'));
const ReportPage = lazy(() => import('../features/reports/ReportPage'));
const CardListPage = lazy(() => import('../features/cards/CardListPage'));
const CardDetailsPage = lazy(() => import('../features/cards/CardDetailsPage'));

function Root() {
  return (
    <>
      <NavigationRecorder />
      <CloseToastsOnNavigation />
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
          {
            path: 'card/:tenantShortCode/:productShortCode/:userCode/:orderId',
            element: <CardInfoPage />,
          },
          ...(['paypal', 'stripe', 'test'] as const).flatMap((provider) => [
            {
              path: `${provider}_success/:orderId`,
              element: <PaymentResultPage provider={provider} kind="success" />,
            },
            {
              path: `${provider}_cancel/:orderId`,
              element: <PaymentResultPage provider={provider} kind="cancel" />,
            },
          ]),
          { path: 'datenschutz', element: <DatenschutzPage /> },
          { path: 'kontakt', element: <KontaktPage /> },
          { path: 'contact', element: <KontaktPage /> },
          { path: 'impressum', element: <ImpressumPage /> },
          { path: 'faq', element: <FaqPage /> },
          { path: 'login', element: <LoginPage /> },
          { path: 'forgot-password', element: <ForgotPasswordPage /> },
          { path: 'password_create/:token', element: <PasswordCreatePage /> },
          { path: 'email_validate/:token', element: <EmailValidatePage /> },
          { path: 'tenant_invite/:token', element: <TenantInvitePage /> },
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
          {
            path: 'filter-registers',
            element: (
              <Allowed capability="registrations.manage">
                <RegistrationListPage />
              </Allowed>
            ),
          },
          { path: 'profile', element: <ProfilePage /> },
          {
            path: 'user',
            element: (
              <Allowed capability="users.manage">
                <UserListPage />
              </Allowed>
            ),
          },
          {
            path: 'user/add',
            element: (
              <Allowed capability="users.manage">
                <UserDetailsPage />
              </Allowed>
            ),
          },
          {
            path: 'user/:id',
            element: (
              <Allowed capability="users.manage">
                <UserDetailsPage />
              </Allowed>
            ),
          },
          {
            path: 'mail',
            element: (
              <Allowed capability="mail.outbox">
                <OutboxPage />
              </Allowed>
            ),
          },
          {
            path: 'tenant',
            element: (
              <Allowed capability="tenants.manage">
                <TenantListPage />
              </Allowed>
            ),
          },
          {
            path: 'tenant/add',
            element: (
              <Allowed capability="tenants.manage">
                <TenantEditPage />
              </Allowed>
            ),
          },
          {
            path: 'tenant/:id',
            element: (
              <Allowed capability="tenants.manage">
                <TenantEditPage />
              </Allowed>
            ),
          },
          {
            path: 'product',
            element: (
              <Allowed capability="products.manage">
                <ProductListPage />
              </Allowed>
            ),
          },
          {
            path: 'product/add',
            element: (
              <Allowed capability="products.manage">
                <ProductEditPage />
              </Allowed>
            ),
          },
          {
            path: 'product/:id',
            element: (
              <Allowed capability="products.manage">
                <ProductEditPage />
              </Allowed>
            ),
          },
          {
            path: 'card',
            element: (
              <Allowed capability="cards.manage">
                <CardListPage />
              </Allowed>
            ),
          },
          {
            path: 'card/:id/:fromArchive',
            element: (
              <Allowed capability="cards.manage">
                <CardDetailsPage />
              </Allowed>
            ),
          },
          {
            path: 'orders',
            element: (
              <Allowed capability="orders.manage">
                <OrderListPage />
              </Allowed>
            ),
          },
          {
            path: 'export-orders',
            element: (
              <Allowed capability="orders.export">
                <ExportOrdersPage />
              </Allowed>
            ),
          },
          {
            path: 'invoices',
            element: (
              <Allowed capability="invoices.manage">
                <CreateInvoiceRunPage />
              </Allowed>
            ),
          },
          {
            path: 'listruns',
            element: (
              <Allowed capability="invoices.manage">
                <PaymentRunsPage />
              </Allowed>
            ),
          },
          {
            path: 'report',
            element: (
              <Allowed capability="reports.view">
                <ReportPage />
              </Allowed>
            ),
          },
          { path: '*', element: <AdminNotFound /> },
        ],
      },
    ],
  },
]);
