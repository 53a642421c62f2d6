/**
 * The rich-text worker: sanitises the HTML the server hands it (`richtext-pool.ts`), off the
 * server's event loop, so a save of several long rich texts never stalls the other requests.
 */
import { parentPort } from 'node:worker_threads';
import { RichTextTooDeep, sanitiseRichText } from '../../kinds/richtext/sanitiser';
import type { RichTextJob, RichTextOutcome, RichTextReply } from './richtext-pool';

parentPort?.on('message', (job: RichTextJob) => {
  const outcomes: RichTextOutcome[] = job.htmls.map((html) => {
    try {
      return { html: sanitiseRichText(html) };
    } catch (error) {
      if (error instanceof RichTextTooDeep) return { tooDeep: true };
      return { failed: error instanceof Error ? error.message : String(error) };
    }
  });
  const reply: RichTextReply = { id: job.id, outcomes };
  parentPort?.postMessage(reply);
});
