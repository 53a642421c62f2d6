/**
 * The hostile runner shared by `tests/api/hostile.test.ts` (a small budget) and `npm run fuzz`
 * (10,000+ requests): it sends the cases of `openapi-cases.ts` and fast-check's random variants
 * as the administrator through the harness (Fastify inject, no port), and checks every answer:
 * below 500, and every 4xx a JSON `{message}` with a non-empty string. Every failure is kept and
 * reported grouped, never only the first.
 */
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { ADMIN_PASSWORD, type TestServer } from '../harness';
import {
  ABSENT,
  bodyValueArbitrary,
  encodeJson,
  headerValueArbitrary,
  isJsonObject,
  cloneJson,
  printable,
  urlValueArbitrary,
  type JsonValue,
} from './corpus';
import {
  baselineQuery,
  bodyFields,
  cloneDraft,
  describeValue,
  getAt,
  loadApiDocument,
  operationCases,
  pathLabel,
  runOrder,
  sampleValue,
  setAt,
  typesOf,
  urlOf,
  withContainers,
  type ApiDocument,
  type BodyField,
  type Operation,
  type RequestDraft,
  type Schema,
  type Segment,
} from './openapi-cases';
import { Coverage, type Selection } from './selection';

export interface Failure {
  readonly operation: string;
  readonly location: string;
  readonly label: string;
  readonly status: number;
  readonly problem:
    '5xx' | '4xx without {message}' | `not 413 for a body over ${number} bytes` | 'slow answer' | 'request threw';
  readonly body: string;
}

export interface DeterministicOptions {
  /** Which cheap cases are sent (`selection.ts`): all, a diagonal, or one corpus per distinct pair. */
  readonly selection: Selection;
  /** Fields of one operation that each expensive value (1 MB, 100,000 entries, 80,000 `<`) goes to. */
  readonly expensivePerOperation: number;
  /** Run-wide cap per expensive value (Infinity: no cap). */
  readonly expensiveTotal: number;
  /** Operations that get the bodies past the size limit (10 MB); Infinity: every one. */
  readonly hugeOperations: number;
}

export interface RandomOptions {
  readonly runs: number;
  readonly seed: number;
}

export interface RunnerOptions {
  /** An answer slower than this is a failure too (a denial of service); default 10 s. */
  readonly slowMs?: number;
  /** Progress lines (the fuzz script prints them). */
  readonly log?: (line: string) => void;
}

interface SyncPlan {
  /** Where the resource sits in the reader's answer (`['data']`). */
  readonly envelope: readonly Segment[];
  /** Writable integer properties the resource reports (an optimistic-lock version). */
  readonly properties: readonly string[];
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The first value under a key of that name, breadth first. */
function findKey(value: unknown, key: string): unknown {
  const queue: unknown[] = [value];
  while (queue.length > 0) {
    const node = queue.shift();
    if (isRecord(node)) {
      if (key in node && (typeof node[key] === 'number' || typeof node[key] === 'string')) return node[key];
      queue.push(...Object.values(node));
    } else if (Array.isArray(node)) {
      queue.push(...node);
    }
  }
  return undefined;
}

const urlLabel = ({ label, encoded }: { label: string; encoded: string }): string =>
  label === encoded ? label : `${label} ${encoded.slice(0, 60)}`;

/**
 * What is wrong with an answer, or null. A 5xx is a failure unless the operation documents it
 * (`503`: a service the call needs is not configured), and then it needs a `{message}` too.
 */
export function problemOf(status: number, body: string, documented: readonly number[] = []): Failure['problem'] | null {
  if (status >= 500 && !documented.includes(status)) return '5xx';
  if (status >= 400) {
    const parsed = parseJson(body);
    if (!isRecord(parsed) || typeof parsed.message !== 'string' || parsed.message.trim() === '') {
      return '4xx without {message}';
    }
  }
  return null;
}

export class HostileRunner {
  readonly document: ApiDocument;
  /** Answers per status code. */
  readonly byStatus = new Map<number, number>();
  readonly failures: Failure[] = [];
  /** Requests per operation label (`PUT /news/{id}`). */
  readonly requestsByOperation = new Map<string, number>();
  /** The cheap values sent, per location kind and per pair (the selection's, else the kind's). */
  readonly coverage = new Coverage();
  requests = 0;
  elapsedMs = 0;
  private token: string | null = null;
  private addressCounter = 0;
  private generation = 0;
  private readonly baselines = new Map<Operation, JsonValue | null>();
  private readonly queries = new Map<Operation, readonly (readonly [string, string])[]>();
  private readonly syncPlans = new Map<Operation, SyncPlan>();
  private readonly resources = new Map<string, { generation: number; values: Record<string, JsonValue> }>();
  private readonly fields = new Map<Operation, readonly BodyField[]>();
  private readonly fullSamples = new Map<Operation, JsonValue>();
  private readonly slowMs: number;
  /** The server's body limit: a longer body must answer 413. */
  private readonly bodyLimit: number;
  private readonly log: (line: string) => void;

