/**
 * Benchmark (numbers printed, never asserted): the public pages on a phone. Builds the web app for
 * production when needed (scripts/ensure-web-build.mjs; BENCH_WEB_DIST measures another build), serves
 * it with the real server in-process on a fresh demo database, and loads the landing page and the demo
 * order page (/s/GYMSEE/SA2026) and the login page in headless Chromium, each as a first-time visitor (no cache):
 *
 * - JS the page loads until it shows what it is for and the network is idle: on the wire with brotli, on
 *   the wire with gzip only, and the same files gzipped at level 9 (the "KB gzip"), next to their
 *   uncompressed size; and once more for the order page scrolled down to its card preview (the card
 *   layout and the barcode library load when the preview comes near the screen).
 * - LCP (median of BENCH_WEB_RUNS cold loads) with a phone viewport, CPU slowed down 4× and a slow-4G-like
 *   network (Lighthouse's DevTools throttling: 562.5 ms RTT, 1.6 Mbit/s down, 750 kbit/s up), by CDP.
 * - Lighthouse's mobile performance score and LCP of the order page, when the lighthouse package is
 *   installed (a devDependency; it runs offline against CHROME_PATH or /usr/bin/chromium).
 * - Phone screenshots of the landing page and the order page under test-results/bench/ (to look at).
 * - The login page's JS, as the others; and 'Umsatz-Auswertung' from the click on its menu entry until
 *   the chart's bars are drawn (signed in as the super admin, CPU slowed down 4×), with the JS it loads.
 *
 * With BENCH_BASE (the root of a baseline checkout, built) or BENCH_WEB_BASE_DIST (a baseline build),
 * the baseline build is served beside and measured in the same run: each row then names its ratio.
 * BENCH_WEB_QUICK=1 leaves out LCP, screenshots and Lighthouse.
 */
import { execSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Browser, type BrowserContext, type CDPSession, chromium, type Page } from 'playwright-core';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';
import { seedDemoData } from '../apps/server/src/db/seed/seed';
import { createFileStore } from '../apps/server/src/platform/file-store';
import { configuredSecretBox } from '../apps/server/src/platform/secret-box';
import { CHROMIUM_ARGS, findChromium } from '../apps/web/e2e/chromium';
import { nextCode } from '../apps/web/e2e/one-time-codes';
import { recordBench } from './report';
import { benchLanguages } from './web-languages';
import {
  BASELINE_LABEL,
  confirmInstitution,
  kb,
  LONG,
  ORDER_PAGE,
  PHONE,
  recordScripts,
  type ScriptLoad,
  type Served,
  scriptSizes,
} from './web-scripts';

const ROOT = path.resolve(import.meta.dirname, '..');
const CHROMIUM = process.env.CHROME_PATH || findChromium() || '/usr/bin/chromium';
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 3);

interface BenchPage {
  name: string;
  path: string;
  goalKb?: number;
  /** Waits until the page shows what a visitor first sees (the network may still be busy). */
  ready(page: Page): Promise<void>;
  /** What the visitor does next, for the page's later loads (e.g. scrolling to the preview). */
  next?(page: Page): Promise<void>;
}

/** Scrolls to the card preview and waits for its barcode bars (card layout and bwip-js load on the way). */
const showPreview = async (page: Page) => {
  await confirmInstitution(page);
  await page.locator('aside[aria-label="Vorschau"]').scrollIntoViewIfNeeded(LONG);
  await page.locator('[data-testid=card-preview] image[href^="data:image/svg"]').first().waitFor(LONG);
};

const PAGES: BenchPage[] = [
  {
    name: 'Startseite',
    path: '/',
    goalKb: 150,
    ready: (page) => page.getByRole('button', { name: 'Ausweis erstellen' }).waitFor(LONG),
  },
  {
    name: 'Bestellseite',
    path: ORDER_PAGE,
    goalKb: 200,
    ready: (page) => page.getByRole('button', { name: 'Bestätigen' }).waitFor(LONG),
  },
  {
    name: 'Anmeldeseite',
    path: '/login',
    goalKb: 200,
    ready: (page) => page.getByLabel(/^E-Mail/).waitFor(LONG),
  },
  {
    name: 'Bestellseite bis zur Vorschau gescrollt',
    path: ORDER_PAGE,
    ready: (page) => page.getByRole('button', { name: 'Bestätigen' }).waitFor(LONG),
    next: showPreview,
  },
];
/** Lighthouse's DevTools "slow 4G" throttling (its phone: PHONE). */
const SLOW_4G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};
const SCREENSHOT_DIR = path.join(ROOT, 'test-results/bench');

