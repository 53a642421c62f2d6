/**
 * Users, roles and desks for the stories: sample rows and the MSW answers of their calls (list,
 * search, one user, save with a 422 for a taken username, status toggle, the permission grid,
 * desks with their municipalities). Shapes are the contract's (generated/api/schemas).
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import { ABILITY_ACTIONS, abilityName, CREATE_TAG_ABILITY } from '#core/abilities';
import type { Desk, DeskRow, Role, RoleRow, User, UserRow } from '../../generated/api/schemas';
import { entityNames, registry } from '../../generated/registry';

const API = '/api/v1';

const PEOPLE: readonly [string, string][] = [
  ['Giulia', 'Verdi'],
  ['Marco', 'Bianchi'],
  ['Nicolò', 'Ferri'],
  ['Anna', 'Dell Acqua'],
  ['Luca', 'Romagnoli'],
  ['Sara', 'Emiliani'],
];

export const ROLE_ROWS: readonly RoleRow[] = [
  { id: 1, name: 'administrator', title: 'Amministratore', users_count: 1 },
  { id: 2, name: 'redazione-regionale', title: 'Redazione regionale', users_count: 3 },
  { id: 3, name: 'redazione', title: 'Redazione', users_count: 2 },
  { id: 4, name: 'redazione-di-prova', title: 'Redazione di prova', users_count: 1 },
];

export const DESK_ROWS: readonly DeskRow[] = [
  { id: 1, nome: 'Redazione Bologna', url_it: 'https://bologna.example.org', url_en: '', lang: 'it', users_count: 2 },
  {
    id: 2,
    nome: 'Riviera Romagnola',
    url_it: 'https://riviera.example.org',
    url_en: 'https://riviera.example.org/en',
    lang: 'it',
    users_count: 1,
  },
];

export function userRows(count: number): UserRow[] {
  return Array.from({ length: count }, (_, index) => {
    const [first, last] = PEOPLE[index % PEOPLE.length] ?? ['Utente', 'Prova'];
    const role = ROLE_ROWS[(index % (ROLE_ROWS.length - 1)) + 1] ?? ROLE_ROWS[0];
    const desk = index % 3 === 0 ? DESK_ROWS[index % 2] : undefined;
    return {
      id: index + 2,
      username: `${first.toLowerCase()}_${last.toLowerCase().replace(/\W/g, '')}${index > 5 ? index : ''}`,
      first_name: first,
      last_name: last,
      company: '',
      email: `${first.toLowerCase()}.${index}@example.org`,
      active: index % 4 === 3 ? 0 : 1,
      role: role?.name ?? null,
      role_title: role?.title ?? null,
      redazione: desk?.id ?? null,
      redazione_nome: desk?.nome ?? null,
    };
  });
}

export function userRecord(row: UserRow): User {
  return {
    id: row.id,
    username: row.username,
    first_name: row.first_name,
    last_name: row.last_name,
    company: row.company,
    email: row.email,
    active: row.active,
    role: row.role,
    roles: row.role === null ? {} : { [row.role]: row.role_title ?? row.role },
    redazione: row.redazione,
    destinations: {},
  };
}

/**
 * The grid of the stories: the first entities of the registry (with the actions each allows; the
 * tag-creation ability in the row of the entity whose ability it names), then two platform
 * families (categories: view and edit; desks: no delete).
 */
const SAMPLE_ENTITIES = entityNames.slice(0, 4);

function sampleSections(): Record<string, { label: string; abilities: string[] }> {
  const sections: Record<string, { label: string; abilities: string[] }> = {};
  for (const name of SAMPLE_ENTITIES) {
    const meta = registry[name].meta;
    const abilities = ABILITY_ACTIONS.filter((action) => meta.actions[action]).map((action) =>
      abilityName(meta.ability, action),
    );
    if (CREATE_TAG_ABILITY.endsWith(`-${meta.ability}`)) abilities.push(CREATE_TAG_ABILITY);
    sections[meta.ability] = { label: meta.label.plural.it, abilities };
  }
  sections.category = { label: 'Categorie', abilities: ['category-view', 'category-edit'] };
  sections.redazioni = { label: 'Redazioni', abilities: ['redazioni-view', 'redazioni-create', 'redazioni-edit'] };
  return sections;
}

