/**
 * The pieces the two tree editors share (the category editor, '/category-list/:id', and the menu
 * editor, '/menu'): the language switch of the tree and of the add form (a red '!' on languages
 * with errors), a row's actions (edit in place, cover from the media gallery, remove the cover,
 * delete) and the add form's card. Each editor keeps what is its own: its fields, its calls and
 * its confirmations.
 */
import { Button, Card, Group, SegmentedControl, Stack, TextInput, Title, type TextInputProps } from '@mantine/core';
import { IconPencil, IconPhoto, IconPhotoOff, IconTrash } from '@tabler/icons-react';
import { memo, useState, type ReactNode } from 'react';
import { TREE_LANGUAGES, type TreeLanguage } from '#core/contracts/trees';
import { ApiError } from '#api/errors.ts';
import { MediaPickerModal } from '../../features/media/MediaPickerModal';
import { useT } from '../../i18n/context';

/** The field errors of a 422 answer, by path (each path's messages joined). */
export function treeFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  return Object.fromEntries(Object.entries(error.errors).map(([path, messages]) => [path, messages.join(' ')]));
}

/**
 * A text input given its value and a stable `onValue` (a state setter, a `useCallback`): memoised,
 * so a keystroke renders the input typed in and not the others of the form.
 */
export const TreeTextInput = memo(function TreeTextInput({
  value,
  onValue,
  ...props
}: Omit<TextInputProps, 'value' | 'onChange'> & {
  readonly value: string;
  readonly onValue: (value: string) => void;
}) {
  return <TextInput {...props} value={value} onChange={(event) => onValue(event.currentTarget.value)} />;
});

/** Whether `errors` names a field of the language `code` (`contents.<code>.…`). */
function hasLanguageErrors(errors: Record<string, string>, code: TreeLanguage): boolean {
  return Object.keys(errors).some((path) => path.startsWith(`contents.${code}.`));
}

/**
 * The tree languages as a segmented control; with `errors`, a language with errors reads 'EN !'.
 * Memoised: typing in the add form below it does not render it again.
 */
export const TreeLanguageSwitch = memo(function TreeLanguageSwitch({
  value,
  onChange,
  errors,
  size,
}: {
  readonly value: TreeLanguage;
  readonly onChange: (value: TreeLanguage) => void;
  readonly errors?: Record<string, string>;
  readonly size?: 'xs';
}) {
  const t = useT();
  return (
    <SegmentedControl
      aria-label={t('trees.language')}
      size={size}
      value={value}
      onChange={(code) => onChange(code as TreeLanguage)}
      data={TREE_LANGUAGES.map((code) => ({
        value: code,
        label: errors && hasLanguageErrors(errors, code) ? `${code.toUpperCase()} !` : code.toUpperCase(),
      }))}
    />
  );
});

/** A row's buttons: edit in place, choose or remove its cover (the media gallery), delete. */
export function TreeRowActions({
  label,
  coverTitle,
  hasCover,
  onEdit,
  onCover,
  onDelete,
}: {
  /** The row's name, for the buttons' accessible names. */
  readonly label: string;
  /** The title of the media picker. */
  readonly coverTitle: string;
  readonly hasCover: boolean;
  readonly onEdit: () => void;
  readonly onCover: (cover: { id: number } | null) => void;
  readonly onDelete: () => void;
}) {
  const t = useT();
  const [picking, setPicking] = useState(false);
  // The picker (a modal, with its window listeners) mounts when the row's cover button is first
  // reached (pointer or focus, so its opening still animates): a row stays light until used.
  const [pickerMounted, setPickerMounted] = useState(false);
  const mountPicker = () => setPickerMounted(true);
  return (
    <Group gap={4} wrap="nowrap">
      <Button
        size="compact-xs"
        variant="subtle"
        leftSection={<IconPencil size={14} aria-hidden />}
        aria-label={t('trees.editItem', { item: label })}
        onClick={onEdit}
      >
        {t('trees.edit')}
      </Button>
      <Button
        size="compact-xs"
        variant="subtle"
        leftSection={<IconPhoto size={14} aria-hidden />}
        onPointerEnter={mountPicker}
        onFocus={mountPicker}
        onClick={() => {
          mountPicker();
          setPicking(true);
        }}
      >
        {t('categories.chooseCover')}
      </Button>
      {hasCover ? (
        <Button
          size="compact-xs"
          variant="subtle"
          color="gray"
          leftSection={<IconPhotoOff size={14} aria-hidden />}
          onClick={() => onCover(null)}
        >
          {t('categories.removeCover')}
        </Button>
      ) : null}
      <Button
        size="compact-xs"
        variant="subtle"
        color="red"
        leftSection={<IconTrash size={14} aria-hidden />}
        aria-label={t('trees.deleteItem', { item: label })}
        onClick={onDelete}
      >
        {t('trees.delete')}
      </Button>
      {pickerMounted ? (
        <MediaPickerModal
          opened={picking}
          onClose={() => setPicking(false)}
          limit={1}
          title={coverTitle}
          onInsert={(items) => {
            setPicking(false);
            const [image] = items;
            if (image) onCover({ id: image.id });
          }}
        />
      ) : null}
    </Group>
  );
}

/** The add form's card: its heading and language switch (marked by `errors`), the fields, the submit button. */
export function TreeAddCard({
  heading,
  lang,
  onLang,
  errors,
  submitLabel,
  onSubmit,
  children,
}: {
  readonly heading: string;
  readonly lang: TreeLanguage;
  readonly onLang: (lang: TreeLanguage) => void;
  readonly errors: Record<string, string>;
  readonly submitLabel: string;
  readonly onSubmit: () => void;
  readonly children: ReactNode;
}) {
  return (
    <Card withBorder>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <Stack gap="sm">
          <Group justify="space-between">
            <Title order={2} size="h5">
              {heading}
            </Title>
            <TreeLanguageSwitch size="xs" value={lang} onChange={onLang} errors={errors} />
          </Group>
          {children}
          <Group>
            <Button type="submit">{submitLabel}</Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
