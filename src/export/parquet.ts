/**
 * Parquet output (docs/api.md, Export formats), written as the rows stream:
 * rows are kept only until a row group is full (ROW_GROUP_ROWS), then that
 * group is encoded, compressed and handed out as bytes, so memory holds one
 * row group whatever the number of rows. Groups are cut by the row's index
 * in the file, never by the batches the rows came in, and nothing in the
 * file depends on the time or the machine: the same rows give the same
 * bytes, whether they are a whole export, a page or a shard.
 *
 * The writer is hyparquet-writer (pure JavaScript, no native code): its
 * `ParquetWriter` starts the file and writes the footer, and its choices
 * (encodings, dictionaries, pages, statistics) decide every column chunk,
 * which parquet-chunk.ts writes the way it does but from typed buffers, with
 * a faster copy of its snappy (snappy.ts). zstd comes from
 * @bokuweb/zstd-wasm (WebAssembly shipped in the package), loaded only when
 * asked for.
 */
import { ParquetWriter } from 'hyparquet-writer';
import { writeColumn } from 'hyparquet-writer/src/column.js';
import { PageBytes } from './parquet-bytes.js';
import {
  type ChunkOptions,
  ChunkScratch,
  type Codec,
  PAGE_SIZE,
  type PageIndexes,
  writeChunk,
} from './parquet-chunk.js';
import { parquetColumn } from './parquet-columns.js';
import { Collector } from './parquet-values.js';
import { snappyCompress } from './snappy.js';
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

/** Written in every file's footer: fixed, so files do not change with the release that wrote them. */
const CREATED_BY = 'datos-prueba';

/**
 * A ByteWriter that hands its bytes out after each column chunk instead of
 * keeping the file: `offset` still counts every byte written, which the
 * footer's column chunk positions need.
 */
class ChunkWriter extends PageBytes {
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
  private readonly collectors: readonly Collector[];
  private readonly codec: Codec;
  private readonly chunkOptions: ChunkOptions;
  private readonly scratch = new ChunkScratch();
  private count = 0;

  private constructor(
    columns: readonly Column[],
    codec: ParquetCodec,
    compress: Compress,
    metadata: Readonly<Record<string, string>>,
  ) {
    this.collectors = columns.map((c) => new Collector(parquetColumn(c), ROW_GROUP_ROWS));
    this.codec = codec === 'zstd' ? 'ZSTD' : 'SNAPPY';
    this.chunkOptions = { codec: this.codec, compress };
    this.parquet = new ParquetWriter({
      writer: this.writer,
      schema: [{ name: 'schema', num_children: columns.length }, ...this.collectors.map((c) => c.element)],
      codec: this.codec,
      compressors: { [this.codec]: compress },
      kvMetadata: Object.entries(metadata).map(([key, value]) => ({ key, value })),
      createdBy: CREATED_BY,
    });
  }

  static async open(columns: readonly Column[], options: ParquetStreamOptions = {}): Promise<ParquetStream> {
    const codec = options.codec ?? 'snappy';
    const compress = codec === 'zstd' ? await zstdCompressor() : snappyCompress;
    return new ParquetStream(columns, codec, compress, options.metadata ?? {});
  }

  /** Adds rows; returns the bytes of the row groups they completed (a piece per column chunk). */
  rows(batch: readonly Row[]): Uint8Array[] {
    const { collectors } = this;
    const width = collectors.length;
    for (const row of batch) {
      for (let i = 0; i < width; i++) collectors[i]!.add(row[i] ?? null);
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

  /** Writes the collected rows as one row group, as hyparquet-writer's `write` would. */
  private writeGroup(): void {
    const rows = this.count;
    const { writer, parquet } = this;
    const groupStart = writer.offset;
    const chunks = this.collectors.map((collector) => {
      const written =
        collector.column.kind === 'decimal'
          ? this.decimalChunk(collector)
          : writeChunk(writer, collector, this.chunkOptions, this.scratch);
      parquet.pendingIndexes.push(written);
      collector.clear(written.chunk.meta_data?.dictionary_page_offset !== undefined);
      // Handed out column by column: the buffer then holds one column chunk,
      // not the whole row group (the same bytes, in smaller pieces).
      writer.flush();
      return written.chunk;
    });
    let totalByteSize = 0n;
    for (const { meta_data } of chunks) totalByteSize += meta_data?.total_uncompressed_size ?? 0n;
    parquet.num_rows += BigInt(rows);
    parquet.row_groups.push({
      columns: chunks,
      total_byte_size: totalByteSize,
      num_rows: BigInt(rows),
      total_compressed_size: BigInt(writer.offset - groupStart),
    });
    this.count = 0;
  }

  /** A decimal column: hyparquet-writer's own column writer, on the unscaled integers. */
  private decimalChunk(collector: Collector): PageIndexes {
    const { element, defined, decimals } = collector;
    const required = defined === undefined;
    return writeColumn({
      writer: this.writer,
      column: {
        columnName: element.name,
        element,
        schemaPath: [this.parquet.schema[0]!, element],
        codec: this.codec,
        compressors: this.parquet.compressors,
        stats: collector.statistics,
        pageSize: PAGE_SIZE,
        columnIndex: false,
        offsetIndex: true,
      },
      pageData: {
        values: decimals,
        definitionLevels: required ? [] : Array.from(defined.subarray(0, collector.rows)),
        repetitionLevels: [],
        maxDefinitionLevel: required ? 0 : 1,
      },
    });
  }
}
