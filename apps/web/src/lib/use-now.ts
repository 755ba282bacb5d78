/** The current time, updated every second (the card app's live code and the verifier's clock). */
import { useEffect, useState } from 'react';

export function useNow(tickMs = 1000): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), tickMs);
    return () => clearInterval(id);
  }, [tickMs]);
  return now;
}

/** HH:MM:SS in German time, as the live element and the verifier's clock show it. */
export const clockText = (ms: number) =>
  new Date(ms).toLocaleTimeString('de-DE', { timeZone: 'Europe/Berlin', hour12: false });
