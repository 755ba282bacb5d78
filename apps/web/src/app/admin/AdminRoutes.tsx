/** The admin area's routes (SPEC §2, /admin/...), loaded with the first admin page: guards and pages. */
import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import AdminLayout from './AdminLayout';
import { Allowed } from './Allowed';

const AdminNotFound = lazy(() => import('./AdminNotFound'));
const DashboardPage = lazy(() => import('../../features/dashboard/DashboardPage'));
const ProductListPage = lazy(() => import('../../features/products/ProductListPage'));
const ProductEditPage = lazy(() => import('../../features/products/ProductEditPage'));
const UserListPage = lazy(() => import('../../features/users/UserListPage'));
const UserDetailsPage = lazy(() => import('../../features/users/UserDetailsPage'));
const ProfilePage = lazy(() => import('../../features/users/ProfilePage'));
const RegistrationListPage = lazy(() => import('../../features/registrations/RegistrationListPage'));
const OutboxPage = lazy(() => import('../../features/mail/OutboxPage'));
const TenantListPage = lazy(() => import('../../features/tenants/TenantListPage'));
const TenantEditPage = lazy(() => import('../../features/tenants/TenantEditPage'));
const OrderListPage = lazy(() => import('../../features/orders/OrderListPage'));
const ExportOrdersPage = lazy(() => import('../../features/exports/ExportOrdersPage'));
const CreateInvoiceRunPage = lazy(() => import('../../features/invoices/CreateInvoiceRunPage'));
const PaymentRunsPage = lazy(() => import('../../features/invoices/PaymentRunsPage'));
const ReportPage = lazy(() => import('../../features/reports/ReportPage'));
const CardListPage = lazy(() => import('../../features/cards/CardListPage'));
const CardDetailsPage = lazy(() => import('../../features/cards/CardDetailsPage'));

export default function AdminRoutes() {
  return (
    <Routes>
      <Route element={<AdminLayout />}>
        <Route index element={<DashboardPage />} />
        <Route
          path="filter-registers"
          element={
            <Allowed capability="registrations.manage">
              <RegistrationListPage />
            </Allowed>
          }
        />
        <Route path="profile" element={<ProfilePage />} />
        <Route
          path="user"
          element={
            <Allowed capability="users.manage">
              <UserListPage />
            </Allowed>
          }
        />
        <Route
          path="user/add"
          element={
            <Allowed capability="users.manage">
              <UserDetailsPage />
            </Allowed>
          }
        />
        <Route
          path="user/:id"
          element={
            <Allowed capability="users.manage">
              <UserDetailsPage />
            </Allowed>
          }
        />
        <Route
          path="mail"
          element={
            <Allowed capability="mail.outbox">
              <OutboxPage />
            </Allowed>
          }
        />
        <Route
          path="tenant"
          element={
            <Allowed capability="tenants.manage">
              <TenantListPage />
            </Allowed>
          }
        />
        <Route
          path="tenant/add"
          element={
            <Allowed capability="tenants.manage">
              <TenantEditPage />
            </Allowed>
          }
        />
        <Route
          path="tenant/:id"
          element={
            <Allowed capability="tenants.manage">
              <TenantEditPage />
            </Allowed>
          }
        />
        <Route
          path="product"
          element={
            <Allowed capability="products.manage">
              <ProductListPage />
            </Allowed>
          }
        />
        <Route
          path="product/add"
          element={
            <Allowed capability="products.manage">
              <ProductEditPage />
            </Allowed>
          }
        />
        <Route
          path="product/:id"
          element={
            <Allowed capability="products.manage">
              <ProductEditPage />
            </Allowed>
          }
        />
        <Route
          path="card"
          element={
            <Allowed capability="cards.manage">
              <CardListPage />
            </Allowed>
          }
        />
        <Route
          path="card/:id/:fromArchive"
          element={
            <Allowed capability="cards.manage">
              <CardDetailsPage />
            </Allowed>
          }
        />
        <Route
          path="orders"
          element={
            <Allowed capability="orders.manage">
              <OrderListPage />
            </Allowed>
          }
        />
        <Route
          path="export-orders"
          element={
            <Allowed capability="orders.export">
              <ExportOrdersPage />
            </Allowed>
          }
        />
        <Route
          path="invoices"
          element={
            <Allowed capability="invoices.manage">
              <CreateInvoiceRunPage />
            </Allowed>
          }
        />
        <Route
          path="listruns"
          element={
            <Allowed capability="invoices.manage">
              <PaymentRunsPage />
            </Allowed>
          }
        />
        <Route
          path="report"
          element={
            <Allowed capability="reports.view">
              <ReportPage />
            </Allowed>
          }
        />
        <Route path="*" element={<AdminNotFound />} />
      </Route>
    </Routes>
  );
}
