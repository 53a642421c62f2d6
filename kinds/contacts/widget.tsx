/**
 * Contact list: rows of type, optional label and value; the value is checked by type (email,
 * URL, phone digits) as soon as it is left, removal asks 'Confermi la rimozione del contatto
 * {name}', and the add button disappears at `max` (spec default 100). Rows are reordered by
 * dragging their handle (pointer or keyboard, spec content.md section 4: contacts are reordered
 * by dragging and renumbered from 1) or with the up and down buttons.
 */
import { ActionIcon, Button, Group, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { memo, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useField } from '../host/form';
import { formatMessage } from '#core/messages';
import type { ContactType } from '#core/model';
import type { ReactNode } from 'react';
import {
  FieldGroup,
  useAdminHost,
  useFieldChrome,
  useFieldError,
  useT,
  useUiLanguage,
  type KindMessageKey,
  type KindProps,
  type EmptyValue,
} from '../host/admin';
import { contactDefault, contactProblem, readContacts, withType, type ContactValue } from './contacts';
import { MoveButtons } from '../host/ui/MoveButtons';
import { moveEntry, renumber } from '../host/ui/orderedEntries';

const INPUT_TYPES: Readonly<Record<ContactType, string>> = {
  email: 'email',
  website: 'url',
  telephone: 'tel',
  fax: 'tel',
  whatsapp: 'tel',
};

function typeLabel(type: ContactType): KindMessageKey {
  return `field.contacts.${type}`;
}

/** What a row asks of its list (stable: the rows are memoised, issue #49). */
interface ContactActions {
  patch(index: number, patch: Partial<ContactValue>): void;
  move(from: number, to: number): void;
  remove(index: number): void;
}

/** One contact: re-rendered when its own value or place changes, not when another row is typed in. */
const ContactRow = memo(function ContactRow(props: {
  readonly name: string;
  readonly index: number;
  readonly contact: ContactValue;
  readonly types: readonly ContactType[];
  readonly disabled: boolean;
  readonly count: number;
  readonly handle: ReactNode;
  readonly actions: ContactActions;
}) {
  const { name, index, contact, types, disabled, count, handle, actions } = props;
  const onPatch = (patch: Partial<ContactValue>) => actions.patch(index, patch);
  const onMove = (to: number) => actions.move(index, to);
  const onRemove = () => actions.remove(index);
  const t = useT();
  const { language } = useUiLanguage();
  const [left, setLeft] = useState(false);
  const typeError = useFieldError(`${name}.${index}.type`);
  const valueError = useFieldError(`${name}.${index}.value`);
  const labelError = useFieldError(`${name}.${index}.label`);
  const problem = left ? contactProblem(contact.type, contact.value) : null;
  const n = index + 1;
  const type = (types as readonly string[]).includes(contact.type) ? (contact.type as ContactType) : null;
  return (
    <Paper withBorder p="xs">
      <Group gap="xs" align="flex-start" wrap="wrap">
        {handle ? <Group mt={24}>{handle}</Group> : null}
        <Select
          label={`${t('field.contacts.type')} ${n}`}
          data={types.map((option) => ({ value: option, label: t(typeLabel(option)) }))}
          value={type}
          allowDeselect={false}
          disabled={disabled}
          error={typeError ?? undefined}
          onChange={(next) => next && onPatch(withType(contact, next))}
          w={150}
        />
        <TextInput
          label={`${t('field.contacts.label')} ${n}`}
          value={contact.label ?? ''}
          disabled={disabled}
          error={labelError ?? undefined}
          onChange={(event) => onPatch({ label: event.currentTarget.value })}
          w={180}
        />
        <TextInput
          label={`${t('field.contacts.value')} ${n}`}
          withAsterisk
          type={type ? INPUT_TYPES[type] : 'text'}
          value={contact.value}
          disabled={disabled}
          error={valueError ?? (problem ? formatMessage(problem, language) : undefined)}
          onChange={(event) => onPatch({ value: event.currentTarget.value })}
          onBlur={() => {
            if (contact.value.trim() !== contact.value) onPatch({ value: contact.value.trim() });
            setLeft(true);
          }}
          style={{ flex: 1, minWidth: 200 }}
        />
        <Group gap={2} mt={24} wrap="nowrap">
          <MoveButtons
            name={`${t('field.contacts.value')} ${n}`}
            index={index}
            count={count}
            disabled={disabled}
            onMove={onMove}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`${t('field.remove')} ${n}`}
            disabled={disabled}
            onClick={onRemove}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Group>
      </Group>
    </Paper>
  );
});

