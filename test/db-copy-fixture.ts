/**
 * A small shop for the database copy tests, the same in PostgreSQL,
 * MariaDB and SQLite: clients keyed by their DNI, which orders and
 * accounts reference; employees with a manager (a key to their own table);
 * order lines keyed by (order, line) and shipments referencing that
 * composite key; free-text notes holding the client's DNI and phone.
 */

const LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
export const dniOf = (n: number) => `${String(n).padStart(8, '0')}${LETTERS[n % 23]}`;

const WEIGHTS = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6];
/** A CCC control digit over ten digits. */
function control(digits: string): number {
  const sum = [...digits].reduce((acc, d, i) => acc + Number(d) * WEIGHTS[i]!, 0);
  const dc = 11 - (sum % 11);
  return dc === 11 ? 0 : dc === 10 ? 1 : dc;
}

/** A valid Spanish IBAN (ES + check digits + a CCC with its control digits) for a number. */
export function ibanOf(n: number): string {
  const bankOffice = `2100${String(1000 + (n % 9000)).padStart(4, '0')}`;
  const account = String(n).padStart(10, '0');
  const bban = `${bankOffice}${control(`00${bankOffice}`)}${control(account)}${account}`;
  const numeric = `${bban}142800`; // E=14, S=28, then 00
  let rest = 0;
  for (const d of numeric) rest = (rest * 10 + Number(d)) % 97;
  return `ES${String(98 - rest).padStart(2, '0')}${bban}`;
}

const NAMES = ['María', 'José', 'Lucía', 'Antonio', 'Carmen', 'Manuel', 'Laura', 'David'];
const SURNAMES = ['García', 'López', 'Martínez', 'Sánchez', 'Pérez', 'Gómez', 'Ruiz', 'Díaz'];

export const CLIENTS = 60;
export const EMPLOYEES = 12;
export const ORDERS = 150;

const text = (v: string) => `'${v.replaceAll("'", "''")}'`;

export interface Shop {
  readonly schema: string;
  readonly dnis: readonly string[];
  readonly emails: readonly string[];
  readonly phones: readonly string[];
  readonly ibans: readonly string[];
}

export function shop(dialect: 'postgresql' | 'mysql' | 'sqlite'): Shop {
  const key = dialect === 'mysql' ? 'varchar(9)' : 'varchar(9)';
  const engine = dialect === 'mysql' ? ' ENGINE=InnoDB' : '';
  const dnis = Array.from({ length: CLIENTS }, (_, i) => dniOf(30_000_000 + i * 7919));
  const emails = dnis.map((_, i) => `cliente${i}@correo${i % 3}.es`);
  const phones = dnis.map((_, i) => `6${String(10_000_000 + i * 1_234_567).slice(-8)}`);
  const ibans = dnis.map((_, i) => ibanOf(5000 + i));
  const statements = [
    `CREATE TABLE clientes (dni ${key} NOT NULL, nombre varchar(40) NOT NULL, apellidos varchar(80), email varchar(80), telefono varchar(15), provincia varchar(40), notas text, PRIMARY KEY (dni))${engine}`,
    `CREATE TABLE empleados (id integer NOT NULL, nombre varchar(40), jefe_id integer, PRIMARY KEY (id), FOREIGN KEY (jefe_id) REFERENCES empleados (id))${engine}`,
    `CREATE TABLE pedidos (id integer NOT NULL, cliente_dni ${key} NOT NULL, empleado_id integer, importe numeric(10,2), fecha date, PRIMARY KEY (id), FOREIGN KEY (cliente_dni) REFERENCES clientes (dni), FOREIGN KEY (empleado_id) REFERENCES empleados (id))${engine}`,
    `CREATE TABLE lineas (pedido_id integer NOT NULL, linea integer NOT NULL, producto varchar(40), cantidad integer, PRIMARY KEY (pedido_id, linea), FOREIGN KEY (pedido_id) REFERENCES pedidos (id))${engine}`,
    `CREATE TABLE envios (id integer NOT NULL, pedido_id integer NOT NULL, linea integer NOT NULL, transportista varchar(40), PRIMARY KEY (id), FOREIGN KEY (pedido_id, linea) REFERENCES lineas (pedido_id, linea))${engine}`,
    `CREATE TABLE cuentas (titular_dni ${key} NOT NULL, iban varchar(34), FOREIGN KEY (titular_dni) REFERENCES clientes (dni))${engine}`,
  ];
  const provinces = ['Madrid', 'Barcelona', 'Sevilla', 'Valencia'];
  const clients = dnis.map(
    (dni, i) =>
      `(${text(dni)}, ${text(NAMES[i % 8]!)}, ${text(`${SURNAMES[i % 8]} ${SURNAMES[(i * 3) % 8]}`)}, ${text(emails[i]!)}, ${text(phones[i]!)}, ${text(provinces[i % 4]!)}, ${text(`Llamar al ${phones[i]}, DNI ${dni}`)})`,
  );
  statements.push(`INSERT INTO clientes VALUES ${clients.join(', ')}`);
  // Managers first: employee i reports to employee floor(i / 3), the first to nobody.
  const employees = Array.from(
    { length: EMPLOYEES },
    (_, i) => `(${i + 1}, ${text(NAMES[(i + 3) % 8]!)}, ${i === 0 ? 'NULL' : Math.floor(i / 3) + 1})`,
  );
  statements.push(`INSERT INTO empleados VALUES ${employees.join(', ')}`);
  const orders = Array.from(
    { length: ORDERS },
    (_, i) =>
      `(${i + 1}, ${text(dnis[(i * 7) % CLIENTS]!)}, ${(i % EMPLOYEES) + 1}, ${(i * 13.7).toFixed(2)}, '2024-0${(i % 9) + 1}-1${i % 9}')`,
  );
  statements.push(`INSERT INTO pedidos VALUES ${orders.join(', ')}`);
  const lines: string[] = [];
  const shipments: string[] = [];
  for (let o = 1; o <= ORDERS; o++)
    for (let l = 1; l <= (o % 3) + 1; l++) {
      lines.push(`(${o}, ${l}, 'producto ${(o * l) % 17}', ${l})`);
      if (l === 1) shipments.push(`(${o}, ${o}, ${l}, 'SEUR')`);
    }
  statements.push(`INSERT INTO lineas VALUES ${lines.join(', ')}`);
  statements.push(`INSERT INTO envios VALUES ${shipments.join(', ')}`);
  const accounts = dnis
    .filter((_, i) => i % 2 === 0)
    .map((dni, i) => `(${text(dni)}, ${text(ibans[i * 2]!)})`);
  statements.push(`INSERT INTO cuentas VALUES ${accounts.join(', ')}`);
  return { schema: `${statements.join(';\n')};`, dnis, emails, phones, ibans };
}
