/**
 * Parquet output (docs/api.md, Export formats), written as the rows stream:
 * rows are kept only until a row group is full (ROW_GROUP_ROWS), then that
 * group is encoded, compressed and handed out as bytes, so memory holds one
 * row group whatever the number of rows. Groups are cut by the row's index
 * in the file, never by the batches the rows came in, and nothing in the
 * file depends on the time or the machine: the same rows give the same
 * bytes, whether they are a whole export, a page or a shard.
 *
 * The writer is hyparquet-writer (pure JavaScript, no native code, its own
 * snappy; its incremental `ParquetWriter` writes a row group per call). zstd
 * comes from @bokuweb/zstd-wasm (WebAssembly shipped in the package),
 * loaded only when asked for.
 */
import { ByteWriter, ParquetWriter } from 'hyparquet-writer';
import { type ParquetColumn, parquetColumn, type StoredValue } from './parquet-columns.js';
import type { Column, Row } from './types.js';

export const PARQUET_CODECS = ['snappy', 'zstd'] as const;
export type ParquetCodec = (typeof PARQUET_CODECS)[number];

/**
 * Rows of one row group: enough for readers to split work by group, few
 * enough that a group's values stay young in the heap (100,000 took twice
 * the CPU time, most of it collecting garbage).
 */
export const ROW_GROUP_ROWS = 10_000;

/** zstd level: the format's default, a good ratio at a speed close to snappy's. */
const ZSTD_LEVEL = 3;

export const PARQUET_CONTENT_TYPE = 'application/vnd.apache.parquet';

/** Written in every file's footer: fixed, so files do not change with the release that wrote them. */
const CREATED_BY = 'datos-prueba';

/**
 * A ByteWriter that hands its bytes out after each row group instead of
 * keeping the file: `offset` still counts every byte written, which the
 * footer's column chunk positions need.
 */
class ChunkWriter extends ByteWriter {
  private readonly ready: Uint8Array[] = [];

  flush(): void {
    if (this.index === 0) return;
    this.ready.push(new Uint8Array(this.buffer.slice(0, this.index)));
    this.index = 0;
  }

  override finish(): void {
    this.flush();
  }

  take(): Uint8Array[] {
    return this.ready.splice(0);
  }
}

type Compress = (input: Uint8Array) => Uint8Array;

let zstd: Promise<Compress> | undefined;

/**
 * The zstd compressor, its WebAssembly started once per process: started
 * again, it gave other (still valid) bytes for the same input, and the same
 * rows must give the same file.
 */
function zstdCompressor(): Promise<Compress> {
  zstd ??= import('@bokuweb/zstd-wasm').then(async (module) => {
    await module.init();
    return (input: Uint8Array) => module.compress(input, ZSTD_LEVEL);
  });
  return zstd;
}

export interface ParquetStreamOptions {
  readonly codec?: ParquetCodec;
  /** Key-value metadata of the footer (field types...). */
  readonly metadata?: Readonly<Record<string, string>>;
}

/** One Parquet file written as rows arrive: `rows()` per batch, then `end()`; each returns bytes to write. */
export class ParquetStream {
  private readonly writer = new ChunkWriter(1 << 20);
  private readonly parquet: ParquetWriter;
  private readonly columns: readonly ParquetColumn[];
  private readonly names: readonly string[];
  private buffered: StoredValue[][];
  private count = 0;

  private constructor(
    columns: readonly Column[],
    codec: ParquetCodec,
    compress: Compress | undefined,
    metadata: Readonly<Record<string, string>>,
  ) {
    this.columns = columns.map(parquetColumn);
    this.names = columns.map((c) => c.name);
    this.buffered = columns.map(() => []);
    this.parquet = new ParquetWriter({
      writer: this.writer,
      schema: [{ name: 'schema', num_children: columns.length }, ...this.columns.map((c) => c.element)],
      codec: codec === 'zstd' ? 'ZSTD' : 'SNAPPY',
      ...(compress ? { compressors: { ZSTD: compress } } : {}),
      kvMetadata: Object.entries(metadata).map(([key, value]) => ({ key, value })),
      createdBy: CREATED_BY,
    });
  }

  static async open(columns: readonly Column[], options: ParquetStreamOptions = {}): Promise<ParquetStream> {
    const codec = options.codec ?? 'snappy';
    const compress = codec === 'zstd' ? await zstdCompressor() : undefined;
    return new ParquetStream(columns, codec, compress, options.metadata ?? {});
  }

  /** Adds rows; returns the bytes of the row groups they completed. */
  rows(batch: readonly Row[]): Uint8Array[] {
    const width = this.columns.length;
    for (const row of batch) {
      for (let i = 0; i < width; i++) {
        const value = this.columns[i]!.store(row[i] ?? null);
        if (value === null && this.columns[i]!.element.repetition_type === 'REQUIRED')
          throw new Error(`Parquet: a null in column ${this.names[i]}, declared never null`);
        this.buffered[i]!.push(value);
      }
      if (++this.count === ROW_GROUP_ROWS) this.writeGroup();
    }
    return this.writer.take();
  }

  /** The last row group and the footer. */
  end(): Uint8Array[] {
    if (this.count > 0) this.writeGroup();
    this.parquet.finish();
    return this.writer.take();
  }

  private writeGroup(): void {
    const rows = this.count;
    this.parquet.write({
      // Text min/max statistics cost more than the rest of the encoding and
      // prune little in generated data; numbers and dates keep theirs.
      columnData: this.names.map((name, i) => ({
        name,
        data: this.buffered[i]!,
        statistics: this.columns[i]!.element.type !== 'BYTE_ARRAY',
      })),
      rowGroupSize: rows,
    });
    this.buffered = this.names.map(() => []);
    this.count = 0;
  }
}
