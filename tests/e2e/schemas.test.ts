/**
 * Per-schema browser checks, generated from the registry (`generated/registry.ts`): one test per
 * entity, so a new schema is checked with no new test code, in seconds. Everything entity-specific
 * comes from the entity's meta (the normalised schema); nothing here names an entity. For each, a
 * user holding exactly the entity's abilities (made through the API) signs in and:
 *
 * - opens the list route (its parameters filled: a scope by a category field with a child of its
 *   main category, the others with a value of this file's own) and finds its heading;
 * - with a page editor: opens the new-item editor from the list's new button, fills the fields a
 *   draft needs (`required: always`, and the title field or the fields it is composed of) and
 *   checks the status-1 rules: with status 'Pubblico' every `required: publish` field left empty
 *   shows 'Campo richiesto' and is invalid, the language is marked and Salva is blocked (an entity
 *   without statuses: every `required: always` text emptied shows its message and blocks Salva);
 *   saves a draft and reads it back through the API and after a reload; fills the publishing
 *   fields and publishes it (status 1 through the API);
 * - with a title dialog (`editor.dialog`): creates the item in the dialog (an empty title refused),
 *   reads it back through the API and in the dialog;
 * - finds the item in the list (by the keyword filter when the list has one) and deletes it there
 *   after the confirmation (gone from the API), or, without the delete action, finds no delete button.
 *
 * Field kinds the checks know how to fill: text, textarea, slug, richtext, a single address (its
 * street and coordinates) and a list (one entry added with its add button, its text members
 * filled; a list with `min` entries, and a select with a default, need nothing); a schema requiring
 * another kind fails here, naming it.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, it, type ExpectStatic } from 'vitest';
import type { EditorCard, EntityMeta, FieldMeta, StatusField } from '../../core/model';
import { STATUS, STATUS_NAMES } from '../../core/statuses';
import { entityNames, registry } from '../../generated/registry';
import { e2eUser, openTestPage, pathOf, unique, useBackOffice, type E2EUser } from './harness';

/** A field the form shows, with its form path in the edited language. */
interface FormField {
  readonly field: FieldMeta;
  readonly name: string;
  /** The value the check types into it. */
  readonly value: string;
}

/** What the checks do for one entity, worked out from its meta alone. */
interface Plan {
  readonly meta: EntityMeta;
  readonly user: E2EUser;
  readonly language: string;
  /** The item's title as the list and the API show it. */
  readonly title: string;
  /** The title's own form path, or null when the title is composed of other fields. */
  readonly titleName: string | null;
  readonly status: { readonly field: StatusField; readonly name: string } | null;
  /** What a draft needs: the title (or its parts) and every `required: always` field. */
  readonly draft: readonly FormField[];
  /** The `required: publish` fields a status-1 save finds empty after the draft's. */
  readonly publishing: readonly FormField[];
  /** A list scoped by a category field: its main category (the scope's value is a child of it). */
  readonly scopeMain: number | null;
}

/** The addresses of an entity's screens, for one value of the list's scope. */
interface Routes {
  /** The list's address (route parameters filled). */
  readonly listPath: string;
  /** The list's heading (its title, or its heading with the route's parameters). */
  readonly heading: string;
  /** The editor route of a saved item (`:id` as a digits group). */
  readonly editorPattern: RegExp;
  /** The editor route of a new item (`:id` is `new`). */
  readonly newPath: string;
}

const TOKEN = unique('s').slice(2);

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Leaf fields of a list of fields (group members included, list entries not: they start empty). */
function leaves(fields: readonly FieldMeta[]): FieldMeta[] {
  return fields.flatMap((field) => (field.kind === 'group' ? leaves(field.fields) : [field]));
}

/** The list route's parameters: the scope's value, and a text of this file's own for the others. */
function listParams(meta: EntityMeta, scopeValue: string): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [, param] of meta.route.matchAll(/:(\w+)/g)) {
    if (param) params[param] = param === meta.scope?.param ? scopeValue : `verifica-${TOKEN}`;
  }
  return params;
}

/** The route with its parameters filled in (`:id` kept for the editor's; `editorParams` mapped). */
function filled(meta: EntityMeta, route: string, params: Readonly<Record<string, string>>): string {
  return route.replace(/:(\w+)/g, (match, param: string) => {
    if (param === 'id') return match;
    const value = params[meta.editorParams[param] ?? param];
    if (value === undefined) throw new Error(`${meta.name}: the route parameter :${param} of '${route}' has no value`);
    return encodeURIComponent(value);
  });
}

