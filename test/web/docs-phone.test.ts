import { describe, expect, it } from 'vitest';
import { playgroundSession, screenshot, skipBrowser } from './browser.js';

/**
 * /docs and its short Spanish sibling /docs/es on a phone (390 px, as a
 * phone browser lays a page out) and a desktop: the page's own width, the
 * way back to the playground, and every operation named in Spanish.
 */
describe.skipIf(skipBrowser())('/docs and /docs/es at 390 and 1280 px', () => {
  const session = playgroundSession();
  const phone = { isMobile: true, hasTouch: true, viewport: { width: 390, height: 844 }, locale: 'es-ES' };

  it('/docs: laid out for the phone’s width, with a way back to the playground and to the Spanish reference', async () => {
    // A separate, mobile context: without a viewport tag a phone lays the page out 980 px wide.
    const context = await session.browser.context.browser()?.newContext(phone);
    const tab = context ? await context.newPage() : await session.browser.context.newPage();
    if (!context) await tab.setViewportSize(phone.viewport);
    await tab.goto(`${session.served.base}/docs`);
    await tab.waitForSelector('.opblock');
    expect(await tab.getAttribute('meta[name="viewport"]', 'content')).toContain('width=device-width');
    expect(await tab.evaluate(() => innerWidth)).toBe(390);
    expect(await tab.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBeLessThanOrEqual(
      0,
    );
    expect(await tab.getAttribute('.docs-bar a[href="/"]', 'href')).toBe('/');
    expect(await tab.getAttribute('.docs-bar a[hreflang="es"]', 'href')).toBe('/docs/es');
    await screenshot(tab, 'docs-phone', false);
    await tab.click('.docs-bar a[href="/"]');
    await tab.waitForSelector('body[data-ready="true"]');
    expect(new URL(tab.url()).pathname).toBe('/');
    await tab.close();
    await context?.close();
  });

  it.each([390, 1280])(
    '/docs/es names every operation of the OpenAPI document, in Spanish, at %i px',
    async (width) => {
      const tab = await session.browser.context.newPage();
      await tab.setViewportSize({ width, height: 844 });
      const response = await tab.goto(`${session.served.base}/docs/es`);
      expect(response?.headers()['content-security-policy']).toContain("default-src 'self'");
      expect(await tab.getAttribute('html', 'lang')).toBe('es');
      const doc = (await (await fetch(`${session.served.base}/api/v1/openapi.json`)).json()) as {
        paths: Record<string, Record<string, unknown>>;
      };
      const operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
        Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`),
      );
      const named = await tab.$$eval('main td:first-child code', (cells) => cells.map((c) => c.textContent));
      expect(named.sort()).toEqual(operations.sort());
      expect(await tab.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBeLessThanOrEqual(
        0,
      );
      expect(await tab.getAttribute('a[href="/"]', 'href')).toBe('/');
      expect(await tab.getAttribute('a[href="/docs"]', 'hreflang')).toBe('en');
      await screenshot(tab, `docs-es-${width}`);
      await tab.close();
    },
  );

  it('the playground’s link goes to the reference in the page’s language', async () => {
    const tab = await session.page('es');
    expect(await tab.getAttribute('#docs-link', 'href')).toBe('/docs/es');
    await tab.selectOption('#lang', 'en');
    await expect.poll(() => tab.getAttribute('#docs-link', 'href')).toBe('/docs');
    await tab.close();
  });
});
