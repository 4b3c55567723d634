/**
 * A MariaDB/MySQL geometry as text (docs/api.md, Database copy): the
 * server keeps a geometry as its SRID (4 bytes, little-endian) followed by
 * its well-known binary (OGC WKB: a byte order, a type, then the
 * coordinates). Copied to a database without that type it becomes its
 * well-known text, written as the server's `ST_AsText` writes it
 * (`POINT(1 2)`, `POLYGON((0 0,1 0,1 1,0 0))`), prefixed with `SRID=n;`
 * when n is not 0, as PostGIS reads it. Each coordinate is the shortest
 * decimal that reads back as the same double.
 */

const TYPES = [
  undefined,
  'POINT',
  'LINESTRING',
  'POLYGON',
  'MULTIPOINT',
  'MULTILINESTRING',
  'MULTIPOLYGON',
  'GEOMETRYCOLLECTION',
] as const;

class Reader {
  private at = 0;
  private little = true;

  constructor(private readonly view: DataView) {}

  get done(): boolean {
    return this.at === this.view.byteLength;
  }

  /** Reads a byte order mark; false for a value that is neither order. */
  order(): boolean {
    const mark = this.view.getUint8(this.at++);
    if (mark > 1) return false;
    this.little = mark === 1;
    return true;
  }

  uint32(little = this.little): number {
    const value = this.view.getUint32(this.at, little);
    this.at += 4;
    return value;
  }

  point(): string {
    const x = this.view.getFloat64(this.at, this.little);
    const y = this.view.getFloat64(this.at + 8, this.little);
    this.at += 16;
    return `${number(x)} ${number(y)}`;
  }

  points(): string {
    return Array.from({ length: this.uint32() }, () => this.point()).join(',');
  }

  rings(): string {
    return Array.from({ length: this.uint32() }, () => `(${this.points()})`).join(',');
  }
}

/** A coordinate as JavaScript writes a double (shortest round trip), minus zero as 0. */
const number = (value: number): string => (Object.is(value, -0) ? '0' : String(value));

/** One WKB geometry at the reader's position, as WKT; undefined for a type MariaDB has not (3D, measures). */
function geometry(reader: Reader): string | undefined {
  if (!reader.order()) return undefined;
  const name = TYPES[reader.uint32()];
  switch (name) {
    case undefined:
      return undefined;
    case 'POINT':
      return `POINT(${reader.point()})`;
    case 'LINESTRING':
      return `LINESTRING(${reader.points()})`;
    case 'POLYGON':
      return `POLYGON(${reader.rings()})`;
    default: {
      // A collection: each member a whole WKB geometry of its own (its own byte order and type).
      const members: string[] = [];
      for (let n = reader.uint32(); n > 0; n--) {
        const member = geometry(reader);
        if (member === undefined) return undefined;
        members.push(member);
      }
      if (members.length === 0) return `${name} EMPTY`;
      if (name === 'GEOMETRYCOLLECTION') return `${name}(${members.join(',')})`;
      // Members of a multi-geometry are written without their type, a point without its parentheses:
      // MULTIPOINT(1 1,2 2), MULTILINESTRING((0 0,1 1),(2 2,3 3)).
      const bodies = members.map((m) => m.slice(m.indexOf('(')));
      return `${name}(${(name === 'MULTIPOINT' ? bodies.map((b) => b.slice(1, -1)) : bodies).join(',')})`;
    }
  }
}

/** The WKT of a geometry in the server's bytes; undefined when the bytes are not one (they then go across as they are). */
export function wktOf(bytes: Uint8Array): string | undefined {
  if (bytes.length < 9) return undefined;
  const reader = new Reader(new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  try {
    const srid = reader.uint32(true);
    const text = geometry(reader);
    if (text === undefined || !reader.done) return undefined;
    return srid === 0 ? text : `SRID=${srid};${text}`;
  } catch {
    // Cut short: fewer bytes than the geometry says.
    return undefined;
  }
}
