import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Browser,
  launch,
  open,
  PROBLEM_CODES,
  type Served,
  screenshot,
  serve,
  skipBrowser,
  tableHeaders,
  tableRows,
} from './browser.js';
import { readZip } from './zip.js';

type Row = Record<string, string>;

/** The preview table shown for `table`, as objects keyed by column (cells as the page shows them). */
async function previewOf(tab: Page, table: string): Promise<Row[]> {
  await tab.selectOption('#ds-preview-table', table);
  await expect.poll(() => tab.textContent('#ds-table caption')).toContain(`${table}:`);
  const headers = await tableHeaders(tab, '#ds-table');
  const rows = await tableRows(tab, '#ds-table');
  return rows.map((cells) => Object.fromEntries(headers.map((h, i) => [h, cells[i]!])));
}

/** Adds a field to table `t` of the form and gives it a name and a type; returns its id prefix. */
async function addField(tab: Page, t: number, name: string, type: string): Promise<string> {
  const before = await tab.locator(`#ds-t${t}-fields .field-row`).count();
  await tab.click(`#ds-t${t}-add-field`);
  const id = `#ds-t${t}-f-${before}`;
  await tab.fill(`${id}-name`, name);
  await tab.selectOption(`${id}-type`, type);
  return id;
}

async function reference(tab: Page, id: string, table: string, field: string, via = '') {
  await tab.selectOption(`${id}-opt-table`, table);
  await tab.selectOption(`${id}-opt-field`, field);
  if (via) await tab.selectOption(`${id}-opt-via`, via);
}

/** Names the table the "Add table" button just added, and sets its count. */
async function addTable(tab: Page, name: string, count: number | { per: string; min: number; max: number }) {
  const t = await tab.locator('#ds-tables .dataset-table').count();
  await tab.click('#ds-add-table');
  await tab.fill(`#ds-t${t}-name`, name);
  await tab.press(`#ds-t${t}-name`, 'Tab');
  if (typeof count === 'number') await tab.fill(`#ds-t${t}-count`, String(count));
  else {
    await tab.selectOption(`#ds-t${t}-mode`, 'per');
    await tab.selectOption(`#ds-t${t}-per`, count.per);
    await tab.fill(`#ds-t${t}-min`, String(count.min));
    await tab.fill(`#ds-t${t}-max`, String(count.max));
  }
  return t;
}

