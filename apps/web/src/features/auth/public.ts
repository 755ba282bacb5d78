/**
 * What other features use of auth: the set-password form ('Mein Profil', user details) and the settings
 * of a tenant's sign-in with the school's accounts (user management, tenant page).
 */

export { SetPasswordForm } from './SetPasswordForm';
export { IdentityProviderSection } from './sso/IdentityProviderSection';
