/**
 * The section 5 and 9 rules of the itineraries and Via Emilia itineraries (the tables of
 * `tests/fixtures/itinerary-rules.cases.ts`) through the generated validators: each case's input
 * gives exactly its error paths under `issuesByPath`, with the Italian messages it names. The API
 * test `tests/api/itinerary-rules.test.ts` sends the same tables to the server.
 */
import { describe, expect, it } from 'vitest';
import { issuesByPath, type EntityValidators } from '../../core/validation';
import { itineraryValidators } from '../../generated/entities/itinerary/schema';
import { viaemiliaValidators } from '../../generated/entities/viaemilia/schema';
import { RULE_TABLES, UNIT_REFS, type RuleCase, type RuleTable } from '../fixtures/itinerary-rules.cases';

const VALIDATORS: Readonly<Record<RuleTable['entity'], EntityValidators>> = {
  itinerary: itineraryValidators,
  viaemilia: viaemiliaValidators,
};

function errorsOf(validators: EntityValidators, input: unknown): Record<string, string[]> {
  const result = validators.item.safeParse(input);
  return result.success ? {} : issuesByPath(result.error, 'it');
}

describe.each(RULE_TABLES)('$entity: content.md sections 5 and 9 through the generated validators', (table) => {
  const validators = VALIDATORS[table.entity];
  const check = (testCase: RuleCase): void => {
    const errors = errorsOf(validators, testCase.input(UNIT_REFS));
    expect(Object.keys(errors).sort()).toEqual([...testCase.errors].sort());
    for (const [path, message] of Object.entries(testCase.messages ?? {})) expect(errors[path]).toContain(message);
  };
  it.each(table.cases)('$name', check);
});

describe('the tables', () => {
  it('hold a case for both types, and distinct names within a type', () => {
    expect(RULE_TABLES.map((table) => table.entity)).toEqual(['itinerary', 'viaemilia']);
    for (const table of RULE_TABLES) {
      const names = table.cases.map((testCase) => testCase.name);
      expect(new Set(names).size, table.entity).toBe(names.length);
    }
  });
});