  constructor(
    private readonly server: TestServer,
    options: RunnerOptions = {},
    document: ApiDocument = loadApiDocument(),
  ) {
    this.document = document;
    this.slowMs = options.slowMs ?? 10_000;
    this.bodyLimit = server.server.app.initialConfig.bodyLimit ?? 1024 * 1024;
    this.log = options.log ?? (() => undefined);
  }

  /** Operations in document order, deletions last (they may remove what other cases use). */
  get operations(): readonly Operation[] {
    return runOrder(this.document);
  }

  /* ------------------------------------------------------------------------------------------
   * Sending and checking.
   * --------------------------------------------------------------------------------------- */

  private async adminToken(refresh = false): Promise<string> {
    if (refresh || this.token === null) {
      try {
        this.token = refresh ? await this.server.login('admin', ADMIN_PASSWORD) : await this.server.adminToken();
      } catch {
        // A call set the administrator's password at random (the spec's `update_password_utente`
        // takes one without a confirmation) or deactivated it: give it back, and sign in again.
        await this.server.restoreAdmin();
        this.token = await this.server.login('admin', ADMIN_PASSWORD);
      }
    }
    return this.token;
  }

  /** Public calls come from a new address each time, so sign-in throttling never hides a check. */
  private nextAddress(): string {
    this.addressCounter += 1;
    const n = this.addressCounter;
    return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  }

  /** The request as the harness takes it (token aside), and the size of its body in bytes. */
  private prepare(operation: Operation, draft: RequestDraft) {
    const headers: Record<string, string> = { ...draft.headers };
    let payload: string | undefined;
    if (draft.body.kind === 'json') {
      payload = encodeJson(draft.body.value);
      headers['content-type'] = 'application/json';
    } else if (draft.body.kind === 'raw') {
      payload = draft.body.text;
      if (draft.body.contentType !== null) headers['content-type'] = draft.body.contentType;
    } else if (draft.body.kind === 'multipart') {
      const boundary = 'hostile-boundary-7f3a';
      payload = [
        `--${boundary}`,
        // RFC 5987 form: any character of the name travels, percent-encoded as UTF-8.
        `Content-Disposition: form-data; name="${draft.body.field}"; filename*=utf-8''${utf8PercentEncode(draft.body.filename)}`,
        'Content-Type: application/octet-stream',
        '',
        draft.body.content,
        `--${boundary}--`,
        '',
      ].join('\r\n');
      headers['content-type'] = `multipart/form-data; boundary=${boundary}`;
    }
    const options = {
      method: operation.method,
      url: urlOf(operation, draft),
      headers,
      ...(payload === undefined ? {} : { payload }),
      ...(operation.isPublic ? { remoteAddress: this.nextAddress() } : {}),
    };
    return { options, bytes: payload === undefined ? 0 : Buffer.byteLength(payload) };
  }

