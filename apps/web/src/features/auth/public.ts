/**
 * What other features use of auth: the set-password form ('Mein Profil', user details) and the settings
 * of a tenant's sign-in with the school's accounts (user management, tenant page).
 */

export { SetPasswordForm } from './SetPasswordForm';
/** The tenant's second-factor rule (user management) and a super admin's factor reset (user details). */
export { ResetSecondFactorsButton } from './second-factor/ResetSecondFactorsButton';
export { TenantSecondFactorSwitch } from './second-factor/TenantSecondFactorSwitch';
export { IdentityProviderSection } from './sso/IdentityProviderSection';
