import { describe, expect, it } from 'vitest';
import { DbError } from '../db/errors.js';
import { dbErrorLine, outcomeText } from './db-messages.js';

describe('what a failed fill or copy left, in the CLI language', () => {
  const refused = (outcome: DbError['facts']['outcome']) =>
    new DbError('LOAD_FAILED', { table: 'paises', row: 2, message: 'UNIQUE constraint failed', outcome });

  it('says the database is as it was in each language', () => {
    const whole = refused({ of: 'fill', rolledBack: true, asItWas: true });
    expect(dbErrorLine(whole, 'es')).toBe(
      'LOAD_FAILED: la base de datos rechazó la carga (tabla paises, fila 2): UNIQUE constraint failed [deshecho: la base de datos queda como estaba]',
    );
    expect(dbErrorLine(whole, 'en')).toBe(
      'LOAD_FAILED: the database refused the load (table paises, row 2): UNIQUE constraint failed [rolled back: the database is as it was]',
    );
    expect(dbErrorLine(whole, 'pt')).toMatch(/\[desfeito: a base de dados fica como estava\]$/);
  });

  it('names what stays where the database commits on its own', () => {
    const emptied = { of: 'fill', rolledBack: true, stay: { how: 'emptied', tables: ['a', 'b'] } } as const;
    expect(outcomeText(emptied, 'es')).toBe(
      'deshecho: no se ha cargado ninguna fila del relleno; las tablas vaciadas antes siguen vacías: a, b',
    );
    expect(outcomeText(emptied, 'en')).toBe(
      'rolled back: no row of this fill was loaded; the tables emptied first stay empty: a, b',
    );
    const created = {
      of: 'copy',
      rolledBack: false,
      stay: { how: 'created', tables: ['clientes'] },
    } as const;
    expect(outcomeText(created, 'es')).toBe(
      'no se ha escrito nada; las tablas creadas se quedan, vacías: clientes',
    );
    expect(outcomeText(created, 'pt')).toBe(
      'não foi escrito nada; as tabelas criadas ficam, vazias: clientes',
    );
    expect(outcomeText({ of: 'copy', rolledBack: true }, 'en')).toBe(
      'rolled back: no row of this copy was written',
    );
  });

  it('words the problems whose facts are ours in the same language', () => {
    const orphans = new DbError('ORPHAN_ROWS', {
      table: 'pedidos',
      column: 'cliente',
      orphans: 3,
      references: 'clientes',
    });
    expect(dbErrorLine(orphans, 'es')).toBe(
      'ORPHAN_ROWS: filas sin su fila padre (tabla pedidos, columna cliente): 3 filas no referencian ninguna fila de clientes',
    );
    expect(dbErrorLine(orphans, 'en')).toMatch(/: 3 rows reference no row of clientes$/);
    const refused = new DbError('TRUNCATE_REFUSED', { table: 'facturas' });
    expect(dbErrorLine(refused, 'es')).toMatch(
      /^TRUNCATE_REFUSED: .* \(tabla facturas\): .*--cascade para vaciarlas a la vez$/,
    );
    expect(dbErrorLine(refused, 'pt')).toMatch(/--cascade para as esvaziar também$/);
  });
});