  /** Sends one request, checks the answer, and returns it (null when it threw). */
  async send(
    operation: Operation,
    draft: RequestDraft,
    location: string,
    label: string,
  ): Promise<LightMyRequestResponse | null> {
    const started = performance.now();
    let response: LightMyRequestResponse;
    const { options, bytes } = this.prepare(operation, draft);
    try {
      const token = operation.isPublic ? null : await this.adminToken();
      response = await this.server.request({ ...options, token });
      // A call may end the session (sign-out): sign in again and repeat it once.
      if (response.statusCode === 401 && !operation.isPublic) {
        response = await this.server.request({ ...options, token: await this.adminToken(true) });
      }
    } catch (error) {
      this.requests += 1;
      this.elapsedMs += performance.now() - started;
      this.byStatus.set(0, (this.byStatus.get(0) ?? 0) + 1);
      this.failures.push({
        operation: operation.label,
        location,
        label,
        status: 0,
        problem: 'request threw',
        body: String(error).slice(0, 200),
      });
      return null;
    }
    const took = performance.now() - started;
    this.requests += 1;
    this.requestsByOperation.set(operation.label, (this.requestsByOperation.get(operation.label) ?? 0) + 1);
    this.elapsedMs += took;
    const status = response.statusCode;
    this.byStatus.set(status, (this.byStatus.get(status) ?? 0) + 1);
    const failure = { operation: operation.label, location, label, status, body: response.body.slice(0, 200) };
    const problem = problemOf(status, response.body, operation.documented);
    if (problem) this.failures.push({ ...failure, problem });
    if (bytes > this.bodyLimit && status !== 413) {
      this.failures.push({ ...failure, problem: `not 413 for a body over ${this.bodyLimit} bytes` });
    }
    if (took > this.slowMs) {
      this.failures.push({ ...failure, label: `${label} (${Math.round(took)} ms)`, problem: 'slow answer' });
    }
    if (status >= 200 && status < 300 && operation.method !== 'GET') this.generation += 1;
    if (this.requests % 1000 === 0) this.log(`  ${this.requests} requests, ${this.failures.length} failures`);
    return response;
  }

  /* ------------------------------------------------------------------------------------------
   * Baselines: existing ids, plausible bodies, current versions.
   * --------------------------------------------------------------------------------------- */

  /** Path values naming something that exists: created through the POST before it when there is one. */
  private async freshPathValues(operation: Operation): Promise<Record<string, string>> {
    const values: Record<string, string> = {};
    for (const parameter of operation.parameters.filter((entry) => entry.in === 'path')) {
      const creator = operation.creators[parameter.name];
      let value: unknown;
      if (creator) {
        const draft = await this.baselineDraft(creator);
        const response = await this.send(creator, draft, 'setup', `create a ${parameter.name} for ${operation.label}`);
        if (response && response.statusCode >= 200 && response.statusCode < 300)
          value = findKey(parseJson(response.body), parameter.name);
      }
      if (value === undefined) value = sampleValue(parameter.schema, this.document.resolve, 'required');
      values[parameter.name] = encodeURIComponent(String(value));
    }
    return values;
  }

