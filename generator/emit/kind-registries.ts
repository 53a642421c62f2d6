/**
 * The kinds' registries (`kinds/registry.*.ts`, `kinds/filters/registry.*.ts`,
 * `kinds/columns/registry.*.ts`): for each family and host, one import of each listed kind's part
 * and one map from kind to part, typed by the family's list so that a listed kind whose part is
 * missing or mistyped fails to compile. Pure: the families (lists and parts, `load.ts`) are all it
 * reads, so a new kind is its folder and one line in its family's list.
 *
 * The CLI emits and writes them before it loads the rest of the generator (which imports the
 * registries), so a stale or missing registry never stops `npm run generate` from remaking it.
 * This module imports no registry, directly or through what it imports.
 */
import type { KindFamily } from '../load';

/** How a registry binds a kind's part: a named export (`server`), the kind's own name, the whole module. */
type Binding = { readonly export: string } | 'kind' | 'module';

/** One host's registry of one family. */
interface RegistrySpec {
  readonly member: KindFamily['member'];
  /** The registry's file name in the family's folder. */
  readonly file: string;
  /** The part of each kind's folder it gathers. */
  readonly part: string;
  readonly binding: Binding;
  /** Its doc comment's text (lines). */
  readonly doc: readonly string[];
  /** Type-only imports, and declarations written before the map. */
  readonly before: string;
  /** The map's name and type: `NAME: TYPE = {...}`, or `NAME = {...} satisfies TYPE` (`as const` first if `constant`). */
  readonly name: string;
  readonly type: string;
  readonly form: 'annotated' | 'satisfies' | 'constant';
  /** Code after the map (the admin's helpers over it). */
  readonly after: string;
}

const FIELD_ADMIN_HELPERS = `
/**
 * The widget of a kind. The map's mapped type guarantees that ADMIN_KINDS[kind] is the part of
 * that very kind, so a field of the kind may be passed to its widget.
 */
export function widgetOf<K extends KindName>(kind: K): Widget<K> {
  return ADMIN_KINDS[kind].Widget as Widget<K>;
}

/** The empty value of a new item's field, by its kind (defaults of the schema applied). */
export function emptyValueOf(field: FieldMeta, context: EmptyContext): unknown {
  // The casts narrow the field to its own kind's part, which the mapped type guarantees.
  const empty = ADMIN_KINDS[field.kind].empty as EmptyValue<FieldKind>;
  return empty(field as never, context);
}
`;

const NO_HELPERS = '';

