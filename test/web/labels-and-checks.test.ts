import { describe, expect, it } from 'vitest';
import { playgroundSession, recordRequests, skipBrowser, tableRows } from './browser.js';

/**
 * Option labels from the catalog, negative tests shown as such, and the
 * checks the page makes before asking (count, reference date), in Chromium.
 */
describe.skipIf(skipBrowser())('playground labels and checks in a real browser', () => {
  const session = playgroundSession();
  const page = (lang?: string) => session.page(lang);

  it('options carry the catalog labels, in both languages, and ok=false is marked as a negative test', async () => {
    const tab = await page();
    const optionText = (select: string, value: string) =>
      tab.textContent(`${select} option[value="${value}"]`);
    expect(await tab.textContent('label[for="gen-opt-sub"]')).toBe('Tipo de documento');
    expect(await tab.textContent('label[for="gen-opt-ok"]')).toBe('Carácter de control');
    expect(await tab.textContent('label[for="gen-opt-fmt"]')).toBe('Presentación');
    expect(await optionText('#gen-opt-fmt', 'dotted')).toBe('Con puntos y guion');
    expect(await optionText('#gen-opt-ok', 'false')).toBe('Prueba negativa: carácter de control incorrecto');
    await tab.selectOption('#gen-generator', 'identity');
    expect(await tab.textContent('label[for="gen-opt-minAge"]')).toBe('Edad mínima');

    await tab.selectOption('#gen-generator', 'document');
    await tab.selectOption('#gen-opt-ok', 'false');
    await tab.click('#gen-submit');
    await expect.poll(() => tab.isVisible('#gen-negative')).toBe(true);
    expect(await tab.textContent('#gen-negative')).toContain('Prueba negativa');
    // A right value afterwards: the mark goes.
    await tab.selectOption('#gen-opt-ok', 'true');
    await tab.click('#gen-submit');
    await expect.poll(() => tab.isVisible('#gen-negative')).toBe(false);

    await tab.selectOption('#lang', 'en');
    await expect.poll(() => tab.textContent('label[for="gen-opt-sub"]')).toBe('Document kind');
    expect(await optionText('#gen-opt-ok', 'false')).toBe('Negative test: wrong check character');

    // Bulk: the line of a negative-test field says so with its options closed, and so does the preview.
    await tab.selectOption('#lang', 'es');
    await tab.click('#tab-bulk');
    await tab.click('#bf-1-options-toggle');
    await tab.selectOption('#bf-1-opt-ok', 'false');
    await tab.click('#bf-1-options-toggle');
    expect(await tab.isVisible('#bf-1-negative')).toBe(true);
    expect(await tab.textContent('#bf-1-negative')).toContain('Prueba negativa');
    expect(await tab.isVisible('#bf-0-negative')).toBe(false);
    await tab.click('#bulk-preview');
    await expect.poll(() => tab.textContent('#bulk-negative')).toContain('Prueba negativa');
    expect(await tab.textContent('#bulk-negative')).toContain('dni');
    await tab.close();
  });

  it('bulk: a count above the limit or not a number is refused before asking, with the focus on it', async () => {
    const tab = await page();
    await tab.click('#tab-bulk');
    const urls = recordRequests(tab);
    const focused = () => tab.evaluate<string>("document.activeElement?.id ?? ''");
    for (const [count, words] of [
      ['99999', 'La cantidad máxima es 10000: pediste 99999.'],
      ['abc', 'tiene que ser un número entero de 1 a 10000; «abc» no lo es'],
      ['0', '«0» no lo es'],
    ]) {
      await tab.fill('#bulk-count', count!);
      await tab.click('#bulk-preview');
      await expect.poll(() => tab.textContent('#bulk-error')).toContain(words);
      expect(await focused()).toBe('bulk-count');
      expect(await tab.getAttribute('#bulk-count', 'aria-invalid')).toBe('true');
      expect(await tab.isVisible('#bulk-result')).toBe(false);
    }
    await tab.click('#bulk-download');
    await expect.poll(() => tab.textContent('#bulk-error')).toContain('«0» no lo es');
    expect(urls.filter((url) => url.includes('/bulk'))).toEqual([]);

    // A count within the limit: the preview says how much of it it shows.
    await tab.fill('#bulk-count', '500');
    await tab.click('#bulk-preview');
    await expect.poll(() => tableRows(tab, '#bulk-table')).toHaveLength(10);
    expect(await tab.textContent('#bulk-summary')).toContain('las primeras 10 filas de las 500');
    expect(await tab.getAttribute('#bulk-count', 'aria-invalid')).toBeNull();

    // Generate checks its count the same way.
    await tab.click('#tab-generate');
    await tab.fill('#gen-count', 'abc');
    await tab.click('#gen-submit');
    await expect.poll(() => tab.textContent('#gen-error')).toContain('de 1 a 1000; «abc» no lo es');
    await tab.fill('#gen-count', '5000');
    await tab.click('#gen-submit');
    await expect.poll(() => tab.textContent('#gen-error')).toContain('La cantidad máxima es 1000');
    await tab.close();
  });

  it('a reference date out of range is refused with the range in words', async () => {
    const tab = await page();
    expect(await tab.getAttribute('#gen-refdate', 'min')).toBe('1900-01-01');
    expect(await tab.getAttribute('#gen-refdate', 'max')).toBe('2999-12-31');
    await tab.fill('#gen-refdate', '1500-01-01');
    await tab.click('#gen-submit');
    await expect
      .poll(() => tab.textContent('#gen-error'))
      .toContain('entre el 1 de enero de 1900 y el 31 de diciembre de 2999');
    expect(await tab.textContent('#gen-error')).not.toContain('YYYY-MM-DD');
    await tab.click('#tab-bulk');
    await tab.fill('#bulk-refdate', '3100-06-01');
    await tab.click('#bulk-preview');
    await expect.poll(() => tab.textContent('#bulk-error')).toContain('31 de diciembre de 2999');
    expect(await tab.evaluate<string>("document.activeElement?.id ?? ''")).toBe('bulk-refdate');

    const en = await page('en');
    await en.fill('#gen-refdate', '1500-01-01');
    await en.click('#gen-submit');
    await expect
      .poll(() => en.textContent('#gen-error'))
      .toContain('between January 1, 1900 and December 31, 2999');
    await en.close();
    await tab.close();
  });
});
