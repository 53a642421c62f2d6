/**
 * '/menu', 'Editor Menu' (content.md "Menu editor", "Menu item"; ability user-create): the one menu
 * tree, dragged by its handles with folding (top and first level, within their parent:
 * `EditableTree`), shown and edited in the language of the switcher (each item's title, subtitle
 * and link in that language, its target, its cover from the media gallery), deleted after the
 * spec's confirmation, and the add form with its own language switch (texts in one language at
 * least), target and parent.
 */
import { Badge, Button, Card, Group, Image, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconLanguageOff } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { memo, useCallback, useMemo, useState } from 'react';
import { MENU_TARGETS, TREE_LANGUAGES, type TreeLanguage } from '#core/contracts/trees';
import { TREE_LIMITS } from '#core/limits';
import { queryKeys } from '#api/queryKeys.ts';
import { createMenuItem, deleteMenuItem, getMenu, orderMenu, updateMenuItem } from '../../../generated/api/platform';
import type { MenuNode } from '../../../generated/api/schemas';
import { useT, useUiLanguage } from '../../i18n/context';
import { EditableTree } from '../../runtime/sortable/EditableTree';
import { TreeAddCard, TreeLanguageSwitch, TreeRowActions, treeFieldErrors } from '../../runtime/sortable/TreeEditing';
import { withOrder } from '../../runtime/sortable/treeRules';
import { confirmAction, notifyError, notifySuccess } from '../../ui/feedback';

type Target = (typeof MENU_TARGETS)[number];
interface Texts {
  title: string;
  subtitle: string;
  link: string;
}
const EMPTY_TEXTS: Texts = { title: '', subtitle: '', link: '' };
const TARGET_OPTIONS = [...MENU_TARGETS];
const NO_ITEMS: readonly MenuNode[] = [];

/** The item's title in `lang`, else in the first language it has. */
function titleOf(node: MenuNode, lang: TreeLanguage): string {
  const own = node.contents[lang]?.title;
  if (own) return own;
  for (const code of TREE_LANGUAGES) {
    const title = node.contents[code]?.title;
    if (title) return title;
  }
  return `#${node.id}`;
}

type TextKey = keyof Texts;
type TextErrors = Readonly<Record<string, string>>;

/** One text input of the menu forms; memoised, so a keystroke renders only the input typed in. */
const TextField = memo(function TextField({
  field,
  label,
  value,
  onField,
  error,
  required,
  maxLength,
  description,
  size,
}: {
  readonly field: TextKey;
  readonly label: string;
  readonly value: string;
  readonly onField: (field: TextKey, value: string) => void;
  readonly error: string | undefined;
  readonly required?: boolean;
  readonly maxLength: number;
  readonly description?: string | undefined;
  readonly size?: 'xs' | undefined;
}) {
  return (
    <TextInput
      size={size}
      label={label}
      description={description}
      required={required}
      value={value}
      onChange={(event) => onField(field, event.currentTarget.value)}
      maxLength={maxLength}
      error={error}
    />
  );
});

/**
 * Title, subtitle and link of one language, shared by the add form and the edit in place.
 * `onField` must be stable (a `useCallback` with a functional update): each input is memoised.
 */
function TextFields({
  lang,
  value,
  onField,
  errors,
  size,
}: {
  readonly lang: TreeLanguage;
  readonly value: Texts;
  readonly onField: (field: TextKey, value: string) => void;
  readonly errors: TextErrors;
  readonly size?: 'xs';
}) {
  const t = useT();
  const suffix = ` (${lang.toUpperCase()})`;
  return (
    <>
      <TextField
        field="title"
        size={size}
        label={t('menu.itemTitle') + suffix}
        required
        value={value.title}
        onField={onField}
        maxLength={TREE_LIMITS.title}
        error={errors[`contents.${lang}.title`] ?? errors.contents}
      />
      <TextField
        field="subtitle"
        size={size}
        label={t('menu.subtitle') + suffix}
        value={value.subtitle}
        onField={onField}
        maxLength={TREE_LIMITS.title}
        error={errors[`contents.${lang}.subtitle`]}
      />
      <TextField
        field="link"
        size={size}
        label={t('menu.link') + suffix}
        description={size ? undefined : t('menu.linkHint')}
        required
        value={value.link}
        onField={onField}
        maxLength={TREE_LIMITS.link}
        error={errors[`contents.${lang}.link`]}
      />
    </>
  );
}

/** The target select; memoised (`onChange` must be stable). */
const TargetSelect = memo(function TargetSelect({
  value,
  onChange,
  error,
  size,
}: {
  readonly value: Target;
  readonly onChange: (value: Target) => void;
  readonly error?: string | undefined;
  readonly size?: 'xs';
}) {
  const t = useT();
  return (
    <Select
      size={size}
      label={t('menu.target')}
      data={TARGET_OPTIONS}
      value={value}
      onChange={(target) => onChange((target as Target | null) ?? '_self')}
      allowDeselect={false}
      error={error}
    />
  );
});

