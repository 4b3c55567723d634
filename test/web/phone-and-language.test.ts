import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { playgroundSession, screenshot, skipBrowser, tableRows } from './browser.js';

/**
 * What a person sees, on a phone (390 px) and on a desktop (1280 px): facts
 * readable at both widths, one language at a time after a switch (even with
 * the service out of reach), the country's own validation kinds, words
 * instead of internal names, a status line that covers nothing, and the
 * records of Generate as a file.
 */
const WIDTHS = [390, 1280] as const;
const size = (width: number) => ({ width, height: width < 500 ? 844 : 900 });

describe.skipIf(skipBrowser())('playground at 390 and 1280 px, in one language at a time', () => {
  const session = playgroundSession();
  const page = async (width: number, query = 'lang=es', hash = '') => {
    const tab = await session.browser.context.newPage();
    await tab.setViewportSize(size(width));
    await tab.goto(`${session.served.base}/?${query}${hash}`);
    await tab.waitForSelector('body[data-ready="true"]');
    return tab;
  };
  const rect = (tab: Page, selector: string) =>
    tab.locator(selector).evaluate((node) => node.getBoundingClientRect().toJSON() as DOMRect);

  it.each(WIDTHS)('an invalid value: the reason reads as a sentence at %i px', async (width) => {
    const tab = await page(width, 'lang=es', '#validate');
    await tab.fill('#val-value', 'ES9121000418450200051333');
    await tab.click('#val-submit');
    await tab.waitForSelector('#val-reason');
    const reason = await rect(tab, '#val-reason');
    const label = await rect(tab, 'dt:first-of-type');
    // Wide enough for words, and a few lines at most (not one letter per line).
    expect(reason.width).toBeGreaterThan(width < 500 ? 300 : 600);
    expect(reason.height).toBeLessThan(100);
    // Phones: the name above its value; desktops: side by side.
    if (width < 500) expect(reason.top).toBeGreaterThan(label.top + label.height - 1);
    else expect(Math.abs(reason.top - label.top)).toBeLessThan(4);
    expect(await tab.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(1300);
    expect(await tab.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBeLessThanOrEqual(
      0,
    );
    await screenshot(tab, `validate-invalid-${width}`);
    await tab.close();
  });

  it.each(WIDTHS)('a language switch redraws the preview and an error at %i px', async (width) => {
    const tab = await page(width, 'lang=es', '#bulk');
    await tab.selectOption('#bulk-format', 'csv');
    await tab.click('#bulk-preview');
    await tab.waitForSelector('#bulk-text:not([hidden])');
    await tab.selectOption('#lang', 'en');
    await expect.poll(() => tab.textContent('#bulk-table caption')).toBe('Preview');
    expect(await tab.textContent('#bulk-text-title')).toBe('The CSV file starts like this:');
    expect(await tab.textContent('#bulk-summary')).toContain('Preview: the first 10 rows of the 100');

    // An error on screen is said again in the new language.
    await tab.fill('#bulk-count', 'abc');
    await tab.click('#bulk-preview');
    await expect.poll(() => tab.textContent('#bulk-error')).toContain('"abc" is not');
    await tab.selectOption('#lang', 'pt');
    await expect.poll(() => tab.textContent('#bulk-error')).toContain('«abc» não é');
    expect(await tab.textContent('#bulk-error')).not.toMatch(/is not|Check the form/);
    await screenshot(tab, `language-switch-${width}`);
    await tab.close();
  });

  it.each(WIDTHS)(
    'with the service out of reach, a language switch still redraws the page at %i px',
    async (width) => {
      const tab = await page(width, 'lang=es', '#bulk');
      const problems: string[] = [];
      tab.on('pageerror', (err) => problems.push(err.message));
      tab.on('console', (message) => {
        if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
          problems.push(message.text());
      });
      await tab.fill('#bulk-count', 'abc');
      await tab.click('#bulk-preview');
      await expect.poll(() => tab.textContent('#bulk-error')).toContain('«abc» no lo es');
      // The English catalog was never asked for: now it cannot be.
      await tab.route('**/api/**', (route) => route.abort('connectionrefused'));
      await tab.selectOption('#lang', 'en');
      await expect.poll(() => tab.textContent('#bf-0-legend')).toBe('Field 1');
      expect(await tab.textContent('#bf-0-remove')).toBe('Remove');
      expect(await tab.textContent('label[for="bf-0-unique"]')).toBe('Unique values');
      expect(await tab.textContent('#bulk-count-hint')).toBe('1 to 10000.');
      expect(await tab.textContent('#bulk-error')).toContain('"abc" is not');
      await expect
        .poll(() => tab.textContent('#global-error'))
        .toContain('The service could not be reached.');
      expect(problems).toEqual([]);
      await screenshot(tab, `language-switch-offline-${width}`);
      await tab.close();
    },
  );

  it.each(WIDTHS)('the Tipo list is the country’s from the first load at %i px', async (width) => {
    const catalog = (await (await fetch(`${session.served.base}/api/v1/generators`)).json()) as {
      data: { countries: { locale: string; kinds: string[] }[] };
    };
    for (const country of ['es', 'pt']) {
      const tab = await page(width, `lang=es&country=${country}`, '#validate');
      const kinds = await tab.$$eval('#val-kind option', (els) =>
        els.map((o) => (o as HTMLOptionElement).value),
      );
      const own = catalog.data.countries.find((c) => c.locale === country)!.kinds;
      expect(kinds).toEqual(['auto', ...own]);
      // Every kind offered is one automatic detection tries under that country: both answers agree.
      if (country === 'pt') {
        expect(kinds).not.toContain('DNI');
        for (const [value, kind] of [
          ['501964843', 'NIPC'],
          ['123456789', 'NIF_PT'],
        ]) {
          const answers: (string | null)[] = [];
          for (const chosen of ['auto', kind]) {
            await tab.fill('#val-value', value!);
            await tab.selectOption('#val-kind', chosen!);
            // The previous answer goes first, so the verdict waited for is this one's.
            await tab.$eval('#val-result', (box) => box.replaceChildren());
            await tab.click('#val-submit');
            await tab.waitForSelector('#val-verdict');
            answers.push(await tab.textContent('#val-result'));
          }
          expect(answers[0]).toBe(answers[1]);
        }
      } else expect(kinds).not.toContain('NIF_PT');
      await tab.close();
    }
  });

  it.each(WIDTHS)('Portuguese extra values in Spanish and English at %i px', async (width) => {
    for (const [lang, words] of [
      ['es', ['categoría: Persona jurídica', 'tipo: persona jurídica']],
      ['en', ['category: Legal person', 'type: legal person']],
      ['pt', ['categoria: Pessoa coletiva', 'tipo: pessoa coletiva']],
    ] as const) {
      const tab = await page(width, `lang=${lang}&country=pt`, '#validate');
      await tab.fill('#val-value', '501964843');
      await tab.click('#val-submit');
      await tab.waitForSelector('#val-extra');
      const extra = await tab.$$eval('#val-extra li', (items) => items.map((li) => li.textContent));
      expect(extra).toEqual(expect.arrayContaining([...words]));
      if (lang === 'en') {
        expect(extra.join(' ')).not.toMatch(/coletiva|Pessoa|categoria/);
        await screenshot(tab, `extra-pt-in-en-${width}`);
      }
      await tab.close();
    }
  });

  it.each(WIDTHS)('renaming table 2 to a name table 1 has marks table 2 at %i px', async (width) => {
    const tab = await page(width, 'lang=es', '#dataset');
    await tab.click('#ds-example');
    await tab.fill('#ds-t1-name', 'clientes');
    await tab.press('#ds-t1-name', 'Tab');
    await tab.click('#ds-preview');
    await tab.waitForSelector('#ds-error:not([hidden])');
    const marked = await tab.$$eval('.dataset-table.invalid', (boxes) => boxes.map((b) => b.id));
    expect(marked).toEqual(['ds-t1-box']);
    await tab.close();
  });

  it.each(WIDTHS)(
    'no internal names: labels, hints and the MRZ in words and lines at %i px',
    async (width) => {
      const tab = await page(width);
      const generators = await tab.$$eval('#gen-generator option', (els) =>
        els.map((o) => o.textContent ?? ''),
      );
      expect(generators).toContain('Documento de identidad (DNI, NIE, CIF, NIF)');
      expect(generators.join(' ')).not.toMatch(/\((document|passport|identity)\)/);
      expect(await tab.textContent('#gen-opt-ok-hint')).not.toMatch(/\bfalse\b/);
      expect(await tab.textContent('#gen-opt-ok-hint')).toContain('Prueba negativa');

      await tab.selectOption('#gen-generator', 'passport');
      await tab.fill('#gen-seed', 'mrz');
      await tab.click('#gen-submit');
      await tab.waitForSelector('#gen-table tbody tr');
      expect(await tab.textContent('#gen-summary')).toMatch(/^Pasaporte español con MRZ: 5 registro/);
      const mrz = tab.locator('#gen-table tbody tr').first().locator('code.lines');
      const lines = ((await mrz.textContent()) ?? '').split('\n');
      expect(lines).toHaveLength(2);
      expect(lines.every((line) => line.length === 44)).toBe(true);
      const box = await mrz.boundingBox();
      expect(box!.height).toBeGreaterThan(30);
      expect(await mrz.evaluate((node) => getComputedStyle(node).fontFamily)).toMatch(/mono/i);
      await screenshot(tab, `passport-mrz-${width}`);

      await tab.click('#tab-bulk');
      const types = await tab.$$eval('#bf-0-type option', (els) => els.map((o) => o.textContent ?? ''));
      expect(types.join(' | ')).not.toMatch(/\((nombre_completo|secuencia|documento)\)|start|step/);
      await tab.selectOption('#bf-0-type', 'fecha');
      await tab.click('#bf-0-options-toggle');
      const hints = `${await tab.textContent('#bf-0-opt-from-hint')} ${await tab.textContent('#bf-0-opt-to-hint')}`;
      expect(hints).not.toMatch(/refDate|`|\bto\b|\bfrom\b|\d{4}-\d{2}-\d{2}/);
      expect(hints).toContain('fecha de referencia');
      await tab.close();
    },
  );

  it.each(WIDTHS)('the status line covers nothing and field names show whole at %i px', async (width) => {
    const tab = await page(width, 'lang=es', '#dataset');
    await tab.click('#ds-example');
    await expect.poll(() => tab.textContent('#notice')).toContain('Ejemplo cargado');
    // In the flow under the button just used: nothing else is at its place on screen.
    const notice = await rect(tab, '#notice');
    expect(await tab.locator('#notice').evaluate((node) => getComputedStyle(node).position)).toBe('static');
    const buttons = await rect(tab, '.actions:has(#ds-example)');
    expect(notice.top).toBeGreaterThanOrEqual(buttons.bottom - 1);
    expect(notice.top - buttons.bottom).toBeLessThan(24);
    const covered = await tab.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest('#notice') !== null,
      { x: notice.left + 5, y: notice.top + notice.height / 2 },
    );
    expect(covered).toBe(true);
    // The longest name of the example fits its box.
    const name = tab.locator('#ds-t1-f-2-name');
    expect(await name.inputValue()).toBe('titular_dni');
    expect(await name.evaluate((input) => input.scrollWidth <= input.clientWidth)).toBe(true);
    await screenshot(tab, `dataset-example-${width}`, false);
    await tab.close();
  });

  it.each(WIDTHS)('Generate downloads the records shown, as CSV and as JSON, at %i px', async (width) => {
    const tab = await page(width);
    expect(await tab.isDisabled('#gen-download-csv')).toBe(true);
    await tab.selectOption('#gen-generator', 'passport');
    await tab.fill('#gen-count', '3');
    await tab.fill('#gen-seed', 'descarga');
    await tab.click('#gen-submit');
    await expect.poll(() => tableRows(tab, '#gen-table')).toHaveLength(3);
    const api = (await (
      await fetch(`${session.served.base}/api/v1/es/passport?count=3&seed=descarga`)
    ).json()) as { data: Record<string, unknown>[] };

    const [json] = await Promise.all([tab.waitForEvent('download'), tab.click('#gen-download-json')]);
    expect(json.suggestedFilename()).toBe('passport-descarga.json');
    expect(JSON.parse(readFileSync((await json.path())!, 'utf8'))).toEqual(api.data);
    await expect.poll(() => tab.textContent('#notice')).toContain('passport-descarga.json');

    const [csv] = await Promise.all([tab.waitForEvent('download'), tab.click('#gen-download-csv')]);
    expect(csv.suggestedFilename()).toBe('passport-descarga.csv');
    const text = readFileSync((await csv.path())!, 'utf8');
    const columns = Object.keys(api.data[0]!);
    expect(text.split('\r\n')[0]).toBe(columns.join(','));
    // The MRZ is one quoted value holding its two lines.
    const mrz = api.data[0]!.mrz as string[];
    expect(text).toContain(`"${mrz.join('\n')}"`);
    await tab.close();
  });
});
