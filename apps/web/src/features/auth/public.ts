/** What other features use of auth: the set-password form ('Mein Profil', user details). */
export { SetPasswordForm } from './SetPasswordForm';
