// A bounded in-memory queue written to the database in batches by a single writer, so a burst of
// tracking events costs one insert per batch instead of one per request, and requests never wait for it.

export interface BatchWriterLog {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface BatchWriterOptions<T> {
  /** Writes one batch; a rejection is logged and the batch counted as failed (tracking is best effort). */
  write: (items: T[]) => Promise<void>;
  log: BatchWriterLog;
  flushEveryMs?: number;
  /** A queue this long is flushed at once instead of waiting for the timer. */
  flushAtCount?: number;
  /** Beyond this the oldest items are dropped (and counted), so memory stays bounded if the database stalls. */
  maxQueued?: number;
  /** Rows per insert statement; a query arriving meanwhile waits for one insert, not the whole queue. */
  maxPerWrite?: number;
}

export interface BatchWriterStats {
  accepted: number;
  written: number;
  dropped: number;
  failed: number;
  queued: number;
}

export class BatchWriter<T> {
  private queue: T[] = [];
  private timer: ReturnType<typeof setTimeout> | null = null;
  private running: Promise<void> | null = null;
  private closed = false;
  private droppedUnreported = 0;
  private readonly counts = { accepted: 0, written: 0, dropped: 0, failed: 0 };
  private readonly flushEveryMs: number;
  private readonly flushAtCount: number;
  private readonly maxQueued: number;
  private readonly maxPerWrite: number;

  constructor(private readonly opts: BatchWriterOptions<T>) {
    this.flushEveryMs = opts.flushEveryMs ?? 500;
    this.flushAtCount = opts.flushAtCount ?? 200;
    this.maxQueued = opts.maxQueued ?? 20_000;
    this.maxPerWrite = opts.maxPerWrite ?? 500;
  }

  stats(): BatchWriterStats {
    return { ...this.counts, queued: this.queue.length };
  }

  /** Queues items and returns at once; the write happens later (immediately once closed). */
  add(items: readonly T[]): void {
    if (items.length === 0) return;
    this.counts.accepted += items.length;
    this.queue.push(...items);
    const excess = this.queue.length - this.maxQueued;
    if (excess > 0) {
      this.queue.splice(0, excess);
      this.counts.dropped += excess;
      this.droppedUnreported += excess;
    }
    if (this.closed || this.queue.length >= this.flushAtCount) void this.flush();
    else this.schedule();
  }

  /** Writes everything queued, one batch at a time; concurrent calls share the one running drain. */
  flush(): Promise<void> {
    if (this.running) return this.running;
    this.clearTimer();
    this.running = this.drain().finally(() => {
      this.running = null;
      if (this.queue.length > 0) this.schedule();
    });
    return this.running;
  }

  /** Stops the timer and writes what is left; later items are written at once. */
  async close(): Promise<void> {
    this.closed = true;
    this.clearTimer();
    await this.flush();
    // Items added while the last drain was finishing.
    if (this.queue.length > 0) await this.flush();
  }

  private async drain(): Promise<void> {
    while (this.queue.length > 0) {
      const batch = this.queue.splice(0, this.maxPerWrite);
      try {
        await this.opts.write(batch);
        this.counts.written += batch.length;
      } catch (err) {
        this.counts.failed += batch.length;
        this.opts.log.error({ err, lost: batch.length }, 'tracking batch write failed');
      }
    }
    if (this.droppedUnreported > 0) {
      this.opts.log.warn(
        { dropped: this.droppedUnreported, total: this.counts.dropped },
        'tracking queue full',
      );
      this.droppedUnreported = 0;
    }
  }

  private schedule() {
    if (this.timer || this.running || this.closed) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.flush();
    }, this.flushEveryMs);
    // A pending flush never keeps the process alive; close() writes the rest.
    this.timer.unref?.();
  }

  private clearTimer() {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}
