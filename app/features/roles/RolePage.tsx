/**
 * The role form (route name Role: '/users/roles/:id', id a number or 'new'; spec platform.md
 * sections 3, 5 and 6): user-create for a new role, user-create or user-edit otherwise, else
 * /not-found; closed to the 'redazione' family. Titolo (required, the server's RoleSaveRequest) and
 * the permission grid; a role the user may not change (it holds abilities they lack, or it is the
 * administrator role) is shown read-only with the reason. Enter does not submit.
 */
import { Alert, Anchor, Button, Card, Group, Loader, Stack, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router-dom';
import { ADMINISTRATOR_ROLE } from '#core/abilities';
import { RoleSaveRequest } from '#core/contracts/roles';
import { queryKeys } from '#api/queryKeys.ts';
import { createRole, getAbilityGrid, getRole, getRoleAbilities, updateRole } from '../../../generated/api/platform';
import { useSession } from '../../auth/SessionProvider';
import { useT, useUiLanguage } from '../../i18n/context';
import { PermissionGrid } from '../../runtime/permissions/PermissionGrid';
import { heldAbilities, type PermissionMap } from '../../runtime/permissions/grid';
import { notifyError, notifySuccess } from '../../ui/feedback';
import { blockEnter, check, serverErrors, type FieldErrors } from '../users/forms';

function routeId(raw: string | undefined): number | 'new' | null {
  if (raw === 'new') return 'new';
  return raw !== undefined && /^\d{1,10}$/.test(raw) && Number(raw) > 0 && Number(raw) <= 2_147_483_647
    ? Number(raw)
    : null;
}

export function RolePage() {
  const { allows } = useSession();
  const id = routeId(useParams().id);
  if (id === null) return <Navigate to="/not-found" replace />;
  if (!allows(id === 'new' ? 'user-create' : ['user-create', 'user-edit'])) return <Navigate to="/not-found" replace />;
  return <RoleLoader key={String(id)} id={id} />;
}

interface Loaded {
  readonly title: string;
  readonly name: string;
  readonly editable: boolean;
  readonly permission: PermissionMap;
  readonly labels: Readonly<Record<string, string>>;
}

function RoleLoader({ id }: { id: number | 'new' }) {
  const t = useT();
  const { language } = useUiLanguage();
  const numeric = typeof id === 'number' ? id : null;
  const role = useQuery({
    queryKey: queryKeys.role(numeric ?? 0),
    queryFn: ({ signal }) => getRole(numeric ?? 0, { signal }),
    enabled: numeric !== null,
  });
  const grid = useQuery({
    queryKey: queryKeys.roleGrid(numeric, language),
    queryFn: ({ signal }) => (numeric === null ? getAbilityGrid({ signal }) : getRoleAbilities(numeric, { signal })),
  });
  if (grid.isPending || (numeric !== null && role.isPending)) {
    return <Loader role="status" aria-label={t('list.loading')} />;
  }
  if (grid.isError || role.isError) {
    return (
      <Alert color="red" role="alert">
        {t('list.loadError')}
      </Alert>
    );
  }
  const loaded: Loaded = {
    title: role.data?.data.title ?? '',
    name: role.data?.data.name ?? '',
    editable: role.data?.data.editable ?? true,
    permission: grid.data.data.permission,
    labels: grid.data.data.labels,
  };
  return <RoleForm id={id} loaded={loaded} />;
}

function RoleForm({ id, loaded }: { id: number | 'new'; loaded: Loaded }) {
  const t = useT();
  const { language } = useUiLanguage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [title, setTitle] = useState(loaded.title);
  const [held, setHeld] = useState<Set<string>>(() => heldAbilities(loaded.permission));
  const [errors, setErrors] = useState<FieldErrors>({});
  const administrator = loaded.name === ADMINISTRATOR_ROLE;

  const save = useMutation({
    mutationFn: (body: { title: string; abilities: string[] }) =>
      id === 'new' ? createRole(body) : updateRole(id, body),
    onSuccess: (answer) => {
      notifySuccess(answer.data.message);
      setErrors({});
      void queryClient.invalidateQueries({ queryKey: queryKeys.rolesAll() });
      if (id === 'new') void navigate(`/users/roles/${answer.data.id}`, { replace: true });
    },
    onError: (error) => {
      setErrors(serverErrors(error));
      notifyError(error, language);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = check(RoleSaveRequest, { title, abilities: [...held].sort() }, language);
    if (parsed.ok) save.mutate({ title: parsed.data.title, abilities: parsed.data.abilities });
    else setErrors(parsed.errors);
  };

  return (
    <Stack gap="md">
      <Anchor component={Link} to="/users/roles" size="sm">
        {t('roles.back')}
      </Anchor>
      <Title order={1} size="h3">
        {id === 'new' ? t('roles.formNew') : t('roles.formEdit', { name: loaded.title })}
      </Title>
      {!loaded.editable ? (
        <Alert color="yellow" role="status">
          {t('roles.readOnly')}
        </Alert>
      ) : administrator ? (
        <Alert color="blue" role="status">
          {t('roles.administrator')}
        </Alert>
      ) : null}
      <Card withBorder component="form" onSubmit={submit} onKeyDown={blockEnter} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('roles.titleField')}
            value={title}
            onChange={(event) => setTitle(event.currentTarget.value)}
            error={errors.title}
            required
            maxLength={120}
            disabled={!loaded.editable}
            maw={480}
          />
          <PermissionGrid
            permission={loaded.permission}
            labels={loaded.labels}
            value={held}
            onChange={setHeld}
            readOnly={!loaded.editable || administrator}
          />
          {errors.abilities ? (
            <Alert color="red" role="alert">
              {errors.abilities}
            </Alert>
          ) : null}
          {loaded.editable ? (
            <Group>
              <Button type="submit" loading={save.isPending}>
                {t('editor.save')}
              </Button>
            </Group>
          ) : null}
        </Stack>
      </Card>
    </Stack>
  );
}
