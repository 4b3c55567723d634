import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PROBLEM_CODES, playgroundSession, screenshot, skipBrowser } from './browser.js';

/**
 * The service's failures said from their problem codes, at 390 and 1280 px:
 * the control named as the form names it, outlined and focused; for too many
 * rows, the total asked for and the tables that make it. Never a status, an
 * error code, a parameter's API name or a second language.
 */
const WIDTHS = [390, 1280] as const;
const INTERNAL =
  /\b(400|413|INVALID_PARAMS|COUNT_LIMIT_EXCEEDED|unknown table|count\.per|minAge|maxAge|tables)\b/;
const focused = (tab: Page) => tab.evaluate<string>("document.activeElement?.id ?? ''");

describe.skipIf(skipBrowser() || !PROBLEM_CODES)('errors in words at 390 and 1280 px', () => {
  const session = playgroundSession();
  const page = async (width: number, lang = 'es', hash = '') => {
    const tab = await session.browser.context.newPage();
    await tab.setViewportSize({ width, height: width < 500 ? 844 : 900 });
    await tab.goto(`${session.served.base}/?lang=${lang}${hash}`);
    await tab.waitForSelector('body[data-ready="true"]');
    return tab;
  };

  it.each(WIDTHS)(
    'a parent table left unchosen names "Tabla padre", outlines and focuses it at %i px',
    async (width) => {
      const tab = await page(width, 'es', '#dataset');
      await tab.click('#ds-example');
      await tab.selectOption('#ds-t1-per', '');
      await tab.click('#ds-preview');
      const alert = tab.locator('#ds-error');
      await expect.poll(() => alert.textContent()).toContain('Elige una tabla');
      const text = (await alert.textContent()) ?? '';
      expect(text).toContain('Tabla padre');
      expect(text).not.toMatch(INTERNAL);
      expect(text).not.toContain('«»');
      expect(await tab.getAttribute('#ds-t1-per', 'aria-invalid')).toBe('true');
      expect(await focused(tab)).toBe('ds-t1-per');
      expect(await tab.$$eval('.dataset-table.invalid', (boxes) => boxes.map((b) => b.id))).toEqual([
        'ds-t1-box',
      ]);
      await screenshot(tab, `dataset-parent-unchosen-${width}`, false);
      await tab.close();
    },
  );

  it.each(WIDTHS)(
    'too many rows: the total asked for, the tables by size, the largest one focused at %i px',
    async (width) => {
      const tab = await page(width, 'es', '#dataset');
      await tab.click('#ds-example');
      await tab.fill('#ds-t0-count', '10000');
      await tab.click('#ds-download');
      const alert = tab.locator('#ds-error');
      await expect.poll(() => alert.textContent()).toContain('filas en total y el máximo es 50.000');
      const text = (await alert.textContent()) ?? '';
      expect(text).toMatch(/Se pedirían [\d.]+ filas en total/);
      expect(text).toMatch(
        /de más a menos: movimientos \([\d.]+\), cuentas \([\d.]+\), clientes \(10\.000\)/,
      );
      expect(text).not.toMatch(INTERNAL);
      expect(text).not.toContain('Dónde');
      // Movimientos makes most of them: its "maximum per row" is where to reduce.
      expect(await tab.$$eval('.dataset-table.invalid', (boxes) => boxes.map((b) => b.id))).toEqual([
        'ds-t2-box',
      ]);
      expect(await focused(tab)).toBe('ds-t2-max');
      expect(await tab.getAttribute('#ds-t2-max', 'aria-invalid')).toBe('true');
      await screenshot(tab, `dataset-too-many-rows-${width}`, false);
      await tab.close();
    },
  );

  it.each(WIDTHS)(
    'minimum age above maximum: in words, then in English after a switch, at %i px',
    async (width) => {
      const tab = await page(width);
      await tab.selectOption('#gen-generator', 'identity');
      await tab.fill('#gen-opt-minAge', '60');
      await tab.fill('#gen-opt-maxAge', '20');
      await tab.click('#gen-submit');
      const alert = tab.locator('#gen-error');
      await expect.poll(() => alert.textContent()).toContain('El mínimo (60) es mayor que el máximo (20).');
      expect(await alert.textContent()).toContain('Dónde: Edad mínima');
      expect(await alert.textContent()).not.toMatch(INTERNAL);
      expect(await focused(tab)).toBe('gen-opt-minAge');
      await tab.selectOption('#lang', 'en');
      await expect.poll(() => alert.textContent()).toContain('The minimum (60) is above the maximum (20).');
      expect(await alert.textContent()).toContain('Where: Minimum age');
      expect(await alert.textContent()).not.toMatch(/mínimo|Dónde|Edad/);
      await screenshot(tab, `min-age-above-max-en-${width}`, false);
      await tab.close();
    },
  );
});