/** The addresses of an entity's screens for a value of its list's scope. */
function routesOf(meta: EntityMeta, scopeValue: string): Routes {
  const params = listParams(meta, scopeValue);
  const editor = filled(meta, meta.editorRoute, params);
  return {
    listPath: `/${filled(meta, meta.route, params)}`,
    heading: meta.list.heading
      ? meta.list.heading.it.replace(/\{(\w+)\}/g, (_m, name: string) => params[name] ?? '')
      : meta.list.title.it,
    editorPattern: new RegExp(`^/${editor.split('/').map(escapeRegExp).join('/').replace(':id', '(\\d+)')}$`),
    newPath: `/${editor.replace(':id', 'new')}`,
  };
}

/** A value `field` accepts, made of `text` (its format and limits respected). */
function valueFor(meta: EntityMeta, field: FieldMeta, text: string): string {
  const slug = text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  switch (field.kind) {
    case 'slug':
      return slug.slice(0, field.max);
    case 'richtext':
    case 'textarea':
    case 'text': {
      if (field.pattern) throw new Error(`${meta.name}.${field.path}: the checks cannot fill a text with a pattern`);
      const formatted =
        field.format === 'url'
          ? `https://example.org/${slug}`
          : field.format === 'email'
            ? `${slug}@example.org`
            : field.format === 'phone'
              ? '+39 051 123456'
              : text;
      const value = formatted.padEnd(field.min, '.');
      if (value.length > field.max) throw new Error(`${meta.name}.${field.path}: '${value}' is over ${field.max}`);
      return value;
    }
    case 'address':
      // The street; `fill` types the coordinates beside it (Piazza Maggiore, Bologna).
      if (field.multiple) throw new Error(`${meta.name}.${field.path}: the checks cannot fill a list of addresses`);
      return text.slice(0, 255);
    case 'list': {
      // One entry: `fill` adds it and types this into each of its text members.
      const members = listTexts(meta, field);
      return members.map((member) => valueFor(meta, member, text)).reduce((a, b) => (a.length <= b.length ? a : b));
    }
    default:
      throw new Error(`${meta.name}.${field.path}: the per-schema checks cannot fill a required ${field.kind} field`);
  }
}

/** The text members of a list's entry, which the checks fill (a list without any fails, naming it). */
function listTexts(meta: EntityMeta, field: FieldMeta): FieldMeta[] {
  if (field.kind !== 'list') return [];
  const members = field.fields.filter((member) => member.kind === 'text' || member.kind === 'textarea');
  if (members.length === 0 || members.length !== field.fields.length) {
    throw new Error(`${meta.name}.${field.path}: the checks fill only lists whose entries are texts`);
  }
  return members;
}

/** True when a new item's field already holds a value (a default, or a list's first entries). */
function hasDefault(field: FieldMeta): boolean {
  if (field.kind === 'list') return field.min > 0;
  return 'default' in field && field.default !== null && field.default !== false;
}

function planOf(name: (typeof entityNames)[number]): Plan {
  const meta: EntityMeta = registry[name].meta;
  const language = meta.languages[0] ?? 'it';
  const contents = new Set(meta.contents.map((field) => field.name));
  const formName = (field: FieldMeta): string =>
    contents.has(field.path.split('.')[0] ?? '') ? `contents.${language}.${field.path}` : field.path;
  const all = [...leaves(meta.fields), ...leaves(meta.contents)].filter((field) => !field.readOnly);
  const titleField = [...meta.fields, ...meta.contents].find((field) => field.name === meta.titleField);
  if (!titleField) throw new Error(`${meta.name}: no title field '${meta.titleField}'`);
  const title = `Prova ${meta.label.singular.it} ${TOKEN}`;

  // The title, or the fields it is composed of (the first words in the first, the rest in the last).
  const draft = new Map<string, FormField>();
  const compose = 'compose' in titleField ? titleField.compose : null;
  if (compose && compose.length > 0) {
    const words = title.split(' ');
    compose.forEach((part, index) => {
      const field = all.find((candidate) => candidate.name === part);
      if (!field) throw new Error(`${meta.name}: the title's part '${part}' is not a field`);
      const text = index === compose.length - 1 ? words.slice(index).join(' ') : (words[index] ?? '');
      draft.set(formName(field), { field, name: formName(field), value: valueFor(meta, field, text) });
    });
  } else {
    draft.set(formName(titleField), { field: titleField, name: formName(titleField), value: title });
  }
  for (const field of all) {
    const draftRule = field.required === 'always' || field.required === 'unpublished';
    if (!draftRule || draft.has(formName(field)) || hasDefault(field) || ('compose' in field && field.compose))
      continue;
    draft.set(formName(field), {
      field,
      name: formName(field),
      value: valueFor(meta, field, `${field.label.it} ${TOKEN}`),
    });
  }

  const filled = new Set([...draft.values()].map((entry) => entry.field.name));
  const publishing = all
    .filter((field) => field.required === 'publish' && !hasDefault(field) && !draft.has(formName(field)))
    .filter((field) => !('compose' in field && field.compose))
    // A slug is made from its source when the source is left.
    .filter((field) => !(field.kind === 'slug' && filled.has(field.from)))
    .map((field) => ({ field, name: formName(field), value: valueFor(meta, field, `${field.label.it} ${TOKEN}`) }));

  const statusField = meta.contents.find((field): field is StatusField => field.kind === 'status');
  // Checked at load: every route parameter gets a value.
  routesOf(meta, `verifica-${TOKEN}`);
  const scopeField = meta.scope ? all.find((field) => field.name === meta.scope?.field) : undefined;
  return {
    meta,
    user: e2eUser(`schema_${meta.name}`, {
      abilities: Object.entries(meta.actions)
        .filter(([, allowed]) => allowed)
        .map(([action]) => `${meta.ability}-${action}`),
    }),
    language,
    title: compose && compose.length > 0 ? [...draft.values()].map((entry) => entry.value).join(' ') : title,
    titleName: compose && compose.length > 0 ? null : formName(titleField),
    status: statusField ? { field: statusField, name: `contents.${language}.${statusField.name}` } : null,
    draft: [...draft.values()],
    publishing,
    scopeMain: scopeField?.kind === 'category' ? scopeField.main : null,
  };
}

