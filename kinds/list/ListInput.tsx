/**
 * Repeatable entries (stops, stages, paragraphs...): each entry renders its fields with nested
 * `FieldInput`s (the admin's, `AdminHost.FieldInput`) named `${name}.${index}.${sub.name}` (a
 * per-language member of a shared entry adds `.${language}`; a group member adds its group's name;
 * a per-language group adds the language after its name, its members then held plainly:
 * `tappe.0.contents.en.title`). The entry's title (`itemTitle`) may name a group's member by its
 * dotted path (`contents.title`). Entries can be dragged by their handle (pointer or keyboard,
 * `SortableList`) and moved up and down when `sortable` (renumbered from 1), removed down to `min`
 * (asking "Confermi la rimozione dell'elemento?" with `confirmRemove`) and added up to `max`.
 * Entries keep their React key when they move. With `collapsible` each entry folds to its title;
 * with `accordion` the entries are panels whose headers are buttons named by the entry's title, one
 * open at a time (`./accordion.ts`): a new entry opens and folds the others, and a single entry is
 * shown open with neither title nor remove button. Members with a `visibleWhen` condition are shown
 * only while it holds (`ShownWhen`). A list of `slots` shows its `max` slots (padded with blank
 * ones by the editor's values) with neither add nor remove button: a slot is emptied by clearing it.
 */