  private syncPlan(operation: Operation): SyncPlan {
    const cached = this.syncPlans.get(operation);
    if (cached) return cached;
    const { resolve } = this.document;
    let plan: SyncPlan = { envelope: [], properties: [] };
    const input = operation.body ? resolve(operation.body.schema).properties : undefined;
    const answer = operation.reader?.successSchema ? resolve(operation.reader.successSchema) : null;
    if (input && answer && operation.parameters.some((parameter) => parameter.in === 'path')) {
      const candidates: { envelope: Segment[]; schema: Schema }[] = [{ envelope: [], schema: answer }];
      for (const [key, property] of Object.entries(answer.properties ?? {}))
        candidates.push({ envelope: [key], schema: resolve(property) });
      const overlap = (schema: Schema) => Object.keys(schema.properties ?? {}).filter((key) => key in input).length;
      const best = candidates.sort((a, b) => overlap(b.schema) - overlap(a.schema))[0];
      if (best && overlap(best.schema) > 0) {
        const properties = Object.entries(input)
          .filter(([key, property]) => {
            const mine = resolve(property);
            const theirs = best.schema.properties?.[key];
            return (
              typesOf(mine).includes('integer') && !mine.readOnly && theirs !== undefined && !resolve(theirs).readOnly
            );
          })
          .map(([key]) => key);
        plan = { envelope: best.envelope, properties };
      }
    }
    this.syncPlans.set(operation, plan);
    return plan;
  }

  /**
   * Server-maintained properties (an optimistic-lock version) taken from the current resource,
   * read again only after a successful write, so that a case is judged on its own value and not
   * refused as stale.
   */
  private async synchronise(operation: Operation, draft: RequestDraft, touches: string | null): Promise<void> {
    const plan = this.syncPlan(operation);
    if (
      plan.properties.length === 0 ||
      !operation.reader ||
      draft.body.kind !== 'json' ||
      !isJsonObject(draft.body.value)
    )
      return;
    const key = `${operation.path}|${JSON.stringify(draft.path)}`;
    let resource = this.resources.get(key);
    if (!resource || resource.generation !== this.generation) {
      const readDraft: RequestDraft = {
        path: draft.path,
        query: baselineQuery(operation.reader, this.document.resolve),
        headers: {},
        body: { kind: 'none' },
      };
      const response = await this.send(
        operation.reader,
        readDraft,
        'read-back',
        `current state for ${operation.label}`,
      );
      const parsed = response ? parseJson(response.body) : undefined;
      const found = isRecord(parsed) ? getAt(parsed as JsonValue, plan.envelope) : undefined;
      const values: Record<string, JsonValue> = {};
      if (isJsonObject(found))
        for (const property of plan.properties) if (found[property] !== undefined) values[property] = found[property];
      resource = { generation: this.generation, values };
      this.resources.set(key, resource);
    }
    let body: JsonValue = cloneJson(draft.body.value);
    for (const [property, value] of Object.entries(resource.values))
      if (property !== touches) body = setAt(body, [property], value);
    draft.body = { kind: 'json', value: body };
  }

  private async baselineDraft(operation: Operation, pathValues?: Record<string, string>): Promise<RequestDraft> {
    const path = pathValues ?? (await this.freshPathValues(operation));
    const query = await this.baselineQuery(operation, path);
    const body = await this.baselineBody(operation, path);
    return {
      path,
      query: query.map((pair) => [...pair] as const),
      headers: {},
      body: operation.upload
        ? { kind: 'multipart', field: operation.upload, filename: 'baseline.csv', content: 'a,b\n1,2\n' }
        : body === null
          ? { kind: 'none' }
          : { kind: 'json', value: cloneJson(body) },
    };
  }

