// @ts-check
/**
 * The dataset the "Load example" button puts in the form: customers, their
 * accounts (1 to 3 each) and the accounts' movements (0 to 5 each), joined
 * by references to the parents' ids. A valid body for POST /dataset.
 */
export const EXAMPLE_DATASET = {
  seed: 'ejemplo',
  format: 'sql',
  dialect: 'postgresql',
  createTable: true,
  tables: [
    {
      name: 'clientes',
      count: 20,
      primaryKey: ['id'],
      fields: [
        { name: 'id', type: 'secuencia' },
        { name: 'dni', type: 'documento', unique: true },
        { name: 'nombre', type: 'nombre_completo' },
        { name: 'email', type: 'email', unique: true },
      ],
    },
    {
      name: 'cuentas',
      count: { per: 'clientes', min: 1, max: 3 },
      primaryKey: ['id'],
      fields: [
        { name: 'id', type: 'secuencia' },
        { name: 'cliente_id', type: 'referencia', options: { table: 'clientes', field: 'id' } },
        {
          name: 'titular_dni',
          type: 'referencia',
          options: { table: 'clientes', field: 'dni', via: 'cliente_id' },
        },
        { name: 'iban', type: 'iban', unique: true },
      ],
    },
    {
      name: 'movimientos',
      count: { per: 'cuentas', min: 0, max: 5 },
      primaryKey: ['id'],
      fields: [
        { name: 'id', type: 'secuencia' },
        { name: 'cuenta_id', type: 'referencia', options: { table: 'cuentas', field: 'id' } },
        { name: 'fecha', type: 'fecha' },
        { name: 'importe', type: 'numero', options: { min: -500, max: 500, decimals: 2 } },
        {
          name: 'concepto',
          type: 'lista',
          options: {
            values: ['Nómina', 'Recibo de la luz', 'Transferencia', 'Compra con tarjeta', 'Cajero'],
            weights: [1, 2, 2, 4, 1],
          },
        },
      ],
    },
  ],
};
