/**
 * The X-Seed header as text. Node reads header bytes as Latin-1, but clients
 * send a seed such as `ñ` as UTF-8, so bytes that are valid UTF-8 are read as
 * UTF-8: the header then means what the same seed means in the query (docs/api.md,
 * Single-type generators). Other bytes keep their Latin-1 reading. A repeated header: the first.
 */
export function headerSeed(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined || !/[\u0080-\u00ff]/.test(value)) return value;
  const utf8 = Buffer.from(value, 'latin1').toString('utf8');
  return utf8.includes('\uFFFD') ? value : utf8;
}
