/**
 * The calls of users, roles, editorial desks (redazioni) and password recovery (platform.md
 * sections 3, 5 and 7). The request schemas are the rules of section 5: the server parses every
 * body with them, and the admin's forms validate with the same schemas, so a rule lives here once.
 *
 * Where the spec sends passwords in the query string (`user/update_password_utente`,
 * `password/reset/{code}`), the body's fields are also read from the query when there is no body
 * (`queryForm`); the admin sends the JSON body, so no password of ours reaches a URL (and with it
 * an access log).
 */
import { z } from 'zod';
import { isEmail, isUrl } from '../formats';
import { CONTENT_LANGUAGES } from '../languages';
import { LIST_LIMITS, MAX_ID, MAX_ID_LIST_LENGTH, USER_LIMITS } from '../limits';
import { component, defineCall, param } from './define';
import { dataOf, MessageResult } from './shared';

// ---------------------------------------------------------------- rules (section 5)

/** Letters of any alphabet (accents included) and spaces: the names rule. */
const NAME = /^[\p{L} ]+$/u;
/** Letters, digits, dashes and underscores: the username rule. */
export const USERNAME = /^[A-Za-z0-9_-]+$/;

const requiredText = (max: number) =>
  z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(max, { error: 'maxLength' });
const optionalText = (max: number) => z.string({ error: 'invalid' }).trim().max(max, { error: 'maxLength' });
const email = () => requiredText(USER_LIMITS.email).refine(isEmail, { error: 'email' }).meta({ format: 'email' });
const password = () =>
  z
    .string({ error: 'required' })
    .min(USER_LIMITS.minPassword, { error: 'minLength' })
    .max(USER_LIMITS.maxPassword, { error: 'maxLength' });
/** 0 or 1, also as the strings of the spec's query form (`send=1`): read it with `Number()`. */
const flag = () => z.union([z.literal([0, 1]), z.enum(['0', '1'])], { error: 'option' });
const id = () =>
  z.number({ error: 'integer' }).int({ error: 'integer' }).min(1, { error: 'minNumber' }).max(MAX_ID, {
    error: 'maxNumber',
  });

/** The user fields every save carries (create and update). */
const userFields = {
  company: optionalText(USER_LIMITS.name).default(''),
  first_name: optionalText(USER_LIMITS.name).default(''),
  last_name: optionalText(USER_LIMITS.name).default(''),
  username: requiredText(USER_LIMITS.username).regex(USERNAME, { error: 'username' }),
  email: email(),
  role: requiredText(USER_LIMITS.roleName).meta({ description: 'The role name (`administrator`, `redazione`...).' }),
  active: z.literal([0, 1], { error: 'required' }).meta({ description: '1 Attivo, 0 Non Attivo.' }),
  redazione: id().nullable().optional().meta({ description: 'The editorial desk, or null.' }),
  destination: z
    .array(id(), { error: 'invalid' })
    .max(USER_LIMITS.destinations, { error: 'tooManyItems' })
    .optional()
    .meta({ description: 'Ids of the destinations the user looks after (the entity providing `userDestinations`).' }),
};

type NamedFields = { company: string; first_name: string; last_name: string };

/** First and last name: required, letters and spaces only, but only when company is empty. */
function checkNames(value: NamedFields, context: z.RefinementCtx): void {
  if (typeof value.company === 'string' && value.company !== '') return;
  for (const key of ['first_name', 'last_name'] as const) {
    const name: unknown = value[key];
    if (typeof name !== 'string') continue;
    if (name === '') context.addIssue({ code: 'custom', path: [key], message: 'required' });
    else if (!NAME.test(name)) context.addIssue({ code: 'custom', path: [key], message: 'lettersOnly' });
  }
}

type PasswordPair = { password?: string | undefined; password_confirmation?: string | undefined };

