/**
 * The report of `npm run bench:editor`: one markdown table of every editor's figures, each beside
 * its ratio to the news editor's (the baseline, measured in the same run), and the targets of
 * issue #49 with PASS or FAIL.
 */
import type { AddFigures, DragFigures, KeystrokeFigures, MemoryFigures, SaveFigures } from './editor-page';
import type { EditorTarget } from './editor-seed';

export interface EditorFigures {
  readonly target: EditorTarget;
  /** Page time from the navigation to a character typed in the title, ms. */
  readonly open: number | null;
  readonly title: KeystrokeFigures | null;
  readonly nested: KeystrokeFigures | null;
  readonly drag: DragFigures | null;
  readonly add: AddFigures | null;
  readonly save: SaveFigures | null;
  readonly memory: MemoryFigures | null;
  readonly errors: readonly string[];
  readonly pageErrors: readonly string[];
}

export interface TargetResult {
  readonly editor: string;
  readonly target: string;
  readonly value: string;
  readonly pass: boolean | null;
}

/** Targets of issue #49. */
export const TARGETS = {
  /** Keystroke p98 at most max(50 ms, 1.5 × the news editor's). */
  keystrokeFloorMs: 50,
  keystrokeRatio: 1.5,
  /** Open at most 2 × the news editor's. */
  openRatio: 2,
  /** Via Emilia's save at most 1 s of server time. */
  viaEmiliaServerMs: 1000,
  /**
   * Not growing over the ten opens and closes: DOM nodes and listeners at most 2 % more, the heap at
   * most 2 MB or 10 % more (V8 still warms up: the news editor's heap grew 1.2 MB over ten rounds
   * after five warm-up ones, then 0.3 MB over the next ten, its nodes and listeners not at all).
   */
  memoryHeapSlackBytes: 2 * 1024 * 1024,
  memoryHeapSlackShare: 0.1,
  memorySlackShare: 0.02,
} as const;

const MB = 1024 * 1024;
const isNumber = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value);
const msText = (value: number | null | undefined): string => (isNumber(value) ? String(Math.round(value)) : '-');
const ratioText = (value: number | null | undefined, base: number | null | undefined): string =>
  isNumber(value) && isNumber(base) && base > 0 ? ` (${(value / base).toFixed(1)}×)` : '';
const withRatio = (value: number | null | undefined, base: number | null | undefined): string =>
  isNumber(value) ? `${msText(value)}${ratioText(value, base)}` : '-';

function memoryGrew(memory: MemoryFigures): { grew: boolean; text: string } {
  const heapSlack = Math.max(TARGETS.memoryHeapSlackBytes, memory.heapBefore * TARGETS.memoryHeapSlackShare);
  const heap = memory.heapAfter - memory.heapBefore > heapSlack;
  const nodes = memory.nodesAfter > memory.nodesBefore * (1 + TARGETS.memorySlackShare);
  const listeners = memory.listenersAfter > memory.listenersBefore * (1 + TARGETS.memorySlackShare);
  const sign = (value: number): string => (value >= 0 ? `+${value}` : String(value));
  return {
    grew: heap || nodes || listeners,
    text:
      `heap ${sign(Number(((memory.heapAfter - memory.heapBefore) / MB).toFixed(2)))} MB, ` +
      `nodes ${sign(memory.nodesAfter - memory.nodesBefore)}, listeners ${sign(memory.listenersAfter - memory.listenersBefore)}`,
  };
}

