/**
 * The frame of the field kinds' stories (`kinds/<kind>/<Kind>.stories.tsx`): `<Providers>` with a
 * signed-in user (an in-memory storage, so no `user/me` call is needed), a form store
 * (`core/formStore.ts`) holding sample values in the API item shape, the widgets, and the form
 * values as JSON under them. `errors` are set on the form as the editor sets a server 422 answer
 * (`setError(path, message)`).
 */
import { Code, Paper, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { FormStore } from '#core/formStore';
import { FormStoreProvider, useFormValue } from '../../kinds/host/form';
import type { LanguageCode } from '#core/languages';
import type { FieldKind, FieldMeta, FieldOfKind } from '#core/model';
import { Providers } from '../../app/Providers';
import type { KeyValueStorage } from '../../app/auth/session';
import { FieldInput } from '../../app/runtime/fields/FieldInput';
import { entityNames, registry, type EntityName } from '../../generated/registry';

/** The entities' names, for the stories of kinds that name entities (`kind: entity`). */
export { entityNames };

export interface StoryField {
  readonly field: FieldMeta;
  /** The form path; defaults to the field's name. */
  readonly name?: string;
  readonly required?: boolean;
  readonly disabled?: boolean;
}

export interface StoryUser {
  readonly roles: Readonly<Record<string, string>>;
  readonly abilities: Readonly<Record<string, number>>;
}

export const ADMIN: StoryUser = { roles: { administrator: 'Amministratore' }, abilities: { '*': 1 } };
/** An editor who may view and edit the first entity of the registry, and nothing else. */
const SAMPLE_ABILITY = registry[entityNames[0]].meta.ability;
export const EDITOR: StoryUser = {
  roles: { editor: 'Editor' },
  abilities: { [`${SAMPLE_ABILITY}-view`]: 1, [`${SAMPLE_ABILITY}-edit`]: 1 },
};

export interface FieldStoryFrameProps {
  readonly fields: readonly StoryField[];
  readonly values: Record<string, unknown>;
  readonly language?: LanguageCode;
  readonly errors?: Readonly<Record<string, string>>;
  readonly user?: StoryUser;
  /** Shows the form values under the widgets. */
  readonly showValues?: boolean;
}

/** A storage holding a token and a fresh cached user, so the session starts signed in. */
function storyStorage(user: StoryUser): KeyValueStorage {
  const data = new Map<string, string>([
    ['token', 'story-token'],
    [
      'user',
      JSON.stringify({
        id: 1,
        first_name: 'Amministratore',
        last_name: '',
        redazione_tipo: null,
        ...user,
        expire: Date.now() + 365 * 24 * 3600 * 1000,
      }),
    ],
  ]);
  return {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
    clear: () => data.clear(),
  };
}

function Values() {
  const values: unknown = useFormValue('');
  return (
    <Paper withBorder p="xs" mt="md">
      <Text size="xs" c="dimmed" mb={4}>
        Form values
      </Text>
      <Code block data-testid="form-values" tabIndex={0}>
        {JSON.stringify(values, null, 2)}
      </Code>
    </Paper>
  );
}

function Form({ fields, values, language = 'it', errors, showValues = true }: FieldStoryFrameProps) {
  const [form] = useState(() => new FormStore(values));
  useEffect(() => {
    for (const [path, message] of Object.entries(errors ?? {})) form.setError(path, message);
  }, [errors, form]);
  return (
    <FormStoreProvider store={form}>
      <form noValidate onSubmit={(event) => event.preventDefault()} style={{ maxWidth: 760 }}>
        <Stack gap="md">
          {fields.map((entry) => (
            <FieldInput
              key={entry.name ?? entry.field.name}
              field={entry.field}
              name={entry.name ?? entry.field.name}
              language={language}
              required={entry.required ?? false}
              {...(entry.disabled ? { disabled: true } : {})}
            />
          ))}
        </Stack>
        {showValues ? <Values /> : null}
      </form>
    </FormStoreProvider>
  );
}

export function FieldStoryFrame(props: FieldStoryFrameProps) {
  const [storage] = useState(() => storyStorage(props.user ?? ADMIN));
  return (
    <Providers storage={storage} language="it">
      <Form {...props} />
    </Providers>
  );
}

/**
 * Picks a field of an entity's generated meta by name (per-language contents first, then item
 * fields). The kinds' stories live in their kind's folder and name the entity, not its generated
 * module: `kinds/` imports no host code (tests/unit/kinds-layer.test.ts).
 */
export function fieldOf(entity: EntityName, name: string): FieldMeta {
  const { meta } = registry[entity];
  const found = [...meta.contents, ...meta.fields].find((field) => field.name === name);
  if (!found) throw new Error(`No field ${name}`);
  return found;
}

/** Narrows a field to its kind (to derive variants with `{ ...field, max: 2 }`). */
export function asKind<K extends FieldKind>(field: FieldMeta, kind: K): FieldOfKind<K> {
  if (field.kind !== kind) throw new Error(`${field.name} is a ${field.kind}, not a ${kind}`);
  return field as FieldOfKind<K>;
}

/** A group member of a generated meta (`google.title`). */
export function memberOf(entity: EntityName, group: string, name: string): FieldMeta {
  const parent = fieldOf(entity, group);
  const found = parent.kind === 'group' ? parent.fields.find((field) => field.name === name) : undefined;
  if (!found) throw new Error(`No field ${group}.${name}`);
  return found;
}

const base = { perLanguage: false, required: 'never', readOnly: false, help: null } as const;

/** Sample fields of kinds the six entities do not use yet. */
export const SAMPLE_FIELDS = {
  number: {
    ...base,
    kind: 'number',
    name: 'rating',
    path: 'rating',
    label: { it: 'Valutazione', en: 'Rating' },
    integer: true,
    min: 1,
    max: 5,
    default: null,
  },
  boolean: {
    ...base,
    kind: 'boolean',
    name: 'map',
    path: 'map',
    label: { it: 'Mappa', en: 'Map' },
    help: { it: 'Mostra la mappa nella scheda pubblica', en: 'Shows the map on the public page' },
    default: false,
  },
  date: {
    ...base,
    kind: 'date',
    name: 'birth_date',
    path: 'birth_date',
    label: { it: 'Data di nascita', en: 'Birth date' },
    default: null,
  },
  selectMultiple: {
    ...base,
    kind: 'select',
    name: 'weekdays',
    path: 'weekdays',
    label: { it: 'Giorni', en: 'Days' },
    multiple: true,
    default: null,
    options: [
      { value: 1, label: { it: 'Lunedì', en: 'Monday' }, disabled: false },
      { value: 2, label: { it: 'Martedì', en: 'Tuesday' }, disabled: false },
      { value: 3, label: { it: 'Mercoledì', en: 'Wednesday' }, disabled: true },
    ],
  },
  contacts: {
    ...base,
    kind: 'contacts',
    name: 'contacts',
    path: 'contacts',
    label: { it: 'Contatti', en: 'Contacts' },
    types: ['email', 'website', 'telephone', 'fax', 'whatsapp'],
    max: 100,
  },
  files: {
    ...base,
    kind: 'files',
    name: 'files',
    path: 'files',
    label: { it: 'Allegati', en: 'Attachments' },
    accept: ['.pdf'],
    max: 10,
    acceptMessage: 'pdfOnly',
    maxBytes: 100 * 1024 * 1024,
  },
  entity: {
    ...base,
    kind: 'entity',
    name: 'related',
    path: 'related',
    label: { it: 'Correlati', en: 'Related' },
    types: entityNames,
    limit: 3,
  },
  list: {
    ...base,
    kind: 'list',
    name: 'stops',
    path: 'stops',
    label: { it: 'Tappe', en: 'Stops' },
    min: 1,
    max: 10,
    sortable: true,
    itemTitle: 'title',
    confirmRemove: true,
    addLabel: null,
    collapsible: false,
    accordion: false,
    entryLabel: null,
    uniqueBy: null,
    fields: [
      {
        ...base,
        kind: 'text',
        name: 'title',
        path: 'stops.title',
        label: { it: 'Titolo', en: 'Title' },
        perLanguage: true,
        max: 255,
        min: 0,
        trim: true,
        format: null,
        pattern: null,
        counter: true,
        compose: null,
      },
      {
        ...base,
        kind: 'textarea',
        name: 'note',
        path: 'stops.note',
        label: { it: 'Note', en: 'Notes' },
        max: 300,
        min: 0,
        trim: true,
        format: null,
        pattern: null,
        counter: true,
        compose: null,
      },
    ],
  },
  addresses: {
    ...base,
    kind: 'address',
    name: 'info_points',
    path: 'info_points',
    label: { it: 'Info points', en: 'Info points' },
    map: false,
    requireCoordinates: true,
    multiple: true,
  },
} as const satisfies Record<string, FieldMeta>;
