/** What other features use of privacy: the tenant's 'Datenschutz' section (user management, tenant page). */
export { PrivacySection } from './PrivacySection';
