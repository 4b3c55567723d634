import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../src/app.js';
import type { Config } from '../../src/config.js';

/**
 * Real-browser harness: Debian's Chromium driven by playwright-core against
 * the app listening on a loopback port. Without Chromium the browser tests
 * are skipped, unless REQUIRE_SERVICES=1 (CI), where they fail.
 */
export const CHROMIUM = '/usr/bin/chromium';
export const HAS_CHROMIUM = existsSync(CHROMIUM);
export const REQUIRED = process.env.REQUIRE_SERVICES === '1';
export const SKIP_REASON = `browser tests skipped: Chromium not found at ${CHROMIUM} (apt-get install chromium, or scripts/setup-services.sh)`;
/**
 * Whether the service names each failure's problem by a code (`details.problem`,
 * docs/api.md, Errors). Until it does, the page says what the details' bounds
 * imply, and the tests of code-only problems (a dataset's unknown field, too
 * many rows) are skipped.
 */
export const PROBLEM_CODES = existsSync(
  join(import.meta.dirname, '..', '..', 'src', 'errors', 'problems.ts'),
);
export const SCREENSHOTS = join(import.meta.dirname, '..', '..', 'test-artifacts', 'screenshots');

/** True when the browser tests must be skipped; says why once. */
export function skipBrowser(): boolean {
  if (HAS_CHROMIUM || REQUIRED) return false;
  console.warn(SKIP_REASON);
  return true;
}

export interface Served {
  readonly app: FastifyInstance;
  readonly base: string;
}

export async function serve(overrides: Partial<Config> = {}): Promise<Served> {
  const app = await buildApp({ logLevel: 'silent', rateLimitPerMinute: 1_000_000, ...overrides });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, base };
}

export interface Browser {
  readonly context: BrowserContext;
  close(): Promise<void>;
}

export async function launch(): Promise<Browser> {
  if (!HAS_CHROMIUM) throw new Error(`Chromium not found at ${CHROMIUM} and REQUIRE_SERVICES=1`);
  const profile = mkdtempSync(join(tmpdir(), 'datos-prueba-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
    locale: 'es-ES',
    acceptDownloads: true,
    viewport: { width: 1280, height: 900 },
  });
  // Fail an action well inside the test's own timeout, with Playwright's message naming the selector.
  context.setDefaultTimeout(10_000);
  return {
    context,
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** The service and Chromium of one describe block, and a way to open the playground in them. */
export interface PlaygroundSession {
  readonly served: Served;
  readonly browser: Browser;
  /** A fresh tab on the playground in `lang`, once it has loaded its catalog. */
  page(lang?: string): Promise<Page>;
}

/**
 * Starts the service and Chromium before the block's tests and closes both
 * after them (call it inside a describe). `clipboard`: the page may read and
 * write the clipboard, for the copy buttons.
 */
export function playgroundSession({ clipboard = false } = {}): PlaygroundSession {
  let served: Served | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    served = await serve();
    browser = await launch();
    if (clipboard)
      await browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: served.base });
  });
  afterAll(async () => {
    await browser?.close();
    await served?.app.close();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('playgroundSession: used before its beforeAll ran');
    return value;
  };
  return {
    get served() {
      return started(served);
    },
    get browser() {
      return started(browser);
    },
    page(lang = 'es') {
      return open(started(browser), `${started(served).base}/?lang=${lang}`);
    },
  };
}

/** A fresh tab on `path`, once the playground has loaded its catalog. */
export async function open(browser: Browser, url: string, { waitReady = true } = {}): Promise<Page> {
  const page = await browser.context.newPage();
  await page.goto(url);
  if (waitReady) await page.waitForSelector('body[data-ready="true"]');
  return page;
}

export async function screenshot(page: Page, name: string, fullPage = true): Promise<string> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const path = join(SCREENSHOTS, `${name}.png`);
  await page.screenshot({ path, fullPage });
  return path;
}

/** Collects every URL the page asks for, to prove nothing leaves the service's origin. */
export function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    urls.push(request.url());
  });
  return urls;
}

/** The text cells of a rendered result table, row by row (row number column left out). */
export async function tableRows(page: Page, container: string): Promise<string[][]> {
  return page.$$eval(`${container} tbody tr`, (rows) =>
    rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent ?? '')),
  );
}

export async function tableHeaders(page: Page, container: string): Promise<string[]> {
  return page.$$eval(`${container} thead th`, (cells) =>
    cells.slice(1).map((cell) => cell.textContent ?? ''),
  );
}