/** The confirmation is required whenever a password is given, and equal to it. */
function checkConfirmation(value: PasswordPair, context: z.RefinementCtx): void {
  if (value.password === undefined) return;
  if (!value.password_confirmation) {
    context.addIssue({ code: 'custom', path: ['password_confirmation'], message: 'required' });
  } else if (value.password_confirmation !== value.password) {
    context.addIssue({ code: 'custom', path: ['password_confirmation'], message: 'passwordMismatch' });
  }
}

/** POST user: a new user, with the password and its confirmation. */
export const UserCreateRequest = component(
  'UserCreateRequest',
  z
    .object({
      ...userFields,
      password: password(),
      password_confirmation: z.string({ error: 'required' }).max(USER_LIMITS.maxPassword, { error: 'maxLength' }),
    })
    .superRefine(checkNames)
    .superRefine(checkConfirmation),
  'Unknown fields are ignored: the admin sends the whole form.',
);

/**
 * PUT user/{id}: the same fields; a password (with its confirmation) only when it changes. The
 * profile sends the whole entity: fields the caller may not change must come back unchanged.
 */
export const UserUpdateRequest = component(
  'UserUpdateRequest',
  z
    .object({
      ...userFields,
      password: password().optional(),
      password_confirmation: z.string().max(USER_LIMITS.maxPassword, { error: 'maxLength' }).optional(),
    })
    .superRefine(checkNames)
    .superRefine(checkConfirmation),
  'Unknown fields are ignored: the profile sends the whole entity.',
);

/** The update-password form (also accepted as the query of the spec). */
export const PasswordChangeRequest = component(
  'PasswordChangeRequest',
  z
    .object({
      password: password(),
      password_confirmation: z.string({ error: 'required' }).max(USER_LIMITS.maxPassword, { error: 'maxLength' }),
      send: flag()
        .default(0)
        .meta({ description: '1: e-mail the user that an administrator changed the password (never the password).' }),
    })
    .superRefine(checkConfirmation),
);

/** The password reset form (also accepted as the query of the spec). */
export const PasswordResetForm = component(
  'PasswordResetForm',
  z
    .object({
      password: password(),
      password_confirmation: z.string({ error: 'required' }).max(USER_LIMITS.maxPassword, { error: 'maxLength' }),
      email_token: optionalText(USER_LIMITS.email)
        .optional()
        .meta({ description: 'The address the link was sent to; when given, it must match.' }),
    })
    .superRefine(checkConfirmation),
);

/** POST/PUT user/roles: the title is required; the name is derived from it on creation. */
export const RoleSaveRequest = component(
  'RoleSaveRequest',
  z.object({
    title: requiredText(USER_LIMITS.roleTitle),
    abilities: z
      .array(
        z
          .string({ error: 'invalid' })
          .min(1)
          .max(USER_LIMITS.roleName * 2, { error: 'maxLength' }),
        {
          error: 'invalid',
        },
      )
      .max(USER_LIMITS.abilities, { error: 'tooManyItems' })
      .default([])
      .meta({ description: 'Ability names `{entity}-{view|create|edit|delete|publish}`; unknown ones answer 422.' }),
  }),
);

const optionalUrl = () =>
  optionalText(USER_LIMITS.url)
    .refine((value) => value === '' || isUrl(value), { error: 'url' })
    .default('');

/** POST/PUT user/redazioni/{id}: `nome` required ('Campo richiesto'), URLs valid ('URL non valida'). */
export const DeskSaveRequest = component(
  'DeskSaveRequest',
  z.object({
    nome: requiredText(USER_LIMITS.name),
    url_it: optionalUrl(),
    url_en: optionalUrl(),
    lang: z
      .enum(CONTENT_LANGUAGES, { error: 'option' })
      .default('it')
      .meta({ description: 'The language the desk writes in.' }),
  }),
);

// ---------------------------------------------------------------- answers

const UserRow = component(
  'UserRow',
  z.object({
    id: z.number().int(),
    username: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    company: z.string(),
    email: z.string(),
    active: z.literal([0, 1]),
    role: z.string().nullable().meta({ description: 'The role name, or null.' }),
    role_title: z.string().nullable(),
    redazione: z.number().int().nullable(),
    redazione_nome: z.string().nullable(),
  }),
);

