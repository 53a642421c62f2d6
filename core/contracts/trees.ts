/**
 * The calls of the category trees and of the site menus (platform.md section 7: "GET
 * categories?main={id}; POST categories; PUT and DELETE categories/{id}; POST
 * categories/update_order", "Same five calls for menu"; content.md "Category editor", "Menu
 * editor"). Both are trees edited the same way: only the top level and the first level are
 * reordered, each within its own parent, and a node is added only at the root or under a top-level
 * node (`TREE_LIMITS.reorderableDepth`). The tree of categories for the editors' pickers,
 * `GET categories?main=`, is declared in `./platform.ts`.
 */
import { z } from 'zod';
import { isLinkUrl } from '../formats';
import { MAX_ID, TREE_LIMITS } from '../limits';
import { isSlug } from '../slugify';
import { component, defineCall, param } from './define';
import { dataOf, MessageResult } from './shared';
import { SavedResult } from './users';

/** The languages of category titles and menus (content.md: it, en and de). */
export const TREE_LANGUAGES = ['it', 'en', 'de'] as const;
export type TreeLanguage = (typeof TREE_LANGUAGES)[number];

/** The windows a menu link may open in; `_self` by default. */
export const MENU_TARGETS = ['_self', '_blank'] as const;

const id = () =>
  z.number({ error: 'integer' }).int({ error: 'integer' }).min(1, { error: 'minNumber' }).max(MAX_ID, {
    error: 'maxNumber',
  });
const title = () =>
  z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(TREE_LIMITS.title, { error: 'maxLength' });
const optionalText = () => z.string({ error: 'invalid' }).trim().max(TREE_LIMITS.title, { error: 'maxLength' });

// ---------------------------------------------------------------- categories

/** A category's texts in one language: a blank slug is filled from the title. */
export const CategoryContentInput = component(
  'CategoryContentInput',
  z.strictObject({
    title: title(),
    slug: optionalText()
      .refine((value) => value === '' || isSlug(value), { error: 'slug' })
      .optional()
      .meta({ description: 'Unique among the siblings in the language; blank: made from the title.' }),
    subtitle: optionalText().optional(),
  }),
);

const categoryContents = (italian: 'required' | 'optional') =>
  z.strictObject(
    {
      it:
        italian === 'required'
          ? z.strictObject(CategoryContentInput.shape, { error: 'required' })
          : CategoryContentInput.optional(),
      en: CategoryContentInput.optional(),
      de: CategoryContentInput.optional(),
    },
    { error: 'required' },
  );

/** A cover image of the media library: the server reads its addresses from the library. */
const CoverInput = z
  .object({
    id: id(),
    url: z.string().max(TREE_LIMITS.link).optional(),
    url_thumb: z.string().max(TREE_LIMITS.link).nullable().optional(),
  })
  .nullable()
  .meta({ description: 'An image of the media library (`{id}`), or null for none.' });

export const CategoryCreateRequest = component(
  'CategoryCreateRequest',
  z.strictObject({
    parent_id: z
      .number({ error: 'required' })
      .int({ error: 'integer' })
      .min(0, { error: 'minNumber' })
      .max(MAX_ID, { error: 'maxNumber' })
      .meta({ description: 'The main category (the root of the tree) or one of its top-level categories.' }),
    contents: categoryContents('required'),
    cover: CoverInput.optional(),
  }),
);

export const CategoryUpdateRequest = component(
  'CategoryUpdateRequest',
  z.strictObject({
    parent_id: z
      .number({ error: 'integer' })
      .int({ error: 'integer' })
      .min(0, { error: 'minNumber' })
      .max(MAX_ID, { error: 'maxNumber' })
      .optional()
      .meta({ description: 'Must stay the current parent: a category is not moved to another parent.' }),
    contents: categoryContents('optional').optional(),
    cover: CoverInput.optional(),
  }),
);

const CategoryUsage = component(
  'CategoryUsage',
  dataOf(
    z.object({
      /** Content items linked to the category or to a category below it. */
      items: z.number().int().min(0),
      /** The categories the deletion removes: the category and its subtree. */
      categories: z.number().int().min(1),
    }),
  ),
  'What deleting a category changes, for the confirmation.',
);

export const TreeDeleteResult = component(
  'TreeDeleteResult',
  dataOf(
    z.object({
      message: z.string(),
      /** Content items that lost a link to the deleted categories. */
      changed: z.number().int().min(0),
    }),
  ),
);

// ---------------------------------------------------------------- ordering

const order = () =>
  z
    .number({ error: 'integer' })
    .int({ error: 'integer' })
    .min(0, { error: 'minNumber' })
    .max(TREE_LIMITS.maxOrder, { error: 'maxNumber' });