/** The dataset builder, end to end in Chromium against the running service. */
describe.skipIf(skipBrowser())('playground dataset builder in a real browser', () => {
  let served: Served;
  let browser: Browser;
  const page = async (lang = 'es') => {
    const tab = await open(browser, `${served.base}/?lang=${lang}`);
    await tab.click('#tab-dataset');
    return tab;
  };

  beforeAll(async () => {
    served = await serve();
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
    await served?.app.close();
  });

  it('builds three related tables in the form, previews each one, and downloads the SQL and the CSV zip', async () => {
    const tab = await page();
    const errors: string[] = [];
    tab.on('pageerror', (err) => errors.push(err.message));

    // clientes: 6 rows, a sequence id as primary key (a new table starts with it) and a unique DNI.
    await addTable(tab, 'clientes', 6);
    expect(await tab.inputValue('#ds-t0-f-0-name')).toBe('id');
    expect(await tab.isChecked('#ds-t0-f-0-pk')).toBe(true);
    const dni = await addField(tab, 0, 'dni', 'documento');
    await tab.check(`${dni}-unique`);

    // cuentas: 1 to 2 per cliente, pointing to its cliente's id and, through that reference, its DNI.
    await addTable(tab, 'cuentas', { per: 'clientes', min: 1, max: 2 });
    const cliente = await addField(tab, 1, 'cliente_id', 'referencia');
    // Only the tables defined are offered.
    expect(
      await tab.$$eval(`${cliente}-opt-table option`, (os) => os.map((o) => o.getAttribute('value'))),
    ).toEqual(['', 'clientes', 'cuentas']);
    await reference(tab, cliente, 'clientes', 'id');
    expect(
      await tab.$$eval(`${cliente}-opt-field option`, (os) => os.map((o) => o.getAttribute('value'))),
    ).toEqual(['', 'id', 'dni']);
    const titular = await addField(tab, 1, 'titular_dni', 'referencia');
    await reference(tab, titular, 'clientes', 'dni', 'cliente_id');
    const iban = await addField(tab, 1, 'iban', 'iban');
    await tab.check(`${iban}-unique`);

    // movimientos: 0 to 3 per cuenta.
    await addTable(tab, 'movimientos', { per: 'cuentas', min: 0, max: 3 });
    const cuenta = await addField(tab, 2, 'cuenta_iban', 'referencia');
    await reference(tab, cuenta, 'cuentas', 'iban');
    const tipo = await addField(tab, 2, 'tipo', 'lista');
    await tab.fill(`${tipo}-opt-values`, 'ingreso, cargo');
    await tab.fill(`${tipo}-opt-weights`, '1, 3');

    await tab.fill('#ds-seed', 'conjunto-e2e');
    await tab.fill('#ds-refdate', '2026-01-15');
    await tab.selectOption('#ds-format', 'sql');
    await tab.selectOption('#ds-dialect', 'postgresql');
    await tab.check('#ds-create-table');
    await screenshot(tab, 'dataset-form');

    await tab.click('#ds-preview');
    await expect.poll(() => tab.textContent('#ds-summary')).toContain('semilla conjunto-e2e');
    const clientes = await previewOf(tab, 'clientes');
    const cuentas = await previewOf(tab, 'cuentas');
    const movimientos = await previewOf(tab, 'movimientos');
    await screenshot(tab, 'dataset-preview');

    expect(clientes.map((c) => c.id)).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(new Set(clientes.map((c) => c.dni)).size).toBe(6);
    // Every cuenta belongs to an existing cliente and carries that very cliente's DNI; each cliente has 1 or 2.
    const dniOf = new Map(clientes.map((c) => [c.id, c.dni]));
    for (const c of cuentas) expect(c.titular_dni).toBe(dniOf.get(c.cliente_id!));
    for (const c of clientes) {
      const n = cuentas.filter((x) => x.cliente_id === c.id).length;
      expect(n).toBeGreaterThanOrEqual(1);
      expect(n).toBeLessThanOrEqual(2);
    }
    const ibans = new Set(cuentas.map((c) => c.iban));
    expect(ibans.size).toBe(cuentas.length);
    expect(movimientos.length).toBeLessThanOrEqual(3 * cuentas.length);
    for (const m of movimientos) expect(ibans.has(m.cuenta_iban!)).toBe(true);
    expect(movimientos.filter((m) => m.tipo !== 'ingreso' && m.tipo !== 'cargo')).toEqual([]);
    expect(await tab.textContent('#ds-summary')).toContain(
      `clientes: 6 · cuentas: ${cuentas.length} · movimientos: ${movimientos.length}`,
    );
    // How the SQL script starts, under the table.
    await expect.poll(() => tab.textContent('#ds-text-title')).toContain('SQL');
    expect(await tab.textContent('#ds-text')).toMatch(/CREATE TABLE "clientes"/);

    // The SQL script: tables in order, keys, and every row of the preview (small counts here are the full counts).
    const [sqlDownload] = await Promise.all([tab.waitForEvent('download'), tab.click('#ds-download')]);
    expect(sqlDownload.suggestedFilename()).toMatch(/\.sql$/);
    const sql = readFileSync((await sqlDownload.path())!, 'utf8');
    const created = [...sql.matchAll(/CREATE TABLE\s+"?(\w+)"?/gi)].map((m) => m[1]);
    expect(created).toEqual(['clientes', 'cuentas', 'movimientos']);
    expect(sql).toMatch(/PRIMARY KEY\s*\(\s*"?id"?\s*\)/i);
    expect(sql).toMatch(
      /FOREIGN KEY\s*\(\s*"?cliente_id"?\s*\)\s*REFERENCES\s+"?clientes"?\s*\(\s*"?id"?\s*\)/i,
    );
    expect(sql).toMatch(
      /FOREIGN KEY\s*\(\s*"?cuenta_iban"?\s*\)\s*REFERENCES\s+"?cuentas"?\s*\(\s*"?iban"?\s*\)/i,
    );
    for (const c of clientes) expect(sql).toContain(`'${c.dni}'`);
    for (const c of cuentas) expect(sql).toContain(`'${c.iban}'`);
    await expect.poll(() => tab.textContent('#notice')).toContain(sqlDownload.suggestedFilename());

    // The CSV zip: one file per table, with the preview's rows.
    await tab.selectOption('#ds-format', 'csv');
    // SQL settings are shown for SQL only.
    expect(await tab.isVisible('#ds-dialect')).toBe(false);
    const [zipDownload] = await Promise.all([tab.waitForEvent('download'), tab.click('#ds-download')]);
    expect(zipDownload.suggestedFilename()).toMatch(/\.zip$/);
    const files = readZip(readFileSync((await zipDownload.path())!));
    expect(Object.keys(files).sort()).toEqual(['clientes.csv', 'cuentas.csv', 'movimientos.csv']);
    const lines = (name: string) => files[name]!.split(/\r?\n/).filter((line) => line !== '');
    expect(lines('clientes.csv')[0]).toBe('id,dni');
    expect(lines('clientes.csv').slice(1)).toEqual(clientes.map((c) => `${c.id},${c.dni}`));
    expect(lines('cuentas.csv')[0]).toBe('id,cliente_id,titular_dni,iban');
    expect(lines('cuentas.csv')).toHaveLength(cuentas.length + 1);
    expect(lines('movimientos.csv')).toHaveLength(movimientos.length + 1);
    expect(errors).toEqual([]);
    await tab.close();
    // Typing three tables into the form takes a while on a busy 2-core machine.
  }, 60_000);

  it('loads the example with one click; renaming a table or field carries its references along', async () => {
    const tab = await page();
    await tab.click('#ds-example');
    await expect.poll(() => tab.locator('#ds-tables .dataset-table').count()).toBe(3);
    expect(await tab.inputValue('#ds-t0-name')).toBe('clientes');
    expect(await tab.inputValue('#ds-t2-name')).toBe('movimientos');
    expect(await tab.inputValue('#ds-t1-per')).toBe('clientes');
    await expect.poll(() => tab.textContent('#notice')).toContain('3 tablas');

    await tab.fill('#ds-t0-name', 'personas');
    await tab.press('#ds-t0-name', 'Tab');
    await expect.poll(() => tab.inputValue('#ds-t1-per')).toBe('personas');
    await expect.poll(() => tab.inputValue('#ds-t1-f-1-opt-table')).toBe('personas');
    await tab.fill('#ds-t0-f-0-name', 'codigo');
    await tab.press('#ds-t0-f-0-name', 'Tab');
    await expect.poll(() => tab.inputValue('#ds-t1-f-1-opt-field')).toBe('codigo');
    await tab.fill('#ds-t1-f-1-name', 'persona_id');
    await tab.press('#ds-t1-f-1-name', 'Tab');
    await expect.poll(() => tab.inputValue('#ds-t1-f-2-opt-via')).toBe('persona_id');

    await tab.click('#ds-preview');
    await expect.poll(() => tab.textContent('#ds-summary')).toContain('semilla ejemplo');
    const personas = await previewOf(tab, 'personas');
    const cuentas = await previewOf(tab, 'cuentas');
    const codes = new Set(personas.map((p) => p.codigo));
    for (const c of cuentas) expect(codes.has(c.persona_id!)).toBe(true);
    await previewOf(tab, 'movimientos');
    await screenshot(tab, 'dataset-example');

    // "Save definition" gives the request body; loading it back restores the form.
    const [saved] = await Promise.all([tab.waitForEvent('download'), tab.click('#ds-save')]);
    const definitionPath = (await saved.path())!;
    const definition = JSON.parse(readFileSync(definitionPath, 'utf8'));
    expect(definition).toMatchObject({
      seed: 'ejemplo',
      format: 'sql',
      dialect: 'postgresql',
      createTable: true,
    });
    expect(definition.tables.map((x: { name: string }) => x.name)).toEqual([
      'personas',
      'cuentas',
      'movimientos',
    ]);
    expect(definition.tables[0].primaryKey).toEqual(['codigo']);
    expect(definition.tables[1].count).toEqual({ per: 'personas', min: 1, max: 3 });
    expect(definition.tables[1].fields[2]).toEqual({
      name: 'titular_dni',
      type: 'referencia',
      options: { table: 'personas', field: 'dni', via: 'persona_id' },
    });
    await tab.click('#ds-t2-remove');
    await tab.click('#ds-t1-remove');
    await expect.poll(() => tab.locator('#ds-tables .dataset-table').count()).toBe(1);
    await tab.setInputFiles('#ds-load', {
      name: 'bad.json',
      mimeType: 'application/json',
      buffer: Buffer.from('[]'),
    });
    await expect
      .poll(() => tab.textContent('#ds-error'))
      .toContain('no es una definición de conjunto de datos válida');
    await tab.setInputFiles('#ds-load', {
      name: 'dataset.schema.json',
      mimeType: 'application/json',
      buffer: readFileSync(definitionPath),
    });
    await expect.poll(() => tab.locator('#ds-tables .dataset-table').count()).toBe(3);
    expect(await tab.inputValue('#ds-t1-f-2-opt-via')).toBe('persona_id');
    expect(await tab.isChecked('#ds-t0-f-0-pk')).toBe(true);
    expect(await tab.isChecked('#ds-t0-f-1-unique')).toBe(true);
    await tab.close();
  });

  it.skipIf(!PROBLEM_CODES)('shows a bad reference beside its field, in Spanish and in English', async () => {
    for (const lang of ['es', 'en']) {
      const tab = await page(lang);
      await tab.click('#ds-example');
      // cuentas loses the id that movimientos.cuenta_id copies: the choice stays, marked as unknown.
      await tab.click('#ds-t1-f-0-remove');
      expect(await tab.inputValue('#ds-t2-f-1-opt-field')).toBe('id');
      expect(await tab.textContent('#ds-t2-f-1-opt-field option:checked')).toBe('? id');
      await tab.click('#ds-preview');
      const alert = tab.locator('#ds-error');
      await expect
        .poll(() => alert.textContent())
        .toContain(lang === 'es' ? 'Elige un campo' : 'Choose a field');
      expect(await alert.textContent()).toContain(lang === 'es' ? 'campo cuenta_id' : 'field cuenta_id');
      const inline = tab.locator('#ds-t2-f-1-error');
      await expect.poll(() => inline.isVisible()).toBe(true);
      expect(await inline.textContent()).toContain(lang === 'es' ? 'Campo referenciado' : 'Referenced field');
      // The choice at fault is outlined and has the focus.
      expect(await tab.getAttribute('#ds-t2-f-1-opt-field', 'aria-invalid')).toBe('true');
      expect(await tab.evaluate<string>("document.activeElement?.id ?? ''")).toBe('ds-t2-f-1-opt-field');
      // Only that field is marked.
      expect(await tab.locator('.field-row.invalid').count()).toBe(1);
      expect(await tab.getAttribute('#ds-t2-f-1-error', 'role')).toBe('alert');
      await screenshot(tab, `dataset-error-${lang}`);

      // Fixed, the marks go away.
      await tab.selectOption('#ds-t2-f-1-opt-field', 'iban');
      await tab.click('#ds-preview');
      await expect.poll(() => alert.isVisible()).toBe(false);
      expect(await inline.isVisible()).toBe(false);
      await tab.close();
    }
  });

  it('speaks English, fits a phone screen, and keeps every control labelled', async () => {
    const tab = await page('en');
    expect(await tab.textContent('#tab-dataset')).toBe('Datasets');
    // The limits come from the catalog's dataset section.
    const catalog = (await (await fetch(`${served.base}/api/v1/generators`)).json()) as {
      data: { dataset: { maxTables: number; maxRows: number } };
    };
    expect(await tab.textContent('#ds-limits')).toContain(
      `Up to ${catalog.data.dataset.maxTables} tables and ${catalog.data.dataset.maxRows} rows in all`,
    );
    await tab.click('#ds-example');
    expect(await tab.textContent('#ds-t1-box legend')).toBe('Table 2');
    expect(await tab.textContent('label[for="ds-t1-per"]')).toBe('Parent table');
    expect(await tab.textContent('label[for="ds-t1-f-1-opt-via"]')).toBe('Through');
    await tab.click('#ds-preview');
    await expect.poll(() => tab.textContent('#ds-summary')).toContain('Preview with few rows (seed ejemplo)');
    await tab.selectOption('#lang', 'es');
    await expect.poll(() => tab.textContent('#ds-summary')).toContain('Vista previa con pocas filas');
    expect(await tab.textContent('label[for="ds-t1-per"]')).toBe('Tabla padre');

    const unlabelled = await tab.$$eval('#panel-dataset input, #panel-dataset select', (controls) =>
      controls
        .filter(
          (c) => (c as unknown as { labels: unknown[] }).labels.length === 0 && !c.getAttribute('aria-label'),
        )
        .map((c) => c.id),
    );
    expect(unlabelled).toEqual([]);
    await tab.setViewportSize({ width: 375, height: 667 });
    expect(
      await tab.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth'),
    ).toBeLessThanOrEqual(0);
    await screenshot(tab, 'phone-dataset');
    await tab.close();
  });
});