export const REGISTRY_SPECS: readonly RegistrySpec[] = [
  {
    member: 'field',
    file: 'registry.generator.ts',
    part: 'definition.ts',
    binding: 'kind',
    doc: [
      'The generator definition of every field kind (`kinds/<kind>/definition.ts`), one per kind of `FIELD_KINDS`.',
    ],
    before: `import type { KindName } from './index';
import type { KindDefinition } from './host/generator';

/** One definition per kind of the list. */
export type KindRegistry = { readonly [K in KindName]: KindDefinition<K> };
`,
    name: 'KINDS',
    type: 'KindRegistry',
    form: 'constant',
    after: NO_HELPERS,
  },
  {
    member: 'field',
    file: 'registry.server.ts',
    part: 'server.ts',
    binding: 'kind',
    doc: [
      'The server part of every field kind (`kinds/<kind>/server.ts`), one per kind of `FIELD_KINDS`. Most are a',
      'plain column or JSON value (`plainKind` of `./host/server.ts`).',
    ],
    before: `import type { KindName } from './index';
import type { ServerKind } from './host/server';

/** One entry per kind of the list. */
export type ServerKindMap = { readonly [K in KindName]: ServerKind<K> };
`,
    name: 'SERVER_KINDS',
    type: 'ServerKindMap',
    form: 'annotated',
    after: NO_HELPERS,
  },
  {
    member: 'field',
    file: 'registry.admin.ts',
    part: 'widget.tsx',
    binding: 'module',
    doc: [
      'The admin part of every field kind (`kinds/<kind>/widget.tsx`: its `Widget` and the `empty` value of a new',
      "item's field), one per kind of `FIELD_KINDS`. Each is typed to its own kind's field (`KindProps<K>`); the",
      "admin's `FieldInput` picks the widget by the field's kind. Every widget reads and writes its value through",
      'the form store (`useField` of `kinds/host/form.tsx`).',
    ],
    before: `import type { ComponentType } from 'react';
import type { FieldKind, FieldMeta } from '#core/model';
import type { EmptyContext, EmptyValue, KindProps } from './host/admin';
import type { KindName } from './index';

/** The widget of one kind. */
export type Widget<K extends KindName> = ComponentType<KindProps<K>>;

/** The admin part of one kind: its widget, and the empty value of a new item's field. */
export interface AdminKind<K extends KindName> {
  readonly Widget: Widget<K>;
  readonly empty: EmptyValue<K>;
}

/** One admin part per kind of the list. */
export type AdminKindMap = { readonly [K in KindName]: AdminKind<K> };
`,
    name: 'ADMIN_KINDS',
    type: 'AdminKindMap',
    form: 'satisfies',
    after: FIELD_ADMIN_HELPERS,
  },
  {
    member: 'field',
    file: 'registry.readable.ts',
    part: 'readable.ts',
    binding: { export: 'readable' },
    doc: [
      'How a reader sees a value of every field kind (`kinds/<kind>/readable.ts`), one per kind of `FIELD_KINDS`;',
      "null: the kind's values are not read as text (ids only, files, structured data). Pure (no database, no",
      "server, no React): the server's preview page shows the readings and the admin's history names a change's",
      'values by them.',
    ],
    before: `import type { FieldMeta } from '#core/model';
import type { UiLanguage } from '#core/languages';
import type { KindReading, Readable } from './host/readable';
import type { KindName } from './index';

/** One reading (or null) per kind of the list. */
export type ReadableKindMap = { readonly [K in KindName]: KindReading<K> | null };
`,
    name: 'READABLE_KINDS',
    type: 'ReadableKindMap',
    form: 'annotated',
    after: `
/** Whether a field's kind reads its values for a reader. */
export function hasReading(field: FieldMeta): boolean {
  return READABLE_KINDS[field.kind] !== null;
}

/**
 * A field's value as a reader sees it, in \`language\`; null: nothing to show (an empty value, or a
 * kind without a reading).
 */
export function readableOf(field: FieldMeta, value: unknown, language: UiLanguage): Readable | null {
  if (value === null || value === undefined || value === '') return null;
  // The cast narrows the field to its own kind's reading, which the mapped type guarantees.
  const reading = READABLE_KINDS[field.kind] as KindReading<FieldMeta['kind']> | null;
  return reading === null ? null : reading(field as never, value, language);
}
`,
  },
  {
    member: 'filter',
    file: 'registry.generator.ts',
    part: 'definition.ts',
    binding: { export: 'definition' },
    doc: [
      'The generator part of every filter kind (`kinds/filters/<kind>/definition.ts`), by the kinds of',
      "`FILTER_KINDS`. `satisfies`: a kind's own type shows (the keyword box's shorthand label is the default",
      'filter label).',
    ],
    before: `import type { FilterKind } from '#core/model';
import type { FilterDefinition } from './types';
`,
    name: 'FILTER_DEFINITIONS',
    type: '{ readonly [K in FilterKind]: FilterDefinition }',
    form: 'constant',
    after: NO_HELPERS,
  },
  {
    member: 'filter',
    file: 'registry.server.ts',
    part: 'server.ts',
    binding: { export: 'server' },
    doc: ['The server part of every filter kind (`kinds/filters/<kind>/server.ts`), by the kinds of `FILTER_KINDS`.'],
    before: `import type { FilterKind } from '#core/model';
import type { ServerFilterKind } from './types';
`,
    name: 'SERVER_FILTERS',
    type: '{ readonly [K in FilterKind]: ServerFilterKind }',
    form: 'annotated',
    after: NO_HELPERS,
  },
  {
    member: 'filter',
    file: 'registry.url.ts',
    part: 'url.ts',
    binding: { export: 'url' },
    doc: ['The URL-state codec of every filter kind (`kinds/filters/<kind>/url.ts`), by the kinds of `FILTER_KINDS`.'],
    before: `import type { FilterKind } from '#core/model';
import type { FilterUrl } from './types';
`,
    name: 'FILTER_URLS',
    type: '{ readonly [K in FilterKind]: FilterUrl }',
    form: 'annotated',
    after: NO_HELPERS,
  },
  {
    member: 'filter',
    file: 'registry.admin.ts',
    part: 'control.tsx',
    binding: { export: 'Control' },
    doc: [
      'The admin control of every filter kind (`kinds/filters/<kind>/control.tsx`), by the kinds of `FILTER_KINDS`.',
    ],
    before: `import type { FilterKind } from '#core/model';
import type { ComponentType } from 'react';
import type { FilterControlProps } from './types';
`,
    name: 'FILTER_CONTROLS',
    type: '{ readonly [K in FilterKind]: ComponentType<FilterControlProps> }',
    form: 'annotated',
    after: NO_HELPERS,
  },
  {
    member: 'column',
    file: 'registry.generator.ts',
    part: 'definition.ts',
    binding: { export: 'definition' },
    doc: [
      'The generator part of every column kind (`kinds/columns/<kind>/definition.ts`), by the kinds of',
      '`COLUMN_KINDS`.',
    ],
    before: `import type { ColumnKind } from '#core/model';
import type { ColumnDefinition } from './types';
`,
    name: 'COLUMN_DEFINITIONS',
    type: '{ readonly [K in ColumnKind]: ColumnDefinition }',
    form: 'annotated',
    after: NO_HELPERS,
  },
  {
    member: 'column',
    file: 'registry.server.ts',
    part: 'server.ts',
    binding: { export: 'server' },
    doc: ['The server part of every column kind (`kinds/columns/<kind>/server.ts`), by the kinds of `COLUMN_KINDS`.'],
    before: `import type { ColumnKind } from '#core/model';
import type { ServerColumnKind } from './types';
`,
    name: 'SERVER_COLUMNS',
    type: '{ readonly [K in ColumnKind]: ServerColumnKind }',
    form: 'annotated',
    after: NO_HELPERS,
  },
  {
    member: 'column',
    file: 'registry.admin.ts',
    part: 'cell.tsx',
    binding: { export: 'cell' },
    doc: ['The admin cell of every column kind (`kinds/columns/<kind>/cell.tsx`), by the kinds of `COLUMN_KINDS`.'],
    before: `import type { ColumnKind } from '#core/model';
import type { AdminColumnKind } from './types';
`,
    name: 'COLUMN_CELLS',
    type: '{ readonly [K in ColumnKind]: AdminColumnKind }',
    form: 'annotated',
    after: NO_HELPERS,
  },
];

