import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Browser,
  launch,
  open,
  recordRequests,
  type Served,
  screenshot,
  serve,
  skipBrowser,
} from './browser.js';

/** /docs in the browser, and the 429 of a tight rate limit shown to the user. */
describe.skipIf(skipBrowser())('API reference and rate-limit display in a real browser', () => {
  let browser: Browser;
  const servers: Served[] = [];

  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
    for (const served of servers) await served.app.close();
  });

  it('renders every operation of the OpenAPI document at /docs, from local files, and "try it" calls the service', async () => {
    const served = await serve();
    servers.push(served);
    const tab = await browser.context.newPage();
    const urls = recordRequests(tab);
    await tab.goto(`${served.base}/docs`);
    await tab.waitForSelector('.opblock');
    const doc = (await (await fetch(`${served.base}/api/v1/openapi.json`)).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    const operations = Object.values(doc.paths).reduce((n, ops) => n + Object.keys(ops).length, 0);
    await expect.poll(() => tab.locator('.opblock').count()).toBe(operations);
    const paths = await tab.$$eval('.opblock-summary-path', (nodes) =>
      nodes.map((n) => n.textContent?.replace(/\u200b/g, '')),
    );
    expect(paths).toEqual(
      expect.arrayContaining(['/api/v1/validate', '/api/v1/generators', '/api/v1/{locale}/bulk']),
    );
    expect(await tab.textContent('.info .title')).toContain('Datos de prueba');
    await screenshot(tab, 'docs', false);
    await tab.locator('.opblock').first().scrollIntoViewIfNeeded();
    await screenshot(tab, 'docs-operations', false);

    // "Try it out" on GET /api/v1/generators against the running service.
    await tab.click('#operations-generation-listGenerators .opblock-summary');
    await tab.click('#operations-generation-listGenerators .try-out__btn');
    await tab.click('#operations-generation-listGenerators .execute');
    const status = tab
      .locator('#operations-generation-listGenerators .live-responses-table tr.response .response-col_status')
      .first();
    await expect.poll(() => status.textContent(), { timeout: 10_000 }).toContain('200');
    await status.scrollIntoViewIfNeeded();
    await screenshot(tab, 'docs-try-it', false);
    expect(urls.filter((url) => !url.startsWith(served.base) && !url.startsWith('data:'))).toEqual([]);
    await tab.close();
    // Swagger UI's 1.4 MB script takes a while to load and draw on a busy 2-core machine.
  }, 60_000);

  it('shows a 429 with the time at which requests are accepted again', async () => {
    // Two requests a minute: the page's catalog, one generation; the next one is refused.
    const served = await serve({ rateLimitPerMinute: 2 });
    servers.push(served);
    const tab = await open(browser, `${served.base}/?lang=es`);
    await tab.click('#gen-submit');
    await tab.waitForSelector('#gen-table tbody tr');
    await tab.click('#gen-submit');
    const alert = tab.locator('#gen-error');
    await expect.poll(() => alert.textContent()).toContain('Demasiadas peticiones seguidas');
    expect(await alert.textContent()).not.toMatch(/429|RATE_LIMIT|X-RateLimit/);
    const text = (await alert.textContent()) ?? '';
    expect(text).toMatch(/límite de 2 peticiones por minuto/);
    expect(text).toMatch(/a las \d{1,2}:\d{2}:\d{2} \(dentro de \d+ s\)/);
    await screenshot(tab, 'error-429');

    // The same in English, from a fresh page (the catalog request is refused too, and said so).
    const en = await open(browser, `${served.base}/?lang=en`, { waitReady: false });
    await expect.poll(() => en.textContent('#global-error')).toContain('Too many requests in a row');
    expect(await en.textContent('#global-error')).toMatch(
      /limit of 2 requests per minute\. You can try again at/,
    );
    await screenshot(en, 'error-429-en');
    await en.close();
    await tab.close();
  });
});
