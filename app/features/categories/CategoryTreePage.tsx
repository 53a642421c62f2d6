/**
 * '/category-list/:id', the category editor (content.md "Category editor", platform.md section 4):
 * the tree under main category `id`, dragged by its handles with folding (top and first level,
 * within their parent: `EditableTree`), each category's title and slug edited in place in the
 * language of the switcher, its cover chosen from the media gallery, the add form with its own
 * language switcher, and deletion after a warning naming how many items will change. Everything
 * but viewing needs category-edit; without it the tree is read-only.
 */
import { Alert, Button, Card, Group, Image, Select, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { memo, useCallback, useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { TREE_LANGUAGES, type TreeLanguage } from '#core/contracts/trees';
import { TREE_LIMITS } from '#core/limits';
import { queryKeys } from '#api/queryKeys.ts';
import {
  createCategory,
  deleteCategory,
  getCategoryTree,
  getCategoryUsage,
  orderCategories,
  updateCategory,
} from '../../../generated/api/platform';
import type { CategoryNode } from '../../../generated/api/schemas';
import { useSession } from '../../auth/SessionProvider';
import { useT, useUiLanguage } from '../../i18n/context';
import { EditableTree } from '../../runtime/sortable/EditableTree';
import {
  TreeAddCard,
  TreeLanguageSwitch,
  TreeRowActions,
  TreeTextInput,
  treeFieldErrors,
} from '../../runtime/sortable/TreeEditing';
import { withOrder } from '../../runtime/sortable/treeRules';
import { confirmAction, notifyError, notifySuccess } from '../../ui/feedback';

function titleOf(node: CategoryNode, lang: TreeLanguage): string {
  return node.contents[lang]?.title ?? '';
}

export function CategoryTreePage() {
  const { id: rawId } = useParams();
  const main = /^\d{1,10}$/.test(rawId ?? '') ? Number(rawId) : null;
  const t = useT();
  const { language } = useUiLanguage();
  const { allows } = useSession();
  const canEdit = allows('category-edit');
  const queryClient = useQueryClient();
  const [lang, setLang] = useState<TreeLanguage>('it');
  const key = queryKeys.categoryTree(main, 'it');
  const tree = useQuery({
    queryKey: key,
    // The tree itself, as `useCategoryTree` caches it under the same key (the sidebar reads it too).
    queryFn: async ({ signal }) => (await getCategoryTree({ main: main ?? 0, lang: 'it' }, { signal })).data,
    enabled: main !== null,
  });
  const root = tree.data;
  // Stable, so that the rows (memoised) render again only when their own node changes.
  const refresh = useCallback(
    () => queryClient.invalidateQueries({ queryKey: queryKeys.categoryTreeAll() }),
    [queryClient],
  );
  const getLabel = useCallback((node: CategoryNode) => titleOf(node, lang) || titleOf(node, 'it'), [lang]);
  const renderRow = useCallback(
    (node: CategoryNode) => <CategoryRow node={node} lang={lang} canEdit={canEdit} onChanged={refresh} />,
    [lang, canEdit, refresh],
  );

  const reorder = async (parentId: string | number | null, ids: readonly (string | number)[]) => {
    if (!root) return;
    const previous = tree.data;
    // Shown at once; the server's answer confirms it or puts it back.
    queryClient.setQueryData(key, { ...root, children: withOrder(root.children, parentId, ids) });
    try {
      notifySuccess((await orderCategories(ids.map(Number))).data.message);
    } catch (error) {
      queryClient.setQueryData(key, previous);
      notifyError(error, language);
    }
    await refresh();
  };

  if (main === null || tree.isError) {
    return (
      <Alert color="red" role="alert">
        {t('categories.notFound')}
      </Alert>
    );
  }
  if (!root) return null;
  const rootName = titleOf(root, 'it');

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} size="h3">
          {t('categories.heading', { name: rootName })}
        </Title>
        <TreeLanguageSwitch value={lang} onChange={setLang} />
      </Group>
      {canEdit ? null : (
        <Alert color="gray" role="status">
          {t('trees.readOnly')}
        </Alert>
      )}
      <Card withBorder>
        <EditableTree
          tree={root.children}
          readOnly={!canEdit}
          getLabel={getLabel}
          onReorder={(parentId, ids) => void reorder(parentId, ids)}
          renderRow={renderRow}
        />
      </Card>
      {canEdit ? <AddCategory root={root} onAdded={refresh} /> : null}
    </Stack>
  );
}

