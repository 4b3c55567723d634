/**
 * Keeps a long CLI export's memory flat. A streamed export holds about 20 MB
 * live whatever its row count, but V8 lets garbage pile up in the old
 * generation until it reaches a multiple of the live size (up to four times
 * when collections are cheap, as they are here), so the peak resident size
 * of a run grew with its length: a 1,000,000-row export peaked 20-35 % above
 * a 100,000-row one while holding the same live data. A full collection
 * whenever the old generation has grown by half since the last one bounds it
 * at 1.5 times what is live, at the cost of one collection (a few
 * milliseconds for 20 MB) per such growth. It is a bound, not a limit: a command that really
 * holds more memory (a dataset with millions of parent rows) just raises the
 * mark, so nothing ever fails for it.
 *
 * The same goes for memory outside the heap: a Parquet export hands out
 * each row group's bytes (about 0.6 MB) in a buffer of its own, freed only
 * when a collection finds its object dead. An object promoted while its
 * bytes waited for the disk waits for a full collection, and V8 starts one
 * for outside memory only some 64 MB later: a 10,000,000-row export's
 * resident size jumped by 20-45 MB at random moments of the run (ArrayBuffers
 * from 13 to 31 MB and more). A full collection whenever that memory has
 * grown by EXTERNAL_GROWTH_BYTES since the last one bounds the jump.
 */
import { getHeapSpaceStatistics, setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/**
 * Below this the old generation is left to V8 (a run's tables and caches
 * fill about 18 MB of it), so short runs never pay a forced collection.
 */
const FLOOR_BYTES = 24 * 1024 * 1024;
/** Growth of the old generation over what the last full collection left, before the next. */
const GROWTH = 1.5;
const CHECK_MS = 100;
/** Growth of the memory outside the heap (buffers) over what the last full collection left, before the next. */
const EXTERNAL_GROWTH_BYTES = 12 * 1024 * 1024;

/** The old generation, where surviving garbage piles up (the young one has a fixed size). */
function oldGenerationBytes(): number {
  return getHeapSpaceStatistics().find((space) => space.space_name === 'old_space')?.space_used_size ?? 0;
}

let collect: (() => void) | undefined;

/** V8's own full collection, reachable once `--expose-gc` is set (a fresh context sees the flag). */
function fullCollection(): (() => void) | undefined {
  if (collect) return collect;
  setFlagsFromString('--expose-gc');
  const gc: unknown = runInNewContext('typeof gc === "function" ? gc : undefined');
  if (typeof gc === 'function') collect = () => gc();
  return collect;
}

/** Starts watching the heap; the returned function stops it. */
export function keepHeapFlat(): () => void {
  const gc = fullCollection();
  if (!gc) return () => {};
  const markAfter = (live: number) => Math.max(FLOOR_BYTES, GROWTH * live);
  // ArrayBuffers' bytes (V8's own count of outside memory only ever grows here).
  const externalBytes = () => process.memoryUsage().arrayBuffers;
  let mark = markAfter(oldGenerationBytes());
  let externalMark = externalBytes() + EXTERNAL_GROWTH_BYTES;
  const timer = setInterval(() => {
    if (oldGenerationBytes() < mark && externalBytes() < externalMark) return;
    gc();
    mark = markAfter(oldGenerationBytes());
    externalMark = externalBytes() + EXTERNAL_GROWTH_BYTES;
  }, CHECK_MS);
  timer.unref();
  return () => clearInterval(timer);
}
