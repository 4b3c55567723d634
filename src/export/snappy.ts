/**
 * Snappy compression of Parquet pages: the algorithm of hyparquet-writer's
 * `snappyCompress` step for step (itself snappyjs, MIT License, Copyright
 * (c) 2016 Zhipeng Jia), so every page compresses to the same bytes, but
 * written straight into one reused array instead of a growing writer called
 * per byte, which took a third of the time of a Parquet export.
 */

const MAX_HASH_TABLE_BITS = 14;
const MAX_OFFSET = 0xffff;
const INPUT_MARGIN = 15;
const hashTables: (Uint32Array | undefined)[] = [];

let scratch = new Uint8Array(1 << 16);

const hashOf = (key: number, shift: number) => Math.imul(key, 0x1e35a7bd) >>> shift;

// Past the end of the input these read `undefined` as the original does;
// such a hash is computed only when the loop is about to stop.
const load32 = (a: Uint8Array, p: number) => a[p]! + (a[p + 1]! << 8) + (a[p + 2]! << 16) + (a[p + 3]! << 24);

const equals32 = (a: Uint8Array, p: number, q: number) =>
  a[p] === a[q] && a[p + 1] === a[q + 1] && a[p + 2] === a[q + 2] && a[p + 3] === a[q + 3];

/** Writes a literal at `op`; returns the position after it. */
function emitLiteral(out: Uint8Array, op: number, input: Uint8Array, ip: number, len: number): number {
  if (len <= 60) {
    out[op++] = (len - 1) << 2;
  } else {
    const value = len - 1;
    const bytes = value < 0x100 ? 1 : value < 0x10000 ? 2 : value < 0x1000000 ? 3 : 4;
    out[op++] = (59 + bytes) << 2;
    for (let i = 0; i < bytes; i++) out[op++] = value >>> (i * 8);
  }
  if (len < 32) {
    for (let i = 0; i < len; i++) out[op + i] = input[ip + i]!;
  } else {
    out.set(input.subarray(ip, ip + len), op);
  }
  return op + len;
}

function emitCopyLessThan64(out: Uint8Array, op: number, offset: number, len: number): number {
  if (len < 12 && offset < 2048) {
    out[op] = 1 + ((len - 4) << 2) + ((offset >>> 8) << 5);
    out[op + 1] = offset & 0xff;
    return op + 2;
  }
  out[op] = 2 + ((len - 1) << 2);
  out[op + 1] = offset & 0xff;
  out[op + 2] = offset >>> 8;
  return op + 3;
}

function emitCopy(out: Uint8Array, op: number, offset: number, len: number): number {
  while (len >= 68) {
    op = emitCopyLessThan64(out, op, offset, 64);
    len -= 64;
  }
  if (len > 64) {
    op = emitCopyLessThan64(out, op, offset, 60);
    len -= 60;
  }
  return emitCopyLessThan64(out, op, offset, len);
}

/** Compresses `input` into `out` from `op`; returns the position after the last byte. */
function compressInput(input: Uint8Array, out: Uint8Array, op: number): number {
  const inputSize = input.length;
  let hashTableBits = 1;
  while (1 << hashTableBits <= inputSize && hashTableBits <= MAX_HASH_TABLE_BITS) hashTableBits++;
  hashTableBits--;
  const shift = 32 - hashTableBits;
  const table = hashTables[hashTableBits] ?? new Uint32Array(1 << hashTableBits);
  hashTables[hashTableBits] = table;
  table.fill(0);

  const ipEnd = inputSize;
  let ip = 0;
  let nextEmit = 0;
  if (inputSize >= INPUT_MARGIN) {
    const ipLimit = ipEnd - INPUT_MARGIN;
    ip++;
    let nextHash = hashOf(load32(input, ip), shift);
    let going = true;
    while (going) {
      let skip = 32;
      let nextIp = ip;
      let candidate = 0;
      do {
        ip = nextIp;
        const hash = nextHash;
        const bytesBetweenHashLookups = skip >>> 5;
        skip++;
        nextIp = ip + bytesBetweenHashLookups;
        if (ip > ipLimit) {
          going = false;
          break;
        }
        nextHash = hashOf(load32(input, nextIp), shift);
        candidate = table[hash]!;
        table[hash] = ip;
      } while (ip - candidate > MAX_OFFSET || !equals32(input, ip, candidate));
      if (!going) break;

      op = emitLiteral(out, op, input, nextEmit, ip - nextEmit);
      do {
        const base = ip;
        let matched = 4;
        while (ip + matched < ipEnd && input[ip + matched] === input[candidate + matched]) matched++;
        ip += matched;
        op = emitCopy(out, op, base - candidate, matched);
        nextEmit = ip;
        if (ip >= ipLimit) {
          going = false;
          break;
        }
        table[hashOf(load32(input, ip - 1), shift)] = ip - 1;
        const curHash = hashOf(load32(input, ip), shift);
        candidate = table[curHash]!;
        table[curHash] = ip;
      } while (ip - candidate <= MAX_OFFSET && equals32(input, ip, candidate));
      if (!going) break;
      ip++;
      nextHash = hashOf(load32(input, ip), shift);
    }
  }
  if (nextEmit < ipEnd) op = emitLiteral(out, op, input, nextEmit, ipEnd - nextEmit);
  return op;
}

/**
 * The snappy bytes of `input`: a view of a reused array, valid until the
 * next call (the caller copies it into the file at once).
 */
export function snappyCompress(input: Uint8Array): Uint8Array {
  // Snappy's bound on its output, with room for the length's varint.
  const bound = 32 + input.length + Math.ceil(input.length / 6) + 5;
  if (scratch.length < bound) scratch = new Uint8Array(Math.max(bound, scratch.length * 2));
  const out = scratch;
  let op = 0;
  let length = input.length;
  while ((length & ~0x7f) !== 0) {
    out[op++] = (length & 0x7f) | 0x80;
    length >>>= 7;
  }
  out[op++] = length;
  return out.subarray(0, compressInput(input, out, op));
}