export const User = component(
  'User',
  z.object({
    id: z.number().int(),
    username: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    company: z.string(),
    email: z.string(),
    active: z.literal([0, 1]),
    role: z.string().nullable(),
    roles: z.record(z.string(), z.string()).meta({ description: 'Role name → title (one role).' }),
    redazione: z.number().int().nullable(),
    destinations: z.record(z.string(), z.string()).meta({ description: 'Destination id → name.' }),
  }),
);

const UserResult = component('UserResult', dataOf(User));

const UserPage = component(
  'UserPage',
  z.object({
    data: z.array(UserRow),
    meta: z.object({ total: z.number().int().min(0), current_page: z.number().int(), last_page: z.number().int() }),
  }),
);

export const SavedResult = component(
  'SavedResult',
  dataOf(z.object({ id: z.number().int(), message: z.string() })),
  'What a save answers: the id of the saved row and a message.',
);

const StatusResult = component(
  'UserStatusResult',
  dataOf(z.object({ id: z.number().int(), active: z.literal([0, 1]), message: z.string() })),
);

const RoleRow = component(
  'RoleRow',
  z.object({ id: z.number().int(), name: z.string(), title: z.string(), users_count: z.number().int().min(0) }),
);

export const Role = component(
  'Role',
  z.object({
    id: z.number().int(),
    name: z.string(),
    title: z.string(),
    abilities: z.array(z.string()),
    users_count: z.number().int().min(0),
    editable: z.boolean().meta({ description: 'False when the caller may not change this role (escalation rule).' }),
  }),
);

const RoleResult = component('RoleResult', dataOf(Role));

const RolesResult = component(
  'RolesResult',
  z.object({
    data: z.array(RoleRow),
    code: z.literal(200),
    meta: z.object({ total: z.number().int().min(0), current_page: z.number().int(), last_page: z.number().int() }),
  }),
);

/** entity → ability → 0/1 (spec: `data.permission`); only the abilities the entity has. */
const PermissionGrid = component(
  'PermissionGrid',
  dataOf(
    z.object({
      permission: z.record(z.string(), z.record(z.string(), z.literal([0, 1]))),
      labels: z
        .record(z.string(), z.string())
        .meta({ description: 'Ability prefix → the name of what it is about, in the caller’s language.' }),
    }),
  ),
);

const DeskUser = component(
  'DeskUser',
  z.object({
    id: z.number().int(),
    first_name: z.string(),
    last_name: z.string(),
    username: z.string(),
    email: z.string(),
    active: z.literal([0, 1]),
  }),
);

const DeskMunicipality = component(
  'DeskMunicipality',
  z.object({
    id: z.number().int(),
    codice: z.string().meta({ description: 'The ISTAT code.' }),
    nome: z.string(),
    provincia: z.object({ nome: z.string() }),
    pivot: z.object({ comuni_istat_id: z.number().int(), redazioni_id: z.number().int() }),
  }),
);

const DeskRow = component(
  'DeskRow',
  z.object({
    id: z.number().int(),
    nome: z.string(),
    url_it: z.string(),
    url_en: z.string(),
    lang: z.string(),
    users_count: z.number().int().min(0),
  }),
);

export const Desk = component(
  'Desk',
  z.object({
    id: z.number().int(),
    nome: z.string(),
    url_it: z.string(),
    url_en: z.string(),
    lang: z.string(),
    users: z.array(DeskUser),
    users_count: z.number().int().min(0),
    comuni_istat: z.array(DeskMunicipality),
  }),
);

const DeskResult = component('DeskResult', dataOf(Desk));

const DeskPage = component(
  'DeskPage',
  z.object({
    data: z.array(DeskRow),
    total: z.number().int().min(0),
    meta: z.object({ total: z.number().int().min(0), current_page: z.number().int(), last_page: z.number().int() }),
  }),
);

const DeskOptions = component('DeskOptions', dataOf(z.array(z.object({ id: z.number().int(), nome: z.string() }))));

