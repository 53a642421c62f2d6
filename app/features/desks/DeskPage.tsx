/**
 * The desk detail (route name RedazioneDetail: '/users/redazioni/:id', id a number or 'new'; spec
 * platform.md sections 3, 5 and 8): redazioni-view to see, redazioni-create for a new desk,
 * redazioni-edit to change one; closed to the 'redazione' family. nome, url_it, url_en and lang
 * (the server's DeskSaveRequest: 'Campo richiesto', 'URL non valida'); its users with their
 * status; its municipalities: a search from 2 characters after 300 ms, added with the notice
 * 'comune aggiunto', removed after 'cancellare associazione con {name}?'.
 */
import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconPlus, IconSearch, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { memo, useCallback, useEffect, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { Link, Navigate, useNavigate, useParams } from 'react-router-dom';
import { DeskSaveRequest } from '#core/contracts/desks';
import { CONTENT_LANGUAGES } from '#core/languages';
import { queryKeys } from '#api/queryKeys.ts';
import {
  addDeskMunicipality,
  createDesk,
  getDesk,
  listOperationsComuni,
  removeDeskMunicipality,
  updateDesk,
} from '../../../generated/api/platform';
import type { Desk } from '../../../generated/api/schemas';
import { useSession } from '../../auth/SessionProvider';
import { useT, useUiLanguage } from '../../i18n/context';
import { confirmAction, notifyError, notifySuccess } from '../../ui/feedback';
import { FormSelect, FormTextInput } from '../users/fields';
import { blockEnter, check, serverErrors, type FieldErrors } from '../users/forms';

/** The spec: municipality search from 2 characters, after 300 ms. */
const SEARCH_MIN = 2;
const SEARCH_PAUSE_MS = 300;
const LANG_OPTIONS = CONTENT_LANGUAGES.map((code) => ({ value: code, label: code }));

type DeskTextKey = 'nome' | 'url_it' | 'url_en';
type DeskMunicipality = Desk['comuni_istat'][number];

function routeId(raw: string | undefined): number | 'new' | null {
  if (raw === 'new') return 'new';
  return raw !== undefined && /^\d{1,10}$/.test(raw) && Number(raw) > 0 && Number(raw) <= 2_147_483_647
    ? Number(raw)
    : null;
}

export function DeskPage() {
  const { allows } = useSession();
  const id = routeId(useParams().id);
  if (id === null) return <Navigate to="/not-found" replace />;
  if (id === 'new' && !allows('redazioni-create')) return <Navigate to="/not-found" replace />;
  return <DeskLoader key={String(id)} id={id} />;
}

function DeskLoader({ id }: { id: number | 'new' }) {
  const t = useT();
  const desk = useQuery({
    queryKey: queryKeys.desk(typeof id === 'number' ? id : 0),
    queryFn: ({ signal }) => getDesk(typeof id === 'number' ? id : 0, { signal }),
    enabled: id !== 'new',
  });
  if (id === 'new') return <DeskForm id={id} desk={null} />;
  if (desk.isPending) return <Loader role="status" aria-label={t('list.loading')} />;
  if (desk.isError) {
    return (
      <Alert color="red" role="alert">
        {t('list.loadError')}
      </Alert>
    );
  }
  return <DeskForm id={id} desk={desk.data.data} />;
}

function DeskForm({ id, desk }: { id: number | 'new'; desk: Desk | null }) {
  const t = useT();
  const { language } = useUiLanguage();
  const { allows } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [values, setValues] = useState({
    nome: desk?.nome ?? '',
    url_it: desk?.url_it ?? '',
    url_en: desk?.url_en ?? '',
    lang: desk?.lang ?? 'it',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const editable = id === 'new' ? allows('redazioni-create') : allows('redazioni-edit');

  const save = useMutation({
    mutationFn: (body: z.output<typeof DeskSaveRequest>) =>
      id === 'new' ? createDesk('new', body) : updateDesk(id, body),
    onSuccess: (answer) => {
      notifySuccess(answer.data.message);
      setErrors({});
      void queryClient.invalidateQueries({ queryKey: queryKeys.desksAll() });
      if (id === 'new') void navigate(`/users/redazioni/${answer.data.id}`, { replace: true });
    },
    onError: (error) => {
      setErrors(serverErrors(error));
      notifyError(error, language);
    },
  });
  // Checked on save only (the server's own schema), never per keystroke.
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = check(DeskSaveRequest, values, language);
    if (parsed.ok) save.mutate(parsed.data);
    else setErrors(parsed.errors);
  };
  // Functional updates: stable callbacks, so each memoised input renders only when it changes.
  const setText = useCallback(
    (key: DeskTextKey, text: string) => setValues((current) => ({ ...current, [key]: text })),
    [],
  );
  const setLang = useCallback(
    (value: string | null) => setValues((current) => ({ ...current, lang: value ?? 'it' })),
    [],
  );
  const field = (key: DeskTextKey, label: string, required = false) => (
    <FormTextInput
      name={key}
      label={label}
      value={values[key]}
      onValue={setText}
      error={errors[key]}
      required={required}
      maxLength={key === 'nome' ? 120 : 2000}
      disabled={!editable}
    />
  );

  return (
    <Stack gap="md" maw={960}>
      <Anchor component={Link} to="/users/redazioni" size="sm">
        {t('desks.back')}
      </Anchor>
      <Title order={1} size="h3">
        {desk === null ? t('desks.formNew') : t('desks.formEdit', { name: desk.nome })}
      </Title>
      <Card withBorder component="form" onSubmit={submit} onKeyDown={blockEnter} noValidate>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {field('nome', t('desks.name'), true)}
            <FormSelect
              label={t('desks.lang')}
              data={LANG_OPTIONS}
              value={values.lang}
              onChange={setLang}
              error={errors.lang}
              allowDeselect={false}
              disabled={!editable}
            />
            {field('url_it', t('desks.urlIt'))}
            {field('url_en', t('desks.urlEn'))}
          </SimpleGrid>
          {editable ? (
            <Group>
              <Button type="submit" loading={save.isPending}>
                {t('editor.save')}
              </Button>
            </Group>
          ) : null}
        </Stack>
      </Card>
      {desk === null ? (
        <Text size="sm" c="gray.7">
          {t('desks.saveFirst')}
        </Text>
      ) : (
        <>
          <DeskUsers desk={desk} />
          <DeskMunicipalities desk={desk} editable={allows('redazioni-edit')} />
        </>
      )}
    </Stack>
  );
}

/** The desk's users; memoised (typing in the form above does not render the table). */
const DeskUsers = memo(function DeskUsers({ desk }: { desk: Desk }) {
  const t = useT();
  return (
    <Card withBorder>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('desks.users')} ({desk.users_count})
        </Title>
        {desk.users.length === 0 ? (
          <Text size="sm" c="gray.7">
            {t('desks.noUsers')}
          </Text>
        ) : (
          <Table aria-label={t('desks.users')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('users.firstName')}</Table.Th>
                <Table.Th>{t('users.lastName')}</Table.Th>
                <Table.Th>{t('users.username')}</Table.Th>
                <Table.Th>{t('users.email')}</Table.Th>
                <Table.Th>{t('users.status')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {desk.users.map((user) => (
                <Table.Tr key={user.id}>
                  <Table.Td>{user.first_name}</Table.Td>
                  <Table.Td>{user.last_name}</Table.Td>
                  <Table.Td>{user.username}</Table.Td>
                  <Table.Td>{user.email}</Table.Td>
                  <Table.Td>
                    <Badge color={user.active === 1 ? 'green' : 'gray'} variant="light">
                      {user.active === 1 ? t('users.active') : t('users.inactive')}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Card>
  );
});

/**
 * The desk's municipalities: the search and the linked ones. Memoised (typing in the form above
 * does not render it), and the linked table is a memoised part of its own, so typing a search
 * renders the search and its results, not the table.
 */
const DeskMunicipalities = memo(function DeskMunicipalities({ desk, editable }: { desk: Desk; editable: boolean }) {
  const t = useT();
  const { language } = useUiLanguage();
  const queryClient = useQueryClient();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');

  useEffect(() => {
    const text = typed.trim();
    const timer = setTimeout(() => setSearch(text.length >= SEARCH_MIN ? text : ''), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  const found = useQuery({
    queryKey: queryKeys.municipalitySearch(search, null),
    queryFn: ({ signal }) => listOperationsComuni({ name: search }, { signal }),
    enabled: search !== '',
  });
  const linked = new Set(desk.comuni_istat.map((row) => row.id));
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.desksAll() });
  const add = useMutation({
    mutationFn: (municipality: number) => addDeskMunicipality(desk.id, municipality),
    onSuccess: (answer) => {
      notifySuccess(answer.data.message);
      void refresh();
    },
    onError: (error) => notifyError(error, language),
  });
  const { mutate: removeMunicipality } = useMutation({
    mutationFn: (municipality: number) => removeDeskMunicipality(desk.id, municipality),
    onSuccess: (answer) => {
      notifySuccess(answer.data.message);
      void refresh();
    },
    onError: (error) => notifyError(error, language),
  });
  const askRemove = useCallback(
    (row: DeskMunicipality) =>
      void confirmAction(t('desks.confirmRemove', { name: row.nome }), language).then(
        (ok) => ok && removeMunicipality(row.id),
      ),
    [t, language, removeMunicipality],
  );

  return (
    <Card withBorder>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('desks.municipalities')} ({desk.comuni_istat.length})
        </Title>
        {editable ? (
          <Stack gap="xs">
            <TextInput
              label={t('desks.municipalitySearch')}
              description={t('desks.municipalityHint')}
              value={typed}
              onChange={(event) => setTyped(event.currentTarget.value)}
              leftSection={<IconSearch size={16} aria-hidden />}
              maxLength={100}
              maw={420}
            />
            {search !== '' && found.data && found.data.data.length === 0 ? (
              <Text size="sm" c="gray.7" role="status">
                {t('desks.municipalityNotFound')}
              </Text>
            ) : null}
            {search !== '' && found.data
              ? found.data.data.slice(0, 10).map((row) => (
                  <Group key={row.id} gap="sm" data-testid="municipality-option">
                    <Text size="sm" style={{ flex: 1 }}>
                      {row.city} ({row.province_short})
                    </Text>
                    <Button
                      size="xs"
                      variant="light"
                      leftSection={<IconPlus size={14} aria-hidden />}
                      disabled={linked.has(row.id) || add.isPending}
                      onClick={() => add.mutate(row.id)}
                      aria-label={t('desks.addNamed', { name: row.city })}
                    >
                      {t('desks.add')}
                    </Button>
                  </Group>
                ))
              : null}
          </Stack>
        ) : null}
        <LinkedMunicipalities rows={desk.comuni_istat} editable={editable} onRemove={askRemove} />
      </Stack>
    </Card>
  );
});

/** The linked municipalities' table (or its empty notice); memoised on the rows and a stable `onRemove`. */
const LinkedMunicipalities = memo(function LinkedMunicipalities({
  rows,
  editable,
  onRemove,
}: {
  rows: readonly DeskMunicipality[];
  editable: boolean;
  onRemove: (row: DeskMunicipality) => void;
}) {
  const t = useT();
  if (rows.length === 0) {
    return (
      <Text size="sm" c="gray.7">
        {t('desks.noMunicipalities')}
      </Text>
    );
  }
  return (
    <Table aria-label={t('desks.municipalities')}>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.id} data-testid="desk-municipality">
            <Table.Td>{row.nome}</Table.Td>
            <Table.Td>{row.provincia.nome}</Table.Td>
            <Table.Td>{row.codice}</Table.Td>
            <Table.Td w={50}>
              {editable ? (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('desks.removeNamed', { name: row.nome })}
                  onClick={() => onRemove(row)}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              ) : null}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
});