const PLANS = entityNames.map(planOf);

/** The editor card showing a field path. */
function cardOf(meta: EntityMeta, path: string): EditorCard {
  const card = [...meta.editor.main, ...meta.editor.side].find((candidate) => candidate.fields.includes(path));
  if (!card) throw new Error(`${meta.name}: no editor card shows '${path}'`);
  return card;
}

/** The control of a form field (its input, an address's street, or the rich-text editor of its card). */
function control(page: Page, meta: EntityMeta, entry: FormField): Locator {
  if (entry.field.kind === 'address') return page.locator(`form [name="${entry.name}.address"]`);
  // A list: the group of its entries, which shows the list's own error.
  if (entry.field.kind === 'list') {
    return page.locator('form').getByRole('group', { name: entry.field.label.it, exact: true });
  }
  if (entry.field.kind === 'richtext') {
    return page
      .getByRole('region', { name: cardOf(meta, entry.field.path).title.it, exact: true })
      .getByRole('textbox', { name: entry.field.label.it })
      .and(page.locator('.ql-editor'));
  }
  return page.locator(`form [name="${entry.name}"]`);
}

async function fill(page: Page, meta: EntityMeta, entry: FormField): Promise<void> {
  if (entry.field.kind === 'list') {
    const { field } = entry;
    await page
      .locator('form')
      .getByRole('button', { name: field.addLabel ? field.addLabel.it : 'Aggiungi', exact: true })
      .click();
    for (const member of listTexts(meta, field)) {
      const input = page.locator(`form [name="${entry.name}.0.${member.name}"]`);
      await input.fill(entry.value);
      await input.blur();
    }
    return;
  }
  if (entry.field.kind === 'address') {
    for (const [part, value] of [
      ['address', entry.value],
      ['lat', '44.4939'],
      ['lng', '11.3428'],
    ] as const) {
      const input = page.locator(`form [name="${entry.name}.${part}"]`);
      await input.fill(value);
      await input.blur();
    }
    return;
  }
  const target = control(page, meta, entry);
  await target.fill(entry.value);
  if (entry.field.kind === 'richtext') return;
  // Leaving the input trims it and makes a slug from a title.
  await target.blur();
}

async function chooseStatus(page: Page, field: StatusField, status: number): Promise<void> {
  await page.getByRole('combobox', { name: field.label.it, exact: true }).click();
  await page.getByRole('option', { name: STATUS_NAMES[status as keyof typeof STATUS_NAMES].it, exact: true }).click();
}

const required = (page: Page): Locator => page.locator('form').getByText('Campo richiesto', { exact: true });

