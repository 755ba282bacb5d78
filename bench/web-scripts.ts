/**
 * What the web benchmarks (web.ts, web-languages.ts) share: the phone they load pages on, the servers
 * they compare, and the record of the JavaScript a page fetches.
 */
import { gzipSync } from 'node:zlib';
import type { BrowserContext, Page } from 'playwright-core';

export const ORDER_PAGE = '/s/GYMSEE/SA2026';
/** BENCH_WEB_BASE_DIST: a build of the baseline (e.g. main, built in a separate worktree), served beside. */
export const BASELINE_LABEL = process.env.BENCH_BASELINE_LABEL ?? 'Basis-Build';
export const LONG = { timeout: 120_000 };

/** The order page's confirmation (in German), and the form behind it. */
export const confirmInstitution = async (page: Page) => {
  await page.getByRole('button', { name: 'Bestätigen' }).click(LONG);
};

/** Lighthouse's mobile device (Moto G Power), a German-speaking visitor. */
export const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  locale: 'de-DE',
};

export interface Served {
  url: string;
  close(): Promise<void>;
}

export const kb = (bytes: number) => bytes / 1024;

export interface ScriptLoad {
  url: string;
  encoding: string;
  /** Body bytes as they came over the network (compressed when the server compressed). */
  wire: number;
}

interface ScriptRecord {
  /** Every script fetched so far, in the order of their responses. */
  scripts(): ScriptLoad[];
  /** Documents fetched so far (a reload or navigation fetches one more). */
  documents(): number;
}

/** Records the scripts (and documents) the page fetches from now on, without cache, as `acceptEncoding` allows. */
export async function recordScripts(
  context: BrowserContext,
  page: Page,
  acceptEncoding: string,
): Promise<ScriptRecord> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.setExtraHTTPHeaders', { headers: { 'Accept-Encoding': acceptEncoding } });
  const scripts = new Map<string, ScriptLoad>();
  let documents = 0;
  cdp.on('Network.requestWillBeSent', (e) => {
    if (e.type === 'Document') documents++;
  });
  cdp.on('Network.responseReceived', (e) => {
    // Module preloads count as 'Other', not 'Script': the MIME type tells JavaScript apart.
    if (!e.response.mimeType.includes('javascript')) return;
    const headers = Object.fromEntries(
      Object.entries(e.response.headers).map(([k, v]) => [k.toLowerCase(), v]),
    );
    scripts.set(e.requestId, {
      url: e.response.url,
      encoding: String(headers['content-encoding'] ?? 'identity'),
      wire: 0,
    });
  });
  cdp.on('Network.dataReceived', (e) => {
    const s = scripts.get(e.requestId);
    if (s) s.wire += e.encodedDataLength;
  });
  return { scripts: () => [...scripts.values()], documents: () => documents };
}

export interface ScriptSizes {
  count: number;
  /** Bytes on the wire as recorded. */
  wire: number;
  /** The same files uncompressed, and gzipped at level 9 (the "KB gzip"). */
  raw: number;
  gzip9: number;
}

/** The recorded scripts' sizes: on the wire, and their bodies fetched again uncompressed and gzipped. */
export async function scriptSizes(list: ScriptLoad[]): Promise<ScriptSizes> {
  const bodies = await Promise.all(
    list.map(async (s) =>
      Buffer.from(await (await fetch(s.url, { headers: { 'Accept-Encoding': 'identity' } })).arrayBuffer()),
    ),
  );
  return {
    count: list.length,
    wire: list.reduce((n, s) => n + s.wire, 0),
    raw: bodies.reduce((n, b) => n + b.length, 0),
    gzip9: bodies.reduce((n, b) => n + gzipSync(b, { level: 9 }).length, 0),
  };
}
