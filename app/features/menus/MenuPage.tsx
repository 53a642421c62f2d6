/**
 * '/menu', 'Editor Menu' (content.md "Menu editor"; ability user-create): the menu tree of the
 * language chosen in the switcher, dragged by its handles with folding (top and first level,
 * within their parent: `EditableTree`), each item edited in place or deleted after the spec's
 * confirmation, and the add form (title, link, target `_self` or `_blank`, optional parent).
 */
import { Badge, Button, Card, Group, SegmentedControl, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { MENU_TARGETS, TREE_LANGUAGES, type TreeLanguage } from '#core/contracts/trees';
import { TREE_LIMITS } from '#core/limits';
import { queryKeys } from '#api/queryKeys.ts';
import { ApiError } from '#api/errors.ts';
import { createMenuItem, deleteMenuItem, getMenu, orderMenu, updateMenuItem } from '../../../generated/api/platform';
import type { MenuNode } from '../../../generated/api/schemas';
import { useT, useUiLanguage } from '../../i18n/context';
import { EditableTree } from '../../runtime/sortable/EditableTree';
import { withOrder } from '../../runtime/sortable/treeRules';
import { confirmAction, notifyError, notifySuccess } from '../../ui/feedback';

type Target = (typeof MENU_TARGETS)[number];
interface ItemForm {
  title: string;
  link: string;
  target: Target;
}
const EMPTY_FORM: ItemForm = { title: '', link: '', target: '_self' };

function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  return Object.fromEntries(Object.entries(error.errors).map(([path, messages]) => [path, messages.join(' ')]));
}

/** Title, link and target inputs, shared by the add form and the edit in place. */
function ItemFields({
  value,
  onChange,
  errors,
  size,
}: {
  readonly value: ItemForm;
  readonly onChange: (value: ItemForm) => void;
  readonly errors: Record<string, string>;
  readonly size?: 'xs';
}) {
  const t = useT();
  return (
    <>
      <TextInput
        size={size}
        label={t('menu.itemTitle')}
        required
        value={value.title}
        onChange={(event) => onChange({ ...value, title: event.currentTarget.value })}
        maxLength={TREE_LIMITS.title}
        error={errors.title}
      />
      <TextInput
        size={size}
        label={t('menu.link')}
        description={size ? undefined : t('menu.linkHint')}
        required
        value={value.link}
        onChange={(event) => onChange({ ...value, link: event.currentTarget.value })}
        maxLength={TREE_LIMITS.link}
        error={errors.link}
      />
      <Select
        size={size}
        label={t('menu.target')}
        data={[...MENU_TARGETS]}
        value={value.target}
        onChange={(target) => onChange({ ...value, target: (target as Target | null) ?? '_self' })}
        allowDeselect={false}
        error={errors.target}
      />
    </>
  );
}

export function MenuPage() {
  const t = useT();
  const { language } = useUiLanguage();
  const queryClient = useQueryClient();
  const [lang, setLang] = useState<TreeLanguage>('it');
  const key = queryKeys.menu(lang);
  const menu = useQuery({ queryKey: key, queryFn: ({ signal }) => getMenu({ lang }, { signal }) });
  const items = menu.data?.data ?? [];
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.menuAll() });

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
        <SegmentedControl
          aria-label={t('trees.language')}
          value={lang}
          onChange={(value) => setLang(value as TreeLanguage)}
          data={TREE_LANGUAGES.map((code) => ({ value: code, label: code.toUpperCase() }))}
        />
      </Group>
      <Card withBorder aria-busy={menu.isFetching}>
        <EditableTree
          tree={items}
          getLabel={(node) => node.title}
          onReorder={(parentId, ids) => void reorder(parentId, ids)}
          renderRow={(node) => <MenuRow node={node} onChanged={() => void refresh()} />}
        />
      </Card>
      <AddMenuItem key={lang} lang={lang} topLevel={items} onAdded={() => void refresh()} />
    </Stack>
  );
}

function MenuRow({ node, onChanged }: { readonly node: MenuNode; readonly onChanged: () => void }) {
  const t = useT();
  const { language } = useUiLanguage();
  const [editing, setEditing] = useState<ItemForm | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const save = async (form: ItemForm) => {
    try {
      notifySuccess((await updateMenuItem(node.id, form)).data.message);
      setEditing(null);
      onChanged();
    } catch (error) {
      setErrors(fieldErrors(error));
      notifyError(error, language);
    }
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
          <ItemFields value={editing} onChange={setEditing} errors={errors} size="xs" />
          <Group gap="xs" mt={22}>
            <Button size="xs" type="submit">
              {t('trees.save')}
            </Button>
            <Button size="xs" variant="default" onClick={() => setEditing(null)}>
              {t('trees.cancel')}
            </Button>
          </Group>
        </Group>
      </form>
    );
  }
  return (
    <Group gap="xs" wrap="nowrap" justify="space-between" style={{ flex: 1, minWidth: 0 }}>
      <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
        <Text size="sm" fw={500} truncate>
          {node.title}
        </Text>
        <Text size="xs" c="gray.7" ff="monospace" truncate>
          {node.link}
        </Text>
        {node.target === '_blank' ? (
          <Badge size="xs" variant="light">
            _blank
          </Badge>
        ) : null}
      </Group>
      <Group gap={4} wrap="nowrap">
        <Button
          size="compact-xs"
          variant="subtle"
          leftSection={<IconPencil size={14} aria-hidden />}
          aria-label={t('trees.editItem', { item: node.title })}
          onClick={() => {
            setErrors({});
            setEditing({ title: node.title, link: node.link, target: node.target });
          }}
        >
          {t('trees.edit')}
        </Button>
        <Button
          size="compact-xs"
          variant="subtle"
          color="red"
          leftSection={<IconTrash size={14} aria-hidden />}
          aria-label={t('trees.deleteItem', { item: node.title })}
          onClick={() => void remove()}
        >
          {t('trees.delete')}
        </Button>
      </Group>
    </Group>
  );
}

function AddMenuItem({
  lang,
  topLevel,
  onAdded,
}: {
  readonly lang: TreeLanguage;
  readonly topLevel: readonly MenuNode[];
  readonly onAdded: () => void;
}) {
  const t = useT();
  const { language } = useUiLanguage();
  const [form, setForm] = useState<ItemForm>(EMPTY_FORM);
  const [parent, setParent] = useState<string>('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = async () => {
    try {
      const answer = await createMenuItem({ ...form, lang, parent_id: parent === '' ? null : Number(parent) });
      notifySuccess(answer.data.message);
      setForm(EMPTY_FORM);
      setErrors({});
      onAdded();
    } catch (error) {
      setErrors(fieldErrors(error));
      notifyError(error, language);
    }
  };
  return (
    <Card withBorder>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="sm">
          <Title order={2} size="h5">
            {`${t('menu.addHeading')} (${lang.toUpperCase()})`}
          </Title>
          <ItemFields value={form} onChange={setForm} errors={errors} />
          <Select
            label={t('menu.parent')}
            data={[
              { value: '', label: t('menu.topLevel') },
              ...topLevel.map((node) => ({ value: String(node.id), label: node.title })),
            ]}
            value={parent}
            onChange={(value) => setParent(value ?? '')}
            allowDeselect={false}
            error={errors.parent_id}
          />
          <Group>
            <Button type="submit">{t('menu.add')}</Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