export function MenuPage() {
  const t = useT();
  const { language } = useUiLanguage();
  const queryClient = useQueryClient();
  const [lang, setLang] = useState<TreeLanguage>('it');
  const key = queryKeys.menu();
  const menu = useQuery({ queryKey: key, queryFn: ({ signal }) => getMenu({}, { signal }) });
  const items = menu.data?.data ?? NO_ITEMS;
  // Stable, so that the rows (memoised) render again only when their own node changes.
  const refresh = useCallback(() => queryClient.invalidateQueries({ queryKey: queryKeys.menuAll() }), [queryClient]);
  const getLabel = useCallback((node: MenuNode) => titleOf(node, lang), [lang]);
  const renderRow = useCallback(
    (node: MenuNode) => <MenuRow node={node} lang={lang} onChanged={refresh} />,
    [lang, refresh],
  );

  const reorder = async (parentId: string | number | null, ids: readonly (string | number)[]) => {
    const previous = menu.data;
    queryClient.setQueryData(key, { data: withOrder(items, parentId, ids) });
    try {
      notifySuccess((await orderMenu(ids.map(Number))).data.message);
    } catch (error) {
      queryClient.setQueryData(key, previous);
      notifyError(error, language);
    }
    await refresh();
  };

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} size="h3">
          {t('menu.heading')}
        </Title>
        <TreeLanguageSwitch value={lang} onChange={setLang} />
      </Group>
      <Card withBorder aria-busy={menu.isFetching}>
        <EditableTree
          tree={items}
          getLabel={getLabel}
          onReorder={(parentId, ids) => void reorder(parentId, ids)}
          renderRow={renderRow}
        />
      </Card>
      <AddMenuItem topLevel={items} onAdded={refresh} />
    </Stack>
  );
}

interface RowForm {
  readonly texts: Texts;
  readonly target: Target;
}

/**
 * One item of the tree; memoised on its node (the same object while the item is unchanged), the
 * language and `onChanged`. Editing in place keeps the form in the row's own state.
 */
const MenuRow = memo(function MenuRow({
  node,
  lang,
  onChanged,
}: {
  readonly node: MenuNode;
  readonly lang: TreeLanguage;
  readonly onChanged: () => void;
}) {
  const t = useT();
  const { language } = useUiLanguage();
  const [editing, setEditing] = useState<RowForm | null>(null);
  const [errors, setErrors] = useState<TextErrors>({});
  const content = node.contents[lang];
  const label = titleOf(node, lang);
  const languages = TREE_LANGUAGES.filter((code) => node.contents[code] !== undefined);
  const canRemoveLanguage = content !== undefined && languages.length > 1;

  const update = useCallback(
    async (body: Parameters<typeof updateMenuItem>[1]): Promise<boolean> => {
      try {
        notifySuccess((await updateMenuItem(node.id, body)).data.message);
        onChanged();
        return true;
      } catch (error) {
        setErrors(treeFieldErrors(error));
        notifyError(error, language);
        return false;
      }
    },
    [node.id, onChanged, language],
  );
  const save = async (form: RowForm) => {
    if (await update({ target: form.target, contents: { [lang]: form.texts } })) setEditing(null);
  };
  const remove = async () => {
    if (!(await confirmAction(t('menu.confirmDelete'), language))) return;
    try {
      notifySuccess((await deleteMenuItem(node.id)).data.message);
      onChanged();
    } catch (error) {
      notifyError(error, language);
    }
  };
  // Functional updates: the inputs' callbacks keep their identity while the user types.
  const setText = useCallback(
    (field: TextKey, value: string) =>
      setEditing((current) => (current ? { ...current, texts: { ...current.texts, [field]: value } } : current)),
    [],
  );
  const setTarget = useCallback(
    (target: Target) => setEditing((current) => (current ? { ...current, target } : current)),
    [],
  );
  const isEditing = editing !== null;
  // The form's buttons do not depend on what is typed: the same element while the user types.
  const buttons = useMemo(() => {
    if (!isEditing) return null;
    const removeLanguage = async () => {
      if (!(await confirmAction(t('menu.confirmRemoveLanguage', { lang: lang.toUpperCase() }), language))) return;
      if (await update({ contents: { [lang]: null } })) setEditing(null);
    };
    return (
      <Group gap="xs" mt={22}>
        <Button size="xs" type="submit">
          {t('trees.save')}
        </Button>
        <Button size="xs" variant="default" onClick={() => setEditing(null)}>
          {t('trees.cancel')}
        </Button>
        {canRemoveLanguage ? (
          <Button
            size="xs"
            variant="subtle"
            color="red"
            leftSection={<IconLanguageOff size={14} aria-hidden />}
            onClick={() => void removeLanguage()}
          >
            {t('menu.removeLanguage')}
          </Button>
        ) : null}
      </Group>
    );
  }, [isEditing, canRemoveLanguage, t, lang, language, update]);

  if (editing) {
    return (
      <form
        style={{ flex: 1 }}
        onSubmit={(event) => {
          event.preventDefault();
          void save(editing);
        }}
      >
        <Group gap="xs" wrap="wrap" align="flex-start">
          <TextFields lang={lang} value={editing.texts} onField={setText} errors={errors} size="xs" />
          <TargetSelect size="xs" value={editing.target} onChange={setTarget} error={errors.target} />
          {buttons}
        </Group>
      </form>
    );
  }
  return (
    <Group gap="xs" wrap="nowrap" justify="space-between" style={{ flex: 1, minWidth: 0 }}>
      <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
        {node.cover ? (
          <Image src={node.cover.url_thumb ?? node.cover.url} alt={t('menu.cover')} w={32} h={32} radius="sm" />
        ) : null}
        <Text size="sm" fw={500} truncate>
          {content?.title ?? (
            <Text span c="gray.7">
              {`${label} ${t('menu.noTitle')}`}
            </Text>
          )}
        </Text>
        {content?.subtitle ? (
          <Text size="xs" c="gray.7" truncate>
            {content.subtitle}
          </Text>
        ) : null}
        {content ? (
          <Text size="xs" c="gray.7" ff="monospace" truncate>
            {content.link}
          </Text>
        ) : null}
        {node.target === '_blank' ? (
          <Badge size="xs" variant="light">
            _blank
          </Badge>
        ) : null}
        {languages
          .filter((code) => code !== lang)
          .map((code) => (
            <Badge key={code} size="xs" variant="outline" color="gray">
              {code.toUpperCase()}
            </Badge>
          ))}
      </Group>
      <TreeRowActions
        label={label}
        coverTitle={t('menu.cover')}
        hasCover={Boolean(node.cover)}
        onEdit={() => {
          setErrors({});
          setEditing({
            texts: content
              ? { title: content.title, subtitle: content.subtitle ?? '', link: content.link }
              : EMPTY_TEXTS,
            target: node.target,
          });
        }}
        onCover={(cover) => void update({ cover })}
        onDelete={() => void remove()}
      />
    </Group>
  );
});