export const GRID_LABELS: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(sampleSections()).map(([prefix, section]) => [prefix, section.label]),
);

export function permissionGrid(held: readonly string[]): Record<string, Record<string, 0 | 1>> {
  return Object.fromEntries(
    Object.entries(sampleSections()).map(([prefix, section]) => [
      prefix,
      Object.fromEntries(
        section.abilities.map((ability): [string, 0 | 1] => [ability, held.includes(ability) ? 1 : 0]),
      ),
    ]),
  );
}

/** Some of the sample grid's abilities: viewing, creating and editing the first section. */
export function sampleAbilities(): string[] {
  const [first] = Object.values(sampleSections());
  return (first?.abilities ?? []).filter((ability) => /-(view|create|edit)$/.test(ability));
}

const SAMPLE_ROLE: Role = {
  id: 4,
  name: 'redazione-di-prova',
  title: 'Redazione di prova',
  abilities: sampleAbilities(),
  users_count: 1,
  editable: true,
};

export function userHandlers(rows: readonly UserRow[] = userRows(14)): HttpHandler[] {
  let current = [...rows];
  const list = ({ request }: { request: Request }) => {
    const query = new URL(request.url).searchParams;
    const words = (query.get('keywords') ?? '').toLowerCase();
    const limit = Number(query.get('limit') ?? 25);
    const page = Number(query.get('page') ?? 1);
    const found = current.filter((row) =>
      `${row.username} ${row.first_name} ${row.last_name}`.toLowerCase().includes(words),
    );
    return HttpResponse.json({
      data: found.slice((page - 1) * limit, page * limit),
      meta: { total: found.length, current_page: page, last_page: Math.max(1, Math.ceil(found.length / limit)) },
    });
  };
  return [
    http.get(`${API}/user/roles`, () =>
      HttpResponse.json({
        data: ROLE_ROWS,
        code: 200,
        meta: { total: ROLE_ROWS.length, current_page: 1, last_page: 1 },
      }),
    ),
    http.post(`${API}/users/roles/search`, () =>
      HttpResponse.json({
        data: ROLE_ROWS,
        code: 200,
        meta: { total: ROLE_ROWS.length, current_page: 1, last_page: 1 },
      }),
    ),
    http.get(`${API}/user/roles/abilities`, () =>
      HttpResponse.json({ data: { permission: permissionGrid([]), labels: GRID_LABELS } }),
    ),
    http.get(`${API}/user/roles/:id/abilities`, () =>
      HttpResponse.json({ data: { permission: permissionGrid(SAMPLE_ROLE.abilities), labels: GRID_LABELS } }),
    ),
    http.get(`${API}/user/roles/:id`, ({ params }) =>
      HttpResponse.json({
        data:
          params.id === '1'
            ? {
                ...SAMPLE_ROLE,
                id: 1,
                name: 'administrator',
                title: 'Amministratore',
                abilities: ['*'],
                editable: false,
              }
            : SAMPLE_ROLE,
      }),
    ),
    http.get(`${API}/operations/redazioni`, () =>
      HttpResponse.json({ data: DESK_ROWS.map((desk) => ({ id: desk.id, nome: desk.nome })) }),
    ),
    http.get(`${API}/user`, list),
    http.post(`${API}/user/search`, list),
    http.get(`${API}/user/:id`, ({ params }) => {
      const row = current.find((entry) => String(entry.id) === params.id) ?? current[0];
      return row
        ? HttpResponse.json({ data: userRecord(row) })
        : HttpResponse.json({ message: 'Elemento non trovato' }, { status: 404 });
    }),
    http.post(`${API}/user/change_status`, ({ request }) => {
      const id = Number(new URL(request.url).searchParams.get('id'));
      current = current.map((row) => (row.id === id ? { ...row, active: row.active === 1 ? 0 : 1 } : row));
      const active = current.find((row) => row.id === id)?.active ?? 1;
      return HttpResponse.json({
        data: { id, active, message: active === 1 ? 'Utente attivato' : 'Utente disattivato' },
      });
    }),
    http.post(`${API}/user`, async ({ request }) => {
      const body = (await request.json()) as { username?: string };
      if (current.some((row) => row.username === body.username)) {
        return HttpResponse.json(
          { message: 'I dati inviati non sono validi', errors: { username: ['Username già in uso'] } },
          { status: 422 },
        );
      }
      return HttpResponse.json({ data: { id: 99, message: 'Elemento creato correttamente' } }, { status: 201 });
    }),
    http.put(`${API}/user/:id`, ({ params }) =>
      HttpResponse.json({ data: { id: Number(params.id), message: 'Elemento salvato correttamente' } }),
    ),
    http.post(`${API}/user/update_password_utente`, () =>
      HttpResponse.json({ data: { message: 'Password aggiornata' } }),
    ),
    http.delete(`${API}/user/:ids`, ({ params }) => {
      const ids = String(params.ids).split(',').map(Number);
      current = current.filter((row) => !ids.includes(row.id));
      return HttpResponse.json({ data: { message: `${ids.length} elementi eliminati` } });
    }),
  ];
}

