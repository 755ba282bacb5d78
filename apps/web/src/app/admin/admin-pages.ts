/**
 * The admin area's pages (docs/product.md#screens, /admin/...) as one table: path, the lazily loaded page, the capability
 * that guards it and its sidebar entry. The router (AdminRoutes) and the sidebar (menu.ts) are both built
 * from it, so a menu entry always has a page and carries the page's capability. Rows with a menu entry
 * are in sidebar order.
 */
import type { Capability } from '@ausweis/shared/permissions';
import { DATA_RIGHTS_TEXTS } from '@ausweis/shared/schemas/data-rights-texts';
import { INVOICE_TEXTS } from '@ausweis/shared/schemas/invoices';
import { REPORT_TEXTS } from '@ausweis/shared/schemas/reports';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

export type MenuIcon =
  | 'profile'
  | 'security'
  | 'orders'
  | 'invoice'
  | 'runs'
  | 'registrations'
  | 'export'
  | 'report'
  | 'tenants'
  | 'users'
  | 'products'
  | 'cards'
  | 'import'
  | 'photos'
  | 'mail'
  | 'jobs'
  | 'api'
  | 'audit'
  | 'requests';

/** The sidebar's groups (menu.ts gives them their headings). */
export type MenuGroupKey = 'own' | 'administration' | 'reports' | 'tenants' | 'tenant';

/** Backend conditions an entry may need besides its capability (see MenuEnv). */
export type MenuCondition = 'mailOutbox' | 'photoReview';

export interface AdminPageMenu {
  label: string;
  icon: MenuIcon;
  group: MenuGroupKey;
  /** Who sees the entry when that differs from who may open the page ('Mein Profil'). */
  capability?: Capability;
  /** Shown only when this backend condition holds as well. */
  when?: MenuCondition;
}

export interface AdminPage {
  /** Below /admin; '' is the dashboard. */
  path: string;
  page: LazyExoticComponent<ComponentType>;
  /** Who may open the page; none: everyone logged in. */
  capability?: Capability;
  menu?: AdminPageMenu;
}

const DashboardPage = lazy(() => import('../../features/dashboard/DashboardPage'));
const ProfilePage = lazy(() => import('../../features/users/ProfilePage'));
const SecurityPage = lazy(() => import('../../features/auth/security/SecurityPage'));
const OrderListPage = lazy(() => import('../../features/orders/OrderListPage'));
const CreateInvoiceRunPage = lazy(() => import('../../features/invoices/CreateInvoiceRunPage'));
const PaymentRunsPage = lazy(() => import('../../features/invoices/PaymentRunsPage'));
const BankStatementPage = lazy(() => import('../../features/invoices/BankStatementPage'));
const RegistrationListPage = lazy(() => import('../../features/registrations/RegistrationListPage'));
const ExportOrdersPage = lazy(() => import('../../features/exports/ExportOrdersPage'));
const OutboxPage = lazy(() => import('../../features/mail/OutboxPage'));
const JobsPage = lazy(() => import('../../features/jobs/JobsPage'));
// Its own chunk with the OpenAPI viewer: loaded only when a super admin opens the page.
const ApiDocsPage = lazy(() => import('../../features/api-docs/ApiDocsPage'));
const ReportPage = lazy(() => import('../../features/reports/ReportPage'));
const AuditPage = lazy(() => import('../../features/audit/AuditPage'));
const TenantListPage = lazy(() => import('../../features/tenants/TenantListPage'));
const TenantEditPage = lazy(() => import('../../features/tenants/TenantEditPage'));
const UserListPage = lazy(() => import('../../features/users/UserListPage'));
const UserDetailsPage = lazy(() => import('../../features/users/UserDetailsPage'));
const ProductListPage = lazy(() => import('../../features/products/ProductListPage'));
const ProductEditPage = lazy(() => import('../../features/products/ProductEditPage'));
const CardListPage = lazy(() => import('../../features/cards/CardListPage'));
const CardDetailsPage = lazy(() => import('../../features/cards/CardDetailsPage'));
const ErasureRequestsPage = lazy(() => import('../../features/data-rights/ErasureRequestsPage'));
const ClassImportPage = lazy(() => import('../../features/class-imports/ClassImportPage'));
const PhotoReviewPage = lazy(() => import('../../features/photo-review/PhotoReviewPage'));

