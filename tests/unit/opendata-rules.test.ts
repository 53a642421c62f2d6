/**
 * The section 5 rules of open data and the two stay-proposal types (the tables of
 * `tests/fixtures/opendata-rules.cases.ts`) through the generated validators: each case's input
 * gives exactly its error paths under `issuesByPath`, with the Italian messages it names. The API
 * test `tests/api/opendata-rules.test.ts` sends the same tables to the server.
 */
import { describe, expect, it } from 'vitest';
import { issuesByPath, type EntityValidators } from '../../core/validation';
import { opendataValidators } from '../../generated/entities/opendata/schema';
import { proposteSoggiornoValidators } from '../../generated/entities/proposte_soggiorno/schema';
import { soggiornoValidators } from '../../generated/entities/soggiorno/schema';
import { RULE_TABLES, UNIT_REFS, type RuleCase, type RuleTable } from '../fixtures/opendata-rules.cases';

const VALIDATORS: Readonly<Record<RuleTable['entity'], EntityValidators>> = {
  opendata: opendataValidators,
  proposte_soggiorno: proposteSoggiornoValidators,
  soggiorno: soggiornoValidators,
};

function errorsOf(validators: EntityValidators, input: unknown): Record<string, string[]> {
  const result = validators.item.safeParse(input);
  return result.success ? {} : issuesByPath(result.error, 'it');
}

describe.each(RULE_TABLES)('$entity: content.md section 5 through the generated validators', (table) => {
  const validators = VALIDATORS[table.entity];
  const check = (testCase: RuleCase): void => {
    const errors = errorsOf(validators, testCase.input(UNIT_REFS));
    expect(Object.keys(errors).sort()).toEqual([...testCase.errors].sort());
    for (const [path, message] of Object.entries(testCase.messages ?? {})) expect(errors[path]).toContain(message);
  };
  it.each(table.cases)('$name', check);
});

describe('the tables', () => {
  it('hold a case for every type, and distinct names within a type', () => {
    expect(RULE_TABLES.map((table) => table.entity)).toEqual(['opendata', 'proposte_soggiorno', 'soggiorno']);
    for (const table of RULE_TABLES) {
      const names = table.cases.map((testCase) => testCase.name);
      expect(new Set(names).size, table.entity).toBe(names.length);
    }
  });
});
