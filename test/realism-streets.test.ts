import { describe, expect, it } from 'vitest';
import { municipalities } from '../src/countries/es/data/generated/municipalities.js';
import { COMMON_STREET_NAMES, localStreets } from '../src/countries/es/data/generated/streets.js';
import { drawAddress } from '../src/countries/es/entities/address.js';
import { streetArea, streetSourceOf } from '../src/countries/es/entities/streets.js';
import type { Address } from '../src/generators/entities/types.js';
import { bulkRows } from '../src/index.js';
import { rngFromSeed } from '../src/random/rng.js';

const LINE = /^(.+), (\d{1,3})(, [1-9]º (A|B|C|D|Izda\.|Dcha\.))?$/;
const streetOf = (direccion: string): string => (LINE.exec(direccion) as RegExpExecArray)[1] as string;

/** Real streets by municipality, and the postal codes each is paired with. */
function localIndex() {
  const { municipality, label, postalCode } = localStreets();
  const streets = new Map<string, Map<string, Set<string>>>();
  for (let i = 0; i < label.length; i++) {
    const byLabel = streets.get(municipality[i]!) ?? new Map<string, Set<string>>();
    const codes = byLabel.get(label[i]!) ?? new Set<string>();
    codes.add(postalCode[i]!);
    byLabel.set(label[i]!, codes);
    streets.set(municipality[i]!, byLabel);
  }
  return streets;
}

const addresses: Address[] = Array.from({ length: 40_000 }, (_, i) => drawAddress(rngFromSeed(`calle-${i}`)));

const CATALAN =
  /^(Carrer|Plaça|Avinguda|Passeig|Camí|Travessia|Carretera|Ronda|Rambla|Carreró|Passatge|Pujada|Placeta|Urbanització) /;
const GALICIAN =
  /^(Rúa|Praza|Avenida|Paseo|Camiño|Travesía|Estrada|Rolda|Ruela|Pasaxe|Costa|Praciña|Urbanización) /;
const BASQUE =
  / (kalea|etorbidea|plaza|pasealekua|bidea|zeharkalea|errepidea|kalezuloa|aldapa)$|^(Kale|Etorbide|Plaza|Pasealeku|Bide|Zeharkale|Errepide|Kalezulo|Aldapa) [A-Z]/;
const CASTILIAN =
  /^(Calle|Avenida|Plaza|Paseo|Camino|Travesía|Carretera|Ronda|Rambla|Callejón|Glorieta|Urbanización|Pasaje|Cuesta|Calleja|Plazuela) /;

/** Share of the streets of `area` matching `pattern`, municipalities with real streets aside (their own types). */
function shareMatching(area: string, pattern: RegExp): { n: number; share: number } {
  const local = new Set(localStreets().municipality);
  const lines = addresses
    .filter((a) => streetArea(a.municipalityCode) === area && !local.has(a.municipalityCode))
    .map((a) => streetOf(a.direccion));
  return { n: lines.length, share: lines.filter((l) => pattern.test(l)).length / lines.length };
}

