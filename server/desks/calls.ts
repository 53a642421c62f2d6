/**
 * The handlers of the editorial desks (redazioni; contracts: core/contracts/desks.ts): list,
 * detail with users and municipalities, create, update, the select options, and the desk's
 * municipalities. Desks are never deleted (platform.md section 6).
 */
import { sql } from 'drizzle-orm';
import { apiMessage } from '#core/messages';
import { rows, type Executor } from '../db/client';
import { pageOf, type PagedTable } from '../db/paged';
import type { PlatformHandlers } from '../http/calls';
import type { ServerContext } from '../http/context';
import { ApiError, languageOf, notFound } from '../http/errors';

interface DeskRow {
  id: number;
  nome: string;
  url_it: string;
  url_en: string;
  lang: string;
  users_count: number;
}

const USERS_COUNT = sql`(select count(*)::int from users u where u.redazione_id = d.id and u.deleted_at is null)`;

const DESK_COLUMNS = sql`d.id, d.nome, d.url_it, d.url_en, d.lang, ${USERS_COUNT} as users_count`;

/** The desks list: keywords in the name. */
const DESKS_TABLE: PagedTable = {
  from: sql`desks d`,
  searched: [sql`d.nome`],
  order: { id: sql`d.id`, nome: sql`lower(d.nome)`, users_count: USERS_COUNT },
};

async function deskExists(db: Executor, id: number): Promise<boolean> {
  const [row] = await rows<{ id: number }>(db, sql`select id from desks where id = ${id}`);
  return row !== undefined;
}

export function deskHandlers(
  context: ServerContext,
): Pick<
  PlatformHandlers,
  | 'listDesks'
  | 'getDesk'
  | 'createDesk'
  | 'updateDesk'
  | 'listOperationsDesks'
  | 'addDeskMunicipality'
  | 'removeDeskMunicipality'
> {
  const { db } = context.database;

  return {
    listDesks: async ({ query }) => {
      const page = await pageOf<DeskRow>(db, DESKS_TABLE, DESK_COLUMNS, query);
      return { data: page.data, total: page.meta.total, meta: page.meta };
    },

    getDesk: async ({ params }) => {
      const [desk] = await rows<DeskRow>(db, sql`select ${DESK_COLUMNS} from desks d where d.id = ${params.id}`);
      if (!desk) throw notFound();
      const users = await rows<{
        id: number;
        first_name: string;
        last_name: string;
        username: string;
        email: string;
        active: 0 | 1;
      }>(
        db,
        sql`select id, first_name, last_name, username, email, active from users
             where redazione_id = ${desk.id} and deleted_at is null order by lower(last_name), lower(first_name), id`,
      );
      const municipalities = await rows<{ id: number; codice: string; nome: string; provincia: string }>(
        db,
        sql`select m.id, m.istat as codice, m.name as nome, p.nome as provincia
              from desk_municipalities dm
              join municipalities m on m.id = dm.municipality_id
              join provinces p on p.id = m.province_id
             where dm.desk_id = ${desk.id} order by m.name, m.id`,
      );
      return {
        data: {
          ...desk,
          users,
          comuni_istat: municipalities.map((row) => ({
            id: row.id,
            codice: row.codice,
            nome: row.nome,
            provincia: { nome: row.provincia },
            pivot: { comuni_istat_id: row.id, redazioni_id: desk.id },
          })),
        },
      };
    },

    createDesk: async ({ body, request }) => {
      const [created] = await rows<{ id: number }>(
        db,
        sql`insert into desks (nome, url_it, url_en, lang)
            values (${body.nome}, ${body.url_it}, ${body.url_en}, ${body.lang}) returning id`,
      );
      if (!created) throw new Error('the desk was not created');
      return { data: { id: created.id, message: apiMessage('created', languageOf(request)) } };
    },

    updateDesk: async ({ params, body, request }) => {
      const [updated] = await rows<{ id: number }>(
        db,
        sql`update desks set nome = ${body.nome}, url_it = ${body.url_it}, url_en = ${body.url_en},
                   lang = ${body.lang}, updated_at = now()
             where id = ${params.id} returning id`,
      );
      if (!updated) throw notFound();
      return { data: { id: updated.id, message: apiMessage('saved', languageOf(request)) } };
    },

    listOperationsDesks: async () => ({
      data: await rows<{ id: number; nome: string }>(db, sql`select id, nome from desks order by lower(nome), id`),
    }),

    addDeskMunicipality: async ({ params, request }) => {
      if (!(await deskExists(db, params.deskId))) throw notFound();
      const [municipality] = await rows<{ id: number }>(
        db,
        sql`select id from municipalities where id = ${params.comuneId}`,
      );
      if (!municipality) throw new ApiError(404, 'notFound');
      // Adding a municipality the desk already covers changes nothing and says so the same way.
      await db.execute(sql`
        insert into desk_municipalities (desk_id, municipality_id) values (${params.deskId}, ${params.comuneId})
        on conflict do nothing`);
      return { data: { message: apiMessage('municipalityAdded', languageOf(request)) } };
    },

    removeDeskMunicipality: async ({ params, request }) => {
      if (!(await deskExists(db, params.deskId))) throw notFound();
      const [removed] = await rows<{ desk_id: number }>(
        db,
        sql`delete from desk_municipalities where desk_id = ${params.deskId} and municipality_id = ${params.comuneId}
            returning desk_id`,
      );
      if (!removed) throw notFound();
      return { data: { message: apiMessage('municipalityRemoved', languageOf(request)) } };
    },
  };
}