type AllTexts = Record<TreeLanguage, Texts>;
const EMPTY_ALL: AllTexts = { it: EMPTY_TEXTS, en: EMPTY_TEXTS, de: EMPTY_TEXTS };
const isBlank = (texts: Texts) => texts.title.trim() === '' && texts.subtitle.trim() === '' && texts.link.trim() === '';

/** The add form: texts per language (the languages left blank are not sent), target and parent. */
function AddMenuItem({ topLevel, onAdded }: { readonly topLevel: readonly MenuNode[]; readonly onAdded: () => void }) {
  const t = useT();
  const { language } = useUiLanguage();
  const [lang, setLang] = useState<TreeLanguage>('it');
  const [texts, setTexts] = useState<AllTexts>(EMPTY_ALL);
  const [target, setTarget] = useState<Target>('_self');
  const [parent, setParent] = useState<string>('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const setText = useCallback(
    (field: TextKey, value: string) =>
      setTexts((current) => ({ ...current, [lang]: { ...current[lang], [field]: value } })),
    [lang],
  );
  const submit = async () => {
    const contents = Object.fromEntries(
      TREE_LANGUAGES.filter((code) => !isBlank(texts[code])).map((code) => [code, texts[code]]),
    );
    try {
      const answer = await createMenuItem({
        contents,
        target,
        parent_id: parent === '' ? null : Number(parent),
      });
      notifySuccess(answer.data.message);
      setTexts(EMPTY_ALL);
      setErrors({});
      onAdded();
    } catch (error) {
      setErrors(treeFieldErrors(error));
      notifyError(error, language);
    }
  };
  return (
    <TreeAddCard
      heading={t('menu.addHeading')}
      lang={lang}
      onLang={setLang}
      errors={errors}
      submitLabel={t('menu.add')}
      onSubmit={() => void submit()}
    >
      <Text size="xs" c="gray.7">
        {t('menu.languageHint')}
      </Text>
      <TextFields key={lang} lang={lang} value={texts[lang]} onField={setText} errors={errors} />
      <TargetSelect value={target} onChange={setTarget} error={errors.target} />
      <ParentSelect topLevel={topLevel} lang={lang} value={parent} onChange={setParent} error={errors.parent_id} />
    </TreeAddCard>
  );
}

/** The add form's parent: the top level or a top-level item; memoised (the options follow the tree). */
const ParentSelect = memo(function ParentSelect({
  topLevel,
  lang,
  value,
  onChange,
  error,
}: {
  readonly topLevel: readonly MenuNode[];
  readonly lang: TreeLanguage;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly error: string | undefined;
}) {
  const t = useT();
  const data = useMemo(
    () => [
      { value: '', label: t('menu.topLevel') },
      ...topLevel.map((node) => ({ value: String(node.id), label: titleOf(node, lang) })),
    ],
    [t, topLevel, lang],
  );
  return (
    <Select
      label={t('menu.parent')}
      data={data}
      value={value}
      onChange={(next) => onChange(next ?? '')}
      allowDeselect={false}
      error={error}
    />
  );
});