/**
 * One category of the tree; memoised on its node (the same object while the category is unchanged),
 * the language, `canEdit` and `onChanged`. Editing in place keeps the texts in the row's own state.
 */
const CategoryRow = memo(function CategoryRow({
  node,
  lang,
  canEdit,
  onChanged,
}: {
  readonly node: CategoryNode;
  readonly lang: TreeLanguage;
  readonly canEdit: boolean;
  readonly onChanged: () => void;
}) {
  const t = useT();
  const { language } = useUiLanguage();
  const [editing, setEditing] = useState(false);
  const [title, setTitle] = useState('');
  const [slug, setSlug] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const content = node.contents[lang];
  const label = content?.title || titleOf(node, 'it');

  const save = async () => {
    try {
      const answer = await updateCategory(node.id, { contents: { [lang]: { title, slug } } });
      notifySuccess(answer.data.message);
      setEditing(false);
      onChanged();
    } catch (error) {
      setErrors(treeFieldErrors(error));
      notifyError(error, language);
    }
  };
  const setCover = async (cover: { id: number } | null) => {
    try {
      notifySuccess((await updateCategory(node.id, { cover })).data.message);
      onChanged();
    } catch (error) {
      notifyError(error, language);
    }
  };
  const remove = async () => {
    try {
      const usage = (await getCategoryUsage(node.id)).data;
      if (!(await confirmAction(t('categories.confirmDelete', { count: usage.items }), language))) return;
      notifySuccess((await deleteCategory(node.id)).data.message);
      onChanged();
    } catch (error) {
      notifyError(error, language);
    }
  };

  if (editing) {
    return (
      <Group gap="xs" wrap="wrap" style={{ flex: 1 }} align="flex-start">
        <TreeTextInput
          size="xs"
          label={`${t('categories.title')} (${lang.toUpperCase()})`}
          value={title}
          onValue={setTitle}
          maxLength={TREE_LIMITS.title}
          error={errors[`contents.${lang}.title`]}
          data-autofocus
        />
        <TreeTextInput
          size="xs"
          label={t('categories.slug')}
          description={t('categories.slugHint')}
          value={slug}
          onValue={setSlug}
          maxLength={TREE_LIMITS.title}
          error={errors[`contents.${lang}.slug`]}
        />
        <Group gap="xs" mt={22}>
          <Button size="xs" onClick={() => void save()}>
            {t('trees.save')}
          </Button>
          <Button size="xs" variant="default" onClick={() => setEditing(false)}>
            {t('trees.cancel')}
          </Button>
        </Group>
      </Group>
    );
  }
  return (
    <Group gap="xs" wrap="nowrap" justify="space-between" style={{ flex: 1, minWidth: 0 }}>
      <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
        {node.cover ? (
          <Image src={node.cover.url_thumb ?? node.cover.url} alt={t('categories.cover')} w={32} h={32} radius="sm" />
        ) : null}
        <Text size="sm" fw={500} truncate>
          {content?.title || (
            <Text span c="gray.6">
              {t('categories.noTitle')}
            </Text>
          )}
        </Text>
        {content?.slug ? (
          <Text size="xs" c="gray.7" ff="monospace" truncate>
            {content.slug}
          </Text>
        ) : null}
      </Group>
      {canEdit ? (
        <TreeRowActions
          label={label}
          coverTitle={t('categories.cover')}
          hasCover={Boolean(node.cover)}
          onEdit={() => {
            setTitle(content?.title ?? '');
            setSlug(content?.slug ?? '');
            setErrors({});
            setEditing(true);
          }}
          onCover={(cover) => void setCover(cover)}
          onDelete={() => void remove()}
        />
      ) : null}
    </Group>
  );
});

