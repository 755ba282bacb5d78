/**
 * Where passkeys join the sign-in's second step and its factor set-up: 'Mit Passkey bestätigen' and
 * 'Passkey einrichten' (passkeys/), handing on the opened session (and a first factor's recovery codes).
 */
export { PasskeyConfirmButton as PasskeySecondStep } from '../passkeys/PasskeyConfirmButton';
export { PasskeySetupButton as PasskeySetupOption } from '../passkeys/PasskeySetupButton';
