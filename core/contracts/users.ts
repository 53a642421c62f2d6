/**
 * The calls of users and password recovery (platform.md sections 3, 5 and 7); roles and desks
 * have theirs in `roles.ts` and `desks.ts`, and `USER_CALLS` joins the three. The request schemas
 * are the rules of section 5: the server parses every body with them, and the admin's forms
 * validate with the same schemas, so a rule lives here once.
 *
 * Where the spec sends passwords in the query string (`user/update_password_utente`,
 * `password/reset/{code}`), the body's fields are also read from the query when there is no body
 * (`queryForm`); the admin sends the JSON body, so no password of ours reaches a URL (and with it
 * an access log).
 */
import { z } from 'zod';
import { isEmail } from '../formats';
import { MAX_ID, USER_LIMITS } from '../limits';
import { component, defineCall, param } from './define';
import { DESK_CALLS } from './desks';
import { pagedAnswer, pagedQuery } from './paged';
import { ROLE_CALLS } from './roles';
import { CsvText, dataOf, idListParam, MessageResult, optionalText, requiredText, SavedResult } from './shared';

/** The save answer, defined with the shared contracts; other families import it from here too. */
export { SavedResult };

// ---------------------------------------------------------------- rules (section 5)

/** Letters of any alphabet (accents included) and spaces: the names rule. */
const NAME = /^[\p{L} ]+$/u;
/** Letters, digits, dashes and underscores: the username rule. */
export const USERNAME = /^[A-Za-z0-9_-]+$/;

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

/** `send`: 0/1 as the admin sends it, or a boolean as a spec-shaped client may. */
const sendFlag = () =>
  z.union([z.literal([0, 1, true, false]), z.enum(['0', '1', 'true', 'false'])], { error: 'option' });

/** Whether a `send` flag says yes. */
export function sendsMail(send: unknown): boolean {
  return send === 1 || send === true || send === '1' || send === 'true';
}

/**
 * POST user/update_password_utente, as the spec gives it (`query id, send, password`, also as a
 * JSON body): the confirmation is the form's business, so the call takes it only to check it
 * when given (the admin's form sends it, `PasswordChangeForm`).
 */
export const PasswordChangeRequest = component(
  'PasswordChangeRequest',
  z
    .object({
      password: password(),
      password_confirmation: z
        .string()
        .max(USER_LIMITS.maxPassword, { error: 'maxLength' })
        .optional()
        .meta({ description: 'When given, it must equal the password (the admin’s form sends it).' }),
      send: sendFlag().default(0).meta({
        description: '1 (or true): e-mail the user that an administrator changed the password (never the password).',
      }),
    })
    .superRefine((value, context) => {
      if (value.password_confirmation !== undefined && value.password_confirmation !== value.password) {
        context.addIssue({ code: 'custom', path: ['password_confirmation'], message: 'passwordMismatch' });
      }
    }),
);

/** The update-password form (spec platform.md section 5): the confirmation required and equal. */
export const PasswordChangeForm = z
  .object({
    password: password(),
    password_confirmation: z.string({ error: 'required' }).max(USER_LIMITS.maxPassword, { error: 'maxLength' }),
    send: flag().default(0),
  })
  .superRefine(checkConfirmation);

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

const UserPage = pagedAnswer('UserPage', UserRow);

const StatusResult = component(
  'UserStatusResult',
  dataOf(z.object({ id: z.number().int(), active: z.literal([0, 1]), message: z.string() })),
);

// ---------------------------------------------------------------- parameters

const userId = param.integer({ min: 1, max: MAX_ID, required: true, description: 'The user id.' });
export const USER_ORDER_FIELDS = ['id', 'username', 'first_name', 'last_name', 'email', 'active'] as const;
const userListQuery = pagedQuery({ limit: 'Rows per page (25).', orderFields: USER_ORDER_FIELDS });

const USER_ERRORS = [401, 403, 404, 422, 429] as const;

/** The calls of users (their list, records, passwords, status and export). */
const ACCOUNT_CALLS = {
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
    params: { id: idListParam },
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
    answer: CsvText,
    format: 'csv',
    errors: [401, 403, 429],
  }),
  exportSelectedUsers: defineCall({
    method: 'get',
    path: '/user/export/{ids}',
    summary: 'The given users as CSV',
    access: 'user',
    ability: 'user-view',
    params: { ids: idListParam },
    answer: CsvText,
    format: 'csv',
    errors: [401, 403, 404, 422, 429],
  }),
};

/** Password recovery: the public form of a recovery e-mail's link. */
const PASSWORD_CALLS = {
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

export const USER_CALLS = { ...ACCOUNT_CALLS, ...ROLE_CALLS, ...DESK_CALLS, ...PASSWORD_CALLS };
