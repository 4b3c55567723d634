import { describe, expect, it } from 'vitest';
import type { CatalogTable } from '../catalog.js';
import { parentsFirst } from './order.js';

const table = (name: string, references: string[] = [], inherits?: string[]): CatalogTable => ({
  name,
  columns: [],
  primaryKey: [],
  unique: [],
  foreignKeys: references.map((target) => ({ columns: ['ref'], table: target, targetColumns: ['id'] })),
  otherChecks: [],
  ...(inherits === undefined ? {} : { inherits }),
});

const names = (tables: readonly CatalogTable[]) => parentsFirst(tables).map((t) => t.name);

describe('parentsFirst', () => {
  it('puts a referenced table, and a table inherited from, before the table that needs it', () => {
    expect(
      names([table('nominas', ['empleados']), table('empleados', [], ['personas']), table('personas')]),
    ).toEqual(['personas', 'empleados', 'nominas']);
  });

  it('in a cycle of foreign keys, never makes a child before the table it inherits from', () => {
    // Nothing is ready: personas waits for sedes, sedes for empleados, empleados for personas.
    const order = names([
      table('empleados', [], ['personas']),
      table('sedes', ['empleados']),
      table('personas', ['sedes']),
    ]);
    expect(order).toHaveLength(3);
    expect(order.indexOf('personas')).toBeLessThan(order.indexOf('empleados'));
  });

  it('a reference to itself or to a table outside the copy does not hold a table back', () => {
    expect(names([table('b', ['b', 'fuera']), table('a', ['b'])])).toEqual(['b', 'a']);
  });
});
