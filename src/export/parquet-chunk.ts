/**
 * One column chunk of a row group, written from the column's values as they
 * were collected (parquet-values.ts: texts already PLAIN-encoded, numbers in
 * a Float64Array, nulls as definition levels) instead of one object per value.
 *
 * Every decision is hyparquet-writer's `writeColumn` (its version 0.17) with
 * the settings Parquet output uses (no page index, no bloom filter, 1 MiB
 * pages, the writer's default encodings), taken in the same order on the
 * same sizes, so the chunk's bytes and metadata are the ones it writes; a
 * test holds the two side by side. What changes is the work: the writer
 * wants a Uint8Array per text and a BigInt per 64-bit integer, hashes every
 * text to build its dictionary and writes through a DataView a byte at a
 * time, which made Parquet several times slower than CSV.
 */
import type { ParquetWriter, SchemaElement } from 'hyparquet-writer';
import { writePageHeader } from 'hyparquet-writer/src/datapage.js';
import { writeRleBitPackedHybrid } from 'hyparquet-writer/src/encoding.js';
import { PageBytes } from './parquet-bytes.js';
import type { ColumnValues } from './parquet-values.js';

export type PageIndexes = ParquetWriter['pendingIndexes'][number];
type ColumnChunk = PageIndexes['chunk'];
type ColumnMetaData = NonNullable<ColumnChunk['meta_data']>;
type Statistics = NonNullable<ColumnMetaData['statistics']> & { nan_count?: bigint };
type Encoding = ColumnMetaData['encodings'][number];
type EncodingStats = NonNullable<ColumnMetaData['encoding_stats']>;

/** The writer's default page size: a page ends once its values' estimated bytes reach it. */
export const PAGE_SIZE = 1_048_576;
/** The writer's dictionary rules: sampled values, the share of distinct bytes that rules a dictionary out. */
const DICTIONARY_SAMPLE = 1000;
const SAMPLE_REJECTION_RATIO = 0.9;
const BYTE_ARRAY_PREFIX = 4;

export type Codec = 'SNAPPY' | 'ZSTD';

/** Scratch buffers reused from chunk to chunk. */
export class ChunkScratch {
  /** PLAIN bytes of a dictionary, or of the values of a column of numbers. */
  readonly plain = new PageBytes(1 << 16);
  readonly levels = new PageBytes(1 << 12);
  readonly page = new PageBytes(1 << 16);
  readonly rle = new PageBytes(1 << 12);
  indexes = new Int32Array(0);
}

export interface ChunkOptions {
  readonly codec: Codec;
  readonly compress: (input: Uint8Array) => Uint8Array;
}

const isText = (values: ColumnValues) => values.element.type === 'BYTE_ARRAY';

/** Bytes the writer counts for one value when sizing dictionaries (PLAIN width; texts their UTF-8 length). */
function fixedWidth(type: SchemaElement['type']): number {
  if (type === 'INT32') return 4;
  if (type === 'INT64' || type === 'DOUBLE') return 8;
  throw new Error(`Parquet: no fixed width for ${type}`);
}

