/**
 * hyparquet-writer's growing byte buffer with its hot writes made cheap:
 * single bytes and short arrays go straight into a byte view instead of a
 * DataView call or a new typed array per call, and text and 64-bit integers
 * are written from strings and numbers without an array or a BigInt per
 * value. The bytes written are the same.
 */
import { ByteWriter } from 'hyparquet-writer';

const TWO_32 = 2 ** 32;

export class PageBytes extends ByteWriter {
  bytes: Uint8Array = new Uint8Array(this.buffer);
  text: Buffer = Buffer.from(this.buffer);

  override ensure(size: number): void {
    if (this.index + size <= this.buffer.byteLength) return;
    super.ensure(size);
    this.bytes = new Uint8Array(this.buffer);
    this.text = Buffer.from(this.buffer);
  }

  /** Starts again from the beginning, keeping the buffer. */
  reset(): void {
    this.index = 0;
    this.offset = 0;
  }

  override appendUint8(value: number): void {
    this.ensure(1);
    this.bytes[this.index++] = value;
    this.offset++;
  }

  override appendBytes(value: Uint8Array): void {
    const length = value.length;
    this.ensure(length);
    const { bytes, index } = this;
    if (length < 32) for (let i = 0; i < length; i++) bytes[index + i] = value[i]!;
    else bytes.set(value, index);
    this.index += length;
    this.offset += length;
  }

  /** A PLAIN BYTE_ARRAY value: its UTF-8 length (4 bytes) then its UTF-8 bytes. */
  appendText(value: string): void {
    const length = value.length;
    this.ensure(4 + 3 * length);
    const { bytes } = this;
    const start = this.index + 4;
    let written = 0;
    // ASCII byte by byte: cheaper than a call into the encoder for short texts.
    for (; written < length; written++) {
      const code = value.charCodeAt(written);
      if (code > 0x7f) break;
      bytes[start + written] = code;
    }
    if (written < length) written = this.text.write(value, start);
    this.view.setUint32(this.index, written, true);
    this.index = start + written;
    this.offset += 4 + written;
  }

  /** A PLAIN INT64 value from a number holding an integer (exact past 2^53 through BigInt). */
  appendInt64Number(value: number): void {
    if (!Number.isSafeInteger(value)) {
      this.appendInt64(BigInt(value));
      return;
    }
    this.ensure(8);
    // ToUint32 is the value modulo 2^32, the floor quotient its signed high word.
    this.view.setUint32(this.index, value >>> 0, true);
    this.view.setInt32(this.index + 4, Math.floor(value / TWO_32), true);
    this.index += 8;
    this.offset += 8;
  }
}

/** The UTF-8 length of a text (its length when it is ASCII). */
export function utf8Length(value: string): number {
  for (let i = 0; i < value.length; i++) if (value.charCodeAt(i) > 0x7f) return Buffer.byteLength(value);
  return value.length;
}
