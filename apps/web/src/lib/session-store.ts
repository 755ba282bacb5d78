/** The one session store: persisted in localStorage, readable outside React, synced across tabs. */
import { useSyncExternalStore } from 'react';
import { type AuthState, emptySession, loadSession, SESSION_STORAGE_KEY, saveSession } from './session';

function storage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null;
  }
}

let state: AuthState = loadSession(storage());
const listeners = new Set<() => void>();

function emit(): void {
  for (const l of listeners) l();
}

export const getSession = (): AuthState => state;

/** Replaces the session (value or updater) and persists it. */
export function setSession(next: AuthState | ((s: AuthState) => AuthState)): void {
  state = typeof next === 'function' ? next(state) : next;
  saveSession(storage(), state);
  emit();
}

/** Clears token, times, tenant and user data (docs/product.md#behaviour logout). */
export const clearSession = (): void => setSession(emptySession());

let loggingOut = false;

/** True while a logout navigates away; guards then must not send the user to login instead. */
export const isLoggingOut = (): boolean => loggingOut;

/** Clears the session, then runs `leave` (navigation home) while guards stand still. */
export async function logoutAndLeave(leave: () => Promise<void> | void): Promise<void> {
  loggingOut = true;
  try {
    clearSession();
    await leave();
  } finally {
    loggingOut = false;
  }
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const useSession = (): AuthState => useSyncExternalStore(subscribeSession, getSession, getSession);

// Another tab logged in, out or switched the tenant: follow it.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (e.key !== SESSION_STORAGE_KEY) return;
    state = loadSession(storage());
    emit();
  });
}
