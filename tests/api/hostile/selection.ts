/**
 * Which of the cheap hostile cases are sent (issue #27). `operationCases` makes every cheap value
 * at every location; a selection keeps some:
 * - `everyCase`: all of them (`npm run fuzz -- --full`);
 * - `diagonal(stride, offset)`: one (location, value) pair in `stride`, on a diagonal so every
 *   location and every value still appear (`npm run fuzz` sized to its budget);
 * - `ShapeSelection`: the whole cheap corpus once per distinct (operation shape, location kind)
 *   pair (`shapes.ts`), at the lightest location that has it; one value of a rotation at every
 *   other location of the pair; and a few more when an operation would otherwise get fewer than
 *   `floor` hostile cases (the test).
 * Expensive cases are never thinned here: their caps are `CaseOptions`'.
 *
 * A `Coverage` records what was sent per pair and per kind, so a test can check, over all its
 * databases together, that each pair got its whole corpus and so each kind every value.
 */
import { operationCases, runOrder, type ApiDocument, type HostileCase, type Operation } from './openapi-cases';
import { operationShapes } from './shapes';

export interface Selection {
  /** The cases of one operation to send, in their order. */
  select(operation: Operation, cases: readonly HostileCase[]): HostileCase[];
  /** The pair a location's values count for in a `Coverage` (by default, its kind). */
  pairOf?(operation: Operation, kind: string): string;
}

export const everyCase: Selection = { select: (_, cases) => [...cases] };

/** One (location, value) pair in `stride`: location `slot` gets the values `v` with `(slot + v + offset) % stride === 0`. */
export function diagonal(stride: number, offset = 0): Selection {
  const step = Math.max(1, Math.floor(stride));
  return {
    select: (_, cases) =>
      cases.filter(
        (hostile) =>
          hostile.cost !== 'cheap' || !hostile.thinned || (hostile.slot + hostile.value + offset) % step === 0,
      ),
  };
}

/** The cheap cases of one location, in corpus order. */
interface LocationGroup {
  readonly location: string;
  readonly kind: string;
  readonly cases: HostileCase[];
}

function groupsOf(cases: readonly HostileCase[]): LocationGroup[] {
  const groups = new Map<string, LocationGroup>();
  for (const hostile of cases) {
    if (hostile.cost !== 'cheap') continue;
    const key = `${hostile.location}\u0000${hostile.kind}`;
    let group = groups.get(key);
    if (!group) {
      group = { location: hostile.location, kind: hostile.kind, cases: [] };
      groups.set(key, group);
    }
    group.cases.push(hostile);
  }
  return [...groups.values()];
}

/** A distinct (operation shape, location kind) pair and where its whole corpus goes. */
export interface Pair {
  readonly key: string;
  /** The operation shape, or `json body` for a JSON body field (see `pairOf`). */
  readonly shape: string;
  readonly kind: string;
  /** The operation and location that get the whole corpus (the lightest that have the pair). */
  readonly operation: string;
  readonly location: string;
  /** The labels of the corpus of its kind. */
  readonly labels: readonly string[];
  /** Other locations with the same pair (each gets a sample). */
  readonly locations: number;
}

export interface ShapeSelectionOptions {
  /** This database's turn (0-based) among `shares`: each sends its share of every whole corpus. */
  readonly share?: number;
  /** How many databases split the work; their union covers everything. */
  readonly shares?: number;
  /**
   * Each database's weight in the split (by turn; default 1 each): a database of weight w sends w
   * of every `sum(weights)` values, so a slower database can take a smaller part.
   */
  readonly weights?: readonly number[];
  /** Hostile cases each operation gets at least (on each database), topped up from its own locations. */
  readonly floor?: number;
}

/** `documentCases` per document: a run makes a selection per database and one for the coverage check. */
const casesByDocument = new WeakMap<ApiDocument, readonly DocumentCases[]>();

interface DocumentCases {
  readonly operation: Operation;
  readonly groups: readonly LocationGroup[];
}

/**
 * The cheap cases of every operation (no baseline: the locations and their kinds are the schema's),
 * made once per document (about a second for 180 operations) and only read.
 */
function documentCases(document: ApiDocument): readonly DocumentCases[] {
  let cases = casesByDocument.get(document);
  if (!cases) {
    cases = makeDocumentCases(document);
    casesByDocument.set(document, cases);
  }
  return cases;
}

