/** What other features use of auth: the set-password form ('Mein Profil', user details). */
export { SetPasswordForm } from './SetPasswordForm';
/** The tenant's second-factor rule (user management) and a super admin's factor reset (user details). */
export { ResetSecondFactorsButton } from './second-factor/ResetSecondFactorsButton';
export { TenantSecondFactorSwitch } from './second-factor/TenantSecondFactorSwitch';
