/**
 * The input guard at the edge of the API: before any route looks at a request, its path
 * parameters, query and JSON body are walked once and refused (422, naming each offending field)
 * when they hold what no call accepts: a NUL character or an unpaired UTF-16 surrogate (which
 * PostgreSQL cannot store), a string, array or object past the outer bounds of `core/limits.ts`,
 * or nesting deeper than they allow. Every call, present and future, is covered without a line of
 * its own; each call's schema then applies its own, tighter bounds.
 */
import type { FastifyRequest } from 'fastify';
import { EDGE_LIMITS, isStorableText } from '#core/limits';
import { formatMessage, type ValidationMessageKey } from '#core/messages';
import { invalid, languageOf } from './errors';

interface Problem {
  readonly path: string;
  readonly key: ValidationMessageKey;
  readonly params?: Readonly<Record<string, number>>;
}

/** Problems reported at most (a hostile body could otherwise produce millions). */
const MAX_PROBLEMS = 20;

interface Walk {
  readonly problems: Problem[];
  readonly stringMax: number;
}

function join(path: string, key: string | number): string {
  return path === '' ? String(key) : `${path}.${key}`;
}

function checkString(walk: Walk, path: string, value: string, max: number): void {
  if (value.length > max) walk.problems.push({ path, key: 'maxLength', params: { max } });
  else if (!isStorableText(value)) walk.problems.push({ path, key: 'characters' });
}

/** Walks a value depth-first with an explicit bound on depth (no recursion past it). */
function walkValue(walk: Walk, path: string, value: unknown, depth: number): void {
  if (walk.problems.length >= MAX_PROBLEMS) return;
  if (typeof value === 'string') {
    checkString(walk, path, value, walk.stringMax);
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  if (depth >= EDGE_LIMITS.depth) {
    walk.problems.push({ path, key: 'tooDeep', params: { max: EDGE_LIMITS.depth } });
    return;
  }
  if (Array.isArray(value)) {
    if (value.length > EDGE_LIMITS.arrayItems) {
      walk.problems.push({ path, key: 'tooManyItems', params: { max: EDGE_LIMITS.arrayItems } });
      return;
    }
    value.forEach((entry: unknown, index) => walkValue(walk, join(path, index), entry, depth + 1));
    return;
  }
  const keys = Object.keys(value);
  if (keys.length > EDGE_LIMITS.objectKeys) {
    walk.problems.push({ path, key: 'tooManyKeys', params: { max: EDGE_LIMITS.objectKeys } });
    return;
  }
  for (const key of keys) {
    if (key.length > EDGE_LIMITS.key || !isStorableText(key)) {
      // The key itself is the problem: name its parent, never echo the key.
      walk.problems.push({ path: join(path, '(key)'), key: 'characters' });
      continue;
    }
    walkValue(walk, join(path, key), (value as Record<string, unknown>)[key], depth + 1);
  }
}

/** Query and path parameters: strings (or repeated strings) of bounded length. */
function walkParameters(walk: Walk, values: unknown): void {
  if (typeof values !== 'object' || values === null) return;
  for (const [key, value] of Object.entries(values)) {
    if (key.length > EDGE_LIMITS.key || !isStorableText(key)) {
      walk.problems.push({ path: '(key)', key: 'characters' });
      continue;
    }
    const list: unknown[] = Array.isArray(value) ? value : [value];
    if (list.length > 100) {
      walk.problems.push({ path: key, key: 'tooManyItems', params: { max: 100 } });
      continue;
    }
    for (const entry of list) {
      if (typeof entry === 'string') checkString(walk, key, entry, EDGE_LIMITS.parameter);
    }
  }
}

/** The problems of a request's parameters and body, empty when it may go on. */
export function inputProblems(request: Pick<FastifyRequest, 'params' | 'query' | 'body'>): Problem[] {
  const walk: Walk = { problems: [], stringMax: EDGE_LIMITS.string };
  walkParameters(walk, request.params);
  walkParameters(walk, request.query);
  walkValue(walk, '', request.body, 0);
  return walk.problems;
}

/** `preValidation` hook: a 422 naming every offending field, before any route code runs. */
export async function guardInput(request: FastifyRequest): Promise<void> {
  const problems = inputProblems(request);
  if (problems.length === 0) return;
  const language = languageOf(request);
  const errors: Record<string, string[]> = {};
  for (const problem of problems) {
    const messages = Object.hasOwn(errors, problem.path) ? (errors[problem.path] ?? []) : (errors[problem.path] = []);
    const message = formatMessage(problem.key, language, problem.params ?? {});
    if (!messages.includes(message)) messages.push(message);
  }
  throw invalid(errors, 'invalidInput');
}