describe('every schema in the browser', () => {
  const office = useBackOffice({ users: PLANS.map((plan) => plan.user), pages: false });

  interface StoredItem {
    readonly data: Record<string, unknown> & { readonly contents?: Record<string, Record<string, unknown>> };
  }

  async function stored(plan: Plan, id: number): Promise<{ status: number; item: StoredItem['data'] | null }> {
    const answer = await office.api<StoredItem>('GET', `${plan.meta.path}/${id}`, { token: await office.token() });
    return { status: answer.status, item: answer.status === 200 ? answer.body.data : null };
  }

  /** The stored title and status of the edited language. */
  async function storedTitle(plan: Plan, id: number): Promise<{ title: unknown; status: unknown }> {
    const { item } = await stored(plan, id);
    const content = item?.contents?.[plan.language];
    const inContents = plan.meta.contents.some((field) => field.name === plan.meta.titleField);
    return {
      title: inContents ? content?.[plan.meta.titleField] : item?.[plan.meta.titleField],
      status: plan.status ? content?.[plan.status.field.name] : undefined,
    };
  }

  /** The value of the list's scope: a child of the scope's main category, or a text of this file's. */
  async function scopeValue(plan: Plan): Promise<string> {
    if (plan.scopeMain === null) return `verifica-${TOKEN}`;
    const answer = await office.api<{ data: { children?: { id: number }[] } }>(
      'GET',
      `categories?main=${plan.scopeMain}&lang=it`,
      { token: await office.token() },
    );
    const child = answer.body.data.children?.[0];
    if (!child) throw new Error(`${plan.meta.name}: main category ${plan.scopeMain} has no child to scope the list by`);
    return String(child.id);
  }

  /** The new item made in the page editor; answers its id. */
  async function createInEditor(page: Page, plan: Plan, routes: Routes, expect: ExpectStatic): Promise<number> {
    const { meta } = plan;
    const save = page.getByRole('button', { name: 'Salva' });
    await page.getByRole('link', { name: meta.list.newButton.it, exact: true }).click();
    await page.getByRole('heading', { name: `Inserimento ${meta.editor.title.it}`, level: 1 }).waitFor();
    expect(pathOf(page)).toBe(routes.newPath);
    for (const entry of plan.draft) await fill(page, meta, entry);

    if (plan.status) {
      // Status 1: every publishing field still empty is required, Salva is blocked.
      await chooseStatus(page, plan.status.field, STATUS.published);
      await expect.poll(() => required(page).count()).toBe(plan.publishing.length);
      for (const entry of plan.publishing) {
        if (entry.field.kind === 'list') {
          // A group has no aria-invalid: its message says it.
          expect(await control(page, meta, entry).getByText('Campo richiesto', { exact: true }).count()).toBe(1);
          continue;
        }
        expect(await control(page, meta, entry).getAttribute('aria-invalid'), entry.name).toBe('true');
      }
      if (plan.publishing.length > 0) {
        expect(await save.isDisabled()).toBe(true);
        if (meta.languageSwitch) await page.getByTestId(`language-error-${plan.language}`).waitFor();
      }
      await chooseStatus(page, plan.status.field, STATUS.draft);
    } else {
      // No statuses: the fields every save needs, emptied, are required and block Salva.
      const always = plan.draft.filter((entry) => entry.field.required === 'always');
      for (const entry of always) await control(page, meta, entry).fill('');
      await expect.poll(() => required(page).count()).toBe(always.length);
      for (const entry of always) {
        expect(await control(page, meta, entry).getAttribute('aria-invalid'), entry.name).toBe('true');
      }
      if (always.length > 0) expect(await save.isDisabled()).toBe(true);
      for (const entry of always) await fill(page, meta, entry);
    }

    // A draft saves.
    await expect.poll(() => required(page).count()).toBe(0);
    await expect.poll(() => save.isEnabled()).toBe(true);
    await save.click();
    await page.getByText('Elemento creato correttamente').waitFor();
    await expect.poll(() => routes.editorPattern.test(pathOf(page))).toBe(true);
    const id = Number(routes.editorPattern.exec(pathOf(page))?.[1]);
    expect(await storedTitle(plan, id)).toEqual({
      title: plan.title,
      status: plan.status ? STATUS.draft : undefined,
    });

    // Read back at its address: the stored values in the form.
    await page.reload();
    await page.getByRole('heading', { name: `Modifica ${meta.editor.title.it}`, level: 1 }).waitFor();
    for (const entry of plan.draft) {
      // A rich text (a draft field where the schema requires it always: an event's description) shows its text.
      const shown = (): Promise<string> =>
        entry.field.kind === 'richtext'
          ? control(page, meta, entry)
              .innerText()
              .then((text) => text.trim())
          : control(page, meta, entry).inputValue();
      await expect.poll(shown, { message: entry.name }).toBe(entry.value);
    }

    if (plan.status) {
      // Published: the publishing fields filled, status 1, Salva.
      for (const entry of plan.publishing) await fill(page, meta, entry);
      await chooseStatus(page, plan.status.field, STATUS.published);
      await expect.poll(() => required(page).count()).toBe(0);
      await expect.poll(() => save.isEnabled()).toBe(true);
      await save.click();
      await page.getByText('Elemento salvato correttamente').waitFor();
      await expect.poll(() => storedTitle(plan, id)).toEqual({ title: plan.title, status: STATUS.published });
    }
    return id;
  }

  /** The new item made in the list's title dialog; answers its id. */
  async function createInDialog(page: Page, plan: Plan, expect: ExpectStatic): Promise<number> {
    const { meta } = plan;
    const titleField = [...meta.fields, ...meta.contents].find((field) => field.name === meta.titleField);
    const dialogTitle = meta.editor.dialog?.title.it ?? '';
    await page.getByRole('button', { name: meta.list.newButton.it, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: dialogTitle });
    await dialog.getByRole('button', { name: 'INVIA' }).click();
    await dialog.getByText('Campo richiesto').waitFor();
    await dialog.getByRole('textbox', { name: titleField?.label.it ?? '' }).fill(plan.title);
    await dialog.getByRole('button', { name: 'INVIA' }).click();
    await page.getByText('Elemento creato correttamente').waitFor();
    await dialog.waitFor({ state: 'detached' });
    const row = page.getByRole('row', { name: new RegExp(escapeRegExp(plan.title)) });
    const edit = row.getByRole('button', { name: /^Modifica elemento \d+$/ });
    const id = Number(/\d+$/.exec((await edit.getAttribute('aria-label')) ?? '')?.[0]);
    expect(await storedTitle(plan, id)).toMatchObject({ title: plan.title });
    // Read back in the dialog.
    await edit.click();
    await expect
      .poll(() => dialog.getByRole('textbox', { name: titleField?.label.it ?? '' }).inputValue())
      .toBe(plan.title);
    await dialog.getByRole('button', { name: 'CHIUDI' }).click();
    await dialog.waitFor({ state: 'detached' });
    return id;
  }

  it.concurrent.for(PLANS.map((plan) => ({ name: plan.meta.name, plan })))(
    '$name',
    async ({ plan }, { expect, task }) => {
      const { meta } = plan;
      // Signed in as the entity's user (the sign-in form is tested in auth.test.ts).
      const token = await office.token(plan.user.username, plan.user.password);
      const opened = await openTestPage(office.browser, { token });
      const { page } = opened;
      let failed = true;
      try {
        const routes = routesOf(meta, await scopeValue(plan));
        await page.goto(`${office.base}${routes.listPath}`);
        await page.getByRole('heading', { name: routes.heading, level: 1 }).waitFor();
        await page.getByRole('table', { name: routes.heading }).waitFor();
        if (!meta.actions.create) {
          expect(await page.getByRole('link', { name: meta.list.newButton.it, exact: true }).count()).toBe(0);
          failed = false;
          return;
        }

        const id = meta.editor.dialog
          ? await createInDialog(page, plan, expect)
          : await createInEditor(page, plan, routes, expect);

        // Back in the list (the editor's Indietro, or the list the dialog is on), found by the keyword
        // filter when the list has one, then deleted there after the confirmation.
        if (!meta.editor.dialog) {
          await page.getByRole('button', { name: 'Indietro' }).click();
          await page.getByRole('heading', { name: routes.heading, level: 1 }).waitFor();
        }
        const keywords = meta.list.filters.find((filter) => filter.kind === 'keywords');
        if (keywords) {
          const filters = page.getByRole('search', { name: 'Filtri' });
          await filters.getByRole('searchbox', { name: keywords.label.it, exact: true }).fill(TOKEN);
          await filters.getByRole('button', { name: 'Filtra' }).click();
        }
        const row = page.getByRole('row', { name: new RegExp(escapeRegExp(plan.title)) });
        await row.waitFor();
        const remove = row.getByRole('button', { name: `Cancella elemento ${id}` });
        if (!meta.actions.delete) {
          expect(await remove.count()).toBe(0);
        } else {
          await remove.click();
          const dialog = page.getByRole('dialog', { name: 'Confermare cancellazione elemento selezionato?' });
          await dialog.getByRole('button', { name: 'Conferma' }).click();
          await row.waitFor({ state: 'detached' });
          expect((await stored(plan, id)).status).toBe(404);
        }
        failed = false;
      } finally {
        await opened.close(task.fullName, failed);
      }
    },
  );
});