function makeDocumentCases(document: ApiDocument): DocumentCases[] {
  return runOrder(document).map((operation) => ({
    operation,
    groups: groupsOf(
      operationCases(operation, document.resolve, null, {
        expensivePerOperation: 0,
        expensiveAllowance: new Map(),
        expensiveTotal: 0,
        huge: false,
      }),
    ),
  }));
}

const BODY_FIELD = /^(keys of )?body (required|optional|item|entry) /;

/**
 * The shape-deduplicated selection. Each pair's whole corpus goes to one location, its carrier:
 * of the locations that have the pair, the one in the operation with the fewest body fields
 * (the cheapest requests to send; document order among equals). With `shares` databases,
 * database `share` sends:
 * - at the carrier, the corpus values `v` it owns: `v % shares === share` with equal weights, else
 *   as the weights lay the values out (the union is the whole corpus);
 * - at the `r`-th other location of the pair (in the order the operations are sent), value
 *   `(r + n) % size` when it owns `r + n` (`n`: the pair's ordinal), so over the
 *   databases together each such location gets one value and successive ones get successive
 *   values of the rotation;
 * - then, if an operation got fewer than `floor` hostile cases, the next values of the rotation of
 *   its locations in turn until it has `floor` (every operation is exercised on every database).
 * One instance per run: it counts the repeats as the operations are sent, in `runOrder`.
 */
export class ShapeSelection implements Selection {
  /** Every distinct pair of the document, by key. */
  readonly pairs = new Map<string, Pair>();
  private readonly shapes: ReadonlyMap<Operation, string>;
  private readonly share: number;
  private readonly shares: number;
  /** The database that sends value `v` is `owners[v % owners.length]` (the weights laid out in turn). */
  private readonly owners: readonly number[];
  private readonly floor: number;
  private readonly ordinals = new Map<string, number>();
  private readonly repeats = new Map<string, number>();

  constructor(document: ApiDocument, options: ShapeSelectionOptions = {}) {
    this.shapes = operationShapes(document);
    this.shares = Math.max(1, Math.floor(options.shares ?? 1));
    this.share = Math.floor(options.share ?? 0) % this.shares;
    this.owners = Array.from({ length: this.shares }, (_, turn) => turn).flatMap((turn) =>
      Array.from({ length: Math.max(1, Math.floor(options.weights?.[turn] ?? 1)) }, () => turn),
    );
    this.floor = options.floor ?? 4;
    const weights = new Map<string, number>();
    for (const { operation, groups } of documentCases(document)) {
      const weight = groups.filter((group) => group.kind.startsWith('body ') && group.location !== 'body').length;
      for (const group of groups) {
        const key = this.pairOf(operation, group.kind);
        const known = this.pairs.get(key);
        const carrier = known === undefined || weight < (weights.get(key) ?? Number.POSITIVE_INFINITY);
        if (known === undefined) this.ordinals.set(key, this.ordinals.size);
        if (carrier) weights.set(key, weight);
        this.pairs.set(key, {
          key,
          shape: key.slice(0, key.indexOf('\n')),
          kind: group.kind,
          operation: carrier ? operation.label : known!.operation,
          location: carrier ? group.location : known!.location,
          labels: group.cases.map((hostile) => hostile.label),
          locations: (known?.locations ?? 0) + 1,
        });
      }
    }
  }

  /**
   * The pair of a location of an operation: its operation shape and kind; for a JSON body field
   * (and the keys of a nested object) `json body` and its kind. Parameters, whole bodies and
   * uploads are read by the operation's own handler, so the shape tells them apart; a body
   * field's value meets the validator its kind is generated into and the one save engine of the
   * entities, so its kind alone does.
   */
  pairOf(operation: Operation, kind: string): string {
    const shape = BODY_FIELD.test(kind) ? 'json body' : this.shapes.get(operation);
    if (shape === undefined) throw new Error(`${operation.label} is not an operation of this document`);
    return `${shape}\n${kind}`;
  }

  /** Whether this database sends the `n`-th value of a split. */
  private owns(n: number): boolean {
    return this.owners[n % this.owners.length] === this.share;
  }

