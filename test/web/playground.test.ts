import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  open,
  PROBLEM_CODES,
  playgroundSession,
  recordRequests,
  screenshot,
  skipBrowser,
  tableHeaders,
  tableRows,
} from './browser.js';

/** The three tools of the playground, end to end in Chromium against the running service. */
describe.skipIf(skipBrowser())('playground in a real browser', () => {
  const session = playgroundSession({ clipboard: true });
  const page = (lang?: string) => session.page(lang);

  it('loads every asset from the service itself, with a strict CSP', async () => {
    const tab = await session.browser.context.newPage();
    const urls = recordRequests(tab);
    const errors: string[] = [];
    tab.on('pageerror', (err) => errors.push(err.message));
    const response = await tab.goto(`${session.served.base}/?lang=es`);
    await tab.waitForSelector('body[data-ready="true"]');
    expect(response?.headers()['content-security-policy']).toContain("default-src 'self'");
    expect(urls.length).toBeGreaterThan(5);
    expect(urls.filter((url) => !url.startsWith(session.served.base))).toEqual([]);
    expect(errors).toEqual([]);
    expect(await tab.title()).toBe('Datos de prueba: generador y validador');
    await tab.close();
  });

  it('generates: generator, options, count and seed give a table, the seed used and a replayable curl', async () => {
    const tab = await page();
    await tab.selectOption('#gen-generator', 'document');
    await tab.selectOption('#gen-opt-sub', 'nie');
    await tab.fill('#gen-count', '4');
    await tab.fill('#gen-seed', 'prueba-e2e');
    await tab.click('#gen-submit');
    await tab.waitForSelector('#gen-table tbody tr');
    const rows = await tableRows(tab, '#gen-table');
    expect(rows).toHaveLength(4);
    expect(await tableHeaders(tab, '#gen-table')).toEqual(['documento', 'tipo']);
    expect(rows.every(([, tipo]) => tipo === 'NIE')).toBe(true);
    expect(await tab.textContent('#gen-seed-used')).toBe('prueba-e2e');
    const curl = await tab.textContent('#gen-curl');
    expect(curl).toContain(`curl '${session.served.base}/api/v1/es/document?`);
    expect(curl).toContain('seed=prueba-e2e');
    expect(curl).toContain('sub=nie');

    // The same records as the API gives for that seed.
    const api = await fetch(`${session.served.base}/api/v1/es/document?count=4&seed=prueba-e2e&sub=nie`);
    const body = (await api.json()) as { data: { documento: string }[] };
    expect(rows.map(([documento]) => documento)).toEqual(body.data.map((r) => r.documento));

    // Copy as JSON puts the records on the clipboard.
    await tab.click('#gen-copy-json');
    await expect.poll(() => tab.textContent('#notice')).toContain('Copiado');
    const copied = JSON.parse(await tab.evaluate<string>('navigator.clipboard.readText()'));
    expect(copied).toEqual(body.data);
    await tab.click('#gen-copy-curl');
    await expect.poll(() => tab.evaluate<string>('navigator.clipboard.readText()')).toBe(curl);
    await screenshot(tab, 'generate');

    // "New seed" gives a fresh seed; with an empty seed the service's choice is shown and can be reused.
    await tab.click('#gen-new-seed');
    const fresh = await tab.inputValue('#gen-seed');
    expect(fresh).toMatch(/^[0-9a-f]{12}$/);
    await tab.fill('#gen-seed', '');
    await tab.selectOption('#gen-generator', 'identity');
    await tab.fill('#gen-refdate', '2026-01-15');
    await tab.click('#gen-submit');
    await expect.poll(() => tableHeaders(tab, '#gen-table')).toContain('fecha_nacimiento');
    const chosen = (await tab.textContent('#gen-seed-used')) ?? '';
    expect(chosen).not.toBe('prueba-e2e');
    expect(chosen.length).toBeGreaterThan(0);
    const first = await tableRows(tab, '#gen-table');
    await tab.click('#gen-reuse-seed');
    expect(await tab.inputValue('#gen-seed')).toBe(chosen);
    await tab.click('#gen-submit');
    await expect.poll(() => tableRows(tab, '#gen-table')).toEqual(first);
    await screenshot(tab, 'generate-identity');
    await tab.close();
  });

  it('bulk: adds fields, previews the first rows, downloads the CSV, saves and loads the schema', async () => {
    const tab = await page();
    await tab.click('#tab-bulk');
    await expect.poll(() => tab.locator('#bulk-fields .field-row').count()).toBe(4);
    await tab.click('#bulk-add-field');
    await tab.fill('#bf-4-name', 'saldo');
    await tab.selectOption('#bf-4-type', 'numero');
    await tab.click('#bf-4-options-toggle');
    await tab.fill('#bf-4-opt-min', '100');
    await tab.fill('#bf-4-opt-max', '200');
    await tab.fill('#bf-4-opt-decimals', '2');
    await tab.fill('#bulk-count', '25');
    await tab.selectOption('#bulk-format', 'csv');
    await tab.fill('#bulk-seed', 'lote-e2e');
    await tab.click('#bulk-preview');
    await tab.waitForSelector('#bulk-table tbody tr');
    const preview = await tableRows(tab, '#bulk-table');
    expect(preview).toHaveLength(10);
    expect(await tableHeaders(tab, '#bulk-table')).toEqual(['nombre', 'dni', 'email', 'iban', 'saldo']);
    for (const row of preview) {
      expect(Number(row[4])).toBeGreaterThanOrEqual(100);
      expect(Number(row[4])).toBeLessThanOrEqual(200);
    }
    await expect.poll(() => tab.textContent('#bulk-text')).toMatch(/^nombre,dni,email,iban,saldo\n/);
    await screenshot(tab, 'bulk');

    const [download] = await Promise.all([tab.waitForEvent('download'), tab.click('#bulk-download')]);
    expect(download.suggestedFilename()).toBe('datos.csv');
    const csv = readFileSync((await download.path())!, 'utf8');
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('nombre,dni,email,iban,saldo');
    expect(lines).toHaveLength(27); // header, 25 rows, and the empty string after the last CRLF
    expect(lines[1]).toContain(preview[0]![1]!);
    expect(lines[1]).toContain(preview[0]![3]!);
    await expect.poll(() => tab.textContent('#notice')).toContain('datos.csv');

    const [saved] = await Promise.all([tab.waitForEvent('download'), tab.click('#bulk-save')]);
    const schemaPath = (await saved.path())!;
    const schema = JSON.parse(readFileSync(schemaPath, 'utf8'));
    expect(schema).toMatchObject({ count: 25, format: 'csv', seed: 'lote-e2e' });
    expect(schema.fields[4]).toEqual({
      name: 'saldo',
      type: 'numero',
      options: { min: 100, max: 200, decimals: 2 },
    });

    await tab.click('#bf-4-remove');
    await tab.click('#bf-0-remove');
    await expect.poll(() => tab.locator('#bulk-fields .field-row').count()).toBe(3);
    await tab.setInputFiles('#bulk-load', {
      name: 'schema.json',
      mimeType: 'application/json',
      buffer: readFileSync(schemaPath),
    });
    await expect.poll(() => tab.locator('#bulk-fields .field-row').count()).toBe(5);
    expect(await tab.inputValue('#bf-4-opt-max')).toBe('200');
    await tab.setInputFiles('#bulk-load', {
      name: 'bad.json',
      mimeType: 'application/json',
      buffer: Buffer.from('{"fields": 3}'),
    });
    await expect.poll(() => tab.textContent('#bulk-error')).toContain('no es un esquema válido');
    await tab.close();
  });

  it('bulk: sequence, list and constant fields, and a unique list too short for the rows refused', async () => {
    const tab = await page();
    await tab.click('#tab-bulk');
    await tab.click('#bulk-add-field');
    await tab.fill('#bf-4-name', 'n');
    await tab.selectOption('#bf-4-type', 'secuencia');
    await tab.click('#bulk-add-field');
    await tab.fill('#bf-5-name', 'estado');
    await tab.selectOption('#bf-5-type', 'lista');
    // Its values are required: the options are open at once.
    await tab.fill('#bf-5-opt-values', 'alta, baja, pendiente');
    await tab.check('#bf-5-unique');
    await tab.click('#bulk-add-field');
    await tab.fill('#bf-6-name', 'version');
    await tab.selectOption('#bf-6-type', 'constante');
    await tab.fill('#bf-6-opt-value', '7');
    // Only the types the catalog says can be unique offer the box.
    expect(await tab.isDisabled('#bf-0-unique')).toBe(true);
    expect(await tab.isDisabled('#bf-1-unique')).toBe(false);
    await tab.fill('#bulk-count', '8');
    await tab.selectOption('#bulk-format', 'json');
    await tab.click('#bulk-preview');
    await expect
      .poll(() => tab.textContent('#bulk-error'))
      .toContain(PROBLEM_CODES ? 'Solo hay 3 valores distintos' : 'Valores únicos');
    // The field is named as the form names it, the problem in Spanish, the line outlined and focused.
    expect(await tab.textContent('#bulk-error')).toContain('Dónde: Campo 6 (estado) › Valores únicos');
    if (PROBLEM_CODES)
      expect(await tab.textContent('#bulk-error')).toContain('Solo hay 3 valores distintos para 8 filas');
    expect(await tab.getAttribute('.field-row.invalid', 'data-index')).toBe('5');
    expect(await tab.evaluate<string>("document.activeElement?.id ?? ''")).toBe('bf-5-unique');

    await tab.uncheck('#bf-5-unique');
    await tab.click('#bulk-preview');
    await tab.waitForSelector('#bulk-table tbody tr');
    expect(await tableHeaders(tab, '#bulk-table')).toEqual([
      'nombre',
      'dni',
      'email',
      'iban',
      'n',
      'estado',
      'version',
    ]);
    const rows = await tableRows(tab, '#bulk-table');
    expect(rows.map((r) => r[4])).toEqual(['1', '2', '3', '4', '5', '6', '7', '8']);
    expect(rows.filter((r) => !['alta', 'baja', 'pendiente'].includes(r[5]!))).toEqual([]);
    expect(rows.every((r) => r[6] === '7')).toBe(true);
    await tab.close();
  });

  it('validates: a DNI, a wrong letter with the expected one, an IBAN with its bank and BIC', async () => {
    const tab = await page();
    await tab.click('#tab-validate');
    const check = async (value: string, kind = 'auto') => {
      await tab.fill('#val-value', value);
      await tab.selectOption('#val-kind', kind);
      await tab.click('#val-submit');
    };
    await check('12.345.678-z');
    await expect.poll(() => tab.textContent('#val-normalized')).toBe('12345678Z');
    expect(await tab.textContent('#val-verdict')).toContain('Válido');
    expect(await tab.textContent('#val-kind-out')).toBe('DNI');
    // A valid value has no code for programs: nothing stands in its place (no "null" after the facts).
    expect(await tab.textContent('#val-result')).not.toContain('null');

    await check('12345678A', 'DNI');
    await expect.poll(() => tab.textContent('#val-verdict')).toContain('No válido');
    expect(await tab.textContent('#val-expected')).toBe('Z');
    expect(await tab.textContent('#val-code')).toBe('invalid_check_letter');
    expect(await tab.textContent('#val-reason')).toMatch(/letra/i);
    await screenshot(tab, 'validate-invalid');

    await check('ES91 2100 0418 4502 0005 1332');
    await expect.poll(() => tab.textContent('#val-kind-out')).toBe('IBAN');
    expect(await tab.textContent('#val-extra [data-key="banco"]')).toContain('CAIXABANK');
    expect(await tab.textContent('#val-extra [data-key="bic"]')).toContain('CAIXESBB');
    await screenshot(tab, 'validate');
    await tab.close();
  });

  it('switches the whole page between Spanish and English, labels from /generators included', async () => {
    const labels = async (lang: string) => {
      const res = await fetch(`${session.served.base}/api/v1/generators?lang=${lang}`);
      const body = (await res.json()) as { data: { generators: { name: string; label: string }[] } };
      return body.data.generators.find((g) => g.name === 'document')!.label;
    };
    const tab = await page('es');
    const optionText = () => tab.textContent('#gen-generator option[value="document"]');
    expect(await tab.getAttribute('html', 'lang')).toBe('es');
    expect(await tab.textContent('#tab-generate')).toBe('Generar');
    expect(await tab.textContent('label[for="gen-generator"]')).toBe('Generador');
    expect(await optionText()).toContain(await labels('es'));
    await tab.click('#tab-validate');
    await tab.fill('#val-value', '12345678A');
    await tab.click('#val-submit');
    await expect.poll(() => tab.textContent('#val-reason')).toMatch(/letra/i);

    await tab.selectOption('#lang', 'en');
    await expect.poll(() => tab.getAttribute('html', 'lang')).toBe('en');
    expect(await tab.textContent('#tab-generate')).toBe('Generate');
    expect(await tab.textContent('#tab-validate')).toBe('Validate');
    expect(await tab.title()).toBe('Test data: generator and validator');
    await expect.poll(() => tab.textContent('#val-reason')).toMatch(/check letter/i);
    expect(await tab.textContent('#val-verdict')).toContain('Invalid');
    await tab.click('#tab-generate');
    expect(await tab.textContent('label[for="gen-generator"]')).toBe('Generator');
    await expect.poll(optionText).toContain(await labels('en'));
    expect(await labels('en')).not.toBe(await labels('es'));
    await screenshot(tab, 'generate-en');

    // The choice is remembered for the next visit.
    const again = await open(session.browser, `${session.served.base}/`);
    expect(await again.textContent('#tab-bulk')).toBe('Bulk');
    await again.selectOption('#lang', 'es');
    await expect.poll(() => again.textContent('#tab-bulk')).toBe('Generación masiva');
    await again.close();
    await tab.close();
  });

  it('shows a 400 from the API in words, with its details in the page language', async () => {
    const tab = await page();
    await tab.selectOption('#gen-generator', 'password');
    await tab.fill('#gen-opt-length', '4');
    await tab.click('#gen-submit');
    const alert = tab.locator('#gen-error');
    await expect.poll(() => alert.isVisible()).toBe(true);
    expect(await alert.getAttribute('role')).toBe('alert');
    const text = (await alert.textContent()) ?? '';
    // The problem in words, no status, code or parameter name.
    expect(text).toContain('Tiene que valer de 8 a 128.');
    expect(text).toContain('Dónde: Longitud');
    if (PROBLEM_CODES) expect(text).toContain('Has escrito «4».');
    expect(text).not.toMatch(/400|INVALID_PARAMS|length|Parámetro no válido/);
    await screenshot(tab, 'error-400');

    // A bad bulk field name: the details name the field as the form does.
    await tab.click('#tab-bulk');
    await tab.fill('#bf-0-name', '1 mal');
    await tab.click('#bulk-preview');
    await expect.poll(() => tab.textContent('#bulk-error')).toContain('Dónde: Campo 1 (1 mal) › Nombre');
    expect(await tab.textContent('#bulk-error')).toContain('Dónde: Campo 1 (1 mal) › Nombre');
    expect(await tab.textContent('#bulk-error')).toContain('sin espacios');
    await tab.close();
  });
});