import { ActionIcon, Button, Collapse, Fieldset, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import {
  IconAlertCircle,
  IconChevronDown,
  IconChevronRight,
  IconChevronUp,
  IconPlus,
  IconTrash,
} from '@tabler/icons-react';
import { memo, useId, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { countRender, useFormSelect, useFormStore } from '../host/form';
import type { LanguageCode } from '#core/languages';
import type { FieldMeta, GroupField, Label, ListField } from '#core/model';
import {
  FieldGroup,
  ShownWhen,
  useAdminHost,
  useFieldChrome,
  useFieldError,
  useLabel,
  useT,
  useUiLanguage,
  type KindProps,
  type Translate,
} from '../host/admin';
import { LazyMount } from '../host/ui/LazyMount';
import { MoveButtons } from '../host/ui/MoveButtons';
import { moveEntry, renumber } from '../host/ui/orderedEntries';
import { textValue } from '../host/ui/text';
import { offersRemove, openEntry, toggledEntry } from './accordion';
import { newEntry } from './entries';

/** The form path of a member inside an entry or group. */
export function memberPath(
  base: string,
  member: FieldMeta,
  language: LanguageCode,
  perLanguageInside: boolean,
): string {
  const path = `${base}.${member.name}`;
  return perLanguageInside && member.perLanguage ? `${path}.${language}` : path;
}

interface MemberProps {
  readonly field: FieldMeta;
  readonly name: string;
  readonly language: LanguageCode;
  readonly disabled: boolean;
  /** Inside a shared value: per-language members hold one value per language. */
  readonly perLanguageInside?: boolean;
}

/** A group's members in a fieldset (groups are normally resolved by the editor). */
export function GroupFieldInput({
  field,
  name,
  language,
  disabled,
  perLanguageInside = false,
}: MemberProps & { readonly field: GroupField }) {
  const label = useLabel();
  return (
    <Fieldset legend={label(field.label)} variant="filled">
      <Stack gap="sm">
        {field.fields.map((member) => (
          <ShownWhen key={member.name} condition={member.visibleWhen} parent={name}>
            <EntryMember
              field={member}
              name={memberPath(name, member, language, perLanguageInside)}
              language={language}
              disabled={disabled}
              perLanguageInside={perLanguageInside}
            />
          </ShownWhen>
        ))}
      </Stack>
    </Fieldset>
  );
}

function EntryMember({ field, name, language, disabled, perLanguageInside = false }: MemberProps) {
  const { FieldInput } = useAdminHost();
  if (field.kind === 'group') {
    // A per-language group's name already holds the language: its members are plain values.
    return (
      <GroupFieldInput
        field={field}
        name={name}
        language={language}
        disabled={disabled}
        perLanguageInside={perLanguageInside && !field.perLanguage}
      />
    );
  }
  return (
    <FieldInput
      field={field}
      name={name}
      language={language}
      required={field.required === 'always'}
      disabled={disabled}
    />
  );
}

/** A title member's value as the entry's name ('' for no text). */
function titleText(value: unknown): string {
  return typeof value === 'object' && value !== null ? '' : textValue(value).trim();
}

/** A folded panel's mark that one of its members has an error (its message as the mark's name). */
function EntryErrorMark({ name }: { name: string }) {
  const error = useFieldError(name);
  if (error === null) return null;
  return (
    <Text span c="red" lh={0} role="img" aria-label={error}>
      <IconAlertCircle size={16} aria-hidden />
    </Text>
  );
}

/**
 * The path inside an entry of its title member (`itemTitle`, a member's name or a group member's
 * dotted path), each per-language step followed by the language; null when it names no text.
 */
function titleSegments(
  fields: readonly FieldMeta[],
  itemTitle: string,
  language: LanguageCode,
  perLanguageInside: boolean,
): readonly string[] | null {
  const [head = '', ...rest] = itemTitle.split('.');
  const member = fields.find((candidate) => candidate.name === head);
  if (!member) return null;
  const here = perLanguageInside && member.perLanguage ? [member.name, language] : [member.name];
  if (rest.length === 0) return member.kind === 'group' || member.kind === 'list' ? null : here;
  if (member.kind !== 'group') return null;
  const tail = titleSegments(member.fields, rest.join('.'), language, perLanguageInside && !member.perLanguage);
  return tail ? [...here, ...tail] : null;
}

/** The entry's title as text (its title member in the language), or '' (for labels and announcements). */
function entryTitleText(entry: object, segments: readonly string[] | null) {
  if (!segments) return '';
  let value: unknown = entry;
  for (const segment of segments) {
    value = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[segment] : undefined;
  }
  return typeof value === 'object' && value !== null ? '' : textValue(value).trim();
}

/** An entry's name while its title member is empty: 'Tappa 2' with an entry label, else 'Elemento 2'. */
function fallbackName(field: ListField, index: number, t: Translate, labelOf: (label: Label) => string): string {
  return field.entryLabel ? `${labelOf(field.entryLabel)} ${index + 1}` : t('field.list.entry', { n: index + 1 });
}

/** The object entries of a list value. */
function readEntries(value: unknown): object[] {
  return Array.isArray(value)
    ? (value as unknown[]).filter((entry): entry is object => typeof entry === 'object' && entry !== null)
    : [];
}

/** What an entry asks of its list (stable: the entries are memoised, issue #49). */
interface ListActions {
  move(from: number, to: number): void;
  remove(index: number): void;
  /** Folds or unfolds a card; opens or folds an accordion's panel. */
  toggle(key: string): void;
}

/** The members of one entry (memoised: its chrome re-rendering does not re-render them). */
const EntryMembers = memo(function EntryMembers({
  field,
  base,
  language,
  locked,
}: {
  readonly field: ListField;
  readonly base: string;
  readonly language: LanguageCode;
  readonly locked: boolean;
}) {
  return (
    <Stack gap="sm">
      {field.fields.map((member) => (
        <ShownWhen key={member.name} condition={member.visibleWhen} parent={base}>
          <EntryMember
            field={member}
            name={memberPath(base, member, language, !field.perLanguage)}
            language={language}
            disabled={locked}
            perLanguageInside={!field.perLanguage}
          />
        </ShownWhen>
      ))}
    </Stack>
  );
});

/** The place an entry's members take before they mount (about one entry's height). */
const ENTRY_PLACEHOLDER_HEIGHT = 240;
/**
 * A list of up to `WHOLE_LIST` entries mounts whole (slots, a stage's videos); in a longer one the
 * first `EAGER_ENTRIES` mount with the list wherever it is, the others when they come near the view.
 */
const WHOLE_LIST = 8;
const EAGER_ENTRIES = 3;

interface EntryProps {
  readonly field: ListField;
  /** The list's form path. */
  readonly name: string;
  readonly index: number;
  readonly count: number;
  readonly entryKey: string;
  readonly language: LanguageCode;
  readonly locked: boolean;
  /** Unfolded (a card) or open (an accordion's panel). */
  readonly expanded: boolean;
  /** Mount the members at once (added or opened here), not when they come into view. */
  readonly eager: boolean;
  readonly handle: ReactNode;
  readonly titlePath: readonly string[] | null;
  readonly panelIds: string;
  readonly actions: ListActions;
}

/**
 * One entry: its title, buttons and members. It re-renders when its own title or place changes,
 * not when another entry is typed in; a folded entry mounts no members, an unfolded one mounts
 * them when it comes near the visible part of the page (`LazyMount`).
 */
const ListEntry = memo(function ListEntry({
  field,
  name,
  index,
  count,
  entryKey,
  language,
  locked,
  expanded,
  eager,
  handle,
  titlePath,
  panelIds,
  actions,
}: EntryProps) {
  const t = useT();
  const labelOf = useLabel();
  const base = `${name}.${index}`;
  const titleName = titlePath ? `${base}.${titlePath.join('.')}` : null;
  const fallback = fallbackName(field, index, t, labelOf);
  const title = useFormSelect(titleName ?? '__none__', (value) => (titleName === null ? '' : titleText(value)));
  const named = title === '' ? fallback : title;
  const members = expanded ? (
    <LazyMount minHeight={ENTRY_PLACEHOLDER_HEIGHT} eager={eager || count <= WHOLE_LIST || index < EAGER_ENTRIES}>
      <EntryMembers field={field} base={base} language={language} locked={locked} />
    </LazyMount>
  ) : null;
  const removeButton = (offered: boolean) => (
    <ActionIcon
      variant="subtle"
      color="red"
      aria-label={t('field.removeNamed', { name: named })}
      disabled={locked || !offered}
      onClick={() => actions.remove(index)}
    >
      <IconTrash size={18} aria-hidden />
    </ActionIcon>
  );
  const moveButtons = field.sortable ? (
    <MoveButtons name={named} index={index} count={count} disabled={locked} onMove={(to) => actions.move(index, to)} />
  ) : null;

  if (field.accordion) {
    const headerId = `${panelIds}-${entryKey}-header`;
    const bodyId = `${panelIds}-${entryKey}-panel`;
    return (
      <Paper withBorder p="sm">
        <Group justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap" style={{ flex: 1, minWidth: 0 }}>
            {handle}
            <UnstyledButton
              id={headerId}
              aria-expanded={expanded}
              aria-controls={bodyId}
              onClick={() => actions.toggle(entryKey)}
              style={{ flex: 1, minWidth: 0 }}
            >
              <Group gap="xs" wrap="nowrap">
                {expanded ? <IconChevronDown size={16} aria-hidden /> : <IconChevronRight size={16} aria-hidden />}
                <Text fw={600} size="sm" span>
                  {named}
                </Text>
              </Group>
            </UnstyledButton>
            {expanded ? null : <EntryErrorMark name={base} />}
          </Group>
          <Group gap={2} wrap="nowrap">
            {moveButtons}
            {!field.slots && offersRemove(count, field.min, true) ? removeButton(true) : null}
          </Group>
        </Group>
        <Collapse expanded={expanded}>
          <div id={bodyId} role="region" aria-labelledby={headerId} style={{ paddingTop: 'var(--mantine-spacing-sm)' }}>
            {members}
          </div>
        </Collapse>
      </Paper>
    );
  }

  return (
    <Paper withBorder p="sm">
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Group gap="xs" wrap="nowrap">
          {handle}
          <Text fw={600} size="sm" span>
            {named}
          </Text>
        </Group>
        <Group gap={2} wrap="nowrap">
          {field.collapsible ? (
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-expanded={expanded}
              aria-label={t(expanded ? 'field.list.fold' : 'field.list.unfold', { name: named })}
              onClick={() => actions.toggle(entryKey)}
            >
              {expanded ? <IconChevronUp size={18} aria-hidden /> : <IconChevronDown size={18} aria-hidden />}
            </ActionIcon>
          ) : null}
          {moveButtons}
          {field.slots ? null : removeButton(offersRemove(count, field.min, false))}
        </Group>
      </Group>
      {field.collapsible ? <Collapse expanded={expanded}>{members}</Collapse> : members}
    </Paper>
  );
});

export function ListFieldInput({ field, name, language, required, disabled }: KindProps<'list'>) {
  const t = useT();
  const labelOf = useLabel();
  const { language: uiLanguage } = useUiLanguage();
  const { feedback, sortable, useNewValue } = useAdminHost();
  const newValue = useNewValue();
  const { SortableList, arrayMove, fitKeys } = sortable;
  const chrome = useFieldChrome(field, name, required, false);
  const store = useFormStore();
  countRender(`list:${name}`);
  // The list re-renders when entries come or go, never when one of them is typed in: each entry
  // reads its own title (issue #49).
  const count = useFormSelect(name, (value) => readEntries(value).length);
  const panelIds = useId();
  const locked = disabled === true || field.readOnly;
  const titlePath = useMemo(
    () => (field.itemTitle ? titleSegments(field.fields, field.itemTitle, language, !field.perLanguage) : null),
    [field, language],
  );
  // React keys that follow the entries (which have no id of their own) when they move.
  const [storedKeys, setKeys] = useState<readonly string[]>([]);
  const keys = fitKeys(storedKeys, count);
  // The accordion's open entry as last chosen (undefined: the first is open).
  const [chosen, setChosen] = useState<string | null | undefined>(undefined);
  const open = field.accordion ? openEntry(keys, chosen) : null;
  // Folded entries, by their React key (they keep it when they move).
  const [folded, setFolded] = useState<ReadonlySet<string>>(() => new Set());
  // Entries added or opened here mount at once; the others when they come into view.
  const [eager, setEager] = useState<ReadonlySet<string>>(() => new Set());
  const entriesNow = () => readEntries(store.get(name));
  const write = (next: readonly object[]) => store.set(name, renumber(next, true));
  const entryNameNow = (index: number) =>
    entryTitleText(entriesNow()[index] ?? {}, titlePath) || fallbackName(field, index, t, labelOf);

  const latest = {
    move: (from: number, to: number) => {
      const entries = entriesNow();
      if (to < 0 || to >= entries.length || from === to) return;
      setKeys(arrayMove(keys, from, to));
      write(moveEntry(entries, from, to, true));
    },
    remove: async (index: number) => {
      if (field.confirmRemove && !(await feedback.confirmAction(t('field.list.confirmRemove'), uiLanguage))) return;
      // The keys of the moment of the answer (the list may have changed while the question was open).
      setKeys((current) => fitKeys(current, entriesNow().length).filter((_, at) => at !== index));
      write(entriesNow().filter((_, at) => at !== index));
    },
    toggle: (key: string) => {
      setEager((was) => new Set(was).add(key));
      if (field.accordion) {
        setChosen(toggledEntry(open, key));
        return;
      }
      setFolded((was) => {
        const next = new Set(was);
        if (!next.delete(key)) next.add(key);
        return next;
      });
    },
  };
  const latestRef = useRef(latest);
  useLayoutEffect(() => {
    latestRef.current = latest;
  });
  const actions = useMemo<ListActions>(
    () => ({
      move: (from, to) => latestRef.current.move(from, to),
      remove: (index) => void latestRef.current.remove(index),
      toggle: (key) => latestRef.current.toggle(key),
    }),
    [],
  );
  const add = () => {
    const next = fitKeys(keys, count + 1);
    const key = next[next.length - 1] ?? null;
    setKeys(next);
    if (key !== null) setEager((was) => new Set(was).add(key));
    // In an accordion the new entry opens, the others fold.
    if (field.accordion) setChosen(key);
    write([...entriesNow(), newEntry(field, newValue)]);
  };
  // A handle's name follows its entry's title as it is typed (only that row re-renders).
  const useHandleLabel = (_key: string, index: number) => {
    const titleName = titlePath ? `${name}.${index}.${titlePath.join('.')}` : null;
    const title = useFormSelect(titleName ?? '__none__', (value) => (titleName === null ? '' : titleText(value)));
    return title === '' ? fallbackName(field, index, t, labelOf) : title;
  };

  const entry = (index: number, handle: ReactNode) => {
    const key = keys[index] ?? `at-${index}`;
    return (
      <ListEntry
        field={field}
        name={name}
        index={index}
        count={count}
        entryKey={key}
        language={language}
        locked={locked}
        expanded={field.accordion ? open === key : !field.collapsible || !folded.has(key)}
        eager={eager.has(key)}
        handle={handle}
        titlePath={titlePath}
        panelIds={panelIds}
        actions={actions}
      />
    );
  };

  // An accordion of one entry: its members, open, with neither title nor remove button.
  const single = field.accordion && count === 1;
  return (
    <FieldGroup chrome={chrome}>
      <Stack gap="sm" mt={4}>
        {count === 0 ? (
          <Text size="sm" c="gray.7">
            {t('field.list.empty')}
          </Text>
        ) : null}
        {single ? (
          <Paper withBorder p="sm" key={keys[0] ?? 'at-0'}>
            <EntryMembers field={field} base={`${name}.0`} language={language} locked={locked} />
          </Paper>
        ) : field.sortable && count > 0 ? (
          <SortableList
            items={keys}
            getId={(key) => key}
            getLabel={(_, index) => entryNameNow(index)}
            useLabel={useHandleLabel}
            disabled={locked}
            gap="var(--mantine-spacing-sm)"
            onReorder={(from, to) => actions.move(from, to)}
            renderItem={(_, { handle, index }) => entry(index, handle)}
          />
        ) : (
          keys.map((key, index) => <div key={key}>{entry(index, null)}</div>)
        )}
        {!field.slots && (field.max <= 0 || count < field.max) ? (
          <Group>
            <Button
              variant="default"
              size="xs"
              leftSection={<IconPlus size={16} aria-hidden />}
              disabled={locked}
              onClick={add}
            >
              {field.addLabel ? labelOf(field.addLabel) : t('field.add')}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </FieldGroup>
  );
}
