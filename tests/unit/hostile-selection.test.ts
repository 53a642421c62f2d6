/**
 * The hostile corpus deduplicated by shape (issue #27), counted without a server: what the
 * document costs, what one more entity built like the others adds (its collection copied under
 * another name, found from the document, not named), and that the databases' shares together
 * send every distinct (operation shape, location kind) pair its whole corpus.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import {
  apiDocumentFrom,
  OPENAPI_FILE,
  operationCases,
  runOrder,
  type ApiDocument,
} from '../api/hostile/openapi-cases';
import { Coverage, everyCase, plan, ShapeSelection } from '../api/hostile/selection';
import { operationShapes } from '../api/hostile/shapes';

const root = parse(readFileSync(OPENAPI_FILE, 'utf8')) as { paths: Record<string, unknown> };
const document = apiDocumentFrom(root, OPENAPI_FILE);

const NO_EXPENSIVE = { expensivePerOperation: 0, expensiveTotal: 0, huge: false };

/**
 * Of the collections whose calls share their shapes with another's (the CRUD pattern of the
 * entities), the one with the most hostile cases in all: the richest entity.
 */
function richestParallelCollection(api: ApiDocument): string {
  const shapes = operationShapes(api);
  const weights = new Map<string, number>();
  for (const operation of api.operations) {
    if (!shapes.get(operation)?.split(' ')[1]?.startsWith('/<')) continue;
    const literal = operation.path.split('/')[1]!;
    const cases = operationCases(operation, api.resolve, null, { ...NO_EXPENSIVE, expensiveAllowance: new Map() });
    weights.set(literal, (weights.get(literal) ?? 0) + cases.length);
  }
  const [richest] = [...weights].sort(([, a], [, b]) => b - a);
  if (!richest) throw new Error('the document has no parallel collections');
  return richest[0];
}

/** The document with every path of `/literal` copied under `/literal-copy`. */
function withCopy(literal: string): { api: ApiDocument; copied: number } {
  const paths = { ...root.paths };
  for (const [name, item] of Object.entries(root.paths)) {
    if (name === `/${literal}` || name.startsWith(`/${literal}/`))
      paths[`/${literal}-copy${name.slice(literal.length + 1)}`] = structuredClone(item);
  }
  const api = apiDocumentFrom({ ...root, paths }, 'copy');
  return { api, copied: api.operations.length - document.operations.length };
}

/** What each of `count` databases sends (requests, and the fewest of one operation), and what they sent together. */
function shares(api: ApiDocument, count: number): { requests: number[]; fewest: number[]; coverage: Coverage } {
  const coverage = new Coverage();
  const requests: number[] = [];
  const fewest: number[] = [];
  for (let share = 0; share < count; share += 1) {
    const selection = new ShapeSelection(api, { share, shares: count });
    let sent = 0;
    let least = Number.POSITIVE_INFINITY;
    for (const operation of runOrder(api)) {
      const options = { ...NO_EXPENSIVE, expensiveAllowance: new Map<string, number>() };
      const cases = selection.select(operation, operationCases(operation, api.resolve, null, options));
      sent += cases.length + 1;
      least = Math.min(least, cases.length + 1);
      for (const hostile of cases)
        coverage.record(selection.pairOf(operation, hostile.kind), hostile.kind, hostile.label);
    }
    requests.push(sent);
    fewest.push(least);
  }
  return { requests, fewest, coverage };
}

describe('the hostile corpus deduplicated by shape', () => {
  it('sends every distinct pair its whole corpus over one database or two, and every operation at least 4 cases', () => {
    const expected = new ShapeSelection(document).pairs;
    for (const count of [1, 2]) {
      const { fewest, coverage } = shares(document, count);
      expect(coverage.missing(expected.values()), `${count} database(s)`).toEqual([]);
      // A baseline and at least 4 hostile cases per operation on each database.
      for (const least of fewest) expect(least, `${count} database(s)`).toBeGreaterThanOrEqual(5);
    }
  });

  it('grows by a sample, not a corpus, for one more entity built like the others', () => {
    const literal = richestParallelCollection(document);
    const { api, copied } = withCopy(literal);
    const before = new ShapeSelection(document);
    const after = new ShapeSelection(api);
    // The copy brings no distinct pair: its calls and locations repeat shapes and kinds already there.
    expect([...after.pairs.keys()].sort()).toEqual([...before.pairs.keys()].sort());

    const oneBefore = plan(document, new ShapeSelection(document)).requests;
    const oneAfter = plan(api, new ShapeSelection(api)).requests;
    const twoBefore = [0, 1].map(
      (share) => plan(document, new ShapeSelection(document, { share, shares: 2 })).requests,
    );
    const twoAfter = [0, 1].map((share) => plan(api, new ShapeSelection(api, { share, shares: 2 })).requests);
    const fullBefore = plan(document, everyCase).requests;
    const fullAfter = plan(api, everyCase).requests;
    const copyLocations =
      [...after.pairs.values()].reduce((sum, pair) => sum + pair.locations, 0) -
      [...before.pairs.values()].reduce((sum, pair) => sum + pair.locations, 0);
    console.info(
      `hostile cases (baselines included), ${document.operations.length} operations, ` +
        `${before.pairs.size} distinct pairs:\n` +
        `  one database:  ${oneBefore} → ${oneAfter} with a copy of /${literal} (${copied} operations, ` +
        `${copyLocations} locations): +${oneAfter - oneBefore}\n` +
        `  two databases: ${twoBefore.join(' + ')} → ${twoAfter.join(' + ')}\n` +
        `  full cross product (npm run fuzz -- --full): ${fullBefore} → ${fullAfter}: +${fullAfter - fullBefore}`,
    );
    // At most one value per new location plus the per-operation floor; nowhere near a corpus.
    expect(oneAfter - oneBefore).toBeLessThanOrEqual(copyLocations + copied * 5);
    expect(oneAfter - oneBefore).toBeLessThan((fullAfter - fullBefore) / 10);
  });
});
