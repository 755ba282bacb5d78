/**
 * What the device list shows of a sign-in: a short German name of browser and system read from the
 * user agent, and the client address shortened to its network (never the full address).
 */
import { isIPv4, isIPv6 } from 'node:net';

/** Browsers, most specific first (Edge and Opera also say 'Chrome', Chrome also says 'Safari'). */
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

/** Systems, most specific first (an iPhone's agent also says 'Mac OS X', Android's 'Linux'). */
const SYSTEMS: [RegExp, string][] = [
  [/\biPhone\b/, 'auf dem iPhone'],
  [/\biPad\b/, 'auf dem iPad'],
  [/\bAndroid\b/, 'unter Android'],
  [/\bCrOS\b/, 'unter ChromeOS'],
  [/\bWindows\b/, 'unter Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'unter macOS'],
  [/\bLinux\b/, 'unter Linux'],
];

export const UNKNOWN_DEVICE = 'Unbekanntes Gerät';

const match = (table: [RegExp, string][], text: string) => table.find(([re]) => re.test(text))?.[1];

/** 'Chrome unter Windows', 'Safari auf dem iPhone', 'Browser unter Linux' or 'Unbekanntes Gerät'. */
export function deviceName(userAgent: string | undefined): string {
  const ua = (userAgent ?? '').slice(0, 512);
  const browser = match(BROWSERS, ua);
  const system = match(SYSTEMS, ua);
  if (!system) return browser ?? UNKNOWN_DEVICE;
  return `${browser ?? 'Browser'} ${system}`;
}

/** The eight 16-bit groups of an IPv6 address (an embedded IPv4 tail counts as two). */
function ipv6Groups(ip: string): number[] {
  const [head = '', tail = ''] = ip.split('::');
  const part = (s: string) =>
    s === ''
      ? []
      : s.split(':').flatMap((g) => {
          if (!g.includes('.')) return [Number.parseInt(g, 16)];
          const [a = 0, b = 0, c = 0, d = 0] = g.split('.').map(Number);
          return [(a << 8) | b, (c << 8) | d];
        });
  const front = part(head);
  const back = part(tail);
  return [...front, ...new Array(8 - front.length - back.length).fill(0), ...back];
}

/** The network of a client address: IPv4 /24 ('192.0.2.0/24'), IPv6 /48 ('2001:db8:1::/48'). */
export function ipPrefix(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  const v4 = mapped ?? ip;
  if (isIPv4(v4)) return `${v4.split('.').slice(0, 3).join('.')}.0/24`;
  const plain = ip.split('%')[0] ?? '';
  if (!isIPv6(plain)) return 'unbekannt';
  const groups = ipv6Groups(plain)
    .slice(0, 3)
    .map((g) => g.toString(16));
  return `${groups.join(':')}::/48`;
}