export const BOLOGNA_DESK: Desk = {
  id: 1,
  nome: 'Redazione Bologna',
  url_it: 'https://bologna.example.org',
  url_en: '',
  lang: 'it',
  users_count: 2,
  users: [
    {
      id: 2,
      first_name: 'Giulia',
      last_name: 'Verdi',
      username: 'giulia_verdi',
      email: 'giulia@example.org',
      active: 1,
    },
    {
      id: 3,
      first_name: 'Marco',
      last_name: 'Bianchi',
      username: 'marco_bianchi',
      email: 'marco@example.org',
      active: 0,
    },
  ],
  comuni_istat: [
    {
      id: 1,
      codice: '037006',
      nome: 'Bologna',
      provincia: { nome: 'Bologna' },
      pivot: { comuni_istat_id: 1, redazioni_id: 1 },
    },
    {
      id: 2,
      codice: '037032',
      nome: 'Imola',
      provincia: { nome: 'Bologna' },
      pivot: { comuni_istat_id: 2, redazioni_id: 1 },
    },
  ],
};

export function deskHandlers(desk: Desk = BOLOGNA_DESK): HttpHandler[] {
  let current = desk;
  return [
    http.get(`${API}/user/redazioni`, () =>
      HttpResponse.json({
        data: DESK_ROWS,
        total: DESK_ROWS.length,
        meta: { total: DESK_ROWS.length, current_page: 1, last_page: 1 },
      }),
    ),
    http.get(`${API}/user/redazioni/:id`, () => HttpResponse.json({ data: current })),
    http.put(`${API}/user/redazioni/:id`, () =>
      HttpResponse.json({ data: { id: current.id, message: 'Elemento salvato correttamente' } }),
    ),
    http.get(`${API}/operations/comuni`, ({ request }) => {
      const name = (new URL(request.url).searchParams.get('name') ?? '').toLowerCase();
      const all = [
        { id: 3, city: 'Castel San Pietro Terme', province: 'Bologna', province_short: 'BO', istat: '037020' },
        { id: 4, city: 'Casalecchio di Reno', province: 'Bologna', province_short: 'BO', istat: '037011' },
        { id: 5, city: 'Cesenatico', province: 'Forlì-Cesena', province_short: 'FC', istat: '040008' },
      ];
      return HttpResponse.json({ data: all.filter((row) => row.city.toLowerCase().includes(name)) });
    }),
    http.post(`${API}/operations/redazione/:desk/comune/:comune`, ({ params }) => {
      const id = Number(params.comune);
      current = {
        ...current,
        comuni_istat: [
          ...current.comuni_istat,
          {
            id,
            codice: '0370XX',
            nome: `Comune ${id}`,
            provincia: { nome: 'Bologna' },
            pivot: { comuni_istat_id: id, redazioni_id: current.id },
          },
        ],
      };
      return HttpResponse.json({ data: { message: 'comune aggiunto' } });
    }),
    http.delete(`${API}/operations/redazione/:desk/comune/:comune`, ({ params }) => {
      current = { ...current, comuni_istat: current.comuni_istat.filter((row) => row.id !== Number(params.comune)) };
      return HttpResponse.json({ data: { message: 'comune rimosso' } });
    }),
  ];
}
