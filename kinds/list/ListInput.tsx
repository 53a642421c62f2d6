/**
 * Repeatable entries (stops, stages, paragraphs...): each entry renders its fields with nested
 * `FieldInput`s (the admin's, `AdminHost.FieldInput`) named `${name}.${index}.${sub.name}` (a
 * per-language member of a shared entry adds `.${language}`; a group member adds its group's name;
 * a per-language group adds the language after its name, its members then held plainly:
 * `tappe.0.contents.en.title`). The entry's title (`itemTitle`) may name a group's member by its
 * dotted path (`contents.title`). Entries can be dragged by their handle (pointer or keyboard,
 * `SortableList`) and moved up and down when `sortable` (renumbered from 1), removed down to `min`
 * (asking "Confermi la rimozione dell'elemento?" with `confirmRemove`) and added up to `max`.
 * Entries keep their React key when they move.
 */
import { ActionIcon, Button, Collapse, Fieldset, Group, Paper, Stack, Text } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useController, useWatch } from 'react-hook-form';
import type { LanguageCode } from '#core/languages';
import type { FieldMeta, GroupField } from '#core/model';
import { useAdminHost, useLabel, useT, useUiLanguage, useFieldChrome, type KindProps, FieldGroup } from '../host/admin';
import { MoveButtons } from '../host/ui/MoveButtons';
import { moveEntry, renumber } from '../host/ui/orderedEntries';
import { textValue } from '../host/ui/text';

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
          <EntryMember
            key={member.name}
            field={member}
            name={memberPath(name, member, language, perLanguageInside)}
            language={language}
            disabled={disabled}
            perLanguageInside={perLanguageInside}
          />
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
    <Text fw={600} size="sm">
      {text === '' ? fallback : text}
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
  const { feedback, sortable } = useAdminHost();
  const { SortableList, arrayMove, fitKeys } = sortable;
  const chrome = useFieldChrome(field, name, required, false);
  const { field: control } = useController({ name });
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
  const fallbackOf = (index: number) => t('field.list.entry', { n: index + 1 });
  // An entry is named by its title, or 'Elemento N' while it has none: the drag handle, the move,
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
  const card = (index: number, handle: ReactNode) => {
    const base = `${name}.${index}`;
    const fallback = fallbackOf(index);
    const named = entryName(index);
    const key = keys[index] ?? `at-${index}`;
    const open = !field.collapsible || !folded.has(key);
    const members = (
      <Stack gap="sm">
        {field.fields.map((member) => (
          <EntryMember
            key={member.name}
            field={member}
            name={memberPath(base, member, language, !field.perLanguage)}
            language={language}
            disabled={locked}
            perLanguageInside={!field.perLanguage}
          />
        ))}
      </Stack>
    );
    return (
      <Paper withBorder p="sm">
        <Group justify="space-between" mb="xs" wrap="nowrap">
          <Group gap="xs" wrap="nowrap">
            {handle}
            <EntryTitle name={titlePath ? `${base}.${titlePath.join('.')}` : null} fallback={fallback} />
          </Group>
          <Group gap={2} wrap="nowrap">
            {field.collapsible ? (
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-expanded={open}
                aria-label={t(open ? 'field.list.fold' : 'field.list.unfold', { name: named })}
                onClick={() => toggle(key)}
              >
                {open ? <IconChevronUp size={18} aria-hidden /> : <IconChevronDown size={18} aria-hidden />}
              </ActionIcon>
            ) : null}
            {field.sortable ? (
              <MoveButtons
                name={named}
                index={index}
                count={entries.length}
                disabled={locked}
                onMove={(to) => move(index, to)}
              />
            ) : null}
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('field.removeNamed', { name: named })}
              disabled={locked || entries.length <= field.min}
              onClick={() => void remove(index)}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Group>
        </Group>
        {field.collapsible ? <Collapse expanded={open}>{members}</Collapse> : members}
      </Paper>
    );
  };

  return (
    <FieldGroup chrome={chrome}>
      <Stack gap="sm" mt={4}>
        {entries.length === 0 ? (
          <Text size="sm" c="gray.7">
            {t('field.list.empty')}
          </Text>
        ) : null}
        {field.sortable && entries.length > 0 ? (
          <SortableList
            items={entries}
            getId={(_, index) => keys[index] ?? `at-${index}`}
            getLabel={(_, index) => entryName(index)}
            disabled={locked}
            gap="var(--mantine-spacing-sm)"
            onReorder={move}
            renderItem={(_, { handle, index }) => card(index, handle)}
          />
        ) : (
          entries.map((_, index) => <div key={keys[index] ?? `at-${index}`}>{card(index, null)}</div>)
        )}
        {field.max <= 0 || entries.length < field.max ? (
          <Group>
            <Button
              variant="default"
              size="xs"
              leftSection={<IconPlus size={16} aria-hidden />}
              disabled={locked}
              onClick={() => write([...entries, {}])}
            >
              {field.addLabel ? labelOf(field.addLabel) : t('field.add')}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </FieldGroup>
  );
}
