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
  let mark = markAfter(oldGenerationBytes());
  const timer = setInterval(() => {
    if (oldGenerationBytes() < mark) return;
    gc();
    mark = markAfter(oldGenerationBytes());
  }, CHECK_MS);
  timer.unref();
  return () => clearInterval(timer);
}