/** FNV-1a of `bytes[from..to)`, the writer's hash of a text's bytes when it samples for a dictionary. */
function hashBytes(bytes: Uint8Array, from: number, to: number): number {
  let h = 0x811c9dc5;
  for (let i = from; i < to; i++) {
    h ^= bytes[i]!;
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Where the `i`-th text's PLAIN bytes (length prefix included) start. */
const textStart = (values: ColumnValues, i: number) => (i === 0 ? 0 : values.ends[i - 1]!);

/** The writer's sample test: false when a dictionary is very likely to lose. */
function sampleAllows(values: ColumnValues): boolean {
  const { rows, defined } = values;
  const text = isText(values);
  const width = text ? 0 : fixedWidth(values.element.type);
  const sampleSize = Math.min(rows, DICTIONARY_SAMPLE);
  const sizes = new Map<number | null, number>();
  let distinctSize = 0;
  let totalSize = 0;
  // Non-null values before row `row` (sampled rows never go back).
  let row = 0;
  let rank = 0;
  for (let i = 0; i < sampleSize; i++) {
    const at = sampleSize === 1 ? 0 : Math.floor((i * (rows - 1)) / (sampleSize - 1));
    if (defined) for (; row < at; row++) rank += defined[row]!;
    else rank = at;
    row = at;
    let key: number | null;
    let size: number;
    if (defined && defined[at] === 0) {
      key = null;
      size = 0;
    } else if (text) {
      const from = textStart(values, rank) + BYTE_ARRAY_PREFIX;
      const to = values.ends[rank]!;
      key = hashBytes(values.plain.bytes, from, to);
      size = to - from + BYTE_ARRAY_PREFIX;
    } else {
      key = values.numbers[rank]!;
      size = width;
    }
    let known = sizes.get(key);
    if (known === undefined) {
      known = size;
      sizes.set(key, known);
      distinctSize += known;
    }
    totalSize += known;
  }
  return totalSize > 0 && distinctSize / totalSize <= SAMPLE_REJECTION_RATIO;
}

interface Dictionary {
  /** Position (among non-null values) of each entry's first occurrence, in entry order. */
  readonly firsts: readonly number[];
  /** Entry of each non-null value. */
  readonly indexes: Int32Array;
}

/** A text column's dictionary read back from its PLAIN bytes, for a group collected without one. */
function textDictionary(values: ColumnValues, scratch: ChunkScratch): Dictionary & { distinctSize: number } {
  const { count, plain, ends } = values;
  if (scratch.indexes.length < count) scratch.indexes = new Int32Array(Math.max(count, 1024));
  const indexes = scratch.indexes.subarray(0, count);
  const entry = new Map<string, number>();
  const firsts: number[] = [];
  let distinctSize = 0;
  for (let i = 0; i < count; i++) {
    const from = textStart(values, i) + BYTE_ARRAY_PREFIX;
    // Decoded valid UTF-8: equal texts are exactly equal bytes.
    const value = plain.text.toString('utf8', from, ends[i]);
    let index = entry.get(value);
    if (index === undefined) {
      index = firsts.length;
      firsts.push(i);
      distinctSize += ends[i]! - from;
      entry.set(value, index);
    }
    indexes[i] = index;
  }
  return { firsts, indexes, distinctSize };
}

/** The writer's dictionary, or undefined where it would not at least halve the PLAIN bytes. */
function dictionaryOf(values: ColumnValues, scratch: ChunkScratch): Dictionary | undefined {
  const { count } = values;
  if (values.element.type === 'BOOLEAN' || !sampleAllows(values)) return undefined;
  let dictionary: Dictionary;
  let totalSize: number;
  let distinctSize: number;
  let prefix = 0;
  if (values.element.type === 'BYTE_ARRAY') {
    const built = values.tracked ?? textDictionary(values, scratch);
    dictionary = built;
    distinctSize = built.distinctSize;
    prefix = BYTE_ARRAY_PREFIX;
    totalSize = textStart(values, count) - count * BYTE_ARRAY_PREFIX;
  } else {
    if (scratch.indexes.length < count) scratch.indexes = new Int32Array(Math.max(count, 1024));
    const indexes = scratch.indexes.subarray(0, count);
    const width = fixedWidth(values.element.type);
    const entry = new Map<number, number>();
    const firsts: number[] = [];
    const { numbers } = values;
    for (let i = 0; i < count; i++) {
      const value = numbers[i]!;
      let index = entry.get(value);
      if (index === undefined) {
        index = firsts.length;
        firsts.push(i);
        entry.set(value, index);
      }
      indexes[i] = index;
    }
    dictionary = { firsts, indexes };
    distinctSize = firsts.length * width;
    totalSize = count * width;
  }
  const entries = dictionary.firsts.length;
  const bitWidth = Math.ceil(Math.log2(entries));
  const indexSize = Math.ceil((count * bitWidth) / 8);
  const plainSize = totalSize + count * prefix;
  const dictionarySize = distinctSize + entries * prefix;
  if (2 * (dictionarySize + indexSize) > plainSize) return undefined;
  return dictionary;
}

/** PLAIN bytes of the non-null numbers at `positions` (all of them without). */
function writePlain(into: PageBytes, values: ColumnValues, positions: readonly number[] | undefined): void {
  const { type } = values.element;
  const n = positions ? positions.length : values.count;
  const at = (i: number) => (positions ? positions[i]! : i);
  const { numbers } = values;
  if (type === 'INT32') {
    for (let i = 0; i < n; i++) {
      const value = numbers[at(i)]!;
      if (!Number.isSafeInteger(value) || value < -2147483648 || value > 2147483647)
        throw new Error(`Parquet: ${value} in INT32 column ${values.element.name}`);
      into.appendInt32(value);
    }
  } else if (type === 'INT64') {
    for (let i = 0; i < n; i++) {
      const value = numbers[at(i)]!;
      if (value < -(2 ** 63) || value >= 2 ** 63)
        throw new RangeError(`parquet INT64 value out of range: ${BigInt(value)}`);
      into.appendInt64Number(value);
    }
  } else if (type === 'DOUBLE') {
    for (let i = 0; i < n; i++) into.appendFloat64(numbers[at(i)]!);
  } else {
    throw new Error(`Parquet: no PLAIN writer for ${type}`);
  }
}

/** The writer's min/max statistics of the non-null values (BigInt for INT64, booleans for BOOLEAN). */
function statisticsOf(values: ColumnValues): Statistics {
  const { type } = values.element;
  const { numbers, count } = values;
  let min: number | undefined;
  let max: number | undefined;
  for (let i = 0; i < count; i++) {
    const value = numbers[i]!;
    if (min === undefined || value < min) min = value;
    if (max === undefined || value > max) max = value;
  }
  const null_count = BigInt(values.rows - count);
  const nan_count = type === 'DOUBLE' ? 0n : undefined;
  if (type === 'BOOLEAN')
    return {
      min_value: min === undefined ? undefined : min === 1,
      max_value: max === undefined ? undefined : max === 1,
      null_count,
      nan_count,
    };
  if (type === 'INT64')
    return {
      min_value: min === undefined ? undefined : BigInt(min),
      max_value: max === undefined ? undefined : BigInt(max),
      null_count,
      nan_count,
    };
  // Signed zeros as the format wants them: a zero minimum is -0, a zero maximum +0.
  if (min === 0) min = -0;
  if (max === 0) max = 0;
  return { min_value: min, max_value: max, null_count, nan_count };
}

/** Rows where pages start and end: a page closes once the estimated bytes of its values reach PAGE_SIZE. */
function pageBounds(values: ColumnValues, size: (valueIndex: number) => number): [number, number][] {
  const { rows, defined } = values;
  let total = 0;
  for (let i = 0; i < values.count; i++) total += size(i);
  if (total < PAGE_SIZE) return [[0, rows]];
  const bounds: [number, number][] = [];
  let start = 0;
  let bytes = 0;
  let rank = 0;
  for (let row = 0; row < rows; row++) {
    const present = !defined || defined[row] === 1;
    const valueSize = present ? size(rank++) : 0;
    bytes += valueSize;
    if (bytes >= PAGE_SIZE && row > start) {
      bounds.push([start, row]);
      start = row;
      bytes = valueSize;
    }
  }
  if (start < rows) bounds.push([start, rows]);
  return bounds;
}

/** Writes one column chunk; returns what the footer needs of it. */
export function writeChunk(
  out: PageBytes,
  values: ColumnValues,
  options: ChunkOptions,
  scratch: ChunkScratch,
): PageIndexes {
  const { element, rows, defined } = values;
  const { type } = element;
  if (!type) throw new Error(`Parquet: column ${element.name} has no type`);
  const offsetStart = out.offset;
  let uncompressedSize = 0;
  const encodings: Encoding[] = [];
  const statistics = values.statistics ? statisticsOf(values) : undefined;
  const dictionary = dictionaryOf(values, scratch);

  const text = type === 'BYTE_ARRAY';
  let dictionaryPageOffset: bigint | undefined;
  let encoding: Encoding;
  // Texts arrive PLAIN-encoded; numbers are encoded here.
  const plain = text ? values.plain : scratch.plain;
  if (dictionary) {
    dictionaryPageOffset = BigInt(out.offset);
    const entries = scratch.plain;
    entries.reset();
    if (text)
      for (const i of dictionary.firsts)
        entries.appendBytes(values.plain.bytes.subarray(textStart(values, i), values.ends[i]));
    else writePlain(entries, values, dictionary.firsts);
    const raw = entries.getBytes();
    const compressed = options.compress(raw);
    const headerStart = out.offset;
    writePageHeader(out, {
      type: 'DICTIONARY_PAGE',
      uncompressed_page_size: raw.byteLength,
      compressed_page_size: compressed.byteLength,
      dictionary_page_header: { num_values: dictionary.firsts.length, encoding: 'PLAIN' },
    });
    const headerSize = out.offset - headerStart;
    out.appendBytes(compressed);
    uncompressedSize += headerSize + raw.byteLength;
    encodings.push('PLAIN');
    encoding = 'RLE_DICTIONARY';
  } else {
    if (type !== 'BOOLEAN' && !text) {
      plain.reset();
      writePlain(plain, values, undefined);
    }
    encoding = type === 'BOOLEAN' && rows > 16 ? 'RLE' : 'PLAIN';
  }
  encodings.push(encoding);

  const { ends } = values;
  const bounds = pageBounds(
    values,
    dictionary
      ? () => 4
      : type === 'BOOLEAN'
        ? () => 0.125
        : type === 'BYTE_ARRAY'
          ? (i) => ends[i]! - (i === 0 ? 0 : ends[i - 1]!) - BYTE_ARRAY_PREFIX
          : () => fixedWidth(type),
  );
  const offsetIndex =
    bounds.length > 1
      ? { page_locations: [] as { offset: bigint; compressed_page_size: number; first_row_index: bigint }[] }
      : undefined;

  const dataPageOffset = BigInt(out.offset);
  let first = 0;
  for (const [start, end] of bounds) {
    const pageOffset = out.offset;
    let present = end - start;
    if (defined) {
      present = 0;
      for (let row = start; row < end; row++) present += defined[row]!;
    }
    const last = first + present;
    const { page } = scratch;
    page.reset();
    let pageBytes: Uint8Array;
    if (dictionary) {
      const indexes = dictionary.indexes.subarray(first, last);
      let maxValue = 0;
      for (let i = 0; i < indexes.length; i++) if (indexes[i]! > maxValue) maxValue = indexes[i]!;
      const bitWidth = Math.ceil(Math.log2(maxValue + 1));
      page.appendUint8(bitWidth);
      writeRleBitPackedHybrid(page, indexes, bitWidth);
      pageBytes = page.getBytes();
    } else if (type === 'BOOLEAN') {
      const bits = values.numbers.subarray(first, last);
      if (encoding === 'RLE') {
        const { rle } = scratch;
        rle.reset();
        writeRleBitPackedHybrid(rle, bits, 1);
        page.appendUint32(rle.offset);
        page.appendBytes(rle.getBytes());
      } else {
        let byte = 0;
        for (let i = 0; i < bits.length; i++) {
          if (bits[i]) byte |= 1 << (i % 8);
          if (i % 8 === 7) {
            page.appendUint8(byte);
            byte = 0;
          }
        }
        if (bits.length % 8) page.appendUint8(byte);
      }
      pageBytes = page.getBytes();
    } else {
      const from = first === 0 ? 0 : type === 'BYTE_ARRAY' ? ends[first - 1]! : first * fixedWidth(type);
      const to = last === 0 ? 0 : type === 'BYTE_ARRAY' ? ends[last - 1]! : last * fixedWidth(type);
      pageBytes = plain.bytes.subarray(from, to);
    }
    const { levels } = scratch;
    levels.reset();
    const levelsLength = defined ? writeRleBitPackedHybrid(levels, defined.subarray(start, end), 1) : 0;
    const compressed = options.compress(pageBytes);
    const headerStart = out.offset;
    writePageHeader(out, {
      type: 'DATA_PAGE_V2',
      uncompressed_page_size: levelsLength + pageBytes.byteLength,
      compressed_page_size: levelsLength + compressed.byteLength,
      data_page_header_v2: {
        num_values: end - start,
        num_nulls: end - start - present,
        num_rows: end - start,
        encoding,
        definition_levels_byte_length: levelsLength,
        repetition_levels_byte_length: 0,
        is_compressed: true,
      },
    });
    const headerSize = out.offset - headerStart;
    out.appendBytes(levels.getBytes());
    out.appendBytes(compressed);
    uncompressedSize += headerSize + levelsLength + pageBytes.byteLength;
    offsetIndex?.page_locations.push({
      offset: BigInt(pageOffset),
      compressed_page_size: out.offset - pageOffset,
      first_row_index: BigInt(start),
    });
    first = last;
  }

  let encodingStats: EncodingStats | undefined;
  if (values.statistics) {
    encodingStats = [];
    if (dictionaryPageOffset !== undefined)
      encodingStats.push({ page_type: 'DICTIONARY_PAGE', encoding: 'PLAIN', count: 1 });
    encodingStats.push({ page_type: 'DATA_PAGE_V2', encoding, count: bounds.length });
  }
  return {
    chunk: {
      meta_data: {
        type,
        encodings,
        path_in_schema: [element.name],
        codec: options.codec,
        num_values: BigInt(rows),
        total_compressed_size: BigInt(out.offset - offsetStart),
        total_uncompressed_size: BigInt(uncompressedSize),
        data_page_offset: dataPageOffset,
        dictionary_page_offset: dictionaryPageOffset,
        statistics,
        encoding_stats: encodingStats,
        geospatial_statistics: undefined,
      },
      file_offset: BigInt(offsetStart),
    },
    columnIndex: undefined,
    offsetIndex,
    bloomFilter: undefined,
  };
}
