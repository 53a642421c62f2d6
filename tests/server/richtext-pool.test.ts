/**
 * Rich text sanitised off the event loop (`server/crud/richtext-pool.ts`): a little in place, more
 * in the worker thread, the outcomes in order; a too-deep text is an outcome, not a failure; too
 * many batches waiting answer 503 'Riprova tra poco'.
 */
import { describe, expect, it } from 'vitest';
import { FIELD_LIMITS } from '../../core/limits';
import { ApiError } from '../../server/http/errors';
import { RICH_TEXT_WORK, richTextWorker, sanitiseRichTexts } from '../../server/crud/richtext-pool';

/** HTML of about `chars` characters that sanitises to itself. */
const paragraphs = (chars: number) => '<p>x</p>'.repeat(Math.ceil(chars / 8));

describe('the rich-text pool', () => {
  it('sanitises a little markup in place and more in the worker, outcomes in order', async () => {
    const startedBefore = richTextWorker.started;
    const small = await sanitiseRichTexts(['<p onclick="x()">a</p>', `<b>${'<i>'.repeat(FIELD_LIMITS.richTextDepth)}`]);
    expect(small).toEqual([{ html: '<p>a</p>' }, { tooDeep: true }]);
    expect(richTextWorker.started).toBe(startedBefore);

    const long = paragraphs(RICH_TEXT_WORK.inlineChars);
    const big = await sanitiseRichTexts([long, '<script>x</script><em>y</em>', '<b>'.repeat(80_000)]);
    expect(big).toEqual([{ html: long }, { html: '<em>y</em>' }, { tooDeep: true }]);
    // Started on first use (or still running from an earlier test of this process).
    expect(richTextWorker.started).toBeGreaterThanOrEqual(Math.max(1, startedBefore));
  }, 60_000);

  it('answers 503 Riprova tra poco past the batches it lets wait, and runs the others', async () => {
    const long = paragraphs(64 * 1024);
    const batches = Array.from({ length: RICH_TEXT_WORK.waiting + 4 }, () =>
      sanitiseRichTexts([long]).then(
        (outcomes) => ({ outcomes }),
        (error: unknown) => ({ error }),
      ),
    );
    const settled = await Promise.all(batches);
    const refused = settled.filter((entry) => 'error' in entry);
    // One runs, `waiting` wait: the rest are refused at once.
    expect(refused.length).toBe(3);
    for (const entry of refused) {
      expect(entry.error).toBeInstanceOf(ApiError);
      expect(entry.error).toMatchObject({ status: 503, key: 'tryAgainShortly' });
    }
    for (const entry of settled.filter((item) => 'outcomes' in item)) {
      expect(entry).toEqual({ outcomes: [{ html: long }] });
    }
  }, 120_000);
});
