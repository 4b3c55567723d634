import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { playgroundSession, skipBrowser, tableRows } from './browser.js';

const focused = (tab: Page) => tab.evaluate<string>("document.activeElement?.id ?? ''");

/**
 * Errors in Chromium: stale results never stay on screen or on the
 * clipboard, local and network failures are said in words (never "null"),
 * and the service's details name the field as the form does and take the
 * focus there.
 */
describe.skipIf(skipBrowser())('playground results and errors in a real browser', () => {
  const session = playgroundSession({ clipboard: true });
  const page = (lang?: string) => session.page(lang);

  it('generate: an error takes the previous results away, and "Copy as JSON" cannot copy them', async () => {
    const tab = await page();
    await tab.selectOption('#gen-generator', 'passport');
    await tab.click('#gen-submit');
    await expect.poll(() => tableRows(tab, '#gen-table')).toHaveLength(5);
    expect(await tab.isEnabled('#gen-copy-json')).toBe(true);
    await tab.evaluate("navigator.clipboard.writeText('nada')");

    await tab.selectOption('#gen-generator', 'password');
    // A new generator: the passports are gone at once.
    expect(await tab.isVisible('#gen-result')).toBe(false);
    expect(await tab.isDisabled('#gen-copy-json')).toBe(true);
    await tab.fill('#gen-opt-length', '4');
    await tab.click('#gen-submit');
    await expect.poll(() => tab.isVisible('#gen-error')).toBe(true);
    expect(await tab.isVisible('#gen-result')).toBe(false);
    expect(await tab.locator('#gen-table tbody tr').count()).toBe(0);
    expect(await tab.isDisabled('#gen-copy-json')).toBe(true);

    // The option at fault is named by its label, its range in words, marked and focused.
    const text = (await tab.textContent('#gen-error')) ?? '';
    expect(text).toContain('Dónde: Longitud');
    expect(text).toContain('Tiene que valer de 8 a 128.');
    expect(text).not.toMatch(/null|parámetro: length|allowed/);
    expect(await focused(tab)).toBe('gen-opt-length');
    expect(await tab.getAttribute('#gen-opt-length', 'aria-invalid')).toBe('true');
    await tab.click('#gen-copy-json', { force: true });
    expect(await tab.evaluate<string>('navigator.clipboard.readText()')).toBe('nada');

    // Fixed: results again, the mark gone.
    await tab.fill('#gen-opt-length', '12');
    await tab.click('#gen-submit');
    await expect.poll(() => tableRows(tab, '#gen-table')).toHaveLength(5);
    expect(await tab.isVisible('#gen-error')).toBe(false);
    expect(await tab.getAttribute('#gen-opt-length', 'aria-invalid')).toBeNull();
    await tab.close();
  });

  it('bulk: an error or a change of the schema takes the preview away; the field at fault is outlined and focused', async () => {
    const tab = await page();
    await tab.click('#tab-bulk');
    await tab.click('#bulk-preview');
    await expect.poll(() => tableRows(tab, '#bulk-table')).toHaveLength(10);

    await tab.fill('#bf-2-nullable', '150');
    // Typing in the form already makes the preview stale.
    expect(await tab.isVisible('#bulk-result')).toBe(false);
    await tab.click('#bulk-preview');
    await expect.poll(() => tab.isVisible('#bulk-error')).toBe(true);
    expect(await tab.isVisible('#bulk-result')).toBe(false);
    expect(await tab.locator('#bulk-table tbody tr').count()).toBe(0);
    const text = (await tab.textContent('#bulk-error')) ?? '';
    expect(text).toContain('Dónde: Campo 3 (email) › Nulos (%)');
    expect(text).toContain('Tiene que valer como máximo 100.');
    expect(text).not.toMatch(/fields\/2|problema|must be|null/);
    expect(await tab.getAttribute('.field-row.invalid', 'data-index')).toBe('2');
    expect(await tab.isVisible('#bf-2-error')).toBe(true);
    expect(await focused(tab)).toBe('bf-2-nullable');

    await tab.fill('#bf-2-nullable', '');
    await tab.click('#bulk-preview');
    await expect.poll(() => tableRows(tab, '#bulk-table')).toHaveLength(10);
    expect(await tab.locator('.field-row.invalid').count()).toBe(0);
    // Adding a field changes the schema: the preview goes.
    await tab.click('#bulk-add-field');
    expect(await tab.isVisible('#bulk-result')).toBe(false);

    // An option of a field that the service refuses: its options open, the option focused.
    await tab.selectOption('#bf-4-type', 'fecha');
    await tab.click('#bf-4-options-toggle');
    await tab.fill('#bf-4-opt-from', '1500-01-01');
    await tab.click('#bf-4-options-toggle');
    expect(await tab.isVisible('#bf-4-opt-from')).toBe(false);
    await tab.click('#bulk-preview');
    await expect.poll(() => tab.textContent('#bulk-error')).toContain('Campo 5 (campo5) › Desde');
    expect(await tab.textContent('#bulk-error')).toContain(
      'Tiene que ser una fecha del 1 de enero de 1900 al 31 de diciembre de 2999.',
    );
    expect(await focused(tab)).toBe('bf-4-opt-from');
    await tab.close();
  });

  it('a schema file that is not a schema, or not JSON, is said in words, never "null"', async () => {
    const tab = await page();
    await tab.click('#tab-bulk');
    const load = (text: string) =>
      tab.setInputFiles('#bulk-load', {
        name: 'x.json',
        mimeType: 'application/json',
        buffer: Buffer.from(text),
      });
    await load('{"fields":3}');
    await expect.poll(() => tab.textContent('#bulk-error')).toContain('no es un esquema válido');
    expect(await tab.textContent('#bulk-error')).toContain('la lista «fields» falta o está vacía');
    expect(await tab.textContent('#bulk-error')).not.toContain('null');
    await load('nombre;dni\nAna;1');
    await expect.poll(() => tab.textContent('#bulk-error')).toContain('no es JSON');
    expect(await tab.textContent('#bulk-error')).not.toMatch(/null|Unexpected|token/);

    await tab.click('#tab-dataset');
    await tab.setInputFiles('#ds-load', {
      name: 'd.json',
      mimeType: 'application/json',
      buffer: Buffer.from('[]'),
    });
    await expect.poll(() => tab.textContent('#ds-error')).toContain('lista «tables»');
    expect(await tab.textContent('#ds-error')).not.toMatch(/null|\[\]|\{\}/);
    await tab.close();
  });

  it('the service out of reach: a message in the page language, not "null" nor the browser English', async () => {
    for (const [lang, words] of [
      ['es', 'No se pudo contactar con el servicio.'],
      ['en', 'The service could not be reached.'],
    ] as const) {
      const tab = await page(lang);
      await tab.route('**/api/v1/es/**', (route) => route.abort('connectionrefused'));
      await tab.click('#gen-submit');
      await expect.poll(() => tab.textContent('#gen-error')).toContain(words);
      expect(await tab.textContent('#gen-error')).not.toMatch(/null|Failed to fetch/);
      await tab.close();
    }
  });

  it('validate: an empty value is refused in the page language, with the focus on the value', async () => {
    for (const [lang, words] of [
      ['es', 'Escribe el valor que quieres validar.'],
      ['en', 'Type the value you want to validate.'],
    ] as const) {
      const tab = await page(lang);
      await tab.click('#tab-validate');
      await tab.click('#val-submit');
      await expect.poll(() => tab.textContent('#val-error')).toContain(words);
      expect(await tab.textContent('#val-error')).not.toMatch(/must NOT|characters/);
      expect(await focused(tab)).toBe('val-value');
      await tab.close();
    }
  });

  it('speaks English in the details too', async () => {
    const tab = await page('en');
    await tab.selectOption('#gen-generator', 'password');
    await tab.fill('#gen-opt-length', '4');
    await tab.click('#gen-submit');
    await expect.poll(() => tab.textContent('#gen-error')).toContain('Where: Length');
    expect(await tab.textContent('#gen-error')).toContain('It must be from 8 to 128.');
    await tab.click('#tab-bulk');
    await tab.fill('#bf-2-nullable', '150');
    await tab.click('#bulk-preview');
    await expect.poll(() => tab.textContent('#bulk-error')).toContain('Where: Field 3 (email) › Nulls (%)');
    expect(await tab.textContent('#bulk-error')).toContain('It must be at most 100.');
    await tab.close();
  });
});