/** The first line of every emitted registry: how `tests/unit/kind-registries.test.ts` tells one. */
export const REGISTRY_MARK = '// Generated by `npm run generate` from ';

function headerOf(family: KindFamily): string[] {
  return [
    `${REGISTRY_MARK}${family.list} and the folders ${family.folder}/<kind>/.`,
    '// Do not edit by hand: a new kind is its folder and its name in that list, and `npm run generate` then writes',
    '// every registry of its family. The generator writes the registries first, from the list and the folders alone',
    '// (before loading the code that imports them), so a stale or missing one never stops it: docs/generator.md.',
  ];
}

function importOf(spec: RegistrySpec, kind: string): string {
  const from = `'./${kind}/${spec.part.replace(/\.tsx?$/, '')}'`;
  if (spec.binding === 'module') return `import * as ${kind} from ${from};`;
  if (spec.binding === 'kind') return `import { ${kind} } from ${from};`;
  return `import { ${spec.binding.export} as ${kind} } from ${from};`;
}

function declarationOf(spec: RegistrySpec, kinds: readonly string[]): string {
  const entries = kinds.map((kind) => `  ${kind},`).join('\n');
  if (spec.form === 'annotated') return `export const ${spec.name}: ${spec.type} = {\n${entries}\n};`;
  const constant = spec.form === 'constant' ? ' as const' : '';
  return `export const ${spec.name} = {\n${entries}\n}${constant} satisfies ${spec.type};`;
}

/** The text of one registry over `kinds` (already Prettier's layout, so formatting changes nothing). */
export function registryText(spec: RegistrySpec, family: KindFamily): string {
  const doc = ['/**', ...spec.doc.map((line) => ` * ${line}`), ' */'];
  return [
    ...headerOf(family),
    ...doc,
    ...family.kinds.map((kind) => importOf(spec, kind)),
    spec.before,
    declarationOf(spec, family.kinds),
    spec.after,
  ]
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .replace(/\n*$/, '\n');
}

/** Every registry of the families: project-relative path → text. */
export function emitKindRegistries(families: readonly KindFamily[]): Map<string, string> {
  const files = new Map<string, string>();
  for (const family of families) {
    for (const spec of REGISTRY_SPECS.filter((candidate) => candidate.member === family.member)) {
      files.set(`${family.folder}/${spec.file}`, registryText(spec, family));
    }
  }
  return files;
}
