/** A refused sign-in with a school's accounts: the code the login page shows in German (SSO_ERRORS). */
import type { SsoErrorCode } from '@ausweis/shared/schemas/auth-sso-messages';

export class SsoFailure extends Error {
  constructor(readonly code: SsoErrorCode) {
    super(code);
    this.name = 'SsoFailure';
  }
}
