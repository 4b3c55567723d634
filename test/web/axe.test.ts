import { describe, expect, it } from 'vitest';
import { axeViolations } from './axe.js';
import { playgroundSession, skipBrowser } from './browser.js';

/** axe (WCAG 2.2 A and AA rules) on every screen of the playground and on /docs, at 390 and 1280 px. */
describe.skipIf(skipBrowser())('axe finds no critical or serious violation', () => {
  const session = playgroundSession();

  it.each([390, 1280])(
    '/docs at %i px',
    async (width) => {
      const tab = await session.browser.context.newPage();
      await tab.setViewportSize({ width, height: 844 });
      await tab.goto(`${session.served.base}/docs`);
      await tab.waitForSelector('.opblock');
      expect(await axeViolations(tab)).toEqual([]);
      await tab.close();
      // axe over Swagger UI's whole page takes 20-25 s on a busy 2-core machine.
    },
    90_000,
  );

  it.each([390, 1280])('/docs/es, the short reference in Spanish, at %i px', async (width) => {
    const tab = await session.browser.context.newPage();
    await tab.setViewportSize({ width, height: 844 });
    await tab.goto(`${session.served.base}/docs/es`);
    expect(await axeViolations(tab)).toEqual([]);
    await tab.close();
  });

  it.each([390, 1280])(
    'every tab of the playground, with results and an error on screen, at %i px',
    async (width) => {
      const tab = await session.page();
      await tab.setViewportSize({ width, height: 844 });
      await tab.selectOption('#gen-generator', 'passport');
      await tab.click('#gen-submit');
      await tab.waitForSelector('#gen-table tbody tr');
      expect(await axeViolations(tab), 'generate').toEqual([]);
      await tab.click('#tab-bulk');
      await tab.fill('#bf-2-nullable', '150');
      await tab.click('#bulk-preview');
      await tab.waitForSelector('#bulk-error:not([hidden])');
      expect(await axeViolations(tab), 'bulk').toEqual([]);
      await tab.click('#tab-dataset');
      await tab.click('#ds-example');
      await tab.click('#ds-preview');
      await tab.waitForSelector('#ds-result:not([hidden])');
      expect(await axeViolations(tab), 'dataset').toEqual([]);
      await tab.click('#tab-validate');
      await tab.fill('#val-value', 'ES9121000418450200051333');
      await tab.click('#val-submit');
      await tab.waitForSelector('#val-verdict');
      expect(await axeViolations(tab), 'validate').toEqual([]);
      await tab.close();
    },
    90_000,
  );
});
