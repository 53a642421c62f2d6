/**
 * The section 5 rules of the experiences and operators (`tests/fixtures/offer-rules.cases.ts`)
 * through the generated validators; `tests/api/offer-rules.test.ts` sends the same tables to the
 * server.
 */
import { describe, expect, it } from 'vitest';
import { issuesByPath, type EntityValidators } from '../../core/validation';
import { esperienzeValidators } from '../../generated/entities/esperienze/schema';
import { operatoriValidators } from '../../generated/entities/operatori/schema';
import { OFFER_TABLES, UNIT_OFFER_REFS, type OfferCase, type OfferTable } from '../fixtures/offer-rules.cases';

const VALIDATORS: Readonly<Record<OfferTable['entity'], EntityValidators>> = {
  esperienze: esperienzeValidators,
  operatori: operatoriValidators,
};

function errorsOf(validators: EntityValidators, input: unknown): Record<string, string[]> {
  const result = validators.item.safeParse(input);
  return result.success ? {} : issuesByPath(result.error, 'it');
}

describe.each(OFFER_TABLES)('$entity: content.md section 5 through the generated validators', (table) => {
  const validators = VALIDATORS[table.entity];
  const check = (testCase: OfferCase): void => {
    const errors = errorsOf(validators, testCase.input(UNIT_OFFER_REFS));
    expect(Object.keys(errors).sort()).toEqual([...testCase.errors].sort());
    for (const [path, message] of Object.entries(testCase.messages ?? {})) {
      if (testCase.errors.includes(path)) expect(errors[path]).toContain(message);
    }
  };
  it.each(table.cases)('$name', check);
});

describe('the tables', () => {
  it('hold both types, with distinct names within a type', () => {
    expect(OFFER_TABLES.map((table) => table.entity)).toEqual(['esperienze', 'operatori']);
    for (const table of OFFER_TABLES) {
      const names = table.cases.map((testCase) => testCase.name);
      expect(new Set(names).size, table.entity).toBe(names.length);
    }
  });
});
