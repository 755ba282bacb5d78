/**
 * What other features use of auth: the set-password form ('Mein Profil', user details) and logout
 * (after changing one's own e-mail).
 */
export { useLogout } from './api';
export { SetPasswordForm } from './SetPasswordForm';
