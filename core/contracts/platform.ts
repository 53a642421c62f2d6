/**
 * The platform calls (spec platform.md and content.md, section 7) that are not an entity's CRUD:
 * health, sign-in, current user, dashboard and shared lookups; the media calls
 * (`./media.ts`) and those of users, roles, desks and password recovery (`./users.ts`) join them. Each is
 * declared once here; `openapi.yaml`, the typed client of the admin (`generated/api/platform.ts`)
 * and the server's routes (`server/http/calls.ts`) are derived from this record, whose keys are
 * the operation ids.
 */
import { z } from 'zod';
import { isEmail } from '../formats';
import { CONTENT_LANGUAGES } from '../languages';
import { MAX_ID } from '../limits';
import { STATUS_CODES } from '../statuses';
import { component, defineCall, param } from './define';

import { dataOf, MessageResult } from './shared';
import { ATTACHMENT_CALLS, MEDIA_CALLS } from './media';
import { USER_CALLS } from './users';
// 404 redirect rules (issue #13).
import { REDIRECT_CALLS } from './redirects';
// The entity picker's calls (issue #13).
import { ENTITY_CALLS } from './entities';
// Category trees and menus.
import { CATEGORY_CALLS, MENU_CALLS } from './trees';
// Home, advanced and mega-menu settings.
import { SETTINGS_CALLS } from './settings';
// Geocoding of the address boxes.
import { GEOCODE_CALLS } from './geocode';
// The data hub (issue #34).
import { TDH_CALLS } from './tdh';
// The administrators' jobs view (issue #34).
import { JOB_CALLS } from './jobs';
// The experiences and trekking feeds (issue #34).
import { FEED_CALLS } from './feeds';
// The articles' audio (issue #34).
import { AUDIO_CALLS } from './audio';
// Previews and reviewer links (issue #35).
import { PREVIEW_CALLS } from './preview';
// The translation overview (issue #35).
import { TRANSLATION_CALLS } from './translations';
// The history of items (issue #35).
import { HISTORY_CALLS } from './history';

export { MessageResult } from './shared';
export const NamedOption = component('NamedOption', z.object({ id: z.number().int(), name: z.string() }));
export const NamedOptionsResult = component('NamedOptionsResult', dataOf(z.array(NamedOption)));
export const StatusOption = component(
  'StatusOption',
  z.object({
    id: z.literal(STATUS_CODES),
    name: z.string(),
    active: z.literal([0, 1]),
  }),
  'A status a language may be saved with; `active` 0 is shown disabled.',
);

const Health = component('Health', z.object({ status: z.enum(['ok']) }));

const ReadyCheck = z.enum(['ok']);
const HealthReady = component(
  'HealthReady',
  z.object({
    status: z.enum(['ready']),
    /** Whether this process runs the periodic tasks (one process at a time: `server/cluster/runner.ts`). */
    runner: z.boolean(),
    checks: z.object({ database: ReadyCheck, migrations: ReadyCheck, storage: ReadyCheck }),
  }),
  'A process ready for requests: every check passed; `runner` says whether it runs the periodic tasks.',
);

/** Sign-in: the server trims the username; both are required. */
export const LoginRequest = component(
  'LoginRequest',
  z.strictObject({
    username: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(255, { error: 'maxLength' }),
    password: z.string({ error: 'required' }).min(1, { error: 'required' }).max(1024, { error: 'maxLength' }),
  }),
);
const LoginResult = component('LoginResult', dataOf(z.object({ access_token: z.string() })));

export const CurrentUser = component(
  'CurrentUser',
  z.object({
    id: z.number().int(),
    username: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    roles: z.record(z.string(), z.string()).meta({ description: 'Role name → title.' }),
    abilities: z
      .record(z.string(), z.union([z.number().int(), z.boolean()]))
      .meta({ description: 'Abilities held by the user (`news-edit`, `*`).' }),
    redazione_tipo: z.string().nullable().meta({ description: 'The kind of editorial desk the user belongs to.' }),
  }),
);
const CurrentUserResult = component('CurrentUserResult', dataOf(CurrentUser));