// ---------------------------------------------------------------- parameters

const userId = param.integer({ min: 1, max: MAX_ID, required: true, description: 'The user id.' });
const roleId = param.integer({ min: 1, max: MAX_ID, required: true, description: 'The role id.' });
const ids = param.string({ max: MAX_ID_LIST_LENGTH, required: true, description: 'Comma-joined ids: `3,7,12`.' });
const page = param.integer({ min: 1, max: LIST_LIMITS.maxPage, description: 'Page number, from 1.' });
const keywords = param.string({ max: LIST_LIMITS.parameter, description: 'Words to look for.' });
const orderBy = (fields: readonly string[]) =>
  param.string({
    max: 40,
    pattern: {
      source: `^[+-]?(${fields.join('|')})$`,
      test: (value) => fields.includes(value.replace(/^[+-]/, '')),
    },
    description: `\`+field\` or \`-field\`, field one of ${fields.join(', ')} (default \`-id\`).`,
  });

export const USER_ORDER_FIELDS = ['id', 'username', 'first_name', 'last_name', 'email', 'active'] as const;
export const DESK_ORDER_FIELDS = ['id', 'nome', 'users_count'] as const;
const userListQuery = {
  page,
  limit: param.integer({ min: 1, max: LIST_LIMITS.maxLimit, description: 'Rows per page (25).' }),
  orderBy: orderBy(USER_ORDER_FIELDS),
  keywords,
};

const USER_ERRORS = [401, 403, 404, 422, 429] as const;

