/**
 * The calls of the roles (platform.md sections 3, 5 and 7): the list and its search, one role and
 * its permission grid, create, update and delete. The save schema is the rule of section 5: the
 * server parses every body with it and the admin's form validates with it.
 */
import { z } from 'zod';
import { MAX_ID, USER_LIMITS } from '../limits';
import { component, defineCall, param } from './define';
import { pagedAnswer, pagedQuery } from './paged';
import { dataOf, idListParam, MessageResult, requiredText, SavedResult } from './shared';

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

const RolesResult = pagedAnswer('RolesResult', RoleRow, { beside: { code: z.literal(200) } });

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

const roleId = param.integer({ min: 1, max: MAX_ID, required: true, description: 'The role id.' });
/** One list query for the list and the search: no order but the id's (the spec sorts by nothing else). */
const roleListQuery = pagedQuery({ limit: 'Rows per page (all when absent).' });
const ERRORS = [401, 403, 404, 422, 429] as const;

export const ROLE_CALLS = {
  listRoles: defineCall({
    method: 'get',
    path: '/user/roles',
    summary: 'List roles',
    description: 'All roles unless `limit` is given (the user form picks from all of them).',
    access: 'user',
    query: roleListQuery,
    answer: RolesResult,
    errors: [401, 403, 422, 429],
  }),
  searchRoles: defineCall({
    method: 'post',
    path: '/users/roles/search',
    summary: 'Search roles by keywords',
    access: 'user',
    query: roleListQuery,
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
    errors: ERRORS,
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
    errors: ERRORS,
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
    errors: ERRORS,
  }),
  deleteRoles: defineCall({
    method: 'delete',
    path: '/users/roles/{ids}',
    summary: 'Delete roles',
    description:
      'All or nothing; administrators only. A role that users still hold, or the administrator role, answers 409.',
    access: 'user',
    params: { ids: idListParam },
    answer: MessageResult,
    errors: [401, 403, 404, 409, 422, 429],
  }),
};
