/**
 * Text encoded as UTF-8 straight into a buffer that grows as needed: a
 * COPY chunk's new text is written piece by piece (the source's text
 * between the cells, then each new cell) where joining strings made an
 * object a piece and the whole was encoded again at the end. Lone
 * surrogates become U+FFFD, as Buffer.from writes them.
 */
/** Characters from which a run is encoded by Buffer rather than by hand. */
const NATIVE_FROM = 48;

export class Utf8Out {
  private bytes: Buffer<ArrayBuffer>;
  private length = 0;

  constructor(capacity: number) {
    this.bytes = Buffer.allocUnsafeSlow(Math.max(capacity, 64));
  }

  /** Appends `text` from `from` to `to` (code unit indexes, not inside a surrogate pair). */
  append(text: string, from = 0, to = text.length): void {
    // At most 3 bytes a code unit (a pair's 4 bytes are 2 units).
    if (this.length + 3 * (to - from) > this.bytes.length) this.grow(3 * (to - from));
    // A long run (the source's text between two changed cells) is encoded by Buffer, a short one
    // by hand: below some dozens of characters the call costs more than the loop.
    if (to - from >= NATIVE_FROM) {
      this.length += this.bytes.write(text.slice(from, to), this.length, 'utf8');
      return;
    }
    const b = this.bytes;
    let n = this.length;
    for (let i = from; i < to; i++) {
      let c = text.charCodeAt(i);
      if (c < 0x80) {
        b[n++] = c;
      } else if (c < 0x800) {
        b[n++] = 0xc0 | (c >> 6);
        b[n++] = 0x80 | (c & 0x3f);
      } else {
        if (c >= 0xd800 && c <= 0xdfff) {
          const low = i + 1 < to ? text.charCodeAt(i + 1) : 0;
          if (c <= 0xdbff && low >= 0xdc00 && low <= 0xdfff) {
            const point = 0x10000 + ((c - 0xd800) << 10) + (low - 0xdc00);
            b[n++] = 0xf0 | (point >> 18);
            b[n++] = 0x80 | ((point >> 12) & 0x3f);
            b[n++] = 0x80 | ((point >> 6) & 0x3f);
            b[n++] = 0x80 | (point & 0x3f);
            i++;
            continue;
          }
          c = 0xfffd;
        }
        b[n++] = 0xe0 | (c >> 12);
        b[n++] = 0x80 | ((c >> 6) & 0x3f);
        b[n++] = 0x80 | (c & 0x3f);
      }
    }
    this.length = n;
  }

  /** The bytes written, a view of a buffer of their own (never Buffer's shared pool): a message can hand it over. */
  done(): Buffer<ArrayBuffer> {
    return this.bytes.subarray(0, this.length);
  }

  private grow(more: number): void {
    const bigger = Buffer.allocUnsafeSlow(Math.max(2 * this.bytes.length, this.length + more));
    this.bytes.copy(bigger, 0, 0, this.length);
    this.bytes = bigger;
  }
}
