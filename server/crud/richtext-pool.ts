/**
 * Rich text is sanitised off the event loop when there is much of it: parsing 256 KiB of HTML
 * takes the parser 0.1-0.3 s (linear, its depth bounded by `FIELD_LIMITS.richTextDepth`), and a
 * save may carry several such texts, one per field and language. A little markup is sanitised in
 * place (the worker's round trip would cost more than the work); more goes to one worker thread
 * (`richtext-worker.ts`), started on first use and stopped after a while unused, one batch at a
 * time, each under a time limit. Too many batches waiting: 503 'Riprova tra poco'.
 */
import { Worker } from 'node:worker_threads';
import { ApiError } from '../http/errors';
import { QueueFull, WorkQueue } from '../media/queue';
import { RichTextTooDeep, sanitiseRichText } from '../../kinds/richtext/sanitiser';

export type RichTextOutcome = { readonly html: string } | { readonly tooDeep: true } | { readonly failed: string };

export interface RichTextJob {
  readonly id: number;
  readonly htmls: readonly string[];
}

export interface RichTextReply {
  readonly id: number;
  readonly outcomes: readonly RichTextOutcome[];
}

export const RICH_TEXT_WORK = {
  /** Markup of one save sanitised in place at most (some 10-20 ms of the parser's time). */
  inlineChars: 16 * 1024,
  /** Longest time one batch may take in the worker: past it the worker is stopped and replaced. */
  timeoutMs: 10_000,
  /** Batches waiting for the worker at most. */
  waiting: 32,
  /**
   * A worker unused this long is stopped, its memory (some 25 MB) returned; the next long save
   * starts one again (0.3-0.8 s bundled, more under tsx).
   */
  idleMs: 5 * 60_000,
} as const;

/**
 * The worker: the bundle's sibling under `npm start`; under tsx and Vitest the TypeScript source,
 * loaded through tsx's loader, which the worker registers first (Node 20 does not carry the
 * parent's loader into a worker).
 */
function startWorker(): Worker {
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL('./richtext-worker.mjs', import.meta.url));
  const source = new URL('./richtext-worker.ts', import.meta.url).href;
  const boot = `import('tsx/esm/api').then(({ tsImport }) => tsImport(${JSON.stringify(source)}, { parentURL: ${JSON.stringify(source)} }));`;
  return new Worker(boot, { eval: true });
}

class RichTextWorker {
  private worker: Worker | null = null;
  /** One batch in the worker at a time, `RICH_TEXT_WORK.waiting` more waiting (`../media/queue.ts`). */
  private readonly queue = new WorkQueue({ concurrency: 1, maxWaiting: RICH_TEXT_WORK.waiting });
  private idle: NodeJS.Timeout | null = null;
  private nextId = 1;
  /** Workers started so far (read by the tests). */
  started = 0;

  /** The outcomes of one batch; 503 'Riprova tra poco' when too many wait, or past the time limit. */
  async run(htmls: readonly string[]): Promise<readonly RichTextOutcome[]> {
    try {
      return await this.queue.run(() => this.inWorker({ id: this.nextId++, htmls }));
    } catch (error) {
      if (error instanceof QueueFull) throw new ApiError(503, 'tryAgainShortly', {}, null, { 'retry-after': '1' });
      throw error;
    }
  }

  /** Sends the batch to the worker (started if needed) and waits for its reply, or fails. */
  private inWorker(job: RichTextJob): Promise<readonly RichTextOutcome[]> {
    if (this.idle !== null) clearTimeout(this.idle);
    this.idle = null;
    const worker = this.ensure();
    return new Promise<readonly RichTextOutcome[]>((resolve, reject) => {
      const settle = (): void => {
        clearTimeout(timer);
        worker.off('message', onMessage);
        worker.off('error', onError);
        worker.off('exit', onExit);
        worker.unref();
        this.idle = setTimeout(() => this.stop(), RICH_TEXT_WORK.idleMs).unref();
      };
      const fail = (error: Error): void => {
        settle();
        // A worker past its time or broken is replaced for the next batch.
        this.stop();
        reject(error);
      };
      const onMessage = (reply: RichTextReply): void => {
        if (reply.id !== job.id) return;
        settle();
        resolve(reply.outcomes);
      };
      const onError = (error: Error): void => fail(error);
      const onExit = (): void => fail(new Error('the rich-text worker stopped'));
      const timer = setTimeout(() => fail(new ApiError(503, 'tryAgainShortly')), RICH_TEXT_WORK.timeoutMs);
      worker.on('message', onMessage);
      worker.on('error', onError);
      worker.on('exit', onExit);
      // Only a batch at work keeps the process alive.
      worker.ref();
      worker.postMessage(job);
    });
  }

  private ensure(): Worker {
    if (this.worker !== null) return this.worker;
    const worker = startWorker();
    // A worker that fails or ends is dropped (a batch at work hears it too, and fails).
    const drop = (): void => {
      if (this.worker === worker) this.worker = null;
    };
    worker.on('error', drop);
    worker.on('exit', drop);
    this.worker = worker;
    this.started += 1;
    return worker;
  }

  private stop(): void {
    if (this.idle !== null) clearTimeout(this.idle);
    this.idle = null;
    const worker = this.worker;
    this.worker = null;
    if (worker !== null) void worker.terminate();
  }
}

export const richTextWorker = new RichTextWorker();

function sanitiseInPlace(html: string): RichTextOutcome {
  try {
    return { html: sanitiseRichText(html) };
  } catch (error) {
    if (error instanceof RichTextTooDeep) return { tooDeep: true };
    throw error;
  }
}

/**
 * The outcomes of sanitising each HTML text, in order: in place when they are short together,
 * in the worker otherwise.
 */
export async function sanitiseRichTexts(htmls: readonly string[]): Promise<readonly RichTextOutcome[]> {
  let chars = 0;
  for (const html of htmls) chars += html.length;
  if (chars <= RICH_TEXT_WORK.inlineChars) return htmls.map(sanitiseInPlace);
  return richTextWorker.run(htmls);
}
