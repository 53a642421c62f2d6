/**
 * The editor's cards: `meta.editor.main` and `meta.editor.side` side by side (the side column
 * narrower), stacked below 960 px; each card's fields in order, resolved against the meta. The
 * status box is rendered here; every other field goes to the field widgets. `aside` (the data hub
 * box of the entities the hub takes) ends the side column.
 */
import { ActionIcon, Card, Collapse, Group, Stack, Title } from '@mantine/core';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useMediaQuery } from '@mantine/hooks';
import { memo, useCallback, useId, useState, type ReactNode } from 'react';
import { useFormStore, useFormValue, useFormValues } from '../../../kinds/host/form';
import type { LanguageCode, UiLanguage } from '#core/languages';
import type { EditorCard, FormMeta } from '#core/model';
import { STATUS } from '#core/statuses';
import { useLabel } from '../../i18n/context';
import { ShownWhen } from '../../../kinds/host/admin';
import { FieldInput } from '../fields/FieldInput';
import {
  formName,
  noteFieldOf,
  parentName,
  resolveField,
  slugFromTitle,
  slugsFilledFrom,
  statusFieldOf,
  type ResolvedField,
} from './fields';
import { StatusInput } from './StatusInput';
import { statusChoices, type NextStatuses } from './statuses';
import { isRequired } from './validation';
import type { EditorValues, ItemInfo } from './values';

/** Two columns from this width up (the sidebar's breakpoint, spec platform.md section 2). */
export const TWO_COLUMNS_QUERY = '(min-width: 60em)';

export interface EditorCardsProps {
  readonly meta: FormMeta;
  readonly language: LanguageCode;
  readonly uiLanguage: UiLanguage;
  readonly info: ItemInfo;
  readonly nextStatuses: NextStatuses;
  readonly canPublish: boolean;
}

/** A stand-in field name watched when the entity has no status (useWatch needs one). */
const NO_STATUS = '__editor_no_status__';

export const EditorCards = memo(function EditorCards({
  aside,
  ...props
}: EditorCardsProps & {
  /** A box after the side column's cards (kept stable by the caller: the cards are memoised). */
  readonly aside?: ReactNode;
}) {
  const wide = useMediaQuery(TWO_COLUMNS_QUERY, globalThis.matchMedia?.(TWO_COLUMNS_QUERY).matches ?? true, {
    getInitialValueInEffect: false,
  });
  const { meta } = props;
  const column = (cards: readonly EditorCard[], testId: string, after?: ReactNode) => (
    <Stack
      gap="md"
      style={wide ? { flex: testId === 'editor-main' ? '2 1 0' : '1 1 0', minWidth: 0 } : { width: '100%' }}
      data-testid={testId}
    >
      {cards.map((card) => (
        <EditorCardView key={card.key} card={card} {...props} />
      ))}
      {after}
    </Stack>
  );
  return (
    <div
      style={{
        display: 'flex',
        flexDirection: wide ? 'row' : 'column',
        gap: 'var(--mantine-spacing-md)',
        alignItems: 'flex-start',
      }}
    >
      {column(meta.editor.main, 'editor-main')}
      {(meta.editor.side.length > 0 || aside) && column(meta.editor.side, 'editor-side', aside)}
    </div>
  );
});

function EditorCardView({ card, ...props }: EditorCardsProps & { readonly card: EditorCard }) {
  const label = useLabel();
  const noteField = noteFieldOf(props.meta);
  const fields = card.fields
    .map((path) => resolveField(props.meta, path))
    .filter((resolved): resolved is ResolvedField => resolved !== null)
    // The note field appears under the status box (at status 7) rather than in its card.
    .filter((resolved) => resolved.scope !== 'content' || noteField === null || resolved.field !== noteField)
    // A field edited only on some languages' pages (held once: its value stays on the others).
    .filter((resolved) => resolved.field.languages?.includes(props.language) ?? true);
  const [open, setOpen] = useState(true);
  const bodyId = useId();
  if (fields.length === 0) return null;
  const body = (
    <Stack gap="sm" id={bodyId}>
      {fields.map((resolved) => (
        // A group member shown on a condition (`visibleWhen`) reads its sibling beside it.
        <ShownWhen
          key={`${resolved.scope}:${resolved.path}`}
          condition={resolved.field.visibleWhen}
          parent={parentName(formName(resolved, props.language))}
        >
          <EditorField resolved={resolved} {...props} />
        </ShownWhen>
      ))}
    </Stack>
  );
  return (
    <Card withBorder padding="md" radius="sm" component="section" aria-label={label(card.title)}>
      <Group justify="space-between" wrap="nowrap" mb={open ? 'sm' : 0}>
        <Title order={2} size="h5">
          {label(card.title)}
        </Title>
        {card.collapsible && (
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-expanded={open}
            aria-controls={bodyId}
            aria-label={label(card.title)}
            onClick={() => setOpen((value) => !value)}
          >
            {open ? <IconChevronUp size={18} /> : <IconChevronDown size={18} />}
          </ActionIcon>
        )}
      </Group>
      {card.collapsible ? <Collapse expanded={open}>{body}</Collapse> : body}
    </Card>
  );
}

function EditorField({
  resolved,
  meta,
  language,
  uiLanguage,
  info,
  nextStatuses,
  canPublish,
}: EditorCardsProps & { readonly resolved: ResolvedField }) {
  const store = useFormStore();
  const statusField = statusFieldOf(meta);
  const statusName = statusField ? `contents.${language}.${statusField.name}` : NO_STATUS;
  const statusValue = useFormValue(statusName);
  const status = typeof statusValue === 'number' ? statusValue : STATUS.absent;
  // Item fields that depend on publication read every language's status (only those paths).
  const allStatuses = useFormValues(
    resolved.scope === 'item' && statusField
      ? meta.languages.map((code) => `contents.${code}.${statusField.name}`)
      : [NO_STATUS],
  );
  const name = formName(resolved, language);
  const { field, scope } = resolved;

  const onLeave = useCallback(
    (value: string) => {
      for (const slug of slugsFilledFrom(meta, scope, resolved.path)) {
        const slugName = formName({ scope, path: slug.path }, language);
        const current: unknown = store.get(slugName);
        const filled = slugFromTitle(value, slug.max);
        if ((typeof current !== 'string' || current.trim() === '') && filled !== '') {
          store.set(slugName, filled, { touch: true });
        }
      }
    },
    [meta, scope, resolved.path, language, store],
  );
  const fillsSlug = slugsFilledFrom(meta, scope, resolved.path).length > 0;

  if (field.kind === 'status') {
    const noteField = noteFieldOf(meta);
    return (
      <Stack gap="sm">
        <StatusInput
          field={field}
          name={name}
          choices={statusChoices({
            answer: nextStatuses[language],
            stored: info.storedLanguages.includes(language),
            current: status,
            uiLanguage,
            canPublish,
          })}
        />
        {noteField && status === STATUS.rejected && (
          <FieldInput
            field={noteField}
            name={formName({ scope: 'content', path: noteField.path }, language)}
            language={language}
            required
          />
        )}
      </Stack>
    );
  }
  if (field.kind === 'group') return null;

  const snapshot: EditorValues =
    scope === 'item' && statusField
      ? {
          contents: Object.fromEntries(
            meta.languages.map((code, index) => [code, { [statusField.name]: allStatuses[index] }]),
          ),
        }
      : { contents: { [language]: statusField ? { [statusField.name]: status } : {} } };
  const required = isRequired(field, scope, meta, snapshot, language);
  return (
    <FieldInput field={field} name={name} language={language} required={required} {...(fillsSlug ? { onLeave } : {})} />
  );
}
