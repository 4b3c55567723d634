/**
 * The plain records of a CSV file, split on their bytes: cells unquoted,
 * or quoted with doubled quotes and line breaks inside, records ended by
 * LF or CRLF (the first line break outside quotes says which). That is
 * nearly every extract, and splitting it here costs a fraction of
 * csv-parse's general loop, which weighs every byte against every option
 * it has.
 *
 * Whatever is not plain is left to csv-parse, from the start of the record
 * where it appears to the end of the file: a quote inside an unquoted cell,
 * text after a closing quote, a line break other than the file's, the end
 * of the file inside quotes, a record longer than MAX_RECORD_BYTES. The
 * records given are those csv-parse gives (held to it on random input in
 * csv-split.test.ts), and each error is csv-parse's own.
 */

const QUOTE = 34;
const LF = 10;
const CR = 13;

/** A record not complete yet is carried to the next chunk up to this size, then left to csv-parse. */
export const MAX_RECORD_BYTES = 1 << 20;

/** What `record` returns when it cannot end a record: more bytes are needed, or csv-parse must read it. */
const INCOMPLETE = -1;
const NOT_PLAIN = -2;

export class PlainCsvSplitter {
  /** The file's line break, once the first one outside quotes is read. */
  recordDelimiter: '\n' | '\r\n' | undefined;
  /** True once a record is not plain: csv-parse reads from `split`'s answer on. */
  stuck = false;
  /** Records read. */
  records = 0;
  /**
   * Lines read as csv-parse counts them (its error says the line): one per
   * CR or LF byte, except a CRLF that ends a record, which is one.
   */
  lines = 0;
  private readonly delimiter: number;

  constructor(delimiter: string) {
    this.delimiter = delimiter.charCodeAt(0);
  }

  /**
   * Reads the records of `buf` from `start` into `out` and returns where it
   * stopped: the end of `buf`, or the start of a record that is not
   * complete yet (unless `end`, the last bytes of the file) or not plain
   * (`stuck` is then set).
   */
  split(buf: Buffer, start: number, end: boolean, out: string[][]): number {
    let at = start;
    while (at < buf.length) {
      const next = this.record(buf, at, end, out);
      if (next === NOT_PLAIN) this.stuck = true;
      if (next < 0) break;
      at = next;
    }
    this.lines += breaksIn(buf, start, at);
    return at;
  }

  /** One record from `at` pushed to `out`, and where the next starts; INCOMPLETE or NOT_PLAIN. */
  private record(buf: Buffer, at: number, end: boolean, out: string[][]): number {
    const length = buf.length;
    const delimiter = this.delimiter;
    const cells: string[] = [];
    let i = at;
    for (;;) {
      let c: number;
      if (buf[i] === QUOTE) {
        // A quoted cell: its text runs to the quote not followed by another; "" is one quote.
        let cell = '';
        let from = i + 1;
        for (;;) {
          const quote = buf.indexOf(QUOTE, from);
          if (quote < 0) return end ? NOT_PLAIN : INCOMPLETE;
          if (quote + 1 >= length && !end) return INCOMPLETE;
          if (buf[quote + 1] === QUOTE) {
            cell += buf.toString('utf8', from, quote + 1);
            from = quote + 2;
            continue;
          }
          cell += buf.toString('utf8', from, quote);
          i = quote + 1;
          break;
        }
        cells.push(cell);
        c = i < length ? (buf[i] as number) : -1;
        if (c !== delimiter && c !== LF && c !== CR && c !== -1) return NOT_PLAIN;
      } else {
        let j = i;
        c = -1;
        while (j < length) {
          const byte = buf[j] as number;
          if (byte === delimiter || byte === LF || byte === CR || byte === QUOTE) {
            c = byte;
            break;
          }
          j++;
        }
        if (c === -1 && !end) return INCOMPLETE;
        if (c === QUOTE) return NOT_PLAIN;
        cells.push(buf.toString('utf8', i, j));
        i = j;
      }
      // `c` is what ends the cell: the delimiter, a line break or the end of the file.
      if (c === delimiter) {
        i++;
        continue;
      }
      if (c === -1) {
        this.push(out, cells);
        return length;
      }
      if (c === LF) {
        if (this.recordDelimiter === '\r\n') return NOT_PLAIN;
        this.recordDelimiter = '\n';
        this.push(out, cells);
        return i + 1;
      }
      // A CR: the end of the record when an LF follows and the file's line break is CRLF.
      if (i + 1 >= length) return end ? NOT_PLAIN : INCOMPLETE;
      if (buf[i + 1] !== LF || this.recordDelimiter === '\n') return NOT_PLAIN;
      this.recordDelimiter = '\r\n';
      this.lines--; // csv-parse counts a CRLF that ends a record as one line
      this.push(out, cells);
      return i + 2;
    }
  }

  private push(out: string[][], cells: string[]): void {
    out.push(cells);
    this.records++;
  }
}

/** The CR and LF bytes in `buf` from `start` to `end`. */
function breaksIn(buf: Buffer, start: number, end: number): number {
  let count = 0;
  for (const byte of [LF, CR])
    for (let i = buf.indexOf(byte, start); i >= 0 && i < end; i = buf.indexOf(byte, i + 1)) count++;
  return count;
}
