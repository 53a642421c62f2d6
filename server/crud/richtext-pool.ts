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

interface Pending {
  readonly job: RichTextJob;
  readonly resolve: (outcomes: readonly RichTextOutcome[]) => void;
  readonly reject: (error: Error) => void;
}

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
  private readonly queue: Pending[] = [];
  private running: Pending | null = null;
  private timer: NodeJS.Timeout | null = null;
  private idle: NodeJS.Timeout | null = null;
  private nextId = 1;
  /** Workers started so far (read by the tests). */
  started = 0;

  run(htmls: readonly string[]): Promise<readonly RichTextOutcome[]> {
    if (this.queue.length >= RICH_TEXT_WORK.waiting) {
      return Promise.reject(new ApiError(503, 'tryAgainShortly', {}, null, { 'retry-after': '1' }));
    }
    return new Promise((resolve, reject) => {
      this.queue.push({ job: { id: this.nextId++, htmls }, resolve, reject });
      this.pump();
    });
  }

  private pump(): void {
    if (this.running !== null) return;
    const next = this.queue.shift();
    if (next === undefined) {
      this.idle ??= setTimeout(() => this.stop(), RICH_TEXT_WORK.idleMs).unref();
      return;
    }
    if (this.idle !== null) clearTimeout(this.idle);
    this.idle = null;
    this.running = next;
    this.timer = setTimeout(() => this.fail(new ApiError(503, 'tryAgainShortly')), RICH_TEXT_WORK.timeoutMs);
    this.timer.unref();
    const worker = this.ensure();
    worker.ref();
    worker.postMessage(next.job);
  }

  private ensure(): Worker {
    if (this.worker !== null) return this.worker;
    const worker = startWorker();
    worker.on('message', (reply: RichTextReply) => this.settle(reply));
    worker.on('error', (error) => this.fail(error));
    worker.on('exit', () => {
      if (this.worker === worker) {
        this.worker = null;
        this.fail(new Error('the rich-text worker stopped'));
      }
    });
    // Only a batch at work keeps the process alive (listeners ref the worker: unref after them).
    worker.unref();
    this.worker = worker;
    this.started += 1;
    return worker;
  }

  private settle(reply: RichTextReply): void {
    const running = this.running;
    if (running === null || running.job.id !== reply.id) return;
    this.finish();
    running.resolve(reply.outcomes);
    this.pump();
  }

  /** The running batch fails (time limit, a crash): the worker is replaced for the next ones. */
  private fail(error: Error): void {
    const running = this.running;
    if (running === null) return;
    this.finish();
    this.stop();
    running.reject(error);
    this.pump();
  }

  private finish(): void {
    this.worker?.unref();
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    this.running = null;
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
