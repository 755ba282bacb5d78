/**
 * Where passkeys join the sign-in's second step and its factor set-up. Empty for now: the passkey
 * feature renders 'Mit Passkey bestätigen' / 'Passkey einrichten' here and hands the opened session
 * to `onSession`.
 */
import type { SessionResponse } from '@ausweis/shared/schemas/auth';

export interface PasskeySlotProps {
  ticket: string;
  onSession: (session: SessionResponse) => void;
}

/** Shown on the second step when the user has a passkey (methods include 'passkey'). */
export function PasskeySecondStep(_props: PasskeySlotProps) {
  return null;
}

/** Shown beside the one-time-code set-up when a factor must be set up. */
export function PasskeySetupOption(_props: PasskeySlotProps) {
  return null;
}