  select(operation: Operation, cases: readonly HostileCase[]): HostileCase[] {
    const chosen = new Set<HostileCase>(cases.filter((hostile) => hostile.cost !== 'cheap'));
    const rotations: { group: LocationGroup; next: number }[] = [];
    for (const group of groupsOf(cases)) {
      const key = this.pairOf(operation, group.kind);
      const pair = this.pairs.get(key);
      if (!pair) throw new Error(`${operation.label} ${group.location}: a pair the document does not have`);
      if (pair.operation === operation.label && pair.location === group.location) {
        group.cases.forEach((hostile, value) => {
          if (this.owns(value)) chosen.add(hostile);
        });
        rotations.push({ group, next: 0 });
        continue;
      }
      const repeat = (this.repeats.get(key) ?? 0) + 1;
      this.repeats.set(key, repeat);
      const turn = repeat + (this.ordinals.get(key) ?? 0);
      if (this.owns(turn)) chosen.add(group.cases[turn % group.cases.length]!);
      rotations.push({ group, next: turn + 1 });
    }
    // The floor: more of each location's rotation in turn.
    let added = true;
    while (chosen.size < this.floor && added) {
      added = false;
      for (const rotation of rotations) {
        if (chosen.size >= this.floor) break;
        const { cases: candidates } = rotation.group;
        for (let tries = 0; tries < candidates.length; tries += 1) {
          const candidate = candidates[rotation.next % candidates.length]!;
          rotation.next += 1;
          if (!chosen.has(candidate)) {
            chosen.add(candidate);
            added = true;
            break;
          }
        }
      }
    }
    return cases.filter((hostile) => chosen.has(hostile));
  }
}

function labelsOf(map: Map<string, Set<string>>, key: string): Set<string> {
  let labels = map.get(key);
  if (!labels) {
    labels = new Set();
    map.set(key, labels);
  }
  return labels;
}

/** What was sent, per pair and per kind (cheap labels), over one run or several. */
export class Coverage {
  readonly byPair = new Map<string, Set<string>>();
  readonly byKind = new Map<string, Set<string>>();

  record(pair: string, kind: string, label: string): void {
    labelsOf(this.byPair, pair).add(label);
    labelsOf(this.byKind, kind).add(label);
  }

  add(other: Coverage): void {
    for (const [pair, labels] of other.byPair) for (const label of labels) labelsOf(this.byPair, pair).add(label);
    for (const [kind, labels] of other.byKind) for (const label of labels) labelsOf(this.byKind, kind).add(label);
  }

  /**
   * What `pairs` expect and was not sent: per pair, its corpus labels missing; per kind (every
   * kind is the kind of some pair), the labels no location of that kind received. Empty when
   * everything went.
   */
  missing(pairs: Iterable<Pair>): string[] {
    const problems: string[] = [];
    const kinds = new Map<string, readonly string[]>();
    for (const pair of pairs) {
      kinds.set(pair.kind, pair.labels);
      const got = this.byPair.get(pair.key) ?? new Set<string>();
      const lacking = pair.labels.filter((label) => !got.has(label));
      if (lacking.length > 0)
        problems.push(`pair ${pair.operation} ${pair.location} [${pair.kind}]: never sent ${lacking.join(' | ')}`);
    }
    for (const [kind, labels] of kinds) {
      const got = this.byKind.get(kind) ?? new Set<string>();
      const lacking = labels.filter((label) => !got.has(label));
      if (lacking.length > 0) problems.push(`kind [${kind}]: never sent ${lacking.join(' | ')}`);
    }
    return problems;
  }
}

export interface Plan {
  /** Cheap cases plus one baseline per operation (no probes, set-ups or read-backs, which a server decides). */
  readonly requests: number;
  /** Requests per operation label, baseline included. */
  readonly byOperation: ReadonlyMap<string, number>;
}

/** The cases a selection sends over a whole document, counted without a server (expensive ones left out). */
export function plan(document: ApiDocument, selection: Selection): Plan {
  const byOperation = new Map<string, number>();
  let requests = 0;
  for (const operation of runOrder(document)) {
    const cases = operationCases(operation, document.resolve, null, {
      expensivePerOperation: 0,
      expensiveAllowance: new Map(),
      expensiveTotal: 0,
      huge: false,
    });
    const sent = selection.select(operation, cases).length + 1;
    byOperation.set(operation.label, sent);
    requests += sent;
  }
  return { requests, byOperation };
}