const DashboardSummary = component(
  'DashboardSummary',
  z.object({ tipo: z.string(), label: z.string(), conto: z.number().int().min(0) }),
);
const DashboardDraft = component(
  'DashboardDraft',
  z.object({ id: z.number().int(), title: z.string(), status: z.number().int(), entity_type: z.string() }),
);
const DashboardDraftGroup = component(
  'DashboardDraftGroup',
  z.object({ label: z.string(), children: z.array(DashboardDraft) }),
);
const DashboardResult = component(
  'DashboardResult',
  dataOf(z.object({ summary: z.array(DashboardSummary), drafts: z.array(DashboardDraftGroup) })),
);

export const Municipality = component(
  'Municipality',
  z.object({
    id: z.number().int(),
    city: z.string(),
    province: z.string(),
    province_short: z.string(),
    istat: z.string(),
  }),
);
const MunicipalitiesResult = component('MunicipalitiesResult', dataOf(z.array(Municipality)));
const Province = component('Province', z.object({ id: z.number().int(), nome: z.string() }));
const ProvincesResult = component('ProvincesResult', dataOf(z.array(Province)));

/** A category's texts in one language. */
export interface CategoryNodeContent {
  title: string;
  slug?: string | undefined;
  subtitle?: string | null | undefined;
}
export interface CategoryNode {
  id: number;
  parent_id?: number | null | undefined;
  order?: number | undefined;
  cover?: { id: number; url: string; url_thumb?: string | null | undefined } | null | undefined;
  contents: Record<string, CategoryNodeContent>;
  children: CategoryNode[];
}
export const CategoryNode: z.ZodType<CategoryNode> = component(
  'CategoryNode',
  z.object({
    id: z.number().int(),
    parent_id: z.number().int().nullable().optional(),
    order: z.number().int().optional(),
    cover: z
      .object({ id: z.number().int(), url: z.string(), url_thumb: z.string().nullable().optional() })
      .nullable()
      .optional(),
    contents: z
      .record(
        z.string(),
        z.object({
          title: z.string(),
          slug: z.string().optional(),
          subtitle: z.string().nullable().optional(),
        }),
      )
      .meta({
        description:
          'Texts per language: every stored language, and the requested one (its title falls back to Italian).',
      }),
    get children() {
      return z.array(CategoryNode);
    },
  }),
);
const CategoryTreeResult = component('CategoryTreeResult', dataOf(CategoryNode));
const RelatedStatusesResult = component(
  'RelatedStatusesResult',
  dataOf(z.record(z.string(), z.array(StatusOption)).meta({ description: 'Status options per language.' })),
);

export const PasswordResetRequest = component(
  'PasswordResetRequest',
  z.strictObject({
    email: z
      .string({ error: 'required' })
      .trim()
      .min(1, { error: 'required' })
      .max(255, { error: 'maxLength' })
      .refine(isEmail, { error: 'email' })
      .meta({ format: 'email' }),
  }),
);

const lang = param.oneOf(CONTENT_LANGUAGES, { default: 'it', description: 'Content language of the names.' });
const main = param.integer({ min: 0, max: MAX_ID, required: true, description: 'Main category id.' });
const LOOKUP_ERRORS = [401, 422, 429] as const;

