/** What a passkey ceremony answers when it fails: German, and each names what to do next. */
import { AppError } from '../../../http/app-error';

export const PASSKEY_ERRORS = {
  /** Unknown credential, another user's, a wrong signature, origin or counter: all look alike. */
  notRecognized: () =>
    new AppError(
      401,
      'PASSKEY_NOT_RECOGNIZED',
      'Passkey nicht erkannt. Bitte einen anderen Passkey oder das Passwort verwenden.',
    ),
  /** The challenge token is old, of another ceremony, or was used already. */
  challengeExpired: () =>
    new AppError(
      400,
      'PASSKEY_CHALLENGE_EXPIRED',
      'Die Passkey-Anfrage ist abgelaufen oder wurde bereits verwendet. Bitte versuchen Sie es noch einmal.',
    ),
  registrationFailed: () =>
    new AppError(
      400,
      'PASSKEY_REGISTRATION_FAILED',
      'Der Passkey konnte nicht eingerichtet werden. Bitte versuchen Sie es noch einmal, gegebenenfalls mit einem anderen Gerät.',
    ),
  alreadyRegistered: () =>
    new AppError(
      409,
      'PASSKEY_ALREADY_REGISTERED',
      'Dieser Passkey ist bereits eingerichtet. Bitte verwenden Sie ein anderes Gerät oder einen anderen Sicherheitsschlüssel.',
    ),
  noPasskey: () =>
    new AppError(
      400,
      'NO_PASSKEY',
      'Für Ihr Konto ist kein Passkey eingerichtet. Bitte verwenden Sie einen anderen zweiten Faktor.',
    ),
} as const;