const OrderEntry = z.strictObject({
  id: id(),
  order: order(),
  parent_id: z
    .number({ error: 'integer' })
    .int({ error: 'integer' })
    .min(0, { error: 'minNumber' })
    .max(MAX_ID, { error: 'maxNumber' })
    .nullable()
    .optional()
    .meta({ description: 'When given, must be the current parent (a reorder never changes the parent).' }),
});

/**
 * The ordering payload (platform.md section 4): an array, of ids in their new order or of
 * `{id, order}` entries, or a map of id to order. Each node keeps its parent.
 */
export const TreeOrderRequest = component(
  'TreeOrderRequest',
  z.union([
    z
      .array(z.union([id(), OrderEntry]), { error: 'invalid' })
      .min(1, { error: 'tooFewItems' })
      .max(TREE_LIMITS.orderEntries, { error: 'tooManyItems' }),
    z
      .record(z.string().regex(/^[1-9][0-9]{0,9}$/, { error: 'invalid' }), order())
      .refine((map) => Object.keys(map).length >= 1 && Object.keys(map).length <= TREE_LIMITS.orderEntries, {
        error: 'tooManyItems',
      }),
  ]),
  'An array of ids in their new order, an array of `{id, order}`, or a map of id to order.',
);

/** One entry of an ordering payload, with the path its errors are reported under. */
export interface OrderEntryValue {
  readonly id: number;
  readonly order: number;
  readonly parent_id?: number | null | undefined;
  readonly path: string;
}

/** The entries of an ordering payload: an array's position is the order of a bare id. */
export function orderEntries(payload: z.output<typeof TreeOrderRequest>): OrderEntryValue[] {
  if (Array.isArray(payload)) {
    return payload.map((entry, index) =>
      typeof entry === 'number' ? { id: entry, order: index, path: String(index) } : { ...entry, path: String(index) },
    );
  }
  return Object.entries(payload).map(([key, value]) => ({ id: Number(key), order: value, path: key }));
}

// ---------------------------------------------------------------- menus

const menuLink = () =>
  z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(TREE_LIMITS.link, { error: 'maxLength' })
    .refine(isLinkUrl, { error: 'linkUrl' })
    .meta({ description: 'A site path (`/it/eventi`) or an http(s) address.' });
const menuParent = () => id().nullable().meta({ description: 'A top-level item of the menu, or null.' });

/** A menu item's texts in one language (content.md "Menu item": title, subtitle, link). */
export const MenuContentInput = component(
  'MenuContentInput',
  z.strictObject({
    title: title(),
    subtitle: optionalText().nullable().optional().meta({ description: 'Blank, null or omitted: none.' }),
    link: menuLink(),
  }),
);

const menuContents = <T extends z.ZodType>(entry: T) =>
  z
    .strictObject({ it: entry.optional(), en: entry.optional(), de: entry.optional() }, { error: 'required' })
    .meta({ description: 'The texts by language (it, en, de).' });

/** Saved with `parent_id` and `contents` (content.md section 7): at least one language. */
export const MenuItemRequest = component(
  'MenuItemRequest',
  z.strictObject({
    parent_id: menuParent().optional(),
    target: z.enum(MENU_TARGETS, { error: 'option' }).default('_self'),
    contents: menuContents(MenuContentInput).refine(
      (contents) => TREE_LANGUAGES.some((lang) => contents[lang] !== undefined),
      { error: 'oneLanguageRequired' },
    ),
    cover: CoverInput.optional(),
  }),
);

/**
 * An edit keeps the item's parent: when given, it must be the current one. Each language given
 * replaces that language's texts, `null` removes them (one language at least stays); languages
 * left out keep theirs. `target` and `cover`, when given, replace theirs.
 */
export const MenuItemUpdateRequest = component(
  'MenuItemUpdateRequest',
  z.strictObject({
    parent_id: menuParent().optional(),
    target: z.enum(MENU_TARGETS, { error: 'option' }).optional(),
    contents: menuContents(MenuContentInput.nullable()).optional(),
    cover: CoverInput.optional(),
  }),
);

export interface MenuContent {
  title: string;
  subtitle: string | null;
  link: string;
}
export const MenuContent: z.ZodType<MenuContent> = component(
  'MenuContent',
  z.object({ title: z.string(), subtitle: z.string().nullable(), link: z.string() }),
);

export interface MenuCover {
  id: number;
  url: string;
  url_thumb: string | null;
}