export const USER_CALLS = {
  listUsers: defineCall({
    method: 'get',
    path: '/user',
    summary: 'List users',
    access: 'user',
    ability: 'user-view',
    query: userListQuery,
    answer: UserPage,
    errors: [401, 403, 422, 429],
  }),
  searchUsers: defineCall({
    method: 'post',
    path: '/user/search',
    summary: 'Search users by keywords',
    description: 'Username, names, company and e-mail; the same answer as the list.',
    access: 'user',
    ability: 'user-view',
    query: userListQuery,
    answer: UserPage,
    errors: [401, 403, 422, 429],
  }),
  getUser: defineCall({
    method: 'get',
    path: '/user/{id}',
    summary: 'A user',
    description: 'user-view, or the caller’s own record.',
    access: 'user',
    params: { id: userId },
    answer: UserResult,
    errors: USER_ERRORS,
  }),
  createUser: defineCall({
    method: 'post',
    path: '/user',
    summary: 'Create a user',
    description:
      'A caller who is not an administrator may give only a role whose abilities they all hold, never the administrator role.',
    access: 'user',
    ability: 'user-create',
    body: UserCreateRequest,
    answer: SavedResult,
    status: 201,
    errors: [401, 403, 422, 429],
  }),
  updateUser: defineCall({
    method: 'put',
    path: '/user/{id}',
    summary: 'Update a user, or one’s own profile',
    description:
      'user-edit, or the caller’s own record (the profile: username, role, desk and destinations unchanged, active forced to 1). ' +
      'A new password revokes the user’s other sessions.',
    access: 'user',
    params: { id: userId },
    body: UserUpdateRequest,
    answer: SavedResult,
    errors: USER_ERRORS,
  }),
  updateUserPassword: defineCall({
    method: 'post',
    path: '/user/update_password_utente',
    summary: 'Set a user’s password',
    description: 'Revokes the user’s sessions. With send=1 the user is told by e-mail (the password is never sent).',
    access: 'user',
    ability: 'user-edit',
    query: { id: userId },
    body: PasswordChangeRequest,
    queryForm: true,
    answer: MessageResult,
    errors: USER_ERRORS,
  }),
  changeUserStatus: defineCall({
    method: 'post',
    path: '/user/change_status',
    summary: 'Toggle a user between Attivo and Non Attivo',
    description:
      'Deactivating revokes the user’s sessions. Nobody can deactivate themselves or the last active administrator.',
    access: 'user',
    ability: 'user-edit',
    query: { id: userId },
    answer: StatusResult,
    errors: [401, 403, 404, 409, 422, 429],
  }),
  deleteUsers: defineCall({
    method: 'delete',
    path: '/user/{id}',
    summary: 'Delete users',
    description:
      'All or nothing. The content they authored stays (its author reads as a deleted user). Nobody can delete themselves or the last active administrator.',
    access: 'user',
    ability: 'user-delete',
    // Named `id` like the path of GET and PUT (one path, one parameter name): comma-joined ids.
    params: { id: ids },
    answer: MessageResult,
    errors: [401, 403, 404, 409, 422, 429],
  }),
  exportUsers: defineCall({
    method: 'get',
    path: '/user/export',
    summary: 'All users as CSV',
    description:
      'UTF-8 with a byte-order mark, `;`-separated, CRLF: it opens as it is in a spreadsheet set to Italian.',
    access: 'user',
    ability: 'user-view',
    answer: z.string(),
    format: 'csv',
    errors: [401, 403, 429],
  }),
  exportSelectedUsers: defineCall({
    method: 'get',
    path: '/user/export/{ids}',
    summary: 'The given users as CSV',
    access: 'user',
    ability: 'user-view',
    params: { ids },
    answer: z.string(),
    format: 'csv',
    errors: [401, 403, 404, 422, 429],
  }),

  listRoles: defineCall({
    method: 'get',
    path: '/user/roles',
    summary: 'List roles',
    description: 'All roles unless `limit` is given (the user form picks from all of them).',
    access: 'user',
    query: {
      page,
      limit: param.integer({ min: 1, max: LIST_LIMITS.maxLimit, description: 'Rows per page (all when absent).' }),
      keywords,
    },
    answer: RolesResult,
    errors: [401, 403, 422, 429],
  }),
  searchRoles: defineCall({
    method: 'post',
    path: '/users/roles/search',
    summary: 'Search roles by keywords',
    access: 'user',
    query: {
      page,
      limit: param.integer({ min: 1, max: LIST_LIMITS.maxLimit, description: 'Rows per page (all when absent).' }),
      keywords,
    },
    answer: RolesResult,
    errors: [401, 403, 422, 429],
  }),
  getRole: defineCall({
    method: 'get',
    path: '/user/roles/{id}',
    summary: 'A role',
    access: 'user',
    params: { id: roleId },
    answer: RoleResult,
    errors: USER_ERRORS,
  }),
  createRole: defineCall({
    method: 'post',
    path: '/user/roles',
    summary: 'Create a role',
    description: 'user-create. A caller who is not an administrator may grant only abilities they hold.',
    access: 'user',
    ability: 'user-create',
    body: RoleSaveRequest,
    answer: SavedResult,
    status: 201,
    errors: [401, 403, 422, 429],
  }),
  updateRole: defineCall({
    method: 'put',
    path: '/user/roles/{id}',
    summary: 'Update a role',
    description:
      'user-edit; applies to its users on their next request. The administrator role keeps every ability; a caller who is not an administrator may change only roles within their own abilities.',
    access: 'user',
    ability: 'user-edit',
    params: { id: roleId },
    body: RoleSaveRequest,
    answer: SavedResult,
    errors: USER_ERRORS,
  }),
  getAbilityGrid: defineCall({
    method: 'get',
    path: '/user/roles/abilities',
    summary: 'The permission grid of a new role',
    description: 'Every entity with the abilities it has, all 0.',
    access: 'user',
    answer: PermissionGrid,
    errors: [401, 403, 429],
  }),
  getRoleAbilities: defineCall({
    method: 'get',
    path: '/user/roles/{id}/abilities',
    summary: 'The permission grid of a role',
    access: 'user',
    params: { id: roleId },
    answer: PermissionGrid,
    errors: USER_ERRORS,
  }),
  deleteRoles: defineCall({
    method: 'delete',
    path: '/users/roles/{ids}',
    summary: 'Delete roles',
    description:
      'All or nothing; administrators only. A role that users still hold, or the administrator role, answers 409.',
    access: 'user',
    params: { ids },
    answer: MessageResult,
    errors: [401, 403, 404, 409, 422, 429],
  }),

  listDesks: defineCall({
    method: 'get',
    path: '/user/redazioni',
    summary: 'List editorial desks',
    access: 'user',
    ability: 'redazioni-view',
    query: {
      page,
      limit: param.integer({ min: 1, max: LIST_LIMITS.maxLimit, description: 'Rows per page (25).' }),
      orderBy: orderBy(DESK_ORDER_FIELDS),
      keywords,
    },
    answer: DeskPage,
    errors: [401, 403, 422, 429],
  }),
  getDesk: defineCall({
    method: 'get',
    path: '/user/redazioni/{id}',
    summary: 'An editorial desk, its users and municipalities',
    access: 'user',
    ability: 'redazioni-view',
    params: { id: param.integer({ min: 1, max: MAX_ID, required: true, description: 'The desk id.' }) },
    answer: DeskResult,
    errors: USER_ERRORS,
  }),
  createDesk: defineCall({
    method: 'post',
    path: '/user/redazioni/{id}',
    summary: 'Create an editorial desk',
    description: 'The spec posts to the desk route: `new` (or 0) creates.',
    access: 'user',
    ability: 'redazioni-create',
    params: {
      id: param.string({
        max: 10,
        required: true,
        pattern: { source: '^(new|0)$', test: (value) => value === 'new' || value === '0' },
        description: '`new`.',
      }),
    },
    body: DeskSaveRequest,
    answer: SavedResult,
    status: 201,
    errors: [401, 403, 422, 429],
  }),
  updateDesk: defineCall({
    method: 'put',
    path: '/user/redazioni/{id}',
    summary: 'Update an editorial desk',
    access: 'user',
    ability: 'redazioni-edit',
    params: { id: param.integer({ min: 1, max: MAX_ID, required: true, description: 'The desk id.' }) },
    body: DeskSaveRequest,
    answer: SavedResult,
    errors: USER_ERRORS,
  }),
  listOperationsDesks: defineCall({
    method: 'get',
    path: '/operations/redazioni',
    summary: 'Desks for a select (id, nome)',
    access: 'user',
    answer: DeskOptions,
    errors: [401, 429],
  }),
  addDeskMunicipality: defineCall({
    method: 'post',
    path: '/operations/redazione/{deskId}/comune/{comuneId}',
    summary: 'Add a municipality to a desk',
    access: 'user',
    ability: 'redazioni-edit',
    params: {
      deskId: param.integer({ min: 1, max: MAX_ID, required: true, description: 'The desk id.' }),
      comuneId: param.integer({ min: 1, max: MAX_ID, required: true, description: 'The municipality id.' }),
    },
    answer: MessageResult,
    errors: USER_ERRORS,
  }),
  removeDeskMunicipality: defineCall({
    method: 'delete',
    path: '/operations/redazione/{deskId}/comune/{comuneId}',
    summary: 'Remove a municipality from a desk',
    access: 'user',
    ability: 'redazioni-edit',
    params: {
      deskId: param.integer({ min: 1, max: MAX_ID, required: true, description: 'The desk id.' }),
      comuneId: param.integer({ min: 1, max: MAX_ID, required: true, description: 'The municipality id.' }),
    },
    answer: MessageResult,
    errors: USER_ERRORS,
  }),

  resetPassword: defineCall({
    method: 'post',
    path: '/password/reset/{code}',
    summary: 'Set a new password with the code of a recovery e-mail',
    description: 'The code is single-use and valid 60 minutes; the user’s sessions are revoked.',
    access: 'public',
    params: {
      code: param.string({
        max: 100,
        required: true,
        // Any other text names no code: the handler answers that the link is not valid.
        pattern: { source: '^[A-Za-z0-9_-]+$' },
        description: 'The code of the link.',
      }),
    },
    body: PasswordResetForm,
    queryForm: true,
    answer: MessageResult,
    errors: [404, 422, 429],
  }),
};
