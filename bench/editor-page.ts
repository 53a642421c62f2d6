/**
 * The measures `npm run bench:editor` takes in one editor's page (headless Chromium through
 * playwright-core). Times are read in the page (`performance.now()`, `event.timeStamp`, Event
 * Timing entries) wherever they can be, so the round trips between this process and the browser
 * stay out of them; polls run on animation frames.
 */
import type { Locator, Page } from 'playwright-core';
import { percentile } from './stats';
import type { EditorTarget, RowsTarget } from './editor-seed';

/** Typed for each keystroke measure: 21 characters, one key press each. */
export const TYPED = 'Lorem ipsum dolor sit';
export const KEY_DELAY_MS = 60;
/** Event Timing's smallest threshold: a keystroke with no entry took at most this long. */
export const EVENT_FLOOR_MS = 16;
const DRAG_PREFIX = 'Trascina per riordinare: ';

/** Opens and closes before the memory's first snapshot. */
const WARM_ROUNDS = 5;

/** Generous: the editors measured take half a second a keystroke, and much more to open. */
export const STEP_TIMEOUT_MS = 180_000;

export interface KeystrokeFigures {
  /** Per interaction: the longest of its entries, 16 ms for a keystroke with none. */
  readonly p50: number;
  readonly p98: number;
  readonly max: number;
  readonly keystrokes: number;
  /** Interactions Event Timing reported (the others took under 16 ms). */
  readonly reported: number;
  /** Wall clock around `keyboard.type` minus the delays, per character. */
  readonly wallExtraPerChar: number;
}

export interface DragFigures {
  /** Space (pick up) to the handle pressed, ArrowDown to the row moved, Space (drop) to the new order. */
  readonly pick: number;
  readonly move: number;
  readonly drop: number;
  readonly total: number;
  readonly how: string;
}

export interface AddFigures {
  /** Click to the new row's first input in the DOM, and to a typed character in it. */
  readonly inDom: number;
  readonly accepts: number;
}

export interface SaveFigures {
  /** Click on Salva to the success toast (the editor's save is debounced 300 ms: included). */
  readonly toast: number;
  /** The PUT in the page's Resource Timing: responseStart - requestStart. */
  readonly request: number | null;
  /** The server's own: Fastify's responseTime of the PUT (its 'request completed' log line). */
  readonly server: number | null;
  readonly message: string;
}

export interface MemoryFigures {
  readonly heapBefore: number;
  readonly heapAfter: number;
  readonly nodesBefore: number;
  readonly nodesAfter: number;
  readonly listenersBefore: number;
  readonly listenersAfter: number;
  /** `document.getElementsByTagName('*').length` on the list page, before and after. */
  readonly elementsBefore: number;
  readonly elementsAfter: number;
  readonly rounds: number;
}

/** Resolves once the page has painted twice, waited `quietMs` and found an idle moment. */
export async function settle(page: Page, quietMs = 250): Promise<void> {
  await page.evaluate(
    (quiet) =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() =>
          requestAnimationFrame(() => setTimeout(() => requestIdleCallback(() => resolve(), { timeout: 5000 }), quiet)),
        );
      }),
    quietMs,
  );
}

/**
 * Polls `probe(arg)` in the page every frame until it answers a time (its `performance.now()` when
 * what it looks for holds; 0 meanwhile), and answers that time.
 */
async function timeWhen<A>(page: Page, probe: (arg: A) => number, arg: A): Promise<number> {
  const handle = await page.waitForFunction(probe as (value: unknown) => number, arg as unknown, {
    polling: 'raf',
    timeout: STEP_TIMEOUT_MS,
  });
  return Number(await handle.jsonValue());
}

/** The page time of the next `type` event (`keydown`, `click`) that reaches the document. */
async function armEventTime(page: Page, type: string): Promise<void> {
  await page.evaluate((eventType) => {
    const store = globalThis as unknown as { benchEventTime?: number };
    delete store.benchEventTime;
    document.addEventListener(eventType, (event) => (store.benchEventTime ??= event.timeStamp), {
      capture: true,
      once: true,
    });
  }, type);
}

async function armedEventTime(page: Page): Promise<number> {
  const time = await page.evaluate(() => (globalThis as unknown as { benchEventTime?: number }).benchEventTime);
  if (time === undefined) throw new Error('the armed event never reached the page');
  return time;
}