/** The admin widget of the contacts kind. */
export function Widget({ field, name, required, disabled }: KindProps<'contacts'>) {
  const t = useT();
  const { language } = useUiLanguage();
  const { feedback, sortable } = useAdminHost();
  const { SortableList, arrayMove, fitKeys } = sortable;
  const chrome = useFieldChrome(field, name, required, false);
  const { field: control } = useField(name);
  // Each stored entry read once (the same object while it is unchanged), so unchanged rows skip rendering.
  const [read] = useState(() => new WeakMap<object, ContactValue | null>());
  const contacts = useMemo(() => {
    if (!Array.isArray(control.value)) return [];
    return (control.value as unknown[]).flatMap((entry) => {
      if (typeof entry !== 'object' || entry === null) return [];
      let contact = read.get(entry);
      if (contact === undefined) {
        contact = readContacts([entry])[0] ?? null;
        read.set(entry, contact);
      }
      return contact ? [contact] : [];
    });
  }, [control.value, read]);
  const locked = disabled === true || field.readOnly;
  // React keys that follow the rows (a new contact has no id yet) when they move.
  const [storedKeys, setKeys] = useState<readonly string[]>([]);
  const keys = fitKeys(storedKeys, contacts.length);
  const write = (next: readonly ContactValue[]) => control.onChange(renumber(next, true));
  const nameOf = (contact: ContactValue, index: number) =>
    contact.label?.trim() || contact.value.trim() || `${t('field.contacts.value')} ${index + 1}`;
  const move = (from: number, to: number) => {
    if (to < 0 || to >= contacts.length || from === to) return;
    setKeys(arrayMove(keys, from, to));
    write(moveEntry(contacts, from, to));
  };
  const remove = async (index: number) => {
    const contact = contacts[index];
    if (!contact) return;
    const label = contact.label?.trim() || contact.value.trim() || t(typeLabel(contact.type as ContactType));
    if (await feedback.confirmAction(t('field.contacts.confirmRemove', { name: label }), language)) {
      setKeys(keys.filter((_, at) => at !== index));
      write(contacts.filter((_, at) => at !== index));
    }
  };
  const latest = {
    patch: (index: number, patch: Partial<ContactValue>) =>
      write(contacts.map((entry, at) => (at === index ? { ...entry, ...patch } : entry))),
    move,
    remove: (index: number) => void remove(index),
  };
  const latestRef = useRef(latest);
  useLayoutEffect(() => {
    latestRef.current = latest;
  });
  const actions = useMemo<ContactActions>(
    () => ({
      patch: (index, patch) => latestRef.current.patch(index, patch),
      move: (from, to) => latestRef.current.move(from, to),
      remove: (index) => latestRef.current.remove(index),
    }),
    [],
  );
  return (
    <FieldGroup chrome={chrome}>
      <Stack gap="xs" mt={4}>
        {contacts.length === 0 ? (
          <Text size="sm" c="gray.7">
            {t('field.contacts.empty')}
          </Text>
        ) : null}
        {contacts.length > 0 ? (
          <SortableList
            items={contacts}
            getId={(_, index) => keys[index] ?? `at-${index}`}
            getLabel={nameOf}
            disabled={locked}
            gap="var(--mantine-spacing-xs)"
            onReorder={move}
            renderItem={(contact, { handle, index }) => (
              <ContactRow
                name={name}
                index={index}
                contact={contact}
                types={field.types}
                disabled={locked}
                count={contacts.length}
                handle={handle}
                actions={actions}
              />
            )}
          />
        ) : null}
        {field.max <= 0 || contacts.length < field.max ? (
          <Group>
            <Button
              variant="default"
              size="xs"
              leftSection={<IconPlus size={16} aria-hidden />}
              disabled={locked || field.types.length === 0}
              onClick={() => {
                const type = field.types[0] ?? 'email';
                write([...contacts, { type, label: '', value: contactDefault(type) }]);
              }}
            >
              {t('field.add')}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </FieldGroup>
  );
}

/** The value of a new item's field (defaults of the schema applied). */
export const empty: EmptyValue<'contacts'> = () => [];
