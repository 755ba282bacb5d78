/** The staff side's routes, which stay German whatever language a visitor chose on the public side. */
const STAFF_PREFIXES = [
  '/admin',
  '/login',
  '/forgot-password',
  '/password_create',
  '/email_validate',
  '/tenant_invite',
  '/tenant',
  '/info',
];

export function isStaffSide(pathname: string): boolean {
  return STAFF_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}
