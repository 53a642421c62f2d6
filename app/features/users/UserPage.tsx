/**
 * The user form (route name User: '/users/:id', id a number or 'new'; spec platform.md sections 3,
 * 5 and 6): user-create for a new user, user-edit otherwise, else /not-found; closed to the
 * 'redazione' family. Azienda, Nome, Cognome, Username, Email, Password and its confirmation (new
 * users only), Ruolo from the server's roles, Stato, Redazione from `operations/redazioni`. The
 * rules are the server's own schemas (UserCreateRequest, UserUpdateRequest); the server's 422
 * messages show under the fields; Enter does not submit. An existing user also gets the
 * update-password form, with the option to tell the user by e-mail.
 */
import {
  Alert,
  Anchor,
  Button,
  Card,
  Checkbox,
  Group,
  Loader,
  MultiSelect,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { memo, useCallback, useMemo, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { Link, Navigate, useNavigate, useParams } from 'react-router-dom';
import { PasswordChangeForm, UserCreateRequest, UserUpdateRequest } from '#core/contracts/users';
import { queryKeys } from '#api/queryKeys.ts';
import { SEARCH_CALL_LIMITS } from '#core/limits';
import { userDestinationsEntity } from '../../../generated/api/searchable';
import { useDebounced, useReferenceSearch } from '../../runtime/lookups';
import {
  createUser,
  getUser,
  listOperationsDesks,
  listRoles,
  updateUser,
  updateUserPassword,
} from '../../../generated/api/platform';
import type { User } from '../../../generated/api/schemas';
import { useSession } from '../../auth/SessionProvider';
import { useT, useUiLanguage } from '../../i18n/context';
import { notifyError, notifySuccess } from '../../ui/feedback';
import { FormPasswordInput, FormSelect, FormTextInput } from './fields';
import { blockEnter, check, serverErrors, type FieldErrors } from './forms';

interface UserValues {
  company: string;
  first_name: string;
  last_name: string;
  username: string;
  email: string;
  password: string;
  password_confirmation: string;
  role: string;
  active: 0 | 1;
  redazione: number | null;
  /** The destinations the user looks after (ids), sent on save. */
  destination: number[];
}

const EMPTY: UserValues = {
  company: '',
  first_name: '',
  last_name: '',
  username: '',
  email: '',
  password: '',
  password_confirmation: '',
  role: '',
  active: 1,
  redazione: null,
  destination: [],
};

function valuesOf(user: User): UserValues {
  return {
    ...EMPTY,
    company: user.company,
    first_name: user.first_name,
    last_name: user.last_name,
    username: user.username,
    email: user.email,
    role: user.role ?? '',
    active: user.active,
    redazione: user.redazione,
    destination: Object.keys(user.destinations).map(Number),
  };
}

/** The form's typed fields. */
type TextKey = 'company' | 'first_name' | 'last_name' | 'username' | 'email' | 'password' | 'password_confirmation';

/** A new user knows no destination names yet (one object, so the memoised combo keeps it). */
const NO_NAMES: Readonly<Record<string, string>> = {};

type SaveRequest =
  | { readonly kind: 'create'; readonly body: z.output<typeof UserCreateRequest> }
  | { readonly kind: 'update'; readonly id: number; readonly body: z.output<typeof UserUpdateRequest> };

/** The route's id: a number, 'new', or null (not a user: /not-found). */
function routeId(raw: string | undefined): number | 'new' | null {
  if (raw === 'new') return 'new';
  return raw !== undefined && /^\d{1,10}$/.test(raw) && Number(raw) > 0 && Number(raw) <= 2_147_483_647
    ? Number(raw)
    : null;
}

export function UserPage() {
  const { allows } = useSession();
  const id = routeId(useParams().id);
  if (id === null) return <Navigate to="/not-found" replace />;
  if (!allows(id === 'new' ? 'user-create' : 'user-edit')) return <Navigate to="/not-found" replace />;
  return <UserLoader key={String(id)} id={id} />;
}

/** Loads an existing user, then shows the form with its values. */
function UserLoader({ id }: { id: number | 'new' }) {
  const t = useT();
  const user = useQuery({
    queryKey: queryKeys.user(typeof id === 'number' ? id : 0),
    queryFn: ({ signal }) => getUser(typeof id === 'number' ? id : 0, { signal }),
    enabled: id !== 'new',
  });
  if (id === 'new') return <UserForm id={id} initial={EMPTY} username="" />;
  if (user.isPending) return <Loader role="status" aria-label={t('list.loading')} />;
  if (user.isError) {
    return (
      <Alert color="red" role="alert">
        {t('users.loadError')}
      </Alert>
    );
  }
  return (
    <UserForm
      id={id}
      initial={valuesOf(user.data.data)}
      username={user.data.data.username}
      destinationNames={user.data.data.destinations}
    />
  );
}

function UserForm({
  id,
  initial,
  username,
  destinationNames = NO_NAMES,
}: {
  id: number | 'new';
  initial: UserValues;
  username: string;
  destinationNames?: Readonly<Record<string, string>>;
}) {
  const t = useT();
  const { language } = useUiLanguage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<UserValues>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const roles = useQuery({
    queryKey: queryKeys.roles('', 1, 0),
    queryFn: ({ signal }) => listRoles({}, { signal }),
  });
  const desks = useQuery({
    queryKey: queryKeys.deskOptions(),
    queryFn: ({ signal }) => listOperationsDesks({ signal }),
  });

  const save = useMutation({
    mutationFn: (request: SaveRequest) =>
      request.kind === 'create' ? createUser(request.body) : updateUser(request.id, request.body),
    onSuccess: (answer) => {
      notifySuccess(answer.data.message);
      setErrors({});
      void queryClient.invalidateQueries({ queryKey: queryKeys.usersAll() });
      if (id === 'new') void navigate(`/users/${answer.data.id}`, { replace: true });
    },
    onError: (error) => {
      setErrors(serverErrors(error));
      notifyError(error, language);
    },
  });

  // Functional updates: the inputs' callbacks keep their identity while the user types, so each
  // memoised input renders again only when its own value or message changes.
  const setText = useCallback(
    (key: TextKey, value: string) => setValues((current) => ({ ...current, [key]: value })),
    [],
  );
  const setRole = useCallback(
    (value: string | null) => setValues((current) => ({ ...current, role: value ?? '' })),
    [],
  );
  const setActive = useCallback(
    (value: string | null) => setValues((current) => ({ ...current, active: value === '0' ? 0 : 1 })),
    [],
  );
  const setDesk = useCallback(
    (value: string | null) =>
      setValues((current) => ({ ...current, redazione: value === null ? null : Number(value) })),
    [],
  );
  const setDestination = useCallback(
    (next: number[]) => setValues((current) => ({ ...current, destination: next })),
    [],
  );
  // Checked on save only (the server's own schemas), never per keystroke.
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (id === 'new') {
      const parsed = check(UserCreateRequest, values, language);
      if (parsed.ok) save.mutate({ kind: 'create', body: parsed.data });
      else setErrors(parsed.errors);
      return;
    }
    // An existing user's password changes in its own form below.
    const { password: _password, password_confirmation: _confirmation, ...rest } = values;
    const parsed = check(UserUpdateRequest, rest, language);
    if (parsed.ok) save.mutate({ kind: 'update', id, body: parsed.data });
    else setErrors(parsed.errors);
  };

  const roleOptions = useMemo(
    () => (roles.data?.data ?? []).map((role) => ({ value: role.name, label: role.title || role.name })),
    [roles.data],
  );
  const deskOptions = useMemo(
    () => (desks.data?.data ?? []).map((desk) => ({ value: String(desk.id), label: desk.nome })),
    [desks.data],
  );
  const statusOptions = useMemo(
    () => [
      { value: '1', label: t('users.active') },
      { value: '0', label: t('users.inactive') },
    ],
    [t],
  );
  const text = (
    key: 'company' | 'first_name' | 'last_name' | 'username' | 'email',
    label: string,
    required = false,
  ) => (
    <FormTextInput
      name={key}
      label={label}
      value={values[key]}
      onValue={setText}
      error={errors[key]}
      required={required}
      maxLength={key === 'email' ? 254 : 120}
      autoComplete="off"
    />
  );

  return (
    <Stack gap="md" maw={900}>
      <Anchor component={Link} to="/users" size="sm">
        {t('users.back')}
      </Anchor>
      <Title order={1} size="h3">
        {id === 'new' ? t('users.formNew') : t('users.formEdit', { name: username })}
      </Title>
      <Card withBorder component="form" onSubmit={submit} onKeyDown={blockEnter} noValidate>
        <Stack gap="sm">
          {text('company', t('users.company'))}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {text('first_name', t('users.firstName'), values.company.trim() === '')}
            {text('last_name', t('users.lastName'), values.company.trim() === '')}
            {text('username', t('users.username'), true)}
            {text('email', t('users.email'), true)}
            {id === 'new' ? (
              <>
                <FormPasswordInput
                  name="password"
                  label={t('users.password')}
                  value={values.password}
                  onValue={setText}
                  error={errors.password}
                  required
                  autoComplete="new-password"
                />
                <FormPasswordInput
                  name="password_confirmation"
                  label={t('users.passwordConfirmation')}
                  value={values.password_confirmation}
                  onValue={setText}
                  error={errors.password_confirmation}
                  required
                  autoComplete="new-password"
                />
              </>
            ) : null}
            <FormSelect
              label={t('users.role')}
              data={roleOptions}
              value={values.role === '' ? null : values.role}
              onChange={setRole}
              error={errors.role}
              required
              searchable
              nothingFoundMessage={t('list.noOptions')}
            />
            <FormSelect
              label={t('users.status')}
              data={statusOptions}
              value={String(values.active)}
              onChange={setActive}
              error={errors.active}
              required
              allowDeselect={false}
            />
            <FormSelect
              label={t('users.desk')}
              data={deskOptions}
              value={values.redazione === null ? null : String(values.redazione)}
              onChange={setDesk}
              error={errors.redazione}
              placeholder={t('users.noDesk')}
              clearable
              searchable
              nothingFoundMessage={t('list.noOptions')}
            />
          </SimpleGrid>
          {userDestinationsEntity === null ? (
            <Text size="xs" c="gray.7">
              {t('users.destinationsNone')}
            </Text>
          ) : (
            <DestinationsSelect
              entity={userDestinationsEntity}
              value={values.destination}
              known={destinationNames}
              onChange={setDestination}
              error={errors.destination}
            />
          )}
          <Group>
            <Button type="submit" loading={save.isPending}>
              {t('editor.save')}
            </Button>
          </Group>
        </Stack>
      </Card>
      {typeof id === 'number' ? <PasswordForm id={id} /> : null}
    </Stack>
  );
}

/** Search pause and results shown of the destinations combo (as the reference fields'). */
const DESTINATION_SEARCH_DEBOUNCE_MS = 300;
const DESTINATIONS_SHOWN = 10;

/**
 * The destinations a user looks after: a multiple combo over the providing entity's title search
 * (`POST {path}/search`), from its shortest keywords; the chosen ones keep their names.
 */
/** Memoised: typing elsewhere in the form does not render the combo (`onChange` is stable). */
const DestinationsSelect = memo(function DestinationsSelect({
  entity,
  value,
  known,
  onChange,
  error,
}: {
  entity: string;
  value: readonly number[];
  known: Readonly<Record<string, string>>;
  onChange: (ids: number[]) => void;
  error: string | undefined;
}) {
  const t = useT();
  const [search, setSearch] = useState('');
  const [names, setNames] = useState<Readonly<Record<string, string>>>(known);
  const typed = useDebounced(search.trim(), DESTINATION_SEARCH_DEBOUNCE_MS);
  const found = useReferenceSearch(entity, typed);
  const enough = typed.length >= SEARCH_CALL_LIMITS.minChars;
  const rows = enough ? (found.data ?? []).slice(0, DESTINATIONS_SHOWN) : [];
  const data = [
    ...value.map((id) => ({ value: String(id), label: names[String(id)] ?? `#${id}` })),
    ...rows
      .filter((row) => !value.includes(row.id))
      .map((row) => ({ value: String(row.id), label: row.comune ? `${row.title} (${row.comune})` : row.title })),
  ];
  return (
    <MultiSelect
      label={t('users.destinations')}
      data={data}
      value={value.map(String)}
      onChange={(ids) => {
        const chosen = ids.map(Number);
        const named = { ...names };
        for (const row of rows) if (chosen.includes(row.id)) named[String(row.id)] = row.title;
        setNames(named);
        onChange(chosen);
      }}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      hidePickedOptions
      clearable
      error={error}
      nothingFoundMessage={enough ? t('field.noResults') : t('users.destinationsHint')}
    />
  );
});

/** The update-password form of an existing user (`POST user/update_password_utente`). */
const PasswordForm = memo(function PasswordForm({ id }: { id: number }) {
  const t = useT();
  const { language } = useUiLanguage();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [send, setSend] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const change = useMutation({
    mutationFn: async () => {
      const parsed = check(
        PasswordChangeForm,
        { password, password_confirmation: confirmation, send: send ? 1 : 0 },
        language,
      );
      if (!parsed.ok) {
        setErrors(parsed.errors);
        return null;
      }
      return updateUserPassword({ password, password_confirmation: confirmation, send: send ? 1 : 0 }, { id });
    },
    onSuccess: (answer) => {
      if (answer === null) return;
      notifySuccess(answer.data.message);
      setErrors({});
      setPassword('');
      setConfirmation('');
    },
    onError: (error) => {
      setErrors(serverErrors(error));
      notifyError(error, language);
    },
  });
  return (
    <Card
      withBorder
      component="form"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        change.mutate();
      }}
      onKeyDown={blockEnter}
      noValidate
    >
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('users.passwordTitle')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <PasswordInput
            label={t('users.password')}
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            error={errors.password}
            required
            autoComplete="new-password"
          />
          <PasswordInput
            label={t('users.passwordConfirmation')}
            value={confirmation}
            onChange={(event) => setConfirmation(event.currentTarget.value)}
            error={errors.password_confirmation}
            required
            autoComplete="new-password"
          />
        </SimpleGrid>
        <Checkbox
          label={t('users.passwordSend')}
          checked={send}
          onChange={(event) => setSend(event.currentTarget.checked)}
        />
        <Group>
          <Button type="submit" variant="light" loading={change.isPending}>
            {t('users.passwordSubmit')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
});