export const PLATFORM_CALLS = {
  ...MEDIA_CALLS,
  ...ATTACHMENT_CALLS,
  ...USER_CALLS,
  // 404 redirect rules (issue #13).
  ...REDIRECT_CALLS,
  ...ENTITY_CALLS,
  // Category trees and menus.
  ...CATEGORY_CALLS,
  ...MENU_CALLS,
  ...SETTINGS_CALLS,
  ...GEOCODE_CALLS,
  ...TDH_CALLS,
  ...JOB_CALLS,
  ...FEED_CALLS,
  ...AUDIO_CALLS,
  ...PREVIEW_CALLS,
  ...TRANSLATION_CALLS,
  ...HISTORY_CALLS,
  getHealth: defineCall({
    method: 'get',
    path: '/health',
    summary: 'Health check',
    access: 'public',
    answer: Health,
    errors: [429, 503],
  }),
  getHealthReady: defineCall({
    method: 'get',
    path: '/health/ready',
    summary: 'Readiness for a load balancer',
    description:
      'Ready (200) when the database answers, holds every migration of this server, and the file storage takes a ' +
      'probe object. 503 otherwise, `message` naming what failed and `checks` giving each check (`ok`, `failed`, ' +
      '`skipped`), or `status` `stopping` once the process has been told to stop (SIGTERM). `GET health` says ' +
      'only that the process is alive.',
    access: 'public',
    answer: HealthReady,
    errors: [429, 503],
  }),
  login: defineCall({
    method: 'post',
    path: '/login',
    summary: 'Sign in',
    access: 'public',
    body: LoginRequest,
    answer: LoginResult,
    errors: [401, 422, 429],
  }),
  logout: defineCall({
    method: 'get',
    path: '/logout',
    summary: 'Sign out',
    access: 'user',
    answer: MessageResult,
    errors: [401, 429],
  }),
  getUserMe: defineCall({
    method: 'get',
    path: '/user/me',
    summary: 'Current user',
    access: 'user',
    answer: CurrentUserResult,
    errors: [401, 429],
  }),
  requestPasswordReset: defineCall({
    method: 'post',
    path: '/password/reset/email',
    summary: 'Request a password reset e-mail',
    description:
      'Answers the same message whether or not the address belongs to a user (and however the mail transport fares); ' +
      'rate limited per address and per client. The e-mail holds a single-use link to `/password/reset/{code}`, valid 60 minutes.',
    access: 'public',
    body: PasswordResetRequest,
    answer: MessageResult,
    errors: [422, 429],
  }),
  getDashboard: defineCall({
    method: 'get',
    path: '/dashboard',
    summary: 'Dashboard summary and drafts',
    access: 'user',
    answer: DashboardResult,
    errors: [401, 403, 429],
  }),
  listOperationsComuni: defineCall({
    method: 'get',
    path: '/operations/comuni',
    summary: 'Find municipalities',
    access: 'user',
    query: {
      id: param.integer({ min: 1, max: MAX_ID, description: 'One municipality by id.' }),
      name: param.string({
        max: 100,
        description: 'Part of the name (the first 20 found). Without id, name or provincia: every municipality.',
      }),
      provincia: param.integer({ min: -1, max: MAX_ID, description: 'Only in this province.' }),
    },
    answer: MunicipalitiesResult,
    errors: LOOKUP_ERRORS,
  }),
  listOperationsProvince: defineCall({
    method: 'get',
    path: '/operations/province',
    summary: 'List provinces',
    access: 'user',
    answer: ProvincesResult,
    errors: LOOKUP_ERRORS,
  }),
  getCategoryTree: defineCall({
    method: 'get',
    path: '/categories',
    summary: 'Category tree under a main category',
    access: 'user',
    query: { main, lang },
    answer: CategoryTreeResult,
    errors: [...LOOKUP_ERRORS, 404],
  }),
  listOperationsCategories: defineCall({
    method: 'get',
    path: '/operations/categories',
    summary: 'Categories under a main category',
    access: 'user',
    query: { main, lang },
    answer: NamedOptionsResult,
    errors: [...LOOKUP_ERRORS, 404],
  }),
  listOperationsUsers: defineCall({
    method: 'get',
    path: '/operations/users',
    summary: 'List users (id and name)',
    access: 'user',
    answer: NamedOptionsResult,
    errors: LOOKUP_ERRORS,
  }),
  listOperationsTagsBox: defineCall({
    method: 'get',
    path: '/operations/tagsBox',
    summary: 'Find tags by name',
    access: 'user',
    query: { lang, s: param.string({ max: 100, description: 'Part of the tag name.' }) },
    answer: NamedOptionsResult,
    errors: LOOKUP_ERRORS,
  }),
  getOperationsRelatedStatuses: defineCall({
    method: 'get',
    path: '/operations/related_statuses',
    summary: 'Status options of an item',
    access: 'user',
    query: {
      list: param.entity({ withStatus: true, description: 'The entity (`news`).' }),
      name: param.string({ max: 100, description: 'The status field.' }),
      id: param.string({
        max: 20,
        required: true,
        pattern: { source: '^(\\d{1,10}|new)$' },
        description: "The item id, or 'new' (another value is not found).",
      }),
    },
    answer: RelatedStatusesResult,
    errors: [401, 403, 404, 422, 429],
  }),
};

export type PlatformCalls = typeof PLATFORM_CALLS;
export type PlatformCallName = keyof PlatformCalls;
