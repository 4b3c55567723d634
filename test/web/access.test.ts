import { describe, expect, it } from 'vitest';
import { playgroundSession, screenshot, skipBrowser, tableRows } from './browser.js';

/** Keyboard use and a phone-sized screen, in Chromium against the running service. */
describe.skipIf(skipBrowser())('playground accessibility and small screens', () => {
  const session = playgroundSession();
  const page = (lang?: string) => session.page(lang);

  it('works with the keyboard alone: Tab to the controls, Enter and Space to act, arrows between tabs', async () => {
    const tab = await page();
    const focused = () => tab.evaluate<string>("document.activeElement?.id ?? ''");
    const tabTo = async (id: string) => {
      for (let i = 0; i < 40 && (await focused()) !== id; i++) await tab.keyboard.press('Tab');
      expect(await focused()).toBe(id);
    };
    await tabTo('tab-generate');
    await tab.keyboard.press('ArrowRight');
    expect(await focused()).toBe('tab-bulk');
    expect(await tab.isVisible('#panel-bulk')).toBe(true);
    await tab.keyboard.press('End');
    expect(await focused()).toBe('tab-validate');
    await tab.keyboard.press('Home');
    expect(await focused()).toBe('tab-generate');
    expect(await tab.isVisible('#panel-generate')).toBe(true);

    await tabTo('gen-generator');
    await tab.keyboard.press('Tab');
    expect(await focused()).toBe('gen-count');
    await tab.keyboard.press('Control+A');
    await tab.keyboard.type('3');
    await tabTo('gen-new-seed');
    await tab.keyboard.press('Space');
    expect(await tab.inputValue('#gen-seed')).toMatch(/^[0-9a-f]{12}$/);
    await tabTo('gen-submit');
    await tab.keyboard.press('Enter');
    await expect.poll(() => tableRows(tab, '#gen-table')).toHaveLength(3);
    expect(await focused()).toBe('gen-submit');

    // Every form control has a label.
    const unlabelled = await tab.$$eval('input, select', (controls) =>
      controls
        .filter(
          (c) => (c as unknown as { labels: unknown[] }).labels.length === 0 && !c.getAttribute('aria-label'),
        )
        .map((c) => c.id),
    );
    expect(unlabelled).toEqual([]);
    await tab.close();
  });

  it('fits a phone-sized screen without horizontal scrolling', async () => {
    const tab = await page();
    await tab.setViewportSize({ width: 375, height: 667 });
    const overflow = () => tab.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');
    expect(await overflow()).toBeLessThanOrEqual(0);
    await screenshot(tab, 'phone-generate', false);
    await tab.selectOption('#gen-generator', 'identity');
    await tab.fill('#gen-count', '3');
    await tab.click('#gen-submit');
    await tab.waitForSelector('#gen-table tbody tr');
    expect(await overflow()).toBeLessThanOrEqual(0);
    await screenshot(tab, 'phone-generate-result');
    await tab.click('#tab-bulk');
    expect(await overflow()).toBeLessThanOrEqual(0);
    await screenshot(tab, 'phone-bulk');
    await tab.click('#tab-validate');
    await tab.fill('#val-value', 'ES9121000418450200051332');
    await tab.click('#val-submit');
    await tab.waitForSelector('#val-extra');
    expect(await overflow()).toBeLessThanOrEqual(0);
    await screenshot(tab, 'phone-validate');
    await tab.close();
  });
});