type Texts = Record<TreeLanguage, { title: string; slug: string }>;
const EMPTY_TEXTS: Texts = { it: { title: '', slug: '' }, en: { title: '', slug: '' }, de: { title: '', slug: '' } };

/** The add form: a parent (the root or a top-level category) and texts per language (Italian required). */
function AddCategory({ root, onAdded }: { readonly root: CategoryNode; readonly onAdded: () => void }) {
  const t = useT();
  const { language } = useUiLanguage();
  const [lang, setLang] = useState<TreeLanguage>('it');
  const [parent, setParent] = useState(String(root.id));
  const [texts, setTexts] = useState<Texts>(EMPTY_TEXTS);
  const [errors, setErrors] = useState<Record<string, string>>({});
  // Per-field setters with functional updates: stable while the user types (the inputs are memoised).
  const setTitle = useCallback(
    (value: string) => setTexts((current) => ({ ...current, [lang]: { ...current[lang], title: value } })),
    [lang],
  );
  const setSlug = useCallback(
    (value: string) => setTexts((current) => ({ ...current, [lang]: { ...current[lang], slug: value } })),
    [lang],
  );

  const submit = async () => {
    const contents = Object.fromEntries(
      TREE_LANGUAGES.filter((code) => code === 'it' || texts[code].title.trim() !== '').map((code) => [
        code,
        texts[code],
      ]),
    );
    try {
      const answer = await createCategory({ parent_id: Number(parent), contents: { it: texts.it, ...contents } });
      notifySuccess(answer.data.message);
      setTexts(EMPTY_TEXTS);
      setErrors({});
      onAdded();
    } catch (error) {
      setErrors(treeFieldErrors(error));
      notifyError(error, language);
    }
  };
  return (
    <TreeAddCard
      heading={t('categories.addHeading')}
      lang={lang}
      onLang={setLang}
      errors={errors}
      submitLabel={t('categories.add')}
      onSubmit={() => void submit()}
    >
      <ParentSelect root={root} value={parent} onChange={setParent} />
      <TreeTextInput
        label={`${t('categories.title')} (${lang.toUpperCase()})`}
        required={lang === 'it'}
        value={texts[lang].title}
        onValue={setTitle}
        maxLength={TREE_LIMITS.title}
        error={errors[`contents.${lang}.title`] ?? (lang === 'it' ? errors['contents.it'] : undefined)}
      />
      <TreeTextInput
        label={`${t('categories.slug')} (${lang.toUpperCase()})`}
        description={t('categories.slugHint')}
        value={texts[lang].slug}
        onValue={setSlug}
        maxLength={TREE_LIMITS.title}
        error={errors[`contents.${lang}.slug`]}
      />
      {errors.parent_id ? (
        <Text size="sm" c="red">
          {errors.parent_id}
        </Text>
      ) : null}
    </TreeAddCard>
  );
}

/** The add form's parent: the root or a top-level category; memoised (the options follow the tree). */
const ParentSelect = memo(function ParentSelect({
  root,
  value,
  onChange,
}: {
  readonly root: CategoryNode;
  readonly value: string;
  readonly onChange: (value: string) => void;
}) {
  const t = useT();
  const parents = useMemo(
    () => [
      { value: String(root.id), label: t('categories.root', { name: titleOf(root, 'it') }) },
      ...root.children.map((node) => ({ value: String(node.id), label: titleOf(node, 'it') })),
    ],
    [t, root],
  );
  return (
    <Select
      label={t('categories.parent')}
      data={parents}
      value={value}
      onChange={(next) => onChange(next ?? String(root.id))}
      allowDeselect={false}
    />
  );
});
