/** What the copy's main thread and its second thread (replace-worker.ts) tell each other. */
import type { AnonymizeProblem } from '../../anonymize/errors.js';
import type { ColumnKindId } from '../../anonymize/kinds/index.js';
import type { ColumnPlan } from '../../anonymize/plan.js';
import type { ColumnCounts, ReplacerOptions } from '../../anonymize/row-anonymizer.js';

export type ToWorker =
  /** A copy starts: its key's replacers, and the kinds (and places) to build before the first chunk. */
  | {
      readonly type: 'run';
      readonly run: number;
      readonly options: ReplacerOptions;
      readonly kinds: readonly ColumnKindId[];
      readonly places: boolean;
    }
  /** A table of the run starts: its column plans and the cells a row's replacement reads. */
  | {
      readonly type: 'table';
      readonly run: number;
      readonly table: number;
      readonly plans: readonly ColumnPlan[];
      readonly read: readonly number[];
    }
  /**
   * Whole lines of the table's COPY text, as the source's bytes (handed
   * over, not copied by the message); `first` is the first line's row number.
   */
  | {
      readonly type: 'chunk';
      readonly table: number;
      readonly id: number;
      readonly bytes: Uint8Array<ArrayBuffer>;
      readonly first: number;
    }
  | { readonly type: 'end-table'; readonly table: number }
  | { readonly type: 'end-run'; readonly run: number };

/** A chunk that failed: a row's replacement (as AnonymizeError says it), or anything else by its message. */
export type ChunkFailure =
  | { readonly row: number; readonly problem: AnonymizeProblem; readonly column: string | undefined }
  | { readonly message: string };

export type FromWorker =
  | { readonly type: 'ready'; readonly run: number }
  /** The chunk's bytes to write, handed over; undefined: no cell of the chunk changed. */
  | {
      readonly type: 'done';
      readonly id: number;
      readonly bytes: Uint8Array<ArrayBuffer> | undefined;
      readonly counts: ColumnCounts[];
    }
  | { readonly type: 'failed'; readonly id: number; readonly error: ChunkFailure };