export const ADMIN_PAGES: readonly AdminPage[] = [
  {
    path: 'profile',
    page: ProfilePage,
    menu: { label: 'Mein Profil', icon: 'profile', group: 'own', capability: 'profile.own' },
  },
  {
    path: 'security',
    page: SecurityPage,
    capability: 'signIn.own',
    menu: { label: 'Anmeldung und Sicherheit', icon: 'security', group: 'own' },
  },
  {
    path: 'orders',
    page: OrderListPage,
    capability: 'orders.manage',
    menu: { label: 'Bestellungen', icon: 'orders', group: 'administration' },
  },
  {
    path: 'invoices',
    page: CreateInvoiceRunPage,
    capability: 'invoices.manage',
    menu: { label: INVOICE_TEXTS.createTitle, icon: 'invoice', group: 'administration' },
  },
  {
    path: 'listruns',
    page: PaymentRunsPage,
    capability: 'invoices.manage',
    menu: { label: INVOICE_TEXTS.listTitle, icon: 'runs', group: 'administration' },
  },
  {
    path: 'filter-registers',
    page: RegistrationListPage,
    capability: 'registrations.manage',
    menu: { label: 'Registrierungen', icon: 'registrations', group: 'administration' },
  },
  {
    path: 'export-orders',
    page: ExportOrdersPage,
    capability: 'orders.export',
    menu: { label: 'Export Bestellungen', icon: 'export', group: 'administration' },
  },
  {
    path: 'mail',
    page: OutboxPage,
    capability: 'mail.outbox',
    menu: { label: 'Postausgang', icon: 'mail', group: 'administration', when: 'mailOutbox' },
  },
  {
    path: 'jobs',
    page: JobsPage,
    capability: 'jobs.view',
    menu: { label: 'Hintergrundaufgaben', icon: 'jobs', group: 'administration' },
  },
  {
    path: 'api-docs',
    page: ApiDocsPage,
    capability: 'api.docs',
    menu: { label: 'API-Dokumentation', icon: 'api', group: 'administration' },
  },
  {
    path: 'report',
    page: ReportPage,
    capability: 'reports.view',
    menu: { label: REPORT_TEXTS.menu, icon: 'report', group: 'reports' },
  },
  {
    path: 'tenant',
    page: TenantListPage,
    capability: 'tenants.manage',
    menu: { label: 'Liste Mandanten', icon: 'tenants', group: 'tenants' },
  },
  {
    path: 'user',
    page: UserListPage,
    capability: 'users.manage',
    menu: { label: 'Benutzerverwaltung', icon: 'users', group: 'tenant' },
  },
  {
    path: 'product',
    page: ProductListPage,
    capability: 'products.manage',
    menu: { label: 'Produkte', icon: 'products', group: 'tenant' },
  },
  {
    path: 'card',
    page: CardListPage,
    capability: 'cards.manage',
    menu: { label: 'Ausweise', icon: 'cards', group: 'tenant' },
  },
  {
    path: 'fotos-pruefen',
    page: PhotoReviewPage,
    capability: 'photos.review',
    menu: { label: 'Fotos prüfen', icon: 'photos', group: 'tenant', when: 'photoReview' },
  },
  {
    path: 'class-import',
    page: ClassImportPage,
    capability: 'cards.import',
    menu: { label: 'Klassenliste importieren', icon: 'import', group: 'tenant' },
  },
  {
    // The tenant's trail for its Admins; every tenant's for a super admin without a selected tenant.
    path: 'protokoll',
    page: AuditPage,
    capability: 'audit.read',
    menu: { label: 'Protokoll', icon: 'audit', group: 'tenant' },
  },
  {
    path: 'erasure-requests',
    page: ErasureRequestsPage,
    capability: 'dataRights.manage',
    menu: { label: DATA_RIGHTS_TEXTS.requestsTitle, icon: 'requests', group: 'tenant' },
  },
  { path: '', page: DashboardPage },
  { path: 'tenant/add', page: TenantEditPage, capability: 'tenants.manage' },
  { path: 'tenant/:id', page: TenantEditPage, capability: 'tenants.manage' },
  { path: 'user/add', page: UserDetailsPage, capability: 'users.manage' },
  { path: 'user/:id', page: UserDetailsPage, capability: 'users.manage' },
  { path: 'product/add', page: ProductEditPage, capability: 'products.manage' },
  { path: 'product/:id', page: ProductEditPage, capability: 'products.manage' },
  { path: 'card/:id/:fromArchive', page: CardDetailsPage, capability: 'cards.manage' },
  { path: 'class-import/:id', page: ClassImportPage, capability: 'cards.import' },
  { path: 'listruns/bank-statement', page: BankStatementPage, capability: 'invoices.manage' },
];
