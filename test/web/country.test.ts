import { describe, expect, it } from 'vitest';
import { playgroundSession, skipBrowser, tableHeaders, tableRows } from './browser.js';

/** The country select: every tab follows the chosen country's catalog and paths. */
describe.skipIf(skipBrowser())('country select in a real browser', () => {
  const session = playgroundSession();

  it('lists the catalog countries in the page language, Spain first', async () => {
    const tab = await session.page('pt');
    const options = await tab.$$eval('#country option', (els) =>
      els.map((o) => [(o as HTMLOptionElement).value, o.textContent]),
    );
    expect(options).toEqual([
      ['es', 'Espanha'],
      ['pt', 'Portugal'],
      ['mx', 'México'],
    ]);
    expect(await tab.inputValue('#country')).toBe('es');
    await tab.close();
  });

  it('Portugal: generate asks /api/v1/pt, offers its document kinds and gives valid NIPC', async () => {
    const tab = await session.page();
    await tab.selectOption('#country', 'pt');
    await tab.selectOption('#gen-generator', 'document');
    const subs = await tab.$$eval('#gen-opt-sub option', (els) =>
      els.map((o) => (o as HTMLOptionElement).value),
    );
    // The first option is "the default" (empty).
    expect(subs.filter((s) => s !== '')).toEqual(['nif', 'nipc', 'cc', 'niss']);
    await tab.selectOption('#gen-opt-sub', 'nipc');
    await tab.fill('#gen-count', '3');
    await tab.fill('#gen-seed', 'pais-e2e');
    await tab.click('#gen-submit');
    await tab.waitForSelector('#gen-table tbody tr');
    const rows = await tableRows(tab, '#gen-table');
    expect(rows.map(([, tipo]) => tipo)).toEqual(['NIPC', 'NIPC', 'NIPC']);
    expect(await tab.textContent('#gen-curl')).toContain('/api/v1/pt/document?');
    const api = await fetch(`${session.served.base}/api/v1/pt/document?count=3&seed=pais-e2e&sub=nipc`);
    const body = (await api.json()) as { data: { documento: string }[] };
    expect(rows.map(([documento]) => documento)).toEqual(body.data.map((r) => r.documento));
    await tab.close();
  });

  it('Portugal: bulk previews Portuguese rows and validate detects with locale pt', async () => {
    const tab = await session.page();
    await tab.selectOption('#country', 'pt');
    await tab.click('#tab-bulk');
    await tab.fill('#bulk-seed', 'pais-e2e');
    await tab.click('#bulk-preview');
    await tab.waitForSelector('#bulk-table tbody tr');
    const headers = await tableHeaders(tab, '#bulk-table');
    const rows = await tableRows(tab, '#bulk-table');
    const iban = headers.indexOf('iban');
    expect(iban).toBeGreaterThanOrEqual(0);
    expect(rows.every((row) => row[iban]!.startsWith('PT50'))).toBe(true);

    await tab.click('#tab-validate');
    const kinds = await tab.$$eval('#val-kind option', (els) =>
      els.map((o) => (o as HTMLOptionElement).value),
    );
    expect(kinds).toContain('NIF_PT');
    expect(kinds).not.toContain('DNI');
    await tab.fill('#val-value', '501 964 843');
    await tab.click('#val-submit');
    await expect.poll(() => tab.textContent('#val-kind-out')).toBe('NIPC (persona jurídica, Portugal)');
    // Back to Spain: the Spanish kinds again.
    await tab.selectOption('#country', 'es');
    await expect
      .poll(() => tab.$$eval('#val-kind option', (els) => els.map((o) => (o as HTMLOptionElement).value)))
      .toContain('DNI');
    await tab.close();
  });
});