  /**
   * Query values the server accepts when possible: the required parameters from their schemas;
   * a parameter a 422 names (declared optional or not) is tried again with the document's own
   * words (its path segments), since a free-text parameter may really take one of them.
   */
  private async baselineQuery(
    operation: Operation,
    pathValues: Record<string, string>,
  ): Promise<readonly (readonly [string, string])[]> {
    const cached = this.queries.get(operation);
    if (cached) return cached;
    const { resolve } = this.document;
    let query = baselineQuery(operation, resolve);
    const parameters = operation.parameters.filter((parameter) => parameter.in === 'query' && operation.body === null);
    if (parameters.length > 0) {
      const words = [...new Set(this.document.operations.flatMap((other) => other.path.split('/')))].filter(
        (word) => word !== '' && !word.startsWith('{'),
      );
      const tried = new Map<string, number>();
      for (let attempt = 1; attempt <= 60; attempt += 1) {
        const draft: RequestDraft = { path: pathValues, query: [...query], headers: {}, body: { kind: 'none' } };
        const response = await this.send(operation, draft, 'baseline', `query probe ${attempt}`);
        if (response?.statusCode !== 422) break;
        const parsed = parseJson(response.body);
        const named = isRecord(parsed) && isRecord(parsed.errors) ? Object.keys(parsed.errors) : [];
        const refused = parameters.filter((parameter) => named.includes(parameter.name));
        if (refused.length === 0) break;
        let changed = false;
        for (const parameter of refused) {
          const candidates = [String(sampleValue(parameter.schema, resolve, 'required')), ...words, '1', 'new'];
          const next = tried.get(parameter.name) ?? 0;
          if (next >= candidates.length) continue;
          tried.set(parameter.name, next + 1);
          const key = encodeURIComponent(parameter.name);
          query = [...query.filter(([name]) => name !== key), [key, encodeURIComponent(candidates[next]!)]];
          changed = true;
        }
        if (!changed) break;
      }
    }
    this.queries.set(operation, query);
    return query;
  }

  /**
   * A body the server accepts when possible: every field filled from the schema, then the fields a
   * 422 names (`errors` keyed by field path) emptied or left out, then only the required ones.
   */
  private async baselineBody(operation: Operation, pathValues: Record<string, string>): Promise<JsonValue | null> {
    if (!operation.body) return null;
    const cached = this.baselines.get(operation);
    if (cached !== undefined) return cached;
    const { resolve } = this.document;
    const required = sampleValue(operation.body.schema, resolve, 'required');
    let body = sampleValue(operation.body.schema, resolve, 'full');
    let triedRequired = false;
    const pruned = new Set<string>();
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const draft: RequestDraft = {
        path: pathValues,
        query: (await this.baselineQuery(operation, pathValues)).map((pair) => [...pair] as const),
        headers: {},
        body: { kind: 'json', value: cloneJson(body) },
      };
      await this.synchronise(operation, draft, null);
      const response = await this.send(operation, draft, 'baseline', `probe ${attempt}`);
      const status = response?.statusCode ?? 0;
      if (status >= 200 && status < 300) break;
      const parsed = response ? parseJson(response.body) : undefined;
      const errors = isRecord(parsed) && isRecord(parsed.errors) ? Object.keys(parsed.errors) : [];
      if (status === 422 && errors.length > 0 && prune(body, errors, pruned)) continue;
      if ((status === 422 || status >= 500) && !triedRequired) {
        triedRequired = true;
        body = cloneJson(required);
        continue;
      }
      break;
    }
    this.baselines.set(operation, body);
    return body;
  }

  /* ------------------------------------------------------------------------------------------
   * The two phases.
   * --------------------------------------------------------------------------------------- */

  /** The schema-derived corpus: one mutation at a time over every operation. */
  async deterministic(options: DeterministicOptions): Promise<void> {
    const expensiveAllowance = new Map<string, number>();
    let hugeLeft = options.hugeOperations;
    for (const operation of this.operations) {
      const pathValues = await this.freshPathValues(operation);
      const base = await this.baselineDraft(operation, pathValues);
      const baselineCopy = cloneDraft(base);
      await this.synchronise(operation, baselineCopy, null);
      await this.send(operation, baselineCopy, 'baseline', 'baseline');
      const huge = operation.body !== null && hugeLeft > 0;
      if (huge) hugeLeft -= 1;
      const body = base.body.kind === 'json' ? base.body.value : null;
      const cases = options.selection.select(
        operation,
        operationCases(operation, this.document.resolve, body, {
          expensivePerOperation: options.expensivePerOperation,
          expensiveAllowance,
          expensiveTotal: options.expensiveTotal,
          huge,
        }),
      );
      this.log(`  ${operation.label}: ${cases.length} cases`);
      for (const hostile of cases) {
        const draft = cloneDraft(base);
        await this.synchronise(operation, draft, null);
        hostile.apply(draft);
        await this.send(operation, draft, hostile.location, hostile.label);
        if (hostile.cost === 'cheap') {
          const pair = options.selection.pairOf?.(operation, hostile.kind) ?? hostile.kind;
          this.coverage.record(pair, hostile.kind, hostile.label);
        }
      }
    }
  }

