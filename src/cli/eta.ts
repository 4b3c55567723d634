/**
 * The progress bar's time left, from a moving average of the rate: rows come
 * in bursts (a chunk of rows at once, then the time to write it), so the
 * instantaneous rate swings from near zero to very high, and an ETA read
 * from it swings with it. An exponential average over a few seconds of
 * samples follows real changes of speed and ignores the bursts.
 */
export class EtaEstimator {
  private rate: number | undefined;
  private lastRows = 0;
  private lastTime: number;

  /**
   * @param halfLifeMs how long a sample keeps half its weight
   * @param minIntervalMs samples closer than this are merged into the next
   */
  constructor(
    private readonly total: number,
    startMs: number,
    private readonly halfLifeMs = 3000,
    private readonly minIntervalMs = 200,
  ) {
    this.lastTime = startMs;
  }

  /** Records that `rows` rows are done at time `nowMs`. */
  update(rows: number, nowMs: number): void {
    const elapsed = nowMs - this.lastTime;
    if (elapsed < this.minIntervalMs) return;
    const sample = (rows - this.lastRows) / elapsed;
    const keep = 0.5 ** (elapsed / this.halfLifeMs);
    this.rate = this.rate === undefined ? sample : keep * this.rate + (1 - keep) * sample;
    this.lastRows = rows;
    this.lastTime = nowMs;
  }

  /** Seconds left, or undefined while there is no rate to go by yet. */
  secondsLeft(rows: number): number | undefined {
    if (this.rate === undefined || this.rate <= 0) return rows >= this.total ? 0 : undefined;
    return Math.max(0, Math.round((this.total - rows) / this.rate / 1000));
  }
}
