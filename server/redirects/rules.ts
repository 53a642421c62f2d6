/**
 * The database side of 404 redirect rules: one lock for every change (so the chain and loop
 * checks see each other's rows), the checks of a rule a person saves, and the 301 the server
 * records itself when a published item's permalink moves (`redirectMovedPermalinks`, run by the
 * save engine inside the item's transaction, for every entity with a permalink).
 */
import { sql, type SQL } from 'drizzle-orm';
import { isRecord } from '../db/sql';
import { rows, type Executor } from '../db/client';
import { normaliseSitePath, sitePathOfTarget, GONE_CODE, type RedirectCode } from '#core/redirects';
import type { ValidationMessageKey } from '#core/messages';
import type { EntityRuntime } from '../crud/entity';
import { permalinkPath } from '../crud/permalink';

export interface RedirectRow {
  id: number;
  old_url: string;
  new_url: string | null;
  code: RedirectCode;
  automatic: boolean;
  hits: number;
  last_hit_at: string | null;
  created_at: string;
  updated_at: string;
}

const instant = (column: string): SQL =>
  sql`to_char(${sql.identifier(column)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/** The columns of an answer's row. */
export const REDIRECT_COLUMNS = sql`id, old_url, new_url, code::int as code, automatic, hits,
  ${instant('last_hit_at')} as last_hit_at, ${instant('created_at')} as created_at, ${instant('updated_at')} as updated_at`;

/** Held until the transaction ends by every change of the rules. */
export async function lockRedirects(tx: Executor): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('redirects', 0))`);
}

/** The forms a rule's stored new address may take when it leads to `path` of this site. */
function targetsOf(path: string, site: string): SQL {
  return sql`(${path}, ${`${site}${path}`})`;
}

export interface RuleProblem {
  readonly field: 'old_url' | 'new_url';
  readonly key: ValidationMessageKey;
  readonly params?: Readonly<Record<string, string | number>>;
}

/**
 * Why a rule cannot be saved as it is, or none: its old address taken by another rule, its new
 * address leading to itself, to an address another rule redirects (a chain, or a loop when that
 * rule comes back), or another rule already leading to its old address (a chain). A 410 rule
 * redirects nowhere: its new address is not checked.
 */
export async function ruleProblems(
  tx: Executor,
  rule: {
    readonly id: number | null;
    readonly oldUrl: string;
    readonly newUrl: string | null;
    readonly code: RedirectCode;
  },
  site: string,
): Promise<RuleProblem[]> {
  const self = rule.id ?? -1;
  const problems: RuleProblem[] = [];
  const [taken] = await rows<{ id: number }>(
    tx,
    sql`select id from redirects where old_url = ${rule.oldUrl} and id <> ${self} limit 1`,
  );
  if (taken) problems.push({ field: 'old_url', key: 'redirectTaken' });
  const [source] = await rows<{ id: number }>(
    tx,
    sql`select id from redirects where code <> ${GONE_CODE} and id <> ${self}
           and new_url in ${targetsOf(rule.oldUrl, site)} order by id limit 1`,
  );
  if (source) problems.push({ field: 'old_url', key: 'redirectChainSource', params: { id: source.id } });
  const targetPath = rule.code === GONE_CODE || rule.newUrl === null ? null : sitePathOfTarget(rule.newUrl, site);
  if (targetPath === null) return problems;
  if (targetPath === rule.oldUrl) return [...problems, { field: 'new_url', key: 'redirectSelf' }];
  const [next] = await rows<{ id: number; new_url: string | null; code: number }>(
    tx,
    sql`select id, new_url, code::int as code from redirects where old_url = ${targetPath} and id <> ${self} limit 1`,
  );
  if (next) {
    const back =
      next.code !== GONE_CODE && next.new_url !== null && sitePathOfTarget(next.new_url, site) === rule.oldUrl;
    problems.push(
      back
        ? { field: 'new_url', key: 'redirectLoop', params: { id: next.id } }
        : {
            field: 'new_url',
            key: 'redirectChainTarget',
            params: { id: next.id, target: next.code === GONE_CODE ? String(GONE_CODE) : (next.new_url ?? '') },
          },
    );
  }
  return problems;
}

/**
 * A published page moved from `from` to `to` (site paths): a 301 from the old address, marked
 * automatic; a rule for the new address goes (the page is there now), and rules that led to the
 * old address lead to the new one, so no chain or loop is left.
 */
async function recordMove(tx: Executor, site: string, from: string, to: string): Promise<void> {
  await lockRedirects(tx);
  await tx.execute(sql`delete from redirects where old_url = ${to}`);
  await tx.execute(
    sql`update redirects set new_url = ${to}, updated_at = now()
         where code <> ${GONE_CODE} and new_url in ${targetsOf(from, site)}`,
  );
  await tx.execute(
    sql`insert into redirects (old_url, new_url, code, automatic) values (${from}, ${to}, 301, true)
        on conflict (old_url) do update set new_url = excluded.new_url, code = 301, automatic = true, updated_at = now()`,
  );
}

/**
 * Records a 301 for each language of a live item whose permalink changed with this save: it was
 * published at one address and stays published at another (the slug changed). `before` holds the
 * live item's stored contents rows, `after` the saved contents by language.
 */
export async function redirectMovedPermalinks(
  tx: Executor,
  input: {
    readonly site: string;
    readonly runtime: EntityRuntime;
    readonly before: ReadonlyMap<string, Record<string, unknown>>;
    readonly after: Readonly<Record<string, unknown>>;
  },
): Promise<void> {
  for (const [lang, content] of Object.entries(input.after)) {
    const stored = input.before.get(lang);
    if (!isRecord(content) || !stored) continue;
    const fromPath = permalinkPath(input.runtime, lang, stored.slug, stored.status);
    const toPath = permalinkPath(input.runtime, lang, content.slug, content.status);
    const from = fromPath === null ? null : normaliseSitePath(fromPath);
    const to = toPath === null ? null : normaliseSitePath(toPath);
    if (from !== null && to !== null && from !== to) await recordMove(tx, input.site, from, to);
  }
}
