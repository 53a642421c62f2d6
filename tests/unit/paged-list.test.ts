/**
 * The paged lists' helpers (core/contracts/paged.ts, server/db/paged.ts): the query a list call
 * reads (orderBy only over its fields), the answer's pages, the order and the keywords' SQL.
 */
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { pagedQuery, pageMetaOf } from '../../core/contracts/paged';
import { QueryReader } from '../../core/query';
import { keywordsWhere, orderSql, type PagedTable } from '../../server/db/paged';

const dialect = new PgDialect();
const render = (part: ReturnType<typeof sql>) => dialect.sqlToQuery(part);
const context = { entities: [] };

const TABLE: PagedTable = {
  from: sql`desks d`,
  searched: [sql`d.nome`, sql`d.url_it`],
  order: { id: sql`d.id`, nome: sql`lower(d.nome)`, last: sql`d.last` },
  nullsLast: ['last'],
};

describe('pagedQuery', () => {
  const query = pagedQuery({ limit: 'Rows per page (25).', orderFields: ['id', 'nome'] });

  it('has page, limit, orderBy and keywords in that order, and no orderBy without order fields', () => {
    expect(Object.keys(query)).toEqual(['page', 'limit', 'orderBy', 'keywords']);
    expect(Object.keys(pagedQuery({ limit: 'All.' }))).toEqual(['page', 'limit', 'keywords']);
    const filters = { backend: query.keywords };
    expect(Object.keys(pagedQuery({ limit: 'x', orderFields: ['id'], filters }))).toEqual([
      'page',
      'limit',
      'orderBy',
      'keywords',
      'backend',
    ]);
  });

  it.each([
    // given orderBy, want the value read or an error
    { given: '-nome', want: '-nome', error: false },
    { given: 'id', want: 'id', error: false },
    { given: '+users_count', want: undefined, error: true },
    { given: '-nome;drop', want: undefined, error: true },
  ])('reads orderBy $given', ({ given, want, error }) => {
    const reader = new QueryReader({ orderBy: given }, 'it');
    expect(query.orderBy.read(reader, 'orderBy', context)).toBe(want);
    expect(Object.hasOwn(reader.errors, 'orderBy')).toBe(error);
  });
});

describe('pageMetaOf', () => {
  it.each([
    // given page, limit, total, want last_page
    { page: 1, limit: 25, total: 0, last: 1 },
    { page: 1, limit: 25, total: 25, last: 1 },
    { page: 2, limit: 25, total: 26, last: 2 },
    { page: 3, limit: 10, total: 101, last: 11 },
  ])('$total rows by $limit: $last pages', ({ page, limit, total, last }) => {
    expect(pageMetaOf(page, limit, total)).toEqual({ total, current_page: page, last_page: last });
  });
});

describe('orderSql', () => {
  it.each([
    // given orderBy, want the order clause
    { given: undefined, want: 'd.id desc' },
    { given: '+id', want: 'd.id asc' },
    { given: '+nome', want: 'lower(d.nome) asc, d.id asc' },
    { given: '-nome', want: 'lower(d.nome) desc, d.id desc' },
    { given: '-last', want: 'd.last desc nulls last, d.id desc' },
    { given: '+unknown', want: 'd.id asc' },
  ])('orders $given as $want', ({ given, want }) => {
    expect(render(orderSql(TABLE, given)).sql).toBe(want);
  });

  it('takes the table default when no order is asked for', () => {
    expect(render(orderSql({ ...TABLE, defaultOrder: '+nome' }, undefined)).sql).toBe('lower(d.nome) asc, d.id asc');
  });
});

describe('keywordsWhere', () => {
  it('is true without words', () => {
    expect(render(keywordsWhere(TABLE.searched, '  ')).sql).toBe('true');
    expect(render(keywordsWhere(TABLE.searched, undefined)).sql).toBe('true');
  });

  it('looks for the escaped words in every searched expression', () => {
    const query = render(keywordsWhere(TABLE.searched, ' 50%_off '));
    expect(query.sql).toBe("(d.nome ilike $1 escape '\\' or d.url_it ilike $2 escape '\\')");
    expect(query.params).toEqual(['%50\\%\\_off%', '%50\\%\\_off%']);
  });
});