/** Prints the table and the targets; answers the targets (for the JSON). */
export function printReport(figures: readonly EditorFigures[], runs: number): { targets: TargetResult[] } {
  const news = figures.find((figure) => figure.target.key === 'news');
  const lines: string[] = [];
  lines.push('');
  lines.push(
    `## Editors (ms; (N×) = against the news editor; keystrokes: ${runs} run(s) of 21 characters, Event Timing p50 / p98, ` +
      "and the wall clock's extra ms per character)",
  );
  lines.push('');
  lines.push(
    '| editor | open | title p50 / p98 | title +ms/char | nested | nested p50 / p98 | nested +ms/char | drag | add (row / typed) ' +
      '| save (toast) | save request / server | heap MB before → after | DOM nodes before → after | listeners before → after |',
  );
  lines.push('|' + ' --- |'.repeat(14));
  for (const figure of figures) {
    const { target, title, nested, drag, add, save, memory } = figure;
    const keystroke = (value: KeystrokeFigures | null, base: KeystrokeFigures | null | undefined): string =>
      value ? `${msText(value.p50)} / ${msText(value.p98)}${ratioText(value.p98, base?.p98)}` : '-';
    const wall = (value: KeystrokeFigures | null, base: KeystrokeFigures | null | undefined): string =>
      value ? withRatio(value.wallExtraPerChar, base?.wallExtraPerChar) : '-';
    const memoryCell = (before: number, after: number, baseAfter: number | undefined, scale = 1): string => {
      const digits = scale === 1 ? 0 : 1;
      return `${(before / scale).toFixed(digits)} → ${(after / scale).toFixed(digits)}${ratioText(after, baseAfter)}`;
    };
    lines.push(
      [
        '',
        ` ${target.key} (${target.rows?.what ?? 'no rows'}) `,
        ` ${withRatio(figure.open, news?.open)} `,
        ` ${keystroke(title, news?.title)} `,
        ` ${wall(title, news?.title)} `,
        ` ${target.nested?.what ?? '-'} `,
        ` ${keystroke(nested, news?.nested)} `,
        ` ${wall(nested, news?.nested)} `,
        ` ${drag ? `${msText(drag.total)} (${msText(drag.pick)} + ${msText(drag.move)} + ${msText(drag.drop)})` : '-'} `,
        ` ${add ? `${msText(add.inDom)} / ${msText(add.accepts)}` : '-'} `,
        ` ${withRatio(save?.toast, news?.save?.toast)} `,
        ` ${save ? `${msText(save.request)} / ${save.server === null ? '-' : save.server.toFixed(0)}${ratioText(save.server, news?.save?.server)}` : '-'} `,
        ` ${memory ? memoryCell(memory.heapBefore, memory.heapAfter, news?.memory?.heapAfter, MB) : '-'} `,
        ` ${memory ? memoryCell(memory.nodesBefore, memory.nodesAfter, news?.memory?.nodesAfter) : '-'} `,
        ` ${memory ? memoryCell(memory.listenersBefore, memory.listenersAfter, news?.memory?.listenersAfter) : '-'} `,
        '',
      ].join('|'),
    );
  }
  lines.push('');
  lines.push(
    'drag: Space → picked up + ArrowDown → moved + Space → new order; add: click → new row in the DOM / → a character typed ' +
      "in its first input; save: click on Salva (debounced 300 ms) → success toast, the PUT's responseStart - requestStart " +
      "in the page / the server's responseTime (its log); memory after a forced GC, on the list page, before and after " +
      'ten opens and closes of the editor.',
  );
  for (const figure of figures) {
    for (const note of figure.target.notes) lines.push(`- ${figure.target.key}: ${note}`);
    if (figure.drag)
      lines.push(
        `- ${figure.target.key}: drag of ${figure.target.rows?.dragWhat ?? 'the last-but-one row'} by ${figure.drag.how}`,
      );
    for (const error of figure.errors) lines.push(`- ${figure.target.key}: not measured: ${error}`);
    if (figure.pageErrors.length > 0) {
      lines.push(
        `- ${figure.target.key}: the page threw ${figure.pageErrors.length} time(s): ${figure.pageErrors[0] ?? ''}`,
      );
    }
  }

  const targets: TargetResult[] = [];
  const keystrokeLimit = (base: KeystrokeFigures | null | undefined): number | null =>
    base ? Math.max(TARGETS.keystrokeFloorMs, TARGETS.keystrokeRatio * base.p98) : null;
  for (const figure of figures) {
    const key = figure.target.key;
    for (const [what, value, base] of [
      ['title keystroke p98', figure.title, news?.title],
      ['nested keystroke p98', figure.nested, news?.nested],
    ] as const) {
      if (!figure.target.nested && what.startsWith('nested')) continue;
      const limit = keystrokeLimit(base);
      targets.push({
        editor: key,
        target: `${what} ≤ max(50 ms, 1.5 × news ${base ? msText(base.p98) : '?'} ms)${limit === null ? '' : ` = ${msText(limit)} ms`}`,
        value: value ? `${msText(value.p98)} ms` : 'not measured',
        pass: value && limit !== null ? value.p98 <= limit : null,
      });
    }
    if (key !== 'news') {
      targets.push({
        editor: key,
        target: `open ≤ 2 × news (${msText(news?.open)} ms)`,
        value: isNumber(figure.open) ? `${msText(figure.open)} ms` : 'not measured',
        pass: isNumber(figure.open) && isNumber(news?.open) ? figure.open <= TARGETS.openRatio * news.open : null,
      });
    }
    if (key === 'viaemilia') {
      const server = figure.save?.server ?? figure.save?.request ?? null;
      targets.push({
        editor: key,
        target: `save ≤ 1 s of server time${figure.save?.server === null ? ' (request time: no server log line)' : ''}`,
        value: isNumber(server) ? `${msText(server)} ms` : 'not measured',
        pass: isNumber(server) ? server <= TARGETS.viaEmiliaServerMs : null,
      });
    }
    const memory = figure.memory ? memoryGrew(figure.memory) : null;
    targets.push({
      editor: key,
      target: 'memory not growing over 10 opens and closes (DOM nodes and listeners ≤ +2 %, heap ≤ +2 MB or +10 %)',
      value: memory?.text ?? 'not measured',
      pass: memory ? !memory.grew : null,
    });
  }
  lines.push('');
  lines.push('## Targets (issue #49)');
  lines.push('');
  for (const result of targets) {
    const verdict = result.pass === null ? 'n/a ' : result.pass ? 'PASS' : 'FAIL';
    lines.push(`- ${verdict} ${result.editor}: ${result.target}: ${result.value}`);
  }
  console.log(lines.join('\n'));
  return { targets };
}