  /** fast-check: 1 to 3 locations of a random operation changed at once, `runs` requests. */
  async random(options: RandomOptions): Promise<void> {
    if (options.runs <= 0) return;
    const operations = this.operations;
    const samples = fc.sample(
      fc.record({
        operation: fc.nat(),
        picks: fc.array(
          fc.record({
            location: fc.nat(),
            json: bodyValueArbitrary,
            url: urlValueArbitrary,
            header: headerValueArbitrary,
          }),
          { minLength: 1, maxLength: 3 },
        ),
      }),
      { numRuns: options.runs, seed: options.seed },
    );
    const planned = samples
      .map((sample) => ({ ...sample, operation: operations[sample.operation % operations.length]! }))
      .sort((a, b) => Number(a.operation.method === 'DELETE') - Number(b.operation.method === 'DELETE'));
    const bases = new Map<Operation, RequestDraft>();
    for (const sample of planned) {
      const { operation } = sample;
      let base = bases.get(operation);
      if (!base) {
        base = await this.baselineDraft(operation);
        bases.set(operation, base);
      }
      const fields = this.bodyFieldsOf(operation);
      const parameters = operation.parameters;
      const slots = parameters.length + (operation.body ? fields.length + 1 : 0);
      const draft = cloneDraft(base);
      const labels: string[] = [];
      const locations: string[] = [];
      let touches: string | null = null;
      for (const pick of sample.picks) {
        if (slots === 0) break;
        const slot = pick.location % slots;
        const parameter = parameters[slot];
        if (parameter) {
          locations.push(`${parameter.in}:${parameter.name}`);
          if (parameter.in === 'header') {
            draft.headers[parameter.name] = pick.header.value;
            labels.push(`${pick.header.label} ${JSON.stringify(pick.header.value).slice(0, 60)}`);
          } else if (parameter.in === 'path') {
            draft.path[parameter.name] = pick.url.encoded;
            labels.push(urlLabel(pick.url));
          } else {
            const key = encodeURIComponent(parameter.name);
            const kept = draft.query.filter(([name]) => name !== key);
            draft.query.length = 0;
            draft.query.push(...kept, [key, pick.url.encoded]);
            labels.push(urlLabel(pick.url));
          }
          continue;
        }
        const field = fields[slot - parameters.length];
        const current = draft.body.kind === 'json' ? draft.body.value : {};
        if (field && operation.body) {
          locations.push(`body:${field.label}`);
          const sample = this.fullSampleOf(operation);
          const filled = withContainers(current, sample, field.path.slice(0, -1));
          draft.body = { kind: 'json', value: setAt(filled, field.path, pick.json.value) };
          if (typeof field.path[0] === 'string') touches = field.path[0];
        } else {
          locations.push('body');
          draft.body = { kind: 'json', value: pick.json.value };
        }
        labels.push(`${pick.json.label} ${describeValue(pick.json.value)}`);
      }
      await this.synchronise(operation, draft, touches);
      await this.send(operation, draft, locations.join(' + '), labels.join(' + '));
    }
  }

  private fullSampleOf(operation: Operation): JsonValue {
    let sample = this.fullSamples.get(operation);
    if (sample === undefined) {
      sample = operation.body ? sampleValue(operation.body.schema, this.document.resolve, 'full') : null;
      this.fullSamples.set(operation, sample);
    }
    return sample;
  }

