import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { playgroundSession, screenshot, skipBrowser, tableHeaders } from './browser.js';

/** WCAG relative luminance contrast of two `rgb(...)` colours. */
function contrast(a: string, b: string): number {
  const luminance = (css: string) => {
    const [r, g, b2] = (css.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((v) => {
      const c = Number(v) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b2!;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

const box = async (tab: Page, selector: string) => (await tab.locator(selector).boundingBox())!;

/** The smallest visible control (button, input, select, link, tab) on screen: its size and id. */
function smallestTarget(tab: Page) {
  return tab.evaluate(() => {
    let smallest = { size: Number.POSITIVE_INFINITY, what: '' };
    for (const control of document.querySelectorAll('button, input, select, a[href], [role="tab"]')) {
      const rect = control.getBoundingClientRect();
      if (rect.width === 0 || control.closest('[hidden]') || control.classList.contains('skip')) continue;
      const size = Math.min(rect.width, rect.height);
      if (size < smallest.size)
        smallest = { size, what: control.id || control.textContent || control.tagName };
    }
    return smallest;
  });
}

/** Layout of the playground in Chromium: the compact field editor, settings per format, phone, targets, focus. */
describe.skipIf(skipBrowser())('playground layout in a real browser', () => {
  const session = playgroundSession();
  const page = (lang?: string) => session.page(lang);

  it('bulk: eight fields are one aligned line each, the buttons stay close, and the keyboard reorders them', async () => {
    const tab = await page();
    await tab.click('#tab-bulk');
    for (let i = 0; i < 4; i++) await tab.click('#bulk-add-field');
    const rows = tab.locator('#bulk-fields .field-row');
    expect(await rows.count()).toBe(8);
    const names = await Promise.all([...Array(8).keys()].map((i) => box(tab, `#bf-${i}-name`)));
    const types = await Promise.all([...Array(8).keys()].map((i) => box(tab, `#bf-${i}-type`)));
    // One line per field: name and type side by side, every line the same height, the columns aligned.
    for (let i = 0; i < 8; i++) {
      expect(Math.abs(names[i]!.y - types[i]!.y)).toBeLessThan(2);
      expect(names[i]!.x).toBe(names[0]!.x);
      expect(types[i]!.x).toBe(types[0]!.x);
      expect((await rows.nth(i).boundingBox())!.height).toBeLessThan(70);
    }
    const offset = (await box(tab, '#bulk-preview')).y - (await box(tab, '#bulk-fields')).y;
    expect(offset).toBeLessThan(900);
    await screenshot(tab, 'bulk-eight-fields');

    // Up and down buttons, by keyboard: the field moves and the focus moves with it.
    await tab.focus('#bf-1-down');
    await tab.keyboard.press('Enter');
    expect(await tab.inputValue('#bf-1-name')).toBe('email');
    expect(await tab.inputValue('#bf-2-name')).toBe('dni');
    expect(await tab.evaluate<string>('document.activeElement.id')).toBe('bf-2-down');
    await tab.keyboard.press('Space');
    expect(await tab.inputValue('#bf-3-name')).toBe('dni');
    await tab.focus('#bf-3-up');
    for (let i = 0; i < 4; i++) await tab.keyboard.press('Enter');
    // Past the top nothing moves.
    expect(await tab.inputValue('#bf-0-name')).toBe('dni');
    expect(await tab.inputValue('#bf-1-name')).toBe('nombre');
    expect(await tab.getAttribute('#bf-0-up', 'aria-label')).toBe('Subir el campo 1');
    await tab.click('#bulk-preview');
    await expect
      .poll(() => tableHeaders(tab, '#bulk-table'))
      .toEqual(['dni', 'nombre', 'email', 'iban', 'campo5', 'campo6', 'campo7', 'campo8']);
    await tab.close();
  });

  it('bulk: CSV and SQL settings are shown only for their format', async () => {
    const tab = await page();
    await tab.click('#tab-bulk');
    const shown = async () =>
      Object.fromEntries(
        await Promise.all(
          [
            '#bulk-dialect',
            '#bulk-create-table',
            '#bulk-csv-delimiter',
            '#bulk-csv-bom',
            '#bulk-tablename',
          ].map(async (id) => [id, await tab.isVisible(id)] as const),
        ),
      );
    await tab.selectOption('#bulk-format', 'json');
    expect(Object.values(await shown())).toEqual([false, false, false, false, false]);
    await tab.selectOption('#bulk-format', 'csv');
    expect(await shown()).toMatchObject({
      '#bulk-csv-delimiter': true,
      '#bulk-csv-bom': true,
      '#bulk-dialect': false,
    });
    await tab.selectOption('#bulk-format', 'sql');
    expect(await shown()).toMatchObject({
      '#bulk-dialect': true,
      '#bulk-create-table': true,
      '#bulk-tablename': true,
      '#bulk-csv-delimiter': false,
    });
    await tab.close();
  });

  it('desktop: the generator list and the seed box are wide enough to read', async () => {
    const tab = await page();
    expect((await box(tab, '#gen-generator')).width).toBeGreaterThan(400);
    expect((await box(tab, '#gen-seed')).width).toBeGreaterThan(250);
    await tab.click('#tab-bulk');
    expect((await box(tab, '#bulk-seed')).width).toBeGreaterThan(250);
    await tab.close();
  });

  it('phone: a compact header, no control under 24 px, and the field editor without sideways scrolling', async () => {
    const tab = await page();
    await tab.setViewportSize({ width: 390, height: 844 });
    expect((await box(tab, 'header.top')).height).toBeLessThan(844 / 6);
    expect((await smallestTarget(tab)).size).toBeGreaterThanOrEqual(24);
    await tab.click('#tab-bulk');
    for (let i = 0; i < 4; i++) await tab.click('#bulk-add-field');
    expect((await smallestTarget(tab)).size).toBeGreaterThanOrEqual(24);
    expect(
      await tab.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth'),
    ).toBeLessThanOrEqual(0);
    const row = (await tab.locator('#bulk-fields .field-row').first().boundingBox())!;
    expect(row.height).toBeLessThan(260);
    await screenshot(tab, 'phone-bulk-eight-fields');
    await tab.setViewportSize({ width: 1280, height: 900 });
    expect((await smallestTarget(tab)).size).toBeGreaterThanOrEqual(24);
    await tab.close();
  });

  it('the focus ring in the red header has at least 3:1 contrast against it', async () => {
    const tab = await page();
    for (const id of ['docs-link', 'lang']) {
      await tab.focus(`#${id}`);
      // Keyboard focus, so :focus-visible applies to the link as well.
      await tab.keyboard.press('Shift+Tab');
      await tab.keyboard.press('Tab');
      const colours = await tab.evaluate((focusedId) => {
        const el = document.getElementById(focusedId)!;
        return {
          active: document.activeElement?.id,
          ring: getComputedStyle(el).outlineColor,
          style: getComputedStyle(el).outlineStyle,
          header: getComputedStyle(document.querySelector('header.top')!).backgroundColor,
        };
      }, id);
      expect(colours.active).toBe(id);
      expect(colours.style).not.toBe('none');
      expect(contrast(colours.ring, colours.header)).toBeGreaterThanOrEqual(3);
    }
    await tab.close();
  });
});