/** A label's text, followed by nothing but a required field's asterisk. */
const labelled = (text: string): RegExp => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\s*\\*)?$`);

const byName = (page: Page, name: string): Locator => page.locator(`[name="${name}"]`).first();

/** The title input of the target: a field by name, or the menu's add form's input by label. */
export function titleInput(page: Page, target: EditorTarget): Locator {
  if (target.key === 'menu') return menuAddForm(page).getByLabel(labelled(target.title));
  return byName(page, target.title);
}

function menuAddForm(page: Page): Locator {
  return page.locator('form', { has: page.getByRole('heading', { name: 'Nuova voce di menu' }) });
}

/** Whether the editor's title input is there and may be typed in. */
function titleReady(page: Page, target: EditorTarget): Promise<number> {
  const menuRow = target.key === 'menu' ? (target.nested?.anchor ?? '') : '';
  return timeWhen(
    page,
    ({ name, row }: { name: string; row: string }) => {
      if (row !== '') return document.querySelector(`[data-testid="${row}"]`) === null ? 0 : performance.now();
      const input = document.querySelector(`[name="${name}"]`);
      return input instanceof HTMLInputElement && !input.disabled && !input.readOnly ? performance.now() : 0;
    },
    { name: target.title, row: menuRow },
  );
}

/**
 * Opens the editor afresh (a page load, the SPA's chunks from the HTTP cache after the first
 * time) and types one character in the title: the page's time since the navigation began, when
 * the character shows in the input.
 */
export async function openEditor(page: Page, base: string, target: EditorTarget): Promise<number> {
  await page.goto(`${base}${target.editorPath}`, { waitUntil: 'commit', timeout: STEP_TIMEOUT_MS });
  await titleReady(page, target);
  const input = titleInput(page, target);
  await input.focus();
  await page.keyboard.press('End');
  await page.keyboard.type('x');
  return timeWhen(
    page,
    (name: string) => {
      const active = document.activeElement;
      const shown = active instanceof HTMLInputElement && active.value.endsWith('x');
      return shown && (name === '' || active.name === name) ? performance.now() : 0;
    },
    target.key === 'menu' ? '' : target.title,
  );
}

/** One typing run: a duration per keystroke, and the wall clock around the typing. */
export interface KeystrokeRun {
  readonly samples: readonly number[];
  readonly wallMs: number;
}

interface EventEntry {
  readonly id: number;
  readonly name: string;
  readonly start: number;
  readonly duration: number;
}

/**
 * Types TYPED into the focused element (focused by `focus`) with a delay of 60 ms per key press,
 * collecting the Event Timing entries of its keystrokes (`keydown`, `keypress`, `input`, `keyup`
 * over 16 ms). Entries of one interaction (its `interactionId`; an `input`, which has none, goes
 * with the key press before it) count as the longest of them.
 */
export async function measureKeystrokes(page: Page, focus: () => Promise<void>): Promise<KeystrokeRun> {
  await focus();
  await settle(page, 400);
  const since = await page.evaluate((threshold) => {
    const store: { id: number; name: string; start: number; duration: number }[] = [];
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const timing = entry as PerformanceEntry & { interactionId?: number };
        store.push({
          id: timing.interactionId ?? 0,
          name: entry.name,
          start: entry.startTime,
          duration: entry.duration,
        });
      }
    });
    const init: PerformanceObserverInit & { durationThreshold: number } = {
      type: 'event',
      durationThreshold: threshold,
      buffered: true,
    };
    observer.observe(init);
    (globalThis as unknown as { benchEvents?: { store: typeof store; observer: PerformanceObserver } }).benchEvents = {
      store,
      observer,
    };
    return performance.now();
  }, EVENT_FLOOR_MS);
  const began = performance.now();
  await page.keyboard.type(TYPED, { delay: KEY_DELAY_MS });
  const wall = performance.now() - began;
  // Entries are delivered after the paint that ends them.
  await settle(page, 300);
  const entries = await page.evaluate((from) => {
    const events = (
      globalThis as unknown as {
        benchEvents?: {
          store: { id: number; name: string; start: number; duration: number }[];
          observer: PerformanceObserver;
        };
      }
    ).benchEvents;
    if (!events) return [];
    for (const entry of events.observer.takeRecords()) {
      const timing = entry as PerformanceEntry & { interactionId?: number };
      events.store.push({
        id: timing.interactionId ?? 0,
        name: entry.name,
        start: entry.startTime,
        duration: entry.duration,
      });
    }
    events.observer.disconnect();
    return events.store.filter(
      (entry) => entry.start >= from && ['keydown', 'keypress', 'input', 'keyup'].includes(entry.name),
    );
  }, since);
  return { samples: interactionDurations(entries, TYPED.length), wallMs: wall };
}

/** The longest entry of each interaction, padded with 16 ms for the keystrokes with none. */
function interactionDurations(entries: readonly EventEntry[], keystrokes: number): number[] {
  const sorted = [...entries].sort((a, b) => a.start - b.start);
  const byInteraction = new Map<number, number>();
  let current = 0;
  for (const entry of sorted) {
    if (entry.id > 0) current = entry.id;
    const id = entry.id > 0 ? entry.id : current;
    if (id === 0) continue;
    byInteraction.set(id, Math.max(byInteraction.get(id) ?? 0, entry.duration));
  }
  const durations = [...byInteraction.values()].map((duration) => Math.max(duration, EVENT_FLOOR_MS));
  while (durations.length < keystrokes) durations.push(EVENT_FLOOR_MS);
  return durations;
}

/** Figures of several typing runs together (each `TYPED.length` keystrokes). */
export function keystrokeFigures(runs: readonly KeystrokeRun[]): KeystrokeFigures {
  const all = runs.flatMap((run) => run.samples).sort((a, b) => a - b);
  const keystrokes = runs.length * TYPED.length;
  const wall = runs.reduce((sum, run) => sum + run.wallMs, 0);
  return {
    p50: percentile(all, 0.5),
    p98: percentile(all, 0.98),
    max: all[all.length - 1] ?? 0,
    keystrokes,
    reported: all.filter((value) => value > EVENT_FLOOR_MS).length,
    wallExtraPerChar: (wall - keystrokes * KEY_DELAY_MS) / keystrokes,
  };
}

/** Focuses the end of the title input. */
export async function focusTitle(page: Page, target: EditorTarget): Promise<void> {
  const input = titleInput(page, target);
  await input.scrollIntoViewIfNeeded({ timeout: STEP_TIMEOUT_MS });
  await input.click({ timeout: STEP_TIMEOUT_MS });
  await page.keyboard.press('End');
}

/** Focuses the end of the nested text: the last row's rich text, input, or the menu's edit form. */
export async function focusNested(page: Page, target: EditorTarget): Promise<void> {
  const nested = target.nested;
  if (!nested) throw new Error(`${target.key} has no nested text`);
  if (target.key === 'menu') {
    const row = page.getByTestId(nested.anchor);
    await row.scrollIntoViewIfNeeded({ timeout: STEP_TIMEOUT_MS });
    const input = row.getByLabel(labelled('Titolo (IT)'));
    if ((await input.count()) === 0) {
      await row.getByRole('button', { name: `Modifica ${nested.openHeader ?? ''}`, exact: true }).click();
    }
    await input.click({ timeout: STEP_TIMEOUT_MS });
    await page.keyboard.press('End');
    return;
  }
  if (target.rows) await scrollToListEnd(page, target, target.rows);
  if (nested.openHeader !== undefined && !(await byName(page, nested.anchor).isVisible())) {
    await page.getByRole('button', { name: nested.openHeader, exact: true }).click({ timeout: STEP_TIMEOUT_MS });
    await byName(page, nested.anchor).waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS });
  }
  if (nested.kind === 'input') {
    const input = byName(page, nested.anchor);
    await input.scrollIntoViewIfNeeded({ timeout: STEP_TIMEOUT_MS });
    await input.click({ timeout: STEP_TIMEOUT_MS });
    await page.keyboard.press('End');
    return;
  }
  // The Quill editor nearest the anchor: the first of its ancestors holding one.
  await byName(page, nested.anchor).waitFor({ timeout: STEP_TIMEOUT_MS });
  await timeWhen(
    page,
    (name: string) => {
      let node: Element | null = document.querySelector(`[name="${name}"]`);
      while (node && !node.querySelector('.ql-editor')) node = node.parentElement;
      const editor = node?.querySelector('.ql-editor');
      if (!editor) return 0;
      document
        .querySelectorAll('[data-bench-nested]')
        .forEach((element) => element.removeAttribute('data-bench-nested'));
      editor.setAttribute('data-bench-nested', '1');
      return performance.now();
    },
    nested.anchor,
  );
  const editor = page.locator('[data-bench-nested]');
  await editor.scrollIntoViewIfNeeded({ timeout: STEP_TIMEOUT_MS });
  await editor.click({ timeout: STEP_TIMEOUT_MS });
  await page.keyboard.press('Control+End');
}

/** The labels of the handles in the sortable list (its dnd-kit context) of the row `row`, in order. */
async function handleLabels(page: Page, row: string): Promise<string[]> {
  return page.evaluate(
    ({ prefix, label }) => {
      const rowHandle = [...document.querySelectorAll('[aria-label]')].find(
        (element) => element.getAttribute('aria-label') === prefix + label,
      );
      const group = rowHandle?.getAttribute('aria-describedby');
      if (!group) return [];
      return [...document.querySelectorAll(`[aria-describedby="${group}"]`)].map((element) =>
        (element.getAttribute('aria-label') ?? '').slice(prefix.length),
      );
    },
    { prefix: DRAG_PREFIX, label: row },
  );
}

/**
 * Scrolls the end of the list (its add button) into view: an editor may mount far rows only when
 * they come near the view.
 */
async function scrollToListEnd(page: Page, target: EditorTarget, rows: RowsTarget): Promise<void> {
  const button =
    target.key === 'menu'
      ? menuAddForm(page).getByRole('button', { name: rows.addButton, exact: true })
      : page
          .getByRole('region', { name: rows.card, exact: true })
          .getByRole('button', { name: rows.addButton, exact: true });
  await button.last().scrollIntoViewIfNeeded({ timeout: STEP_TIMEOUT_MS });
  await settle(page, 300);
}

/**
 * Moves the last-but-one row down one place with the keyboard on its drag handle (dnd-kit: Space,
 * ArrowDown, Space), timing each key: Space to the handle pressed (picked up), ArrowDown to the
 * row moved on screen, Space to the new order in the DOM. When the keyboard does not move it, the
 * row's 'Sposta giù' button does, timed from its click to the new order.
 */
export async function dragRow(page: Page, target: EditorTarget, rows: RowsTarget): Promise<DragFigures> {
  await scrollToListEnd(page, target, rows);
  const before = await handleLabels(page, rows.draggedRow);
  const at = before.indexOf(rows.draggedRow);
  const moved = rows.draggedRow;
  const next = before[at + 1];
  if (at < 0 || next === undefined) throw new Error(`no drag handle after the one of '${moved}'`);
  if (at !== before.length - 2)
    throw new Error(`'${moved}' is row ${at + 1} of ${before.length}, not the last-but-one`);
  const handle = page.getByRole('button', { name: DRAG_PREFIX + moved, exact: true });
  await handle.scrollIntoViewIfNeeded({ timeout: STEP_TIMEOUT_MS });
  await handle.focus();
  await settle(page, 400);
  const reordered = (): Promise<number> =>
    timeWhen(
      page,
      ({ prefix, first, second }: { prefix: string; first: string; second: string }) => {
        const find = (label: string) =>
          [...document.querySelectorAll('[aria-label]')].find(
            (element) => element.getAttribute('aria-label') === prefix + label,
          );
        const a = find(first);
        const b = find(second);
        return a && b && (b.compareDocumentPosition(a) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0
          ? performance.now()
          : 0;
      },
      { prefix: DRAG_PREFIX, first: moved, second: next },
    );

  await armEventTime(page, 'keydown');
  await page.keyboard.press('Space');
  const pickedAt = await timeWhen(
    page,
    (label: string) =>
      [...document.querySelectorAll('[aria-pressed="true"]')].some(
        (element) => element.getAttribute('aria-label') === label,
      )
        ? performance.now()
        : 0,
    DRAG_PREFIX + moved,
  );
  const pick = pickedAt - (await armedEventTime(page));
  await settle(page, 100);
  const top = await handle.evaluate((element) => element.getBoundingClientRect().top);
  await armEventTime(page, 'keydown');
  await page.keyboard.press('ArrowDown');
  const movedAt = await timeWhen(
    page,
    ({ label, from }: { label: string; from: number }) => {
      const element = [...document.querySelectorAll('[aria-label]')].find(
        (candidate) => candidate.getAttribute('aria-label') === label,
      );
      return element && Math.abs(element.getBoundingClientRect().top - from) > 1 ? performance.now() : 0;
    },
    { label: DRAG_PREFIX + moved, from: top },
  ).catch(() => null);
  const move = movedAt === null ? Number.NaN : movedAt - (await armedEventTime(page));
  await settle(page, 150);
  await armEventTime(page, 'keydown');
  await page.keyboard.press('Space');
  const droppedAt = await Promise.race([
    reordered(),
    new Promise<null>((resolve) => setTimeout(() => resolve(null), 30_000)),
  ]);
  if (droppedAt !== null) {
    const drop = droppedAt - (await armedEventTime(page));
    return { pick, move, drop, total: pick + move + drop, how: `keyboard on the handle of '${moved}'` };
  }
  // The keyboard did not move it: the move-down button.
  await page.keyboard.press('Escape');
  await settle(page, 300);
  const down = page.getByRole('button', { name: `Sposta giù: ${moved}`, exact: true });
  await armEventTime(page, 'click');
  await down.click({ timeout: STEP_TIMEOUT_MS });
  const clickedDrop = (await reordered()) - (await armedEventTime(page));
  return {
    pick: Number.NaN,
    move: Number.NaN,
    drop: clickedDrop,
    total: clickedDrop,
    how: `'Sposta giù' button of '${moved}' (the keyboard drag did not move it)`,
  };
}

/** Clicks the list's add button: times to the new row's first input, and to a character typed in it. */
export async function addRow(page: Page, target: EditorTarget, rows: RowsTarget): Promise<AddFigures> {
  if (target.key === 'menu') return addMenuItem(page);
  const card = page.getByRole('region', { name: rows.card, exact: true });
  const button = card.getByRole('button', { name: rows.addButton, exact: true }).last();
  await button.scrollIntoViewIfNeeded({ timeout: STEP_TIMEOUT_MS });
  await settle(page, 400);
  await armEventTime(page, 'click');
  await button.click({ timeout: STEP_TIMEOUT_MS });
  const inDomAt = await timeWhen(
    page,
    (name: string) => (document.querySelector(`[name="${name}"]`) === null ? 0 : performance.now()),
    rows.newRowInput,
  );
  const clicked = await armedEventTime(page);
  const input = byName(page, rows.newRowInput);
  await input.focus({ timeout: STEP_TIMEOUT_MS });
  await page.keyboard.type('N');
  const acceptedAt = await timeWhen(
    page,
    (name: string) => {
      const element = document.querySelector(`[name="${name}"]`);
      return element instanceof HTMLInputElement && element.value.includes('N') ? performance.now() : 0;
    },
    rows.newRowInput,
  );
  return { inDom: inDomAt - clicked, accepts: acceptedAt - clicked };
}

/** The menu's add form: filled (not timed), Aggiungi clicked, timed to the new row in the tree. */
async function addMenuItem(page: Page): Promise<AddFigures> {
  const form = menuAddForm(page);
  await form.getByLabel(labelled('Titolo (IT)')).fill('Voce aggiunta dal benchmark');
  await form.getByLabel(labelled('Link (IT)')).fill('/it/benchmark');
  const rowsBefore = await page.locator('[data-testid^="tree-row-"]').count();
  await settle(page, 400);
  await armEventTime(page, 'click');
  await form.getByRole('button', { name: 'Aggiungi', exact: true }).click({ timeout: STEP_TIMEOUT_MS });
  const inDomAt = await timeWhen(
    page,
    (count: number) => (document.querySelectorAll('[data-testid^="tree-row-"]').length > count ? performance.now() : 0),
    rowsBefore,
  );
  const clicked = await armedEventTime(page);
  return { inDom: inDomAt - clicked, accepts: Number.NaN };
}

/**
 * Changes one character of the title (the menu: of the last item's title in its edit form), clicks
 * Salva and times it to the success toast; the PUT's server time is `serverTime` (read from the
 * server's log once the answer is in).
 */
export async function saveEditor(
  page: Page,
  target: EditorTarget,
  serverTime: (method: string, path: string) => Promise<number | null>,
): Promise<SaveFigures | { refused: string }> {
  const menu = target.key === 'menu';
  if (menu) await focusNested(page, target);
  else await focusTitle(page, target);
  await page.keyboard.type('!');
  const save = menu
    ? page.getByTestId(target.nested?.anchor ?? '').getByRole('button', { name: 'Salva', exact: true })
    : page.getByTestId('editor-save');
  await settle(page, 500);
  if (!(await save.isEnabled())) {
    const why = await page
      .getByTestId('editor-invalid')
      .innerText({ timeout: 1000 })
      .catch(() => 'Salva is disabled');
    return { refused: why };
  }
  await page.evaluate(() => {
    const store = globalThis as unknown as { benchToast?: number; benchToastText?: string };
    delete store.benchToast;
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (!(node instanceof Element)) continue;
          const toast = node.matches('.mantine-Notification-root')
            ? node
            : node.querySelector('.mantine-Notification-root');
          if (toast && store.benchToast === undefined) {
            store.benchToast = performance.now();
            store.benchToastText = toast.textContent ?? '';
            observer.disconnect();
          }
        }
      }
    });
    observer.observe(document.body, { childList: true, subtree: true });
  });
  const apiUrl = `/api/v1/${target.apiPath}`;
  const answered = page.waitForResponse(
    (response) => response.request().method() === 'PUT' && new URL(response.url()).pathname === apiUrl,
    { timeout: STEP_TIMEOUT_MS },
  );
  // The save's entries alone in the buffer (it holds 250 by default, and a long session fills it).
  await page.evaluate(() => performance.clearResourceTimings());
  await armEventTime(page, 'click');
  await save.click({ timeout: STEP_TIMEOUT_MS });
  const response = await answered;
  const toastAt = await timeWhen(page, () => (globalThis as unknown as { benchToast?: number }).benchToast ?? 0, null);
  const shown = await page.evaluate(() => {
    const store = globalThis as unknown as { benchToast?: number; benchToastText?: string };
    return { at: store.benchToast ?? 0, text: store.benchToastText ?? '' };
  });
  const clicked = await armedEventTime(page);
  const request = await page.evaluate(
    ({ url, from }) => {
      const entries = performance
        .getEntriesByType('resource')
        .filter(
          (entry): entry is PerformanceResourceTiming =>
            entry instanceof PerformanceResourceTiming &&
            new URL(entry.name).pathname === url &&
            entry.startTime >= from,
        )
        .sort((a, b) => a.startTime - b.startTime);
      const first = entries[0];
      return first && first.requestStart > 0 ? first.responseStart - first.requestStart : null;
    },
    { url: apiUrl, from: clicked },
  );
  if (response.status() >= 300) return { refused: `PUT ${apiUrl} answered ${response.status()}` };
  return {
    toast: Math.max(shown.at, toastAt) - clicked,
    request,
    server: await serverTime('PUT', apiUrl),
    message: shown.text.trim(),
  };
}

/** The renderer's JavaScript heap after a forced collection, its DOM nodes and listeners. */
async function memorySnapshot(
  page: Page,
): Promise<{ heap: number; nodes: number; listeners: number; elements: number }> {
  const cdp = await page.context().newCDPSession(page);
  try {
    for (let round = 0; round < 3; round++) await cdp.send('HeapProfiler.collectGarbage');
    const heap = await cdp.send('Runtime.getHeapUsage');
    const counters = await cdp.send('Memory.getDOMCounters');
    const elements = await page.evaluate(() => document.getElementsByTagName('*').length);
    return { heap: heap.usedSize, nodes: counters.nodes, listeners: counters.jsEventListeners, elements };
  } finally {
    await cdp.detach();
  }
}

/**
 * From the list page, opens the editor (its link) and goes back, `rounds` times after one warm-up
 * round, with a forced collection and a snapshot before and after the rounds.
 */
export async function memoryRounds(
  page: Page,
  base: string,
  target: EditorTarget,
  rounds: number,
): Promise<MemoryFigures> {
  await page.goto(`${base}${target.listPath}`, { timeout: STEP_TIMEOUT_MS });
  const link = page.locator(`a[href="${target.editorPath}"]`).first();
  if (target.sidebarGroup !== undefined) {
    // Opened by hand, the group stays open on the list page (it closes by itself when left open by the route).
    await page.getByRole('button', { name: target.sidebarGroup, exact: true }).click({ timeout: STEP_TIMEOUT_MS });
  }
  await link.waitFor({ state: 'attached', timeout: STEP_TIMEOUT_MS });
  const round = async (): Promise<void> => {
    await link.evaluate((element) => (element as HTMLElement).click());
    await titleReady(page, target);
    await settle(page, 200);
    await page.evaluate(() => history.back());
    await link.waitFor({ state: 'attached', timeout: STEP_TIMEOUT_MS });
    await settle(page, 200);
  };
  // Warm-up rounds: the code the rounds run is compiled and its caches filled before the first snapshot.
  for (let index = 0; index < WARM_ROUNDS; index++) await round();
  await settle(page, 1000);
  const before = await memorySnapshot(page);
  for (let index = 0; index < rounds; index++) await round();
  await settle(page, 1000);
  const after = await memorySnapshot(page);
  return {
    heapBefore: before.heap,
    heapAfter: after.heap,
    nodesBefore: before.nodes,
    nodesAfter: after.nodes,
    listenersBefore: before.listeners,
    listenersAfter: after.listeners,
    elementsBefore: before.elements,
    elementsAfter: after.elements,
    rounds,
  };
}