  private bodyFieldsOf(operation: Operation): readonly BodyField[] {
    let fields = this.fields.get(operation);
    if (!fields) {
      fields = operation.body ? bodyFields(operation.body.schema, this.document.resolve).fields : [];
      this.fields.set(operation, fields);
    }
    return fields;
  }

  /* ------------------------------------------------------------------------------------------
   * Reports.
   * --------------------------------------------------------------------------------------- */

  statusTable(): string {
    const rows = [...this.byStatus.entries()].sort(([a], [b]) => a - b);
    const lines = rows.map(([status, count]) => `  ${status === 0 ? 'threw' : status}  ${String(count).padStart(7)}`);
    const problems = new Map<string, number>([
      ['5xx', 0],
      ['4xx without {message}', 0],
    ]);
    for (const failure of this.failures) problems.set(failure.problem, (problems.get(failure.problem) ?? 0) + 1);
    return [
      `  status   count`,
      ...lines,
      `  total ${String(this.requests).padStart(7)} requests in ${(this.elapsedMs / 1000).toFixed(1)} s`,
      `  ${[...problems].map(([problem, count]) => `${problem}: ${count}`).join(', ')}`,
    ].join('\n');
  }

  /** Every failure, grouped by operation, location, status and answer (value labels listed). */
  failureReport(): string {
    if (this.failures.length === 0) return 'no failures';
    const groups = new Map<string, { failure: Failure; labels: string[] }>();
    for (const failure of this.failures) {
      const answer = failure.body.replace(UUID, '<request-id>');
      const key = [failure.operation, failure.location, failure.status, failure.problem, answer].join('\u0001');
      const group = groups.get(key) ?? { failure: { ...failure, body: answer }, labels: [] };
      group.labels.push(failure.label);
      groups.set(key, group);
    }
    const byOperation = new Map<string, string[]>();
    for (const { failure, labels } of groups.values()) {
      const list = byOperation.get(failure.operation) ?? [];
      const shown = [...new Set(labels)].map((label) => printable(label).slice(0, 80));
      list.push(
        `  ${failure.location} → ${failure.status} (${failure.problem}) ×${labels.length} [${shown.join(' | ')}]\n      ${printable(failure.body)}`,
      );
      byOperation.set(failure.operation, list);
    }
    const lines = [`${this.failures.length} failures in ${groups.size} groups:`];
    for (const [operation, list] of byOperation) lines.push(operation, ...list);
    return lines.join('\n');
  }
}

/**
 * Prunes a refused baseline body: each path a 422 names is emptied (the array holding it) or left
 * out; a path named again loses its parent. Answers whether anything changed.
 */
function prune(body: JsonValue, errorPaths: readonly string[], pruned: Set<string>): boolean {
  let changed = false;
  for (const errorPath of errorPaths) {
    if (errorPath === '') continue;
    const segments: Segment[] = errorPath.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
    const arrayAt = segments.findIndex((_, index) => {
      const value = getAt(body, segments.slice(0, index + 1));
      return Array.isArray(value) && value.length > 0 && index < segments.length - 1;
    });
    if (arrayAt >= 0) {
      setAt(body, segments.slice(0, arrayAt + 1), []);
      changed = true;
      continue;
    }
    let target = segments;
    while (target.length > 0 && (pruned.has(pathLabel(target)) || getAt(body, target) === undefined))
      target = target.slice(0, -1);
    if (target.length === 0) continue;
    const value = getAt(body, target);
    if (Array.isArray(value) && value.length > 0 && !pruned.has(`${pathLabel(target)}[]`)) {
      setAt(body, target, []);
      pruned.add(`${pathLabel(target)}[]`);
    } else {
      setAt(body, target, ABSENT);
      pruned.add(pathLabel(target));
    }
    changed = true;
  }
  return changed;
}

/** `text` as UTF-8, percent-encoded (lone surrogates become U+FFFD, as any encoder would send). */
function utf8PercentEncode(text: string): string {
  return [...Buffer.from(text, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');
}
