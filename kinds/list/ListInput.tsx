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
import { useId, useState, type ReactNode } from 'react';
import { useController, useWatch } from 'react-hook-form';
import type { LanguageCode } from '#core/languages';
import type { FieldMeta, GroupField } from '#core/model';
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
} from '../host/admin';
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

function EntryTitle({ name, fallback }: { name: string | null; fallback: string }) {
  const value: unknown = useWatch({ name: name ?? '__none__', disabled: name === null });
  const text = typeof value === 'object' && value !== null ? '' : textValue(value).trim();
  return (
    <Text fw={600} size="sm" span>
      {text === '' ? fallback : text}
    </Text>
  );
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

export function ListFieldInput({ field, name, language, required, disabled }: KindProps<'list'>) {
  const t = useT();
  const labelOf = useLabel();
  const { language: uiLanguage } = useUiLanguage();
  const { feedback, sortable, useNewValue } = useAdminHost();
  const newValue = useNewValue();
  const { SortableList, arrayMove, fitKeys } = sortable;
  const chrome = useFieldChrome(field, name, required, false);
  const { field: control } = useController({ name });
  const panelIds = useId();
  // Watched rather than the controller's value: typing in an entry's member re-renders the list,
  // so handles and announcements name the entry by its current title.
  const watched: unknown = useWatch({ name });
  const entries: object[] = Array.isArray(watched)
    ? (watched as unknown[]).filter((entry): entry is object => typeof entry === 'object' && entry !== null)
    : [];
  const locked = disabled === true || field.readOnly;
  const titlePath = field.itemTitle ? titleSegments(field.fields, field.itemTitle, language, !field.perLanguage) : null;
  // React keys that follow the entries (which have no id of their own) when they move.
  const [storedKeys, setKeys] = useState<readonly string[]>([]);
  const keys = fitKeys(storedKeys, entries.length);
  // The accordion's open entry as last chosen (undefined: the first is open).
  const [chosen, setChosen] = useState<string | null | undefined>(undefined);
  const open = field.accordion ? openEntry(keys, chosen) : null;
  const write = (next: readonly object[]) => control.onChange(renumber(next, true));
  const move = (from: number, to: number) => {
    if (to < 0 || to >= entries.length || from === to) return;
    setKeys(arrayMove(keys, from, to));
    write(moveEntry(entries, from, to, true));
  };
  const remove = async (index: number) => {
    if (field.confirmRemove && !(await feedback.confirmAction(t('field.list.confirmRemove'), uiLanguage))) return;
    setKeys(keys.filter((_, at) => at !== index));
    write(entries.filter((_, at) => at !== index));
  };
  const add = () => {
    const next = fitKeys(keys, entries.length + 1);
    setKeys(next);
    // In an accordion the new entry opens, the others fold.
    if (field.accordion) setChosen(next[next.length - 1] ?? null);
    write([...entries, newEntry(field, newValue)]);
  };
  // 'Tappa 2' with an entry label, else 'Elemento 2'.
  const fallbackOf = (index: number) =>
    field.entryLabel ? `${labelOf(field.entryLabel)} ${index + 1}` : t('field.list.entry', { n: index + 1 });
  // An entry is named by its title, or its fallback while it has none: the drag handle, the move,
  // fold and remove buttons all say the same name.
  const entryName = (index: number) => entryTitleText(entries[index] ?? {}, titlePath) || fallbackOf(index);
  // Folded entries, by their React key (they keep it when they move).
  const [folded, setFolded] = useState<ReadonlySet<string>>(() => new Set());
  const toggle = (key: string) =>
    setFolded((was) => {
      const next = new Set(was);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  const membersOf = (base: string) => (
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
  const removeButton = (index: number, named: string, offered: boolean) => (
    <ActionIcon
      variant="subtle"
      color="red"
      aria-label={t('field.removeNamed', { name: named })}
      disabled={locked || !offered}
      onClick={() => void remove(index)}
    >
      <IconTrash size={18} aria-hidden />
    </ActionIcon>
  );
  const moveButtons = (index: number, named: string) =>
    field.sortable ? (
      <MoveButtons
        name={named}
        index={index}
        count={entries.length}
        disabled={locked}
        onMove={(to) => move(index, to)}
      />
    ) : null;
  const titleName = (base: string) => (titlePath ? `${base}.${titlePath.join('.')}` : null);

  /** An accordion's panel: a header button named by the entry's title, its members below when open. */
  const panel = (index: number, handle: ReactNode) => {
    const base = `${name}.${index}`;
    const named = entryName(index);
    const key = keys[index] ?? `at-${index}`;
    const expanded = open === key;
    const headerId = `${panelIds}-${key}-header`;
    const bodyId = `${panelIds}-${key}-panel`;
    return (
      <Paper withBorder p="sm">
        <Group justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap" style={{ flex: 1, minWidth: 0 }}>
            {handle}
            <UnstyledButton
              id={headerId}
              aria-expanded={expanded}
              aria-controls={bodyId}
              onClick={() => setChosen(toggledEntry(open, key))}
              style={{ flex: 1, minWidth: 0 }}
            >
              <Group gap="xs" wrap="nowrap">
                {expanded ? <IconChevronDown size={16} aria-hidden /> : <IconChevronRight size={16} aria-hidden />}
                <EntryTitle name={titleName(base)} fallback={fallbackOf(index)} />
              </Group>
            </UnstyledButton>
            {expanded ? null : <EntryErrorMark name={base} />}
          </Group>
          <Group gap={2} wrap="nowrap">
            {moveButtons(index, named)}
            {!field.slots && offersRemove(entries.length, field.min, true) ? removeButton(index, named, true) : null}
          </Group>
        </Group>
        <Collapse expanded={expanded}>
          <div id={bodyId} role="region" aria-labelledby={headerId} style={{ paddingTop: 'var(--mantine-spacing-sm)' }}>
            {membersOf(base)}
          </div>
        </Collapse>
      </Paper>
    );
  };

  const card = (index: number, handle: ReactNode) => {
    const base = `${name}.${index}`;
    const named = entryName(index);
    const key = keys[index] ?? `at-${index}`;
    const expanded = !field.collapsible || !folded.has(key);
    const members = membersOf(base);
    return (
      <Paper withBorder p="sm">
        <Group justify="space-between" mb="xs" wrap="nowrap">
          <Group gap="xs" wrap="nowrap">
            {handle}
            <EntryTitle name={titleName(base)} fallback={fallbackOf(index)} />
          </Group>
          <Group gap={2} wrap="nowrap">
            {field.collapsible ? (
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-expanded={expanded}
                aria-label={t(expanded ? 'field.list.fold' : 'field.list.unfold', { name: named })}
                onClick={() => toggle(key)}
              >
                {expanded ? <IconChevronUp size={18} aria-hidden /> : <IconChevronDown size={18} aria-hidden />}
              </ActionIcon>
            ) : null}
            {moveButtons(index, named)}
            {field.slots ? null : removeButton(index, named, offersRemove(entries.length, field.min, false))}
          </Group>
        </Group>
        {field.collapsible ? <Collapse expanded={expanded}>{members}</Collapse> : members}
      </Paper>
    );
  };

  // An accordion of one entry: its members, open, with neither title nor remove button.
  const single = field.accordion && entries.length === 1;
  const item = field.accordion ? panel : card;
  return (
    <FieldGroup chrome={chrome}>
      <Stack gap="sm" mt={4}>
        {entries.length === 0 ? (
          <Text size="sm" c="gray.7">
            {t('field.list.empty')}
          </Text>
        ) : null}
        {single ? (
          <Paper withBorder p="sm" key={keys[0] ?? 'at-0'}>
            {membersOf(`${name}.0`)}
          </Paper>
        ) : field.sortable && entries.length > 0 ? (
          <SortableList
            items={entries}
            getId={(_, index) => keys[index] ?? `at-${index}`}
            getLabel={(_, index) => entryName(index)}
            disabled={locked}
            gap="var(--mantine-spacing-sm)"
            onReorder={move}
            renderItem={(_, { handle, index }) => item(index, handle)}
          />
        ) : (
          entries.map((_, index) => <div key={keys[index] ?? `at-${index}`}>{item(index, null)}</div>)
        )}
        {!field.slots && (field.max <= 0 || entries.length < field.max) ? (
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
