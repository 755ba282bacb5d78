/**
 * The admin area's routes (docs/product.md#screens, /admin/...), loaded with the first admin page: built from the page
 * table (admin-pages.ts), each page behind its capability's guard.
 */
import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import AdminLayout from './AdminLayout';
import { Allowed } from './Allowed';
import { ADMIN_PAGES, type AdminPage } from './admin-pages';

const AdminNotFound = lazy(() => import('./AdminNotFound'));

function pageElement({ page: Page, capability }: AdminPage) {
  return capability ? (
    <Allowed capability={capability}>
      <Page />
    </Allowed>
  ) : (
    <Page />
  );
}

export default function AdminRoutes() {
  return (
    <Routes>
      <Route element={<AdminLayout />}>
        {ADMIN_PAGES.map((page) =>
          page.path === '' ? (
            <Route key="index" index element={pageElement(page)} />
          ) : (
            <Route key={page.path} path={page.path} element={pageElement(page)} />
          ),
        )}
        <Route path="*" element={<AdminNotFound />} />
      </Route>
    </Routes>
  );
}
