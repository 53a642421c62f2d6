/**
 * The bounded queue of image work (`server/media/queue.ts`): at most `concurrency` jobs at once,
 * the others in arrival order, a full queue refusing at once; the default concurrency from the
 * cores.
 */
import { describe, expect, it } from 'vitest';
import { defaultImageJobs, QueueFull, WorkQueue } from '../../server/media/queue';

/** A job that runs until `finish` is called, counting the jobs running at once. */
function gated(counter: { now: number; most: number }, log: string[], name: string) {
  let finish = (): void => undefined;
  const job = async (): Promise<string> => {
    counter.now += 1;
    counter.most = Math.max(counter.most, counter.now);
    log.push(`start ${name}`);
    await new Promise<void>((resolve) => (finish = resolve));
    counter.now -= 1;
    return name;
  };
  return { job, finish: () => finish() };
}

const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('WorkQueue', () => {
  it('runs at most `concurrency` jobs, the waiting ones in arrival order, and refuses past `maxWaiting`', async () => {
    const queue = new WorkQueue({ concurrency: 2, maxWaiting: 2 });
    const counter = { now: 0, most: 0 };
    const log: string[] = [];
    const jobs = ['a', 'b', 'c', 'd'].map((name) => gated(counter, log, name));
    const results = jobs.map(({ job }) => queue.run(job));
    await turn();
    expect({ running: queue.running, waiting: queue.waiting, full: queue.full }).toEqual({
      running: 2,
      waiting: 2,
      full: true,
    });
    let called = false;
    await expect(
      queue.run(async () => {
        called = true;
      }),
    ).rejects.toBeInstanceOf(QueueFull);
    expect(called).toBe(false);

    jobs[1]?.finish();
    await turn();
    jobs[0]?.finish();
    await turn();
    expect(queue.full).toBe(false);
    jobs[2]?.finish();
    jobs[3]?.finish();
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c', 'd']);
    expect(log).toEqual(['start a', 'start b', 'start c', 'start d']);
    expect(counter.most).toBe(2);
    expect({ running: queue.running, waiting: queue.waiting }).toEqual({ running: 0, waiting: 0 });
  });

  it('frees the slot of a job that fails', async () => {
    const queue = new WorkQueue({ concurrency: 1, maxWaiting: 0 });
    await expect(queue.run(() => Promise.reject(new Error('broken image')))).rejects.toThrow('broken image');
    await expect(queue.run(async () => 'next')).resolves.toBe('next');
    expect(queue.running).toBe(0);
  });

  it('takes half the cores by default, at least one', () => {
    expect([1, 2, 3, 4, 8].map((cores) => defaultImageJobs(cores))).toEqual([1, 1, 1, 2, 4]);
    expect(defaultImageJobs()).toBeGreaterThanOrEqual(1);
    expect(() => new WorkQueue({ concurrency: 0, maxWaiting: 1 })).toThrow(RangeError);
  });
});
