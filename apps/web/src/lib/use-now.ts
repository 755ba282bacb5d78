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

/** HH:MM:SS in the device's own time zone, as its status bar shows it (the checker compares the two). */
export const clockText = (ms: number) => new Date(ms).toLocaleTimeString('de-DE', { hour12: false });