export interface MenuNode {
  id: number;
  parent_id: number | null;
  order: number;
  target: (typeof MENU_TARGETS)[number];
  contents: Partial<Record<TreeLanguage, MenuContent>>;
  cover: MenuCover | null;
  children: MenuNode[];
}
export const MenuNode: z.ZodType<MenuNode> = component(
  'MenuNode',
  z.object({
    id: z.number().int(),
    parent_id: z.number().int().nullable(),
    order: z.number().int(),
    target: z.enum(MENU_TARGETS),
    contents: z.object({ it: MenuContent.optional(), en: MenuContent.optional(), de: MenuContent.optional() }),
    cover: z.object({ id: z.number().int(), url: z.string(), url_thumb: z.string().nullable() }).nullable(),
    get children() {
      return z.array(MenuNode);
    },
  }),
);
const MenuTreeResult = component('MenuTreeResult', dataOf(z.array(MenuNode)));

// ---------------------------------------------------------------- calls

const nodeId = (what: string, min = 1) =>
  param.integer({ min, max: MAX_ID, required: true, description: `The ${what} id.` });
/** Main category 0 ('Generale') is a category like the others. */
const categoryId = () => nodeId('category', 0);
const ERRORS = [401, 403, 404, 422, 429] as const;

export const CATEGORY_CALLS = {
  createCategory: defineCall({
    method: 'post',
    path: '/categories',
    summary: 'Add a category',
    description: 'Under the main category or one of its top-level categories; blank slugs are made from the titles.',
    access: 'user',
    ability: 'category-edit',
    body: CategoryCreateRequest,
    answer: SavedResult,
    status: 201,
    errors: ERRORS,
  }),
  updateCategory: defineCall({
    method: 'put',
    path: '/categories/{id}',
    summary: 'Edit the titles, slugs and cover of a category',
    access: 'user',
    ability: 'category-edit',
    params: { id: categoryId() },
    body: CategoryUpdateRequest,
    answer: SavedResult,
    errors: ERRORS,
  }),
  getCategoryUsage: defineCall({
    method: 'get',
    path: '/categories/{id}/usage',
    summary: 'What deleting a category changes',
    access: 'user',
    ability: 'category-view',
    params: { id: categoryId() },
    answer: CategoryUsage,
    errors: ERRORS,
  }),
  deleteCategory: defineCall({
    method: 'delete',
    path: '/categories/{id}',
    summary: 'Delete a category and its subtree',
    description:
      'Removes the links of content items to the deleted categories in the same transaction, and answers how many items changed. Main categories are never deleted.',
    access: 'user',
    ability: 'category-edit',
    params: { id: categoryId() },
    answer: TreeDeleteResult,
    errors: ERRORS,
  }),
  orderCategories: defineCall({
    method: 'post',
    path: '/categories/update_order',
    summary: 'Reorder categories within their parents',
    access: 'user',
    ability: 'category-edit',
    body: TreeOrderRequest,
    answer: MessageResult,
    errors: ERRORS,
  }),
};

export const MENU_CALLS = {
  getMenu: defineCall({
    method: 'get',
    path: '/menu',
    summary: 'The menu tree, with the items’ texts in each language',
    description:
      'With `lang`, only the items with texts in that language (and whose parent has them too): the menu of that language’s site.',
    access: 'user',
    ability: 'user-create',
    query: { lang: param.oneOf(TREE_LANGUAGES, { description: 'Only the items with texts in this language.' }) },
    answer: MenuTreeResult,
    errors: [401, 403, 422, 429],
  }),
  createMenuItem: defineCall({
    method: 'post',
    path: '/menu',
    summary: 'Add a menu item',
    access: 'user',
    ability: 'user-create',
    body: MenuItemRequest,
    answer: SavedResult,
    status: 201,
    errors: ERRORS,
  }),
  updateMenuItem: defineCall({
    method: 'put',
    path: '/menu/{id}',
    summary: 'Edit a menu item',
    description: 'The item keeps its parent; each language given replaces its texts, null removes them.',
    access: 'user',
    ability: 'user-create',
    params: { id: nodeId('menu item') },
    body: MenuItemUpdateRequest,
    answer: SavedResult,
    errors: ERRORS,
  }),
  deleteMenuItem: defineCall({
    method: 'delete',
    path: '/menu/{id}',
    summary: 'Delete a menu item and its subtree',
    access: 'user',
    ability: 'user-create',
    params: { id: nodeId('menu item') },
    answer: TreeDeleteResult,
    errors: ERRORS,
  }),
  orderMenu: defineCall({
    method: 'post',
    path: '/menu/update_order',
    summary: 'Reorder menu items within their parents',
    access: 'user',
    ability: 'user-create',
    body: TreeOrderRequest,
    answer: MessageResult,
    errors: ERRORS,
  }),
};
