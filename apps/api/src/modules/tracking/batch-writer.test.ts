import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BatchWriter, type BatchWriterLog } from './batch-writer.ts';

function setup(
  opts: { flushAtCount?: number; maxQueued?: number; maxPerWrite?: number; fail?: boolean } = {},
) {
  const batches: number[][] = [];
  const log: BatchWriterLog & { warnings: object[]; errors: object[] } = {
    warnings: [],
    errors: [],
    warn(obj) {
      this.warnings.push(obj);
    },
    error(obj) {
      this.errors.push(obj);
    },
  };
  const writer = new BatchWriter<number>({
    write: async (items) => {
      await Promise.resolve();
      if (opts.fail) throw new Error('database down');
      batches.push(items);
    },
    log,
    flushEveryMs: 500,
    flushAtCount: opts.flushAtCount ?? 200,
    maxQueued: opts.maxQueued ?? 1000,
    maxPerWrite: opts.maxPerWrite ?? 500,
  });
  return { writer, batches, log };
}

const range = (from: number, n: number) => Array.from({ length: n }, (_, i) => from + i);

describe('BatchWriter', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('writes nothing on add, then one batch when the timer fires', async () => {
    const { writer, batches } = setup();
    writer.add([1, 2]);
    writer.add([3]);
    expect(batches).toEqual([]);
    await vi.advanceTimersByTimeAsync(499);
    expect(batches).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(batches).toEqual([[1, 2, 3]]);
    expect(writer.stats()).toMatchObject({ accepted: 3, written: 3, queued: 0 });
  });

  it('flushes at once when the queue reaches the threshold', async () => {
    const { writer, batches } = setup({ flushAtCount: 5 });
    writer.add(range(1, 4));
    await vi.advanceTimersByTimeAsync(0);
    expect(batches).toEqual([]);
    writer.add([5]);
    await vi.advanceTimersByTimeAsync(0);
    expect(batches).toEqual([[1, 2, 3, 4, 5]]);
  });

  it('splits a long queue into writes of maxPerWrite rows, one write at a time', async () => {
    const { writer, batches } = setup({ flushAtCount: 1000, maxPerWrite: 4 });
    writer.add(range(1, 10));
    const a = writer.flush();
    const b = writer.flush();
    expect(a).toBe(b);
    await a;
    expect(batches).toEqual([
      [1, 2, 3, 4],
      [5, 6, 7, 8],
      [9, 10],
    ]);
  });

  it('drops the oldest items beyond the cap, counts and logs them once', async () => {
    const { writer, batches, log } = setup({ maxQueued: 5, flushAtCount: 1000 });
    writer.add(range(1, 4));
    writer.add(range(5, 4));
    expect(writer.stats()).toMatchObject({ accepted: 8, dropped: 3, queued: 5 });
    await writer.flush();
    expect(batches).toEqual([[4, 5, 6, 7, 8]]);
    expect(log.warnings).toEqual([{ dropped: 3, total: 3 }]);
  });

  it('logs a failed write, counts it and keeps going', async () => {
    const { writer, log } = setup({ fail: true });
    writer.add([1, 2]);
    await writer.flush();
    expect(writer.stats()).toMatchObject({ failed: 2, written: 0, queued: 0 });
    expect(log.errors).toHaveLength(1);
  });

  it('writes what is queued on close without waiting for the timer, and later items at once', async () => {
    const { writer, batches } = setup();
    writer.add([1, 2, 3]);
    await writer.close();
    expect(batches).toEqual([[1, 2, 3]]);
    writer.add([4]);
    await vi.advanceTimersByTimeAsync(0);
    expect(batches).toEqual([[1, 2, 3], [4]]);
    expect(vi.getTimerCount()).toBe(0);
  });
});
