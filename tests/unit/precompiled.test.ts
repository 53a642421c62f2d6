/**
 * `precompiled` (`server/db/sql.ts`): a statement part made once, its parameters written inline
 * only when they are schema names or safe integers.
 */
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { precompiled } from '../../server/db/sql';

const dialect = new PgDialect();

describe('a precompiled statement part', () => {
  it('writes schema names and integers inline and keeps the statement around it parameterised', () => {
    const part = precompiled(sql`r.field = ${'comune'} and r.position < ${12} and r.other = ${'location_2'}`);
    const whole = dialect.sqlToQuery(sql`select 1 from t r where ${part} and r.title = ${"l'uomo"}`);
    expect(whole.sql).toBe(
      "select 1 from t r where r.field = 'comune' and r.position < 12 and r.other = 'location_2' and r.title = $1",
    );
    expect(whole.params).toEqual(["l'uomo"]);
  });

  it('refuses a statement whose own text holds a placeholder-like $', () => {
    expect(() => precompiled(sql`x = ${'comune'} and y ~ ${sql.raw("'$2'")}`)).toThrow(/unexpected \$2/);
    expect(() => precompiled(sql`x = '$1'`)).toThrow(/must use each parameter once|unexpected/);
  });

  it('refuses any other parameter', () => {
    for (const value of ["l'uomo", 'Comune', '<<<', '', 1.5, 2 ** 53, null, true]) {
      expect(() => precompiled(sql`x = ${value}`)).toThrow(/cannot be written inline/);
    }
  });
});