/** The real app on a fresh PGlite database with the demo data, listening on a free port. */
async function serve(webDist: string): Promise<Served> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ausweis-bench-web-'));
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    DEMO_DATA: '1',
    WEB_DIST: webDist,
    LOG_LEVEL: 'warn',
    PORT: '3000',
  });
  const database = await openDatabase(config);
  await database.migrate();
  await seedDemoData(database.db, {
    files: createFileStore(config.filesDir),
    secrets: configuredSecretBox(config),
  });
  const app = await buildApp({ config, database, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Opens a page, waits until it shows what it is for (and what the visitor does next) and the network is quiet. */
async function openReady(page: Page, base: string, p: BenchPage, withNext = true): Promise<void> {
  await page.goto(base + p.path, LONG);
  await p.ready(page);
  if (withNext && p.next) await p.next(page);
  await page.waitForLoadState('networkidle', LONG);
}

/** Loads a page as a first-time visitor (fresh context, no cache) and lists the scripts it fetched. */
async function loadScripts(
  browser: Browser,
  url: string,
  p: BenchPage,
  acceptEncoding: string,
): Promise<ScriptLoad[]> {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const record = await recordScripts(context, page, acceptEncoding);
  await openReady(page, url, p);
  await context.close();
  return record.scripts();
}

interface Transfer {
  count: number;
  raw: number;
  gzip9: number;
  br: number;
  gz: number;
  encodings: string;
}

/** The JS of one page until it is ready and the network idle, as a first-time visitor loads it. */
async function transferOf(browser: Browser, base: string, p: BenchPage): Promise<Transfer> {
  const br = await loadScripts(browser, base, p, 'gzip, deflate, br');
  const gz = await loadScripts(browser, base, p, 'gzip, deflate');
  const sizes = await scriptSizes(br);
  const sum = (list: ScriptLoad[]) => list.reduce((n, s) => n + s.wire, 0);
  const encodings = (list: ScriptLoad[]) => [...new Set(list.map((s) => s.encoding))].join('/');
  return {
    count: sizes.count,
    raw: sizes.raw,
    gzip9: sizes.gzip9,
    br: sizes.wire,
    gz: sum(gz),
    encodings: `${encodings(br)} bzw. ${encodings(gz)}`,
  };
}

/** Each page's JS now and, when a baseline build is served too, with the baseline build. */
async function measureTransfer(browser: Browser, now: Served, baseline?: Served) {
  for (const p of PAGES) {
    const t = await transferOf(browser, now.url, p);
    const b = baseline ? await transferOf(browser, baseline.url, p) : undefined;
    console.log(
      `  ${p.name}: ${t.count} Skripte, ${kb(t.raw).toFixed(0)} KB unkomprimiert; Kodierung ${t.encodings}` +
        (b ? `; Basis ${b.count} Skripte, ${kb(b.raw).toFixed(0)} KB unkomprimiert` : ''),
    );
    const base = (n: number | undefined) =>
      n === undefined ? {} : { baseline: kb(n), baselineLabel: BASELINE_LABEL };
    recordBench({
      what: `${p.name}: JS gzip (Stufe 9)`,
      now: kb(t.gzip9),
      unit: 'KB',
      ...base(b?.gzip9),
      goal: p.goalKb ? `≤ ${p.goalKb} KB gzip` : undefined,
    });
    recordBench({
      what: `${p.name}: JS übertragen, Brotli`,
      now: kb(t.br),
      unit: 'KB',
      ...base(b?.br),
      goal: p.goalKb ? `≤ ${p.goalKb} KB` : undefined,
    });
    recordBench({ what: `${p.name}: JS übertragen, nur gzip`, now: kb(t.gz), unit: 'KB', ...base(b?.gz) });
    recordBench({
      what: `${p.name}: JS-Anfragen`,
      now: t.count,
      unit: 'Anfragen',
      ...(b ? { baseline: b.count, baselineLabel: BASELINE_LABEL } : {}),
    });
  }
}

const SUPER_ADMIN = 'superadmin@ausweisportal.example';
const DEMO_PASSWORD = 'Demo-Passwort-1';
const DESKTOP = { viewport: { width: 1366, height: 800 }, locale: 'de-DE' };

/**
 * 'Umsatz-Auswertung' as a super admin opens it: signed in, the dashboard idle, then from the click on
 * the menu entry until the chart's bars are drawn, with the CPU slowed down 4× (the machines here are
 * shared; the baseline build is measured in the same run). Also the JS loaded from the click on.
 */
async function reportOnce(browser: Browser, base: string): Promise<{ ms: number; js: number }> {
  const context = await browser.newContext(DESKTOP);
  const page = await context.newPage();
  await page.goto(`${base}/login`, LONG);
  await page.getByLabel(/^E-Mail/).fill(SUPER_ADMIN);
  const password = page.locator('input[type=password]');
  await password.fill(DEMO_PASSWORD);
  await password.press('Enter');
  // The demo super admin confirms with a code of the documented secret (a code per step, never reused).
  const code = page.getByLabel(/^Bestätigungscode/);
  await code.fill(await nextCode(base));
  await code.press('Enter');
  await page.waitForURL(/\/admin$/, LONG);
  await page.waitForLoadState('networkidle', LONG);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  let js = 0;
  const scripts = new Set<string>();
  cdp.on('Network.responseReceived', (e) => {
    if (e.response.mimeType.includes('javascript')) scripts.add(e.requestId);
  });
  cdp.on('Network.dataReceived', (e) => {
    if (scripts.has(e.requestId)) js += e.encodedDataLength;
  });
  const t = performance.now();
  await page.getByRole('link', { name: 'Umsatz-Auswertung' }).click(LONG);
  await page
    .getByRole('figure', { name: /^Bestätigte Bestellungen und Umsatz pro/ })
    .locator('svg rect')
    .first()
    .waitFor(LONG);
  const ms = performance.now() - t;
  await page.waitForLoadState('networkidle', LONG);
  await context.close();
  return { ms, js };
}

async function measureReport(browser: Browser, now: Served, baseline?: Served) {
  // Alternating with the baseline: on a busy machine both see the same load.
  const n: { ms: number; js: number }[] = [];
  const bs: { ms: number; js: number }[] = [];
  for (let i = 0; i < RUNS; i++) {
    n.push(await reportOnce(browser, now.url));
    if (baseline) bs.push(await reportOnce(browser, baseline.url));
  }
  const med = (list: { ms: number; js: number }[]) => ({
    ms: median(list.map((r) => r.ms)),
    js: median(list.map((r) => r.js)),
  });
  const nm = med(n);
  const b = baseline ? med(bs) : undefined;
  recordBench({
    what: 'Umsatz-Auswertung: Klick bis Diagramm (CPU ×4, Median)',
    now: nm.ms,
    unit: 'ms',
    ...(b ? { baseline: b.ms, baselineLabel: BASELINE_LABEL } : {}),
  });
  recordBench({
    what: 'Umsatz-Auswertung: JS ab dem Klick, Brotli',
    now: kb(nm.js),
    unit: 'KB',
    ...(b ? { baseline: kb(b.js), baselineLabel: BASELINE_LABEL } : {}),
  });
}

/** Records LCP and long tasks as the page goes; read after the network is idle. */
const OBSERVE = `(() => {
  const w = window;
  w.__perf = { lcp: 0, fcp: 0, longTasks: [] };
  new PerformanceObserver((l) => { for (const e of l.getEntries()) w.__perf.lcp = e.startTime; })
    .observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) if (e.name === 'first-contentful-paint') w.__perf.fcp = e.startTime; })
    .observe({ type: 'paint', buffered: true });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) w.__perf.longTasks.push([e.startTime, e.duration]); })
    .observe({ type: 'longtask', buffered: true });
})()`;

async function throttled(context: BrowserContext, page: Page): Promise<CDPSession> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return cdp;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

async function measureLcp(browser: Browser, base: string) {
  // LCP is about the first load: the pages as they open, without what the visitor does next.
  for (const p of PAGES.filter((page) => !page.next)) {
    const lcps: number[] = [];
    const tbts: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const context = await browser.newContext(PHONE);
      const page = await context.newPage();
      await page.addInitScript(OBSERVE);
      await throttled(context, page);
      await openReady(page, base, p, false);
      const perf = (await page.evaluate('window.__perf')) as {
        lcp: number;
        fcp: number;
        longTasks: [number, number][];
      };
      lcps.push(perf.lcp);
      // Blocking time after the first paint (Lighthouse's TBT runs to interactive; here to network idle).
      tbts.push(
        perf.longTasks.filter(([t]) => t >= perf.fcp).reduce((n, [, d]) => n + Math.max(0, d - 50), 0),
      );
      await context.close();
    }
    recordBench({
      what: `${p.name}: LCP Handy (CPU ×4, langsames 4G)`,
      now: median(lcps),
      unit: 'ms',
      goal: p.path === '/' ? undefined : '≤ 3000 ms',
    });
    recordBench({ what: `${p.name}: Blockierzeit nach FCP (CPU ×4)`, now: median(tbts), unit: 'ms' });
  }
}

/** Full-page phone screenshots of the landing page and of the order page with its preview, to look at. */
async function screenshots(browser: Browser, base: string) {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const shots: [BenchPage | undefined, string][] = [
    [PAGES[0], 'startseite-handy.png'],
    [PAGES[3], 'bestellseite-handy.png'],
  ];
  for (const [p, name] of shots) {
    if (!p) continue;
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    await openReady(page, base, p);
    const file = path.join(SCREENSHOT_DIR, name);
    await page.screenshot({ path: file, fullPage: true });
    await context.close();
    console.log(`  Bildschirmfoto: ${path.relative(ROOT, file)}`);
  }
}

/** Lighthouse (mobile, simulated throttling) for the order page, when the package is installed. */
async function lighthouseScore(base: string) {
  let lighthouse: typeof import('lighthouse').default;
  let launch: typeof import('chrome-launcher').launch;
  try {
    lighthouse = (await import('lighthouse')).default;
    launch = (await import('chrome-launcher')).launch;
  } catch {
    console.log('  Lighthouse ist nicht installiert: keine Bewertung.');
    return;
  }
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_ARGS, logLevel: 'silent' });
  try {
    const scores: number[] = [];
    const lcps: number[] = [];
    const tbts: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const result = await lighthouse(`${base}${ORDER_PAGE}`, {
        port: chrome.port,
        onlyCategories: ['performance'],
        logLevel: 'error',
        output: 'json',
      });
      const lhr = result?.lhr;
      if (!lhr) continue;
      scores.push(lhr.categories.performance?.score ?? 0);
      lcps.push(lhr.audits['largest-contentful-paint']?.numericValue ?? 0);
      tbts.push(lhr.audits['total-blocking-time']?.numericValue ?? 0);
    }
    recordBench({
      what: 'Lighthouse mobil, Bestellseite: Performance',
      now: median(scores),
      unit: 'Punkte',
      goal: '≥ 0,8',
    });
    recordBench({
      what: 'Lighthouse mobil, Bestellseite: LCP',
      now: median(lcps),
      unit: 'ms',
      goal: '≤ 3000 ms',
    });
    recordBench({ what: 'Lighthouse mobil, Bestellseite: TBT', now: median(tbts), unit: 'ms' });
  } finally {
    chrome.kill();
  }
}

export async function benchWeb(): Promise<void> {
  let webDist = process.env.BENCH_WEB_DIST;
  if (!webDist) {
    execSync('node scripts/ensure-web-build.mjs', { cwd: ROOT, stdio: 'inherit' });
    webDist = path.join(ROOT, 'apps/web/dist');
  }
  console.log(`\nWeb-App auf dem Handy (${path.relative(ROOT, webDist) || webDist}) …`);
  const server = await serve(path.resolve(webDist));
  const baseDist =
    process.env.BENCH_WEB_BASE_DIST ||
    (process.env.BENCH_BASE ? path.join(process.env.BENCH_BASE, 'apps/web/dist') : undefined);
  const baseline = baseDist ? await serve(path.resolve(baseDist)) : undefined;
  if (baseDist) console.log(`  Basis: ${baseDist}`);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    await measureTransfer(browser, server, baseline);
    await benchLanguages(browser, server, baseline);
    await measureReport(browser, server, baseline);
    if (process.env.BENCH_WEB_QUICK) return;
    await measureLcp(browser, server.url);
    await screenshots(browser, server.url);
    await lighthouseScore(server.url);
  } finally {
    await browser.close();
    await server.close();
    await baseline?.close();
  }
}