describe('streets of the municipality', () => {
  it('keeps the address line format: street, number, and for some floor and door', () => {
    expect(addresses.filter((a) => !LINE.test(a.direccion))).toEqual([]);
  });

  it('a municipality with real streets only gets its own, with their paired postal code', () => {
    const index = localIndex();
    let checked = 0;
    // Every municipality of the data, 40 draws each.
    for (const [code, streets] of index) {
      const source = streetSourceOf(code);
      const rng = rngFromSeed(`local-${code}`);
      for (let i = 0; i < 40; i++) {
        const drawn = rng.weighted(source.cumulative);
        const street = source.labels[drawn]!;
        const postalCode = source.postalCodes![drawn]!;
        expect(streets.has(street), `${code}: ${street}`).toBe(true);
        expect(streets.get(street)!.has(postalCode)).toBe(true);
        checked += 1;
      }
    }
    expect(checked).toBe(174 * 40);
    // Through whole addresses: the street is the municipality's, the postal code one of its own.
    const rioja = addresses.filter((a) => index.has(a.municipalityCode));
    expect(rioja.length).toBeGreaterThan(150);
    const postal = new Map(municipalities().map((m) => [m.code, m.postalCodes]));
    for (const a of rioja) {
      const codes = index.get(a.municipalityCode)!.get(streetOf(a.direccion));
      expect(codes, `${a.municipio}: ${a.direccion}`).toBeDefined();
      expect(postal.get(a.municipalityCode)).toContain(a.cp);
      if (codes!.size === 1 && postal.get(a.municipalityCode)!.includes([...codes!][0]!))
        expect(a.cp).toBe([...codes!][0]);
    }
  });

  it('no street found only in La Rioja appears outside La Rioja', () => {
    // Compared without particles: La Rioja's "Avenida de Europa" is the common "Avenida Europa".
    const bare = (label: string) => label.replace(/^(\S+) (de la|de las|de los|del|de) /, '$1 ');
    const common = new Set(
      COMMON_STREET_NAMES.keys.map((key, i) => `${COMMON_STREET_NAMES.types[i]} ${key}`),
    );
    const riojaOnly = new Set(localStreets().label.filter((label) => !common.has(bare(label))));
    const outside = addresses.filter((a) => a.regionCode !== '26');
    expect(outside.length).toBeGreaterThan(39_000);
    expect(outside.filter((a) => riojaOnly.has(bare(streetOf(a.direccion)))).map((a) => a.direccion)).toEqual(
      [],
    );
  });

  it('Catalan, Valencian, Galician and Basque areas get their own street words; the rest Castilian ones', () => {
    const catalan = shareMatching('ca', CATALAN);
    const valencian = shareMatching('va', CATALAN);
    const galician = shareMatching('gl', GALICIAN);
    const basque = shareMatching('eu', BASQUE);
    const castilian = shareMatching('es', CASTILIAN);
    for (const { n } of [catalan, valencian, galician, basque]) expect(n).toBeGreaterThan(500);
    expect(catalan.share).toBe(1);
    expect(valencian.share).toBe(1);
    expect(galician.share).toBe(1);
    expect(basque.share).toBe(1);
    expect(castilian.share).toBe(1);
    // And the Castilian word for a street is not used in those areas.
    const calleInRegions = addresses.filter(
      (a) => ['ca', 'va', 'gl', 'eu'].includes(streetArea(a.municipalityCode)) && /^Calle /.test(a.direccion),
    );
    expect(calleInRegions).toEqual([]);
  });

  it('the Basque-speaking zone of Navarra is Basque, Pamplona and the south Castilian', () => {
    const code = (name: string) => municipalities().find((m) => m.name === name)!.code;
    expect(streetArea(code('Baztan'))).toBe('eu');
    expect(streetArea(code('Lesaka'))).toBe('eu');
    expect(streetArea(code('Pamplona/Iruña'))).toBe('es');
    expect(streetArea(code('Tudela'))).toBe('es');
    expect(streetArea(code('Bilbao'))).toBe('eu');
    expect(streetArea(code('Vigo'))).toBe('gl');
    expect(streetArea(code('Palma'))).toBe('ca');
  });

  it('bulk rows and identities use the same streets', async () => {
    const rows = await bulkRows({
      seed: 'calles-bulk',
      count: 3000,
      fields: [
        { name: 'direccion', type: 'direccion' },
        { name: 'provincia', type: 'provincia' },
      ],
    });
    const catalanRows = rows.filter((r) =>
      ['Barcelona', 'Girona', 'Lleida', 'Tarragona'].includes(String(r.provincia)),
    );
    expect(catalanRows.length).toBeGreaterThan(200);
    expect(catalanRows.filter((r) => !CATALAN.test(String(r.direccion)))).toEqual([]);
  });
});
