/**
 * 'Il mio Profilo' (user/profile; spec platform.md sections 2, 4 and 5): the signed-in user edits
 * their own record: e-mail (required), names, company, and a new password with its confirmation
 * (optional, must match); username and role are read-only; saving keeps the account active. The
 * whole entity goes back (`PUT user/{id}`), validated with the server's UserUpdateRequest. A new
 * password ends the user's other sessions, not this one.
 */
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  PasswordInput,
  SimpleGrid,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { UserUpdateRequest } from '#core/contracts/users';
import { queryKeys } from '#api/queryKeys.ts';
import { getUser, updateUser } from '../../generated/api/platform';
import type { User } from '../../generated/api/schemas';
import { useSession } from '../auth/SessionProvider';
import { blockEnter, check, serverErrors, type FieldErrors } from '../features/users/forms';
import { useT, useUiLanguage } from '../i18n/context';
import { notifyError, notifySuccess } from '../ui/feedback';

export function ProfilePage() {
  const t = useT();
  const { user } = useSession();
  const id = user?.id ?? 0;
  const record = useQuery({
    queryKey: queryKeys.user(id),
    queryFn: ({ signal }) => getUser(id, { signal }),
    enabled: id > 0,
  });
  if (!user) return null;
  if (record.isPending) return <Loader role="status" aria-label={t('list.loading')} />;
  if (record.isError) {
    return (
      <Alert color="red" role="alert">
        {t('users.loadError')}
      </Alert>
    );
  }
  return <ProfileForm user={record.data.data} />;
}

function ProfileForm({ user }: { user: User }) {
  const t = useT();
  const { language } = useUiLanguage();
  const { check: recheck } = useSession();
  const queryClient = useQueryClient();
  const [values, setValues] = useState({
    company: user.company,
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    password: '',
    password_confirmation: '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useMutation({
    mutationFn: (body: Parameters<typeof updateUser>[1]) => updateUser(user.id, body),
    onSuccess: (answer) => {
      notifySuccess(answer.data.message);
      setErrors({});
      setValues((current) => ({ ...current, password: '', password_confirmation: '' }));
      void queryClient.invalidateQueries({ queryKey: queryKeys.user(user.id) });
      void recheck();
    },
    onError: (error) => {
      setErrors(serverErrors(error));
      notifyError(error, language);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { password, password_confirmation, ...rest } = values;
    const body = {
      ...rest,
      username: user.username,
      role: user.role ?? '',
      redazione: user.redazione,
      // Saving one's own profile keeps the account active (spec section 4).
      active: 1 as const,
      ...(password === '' && password_confirmation === '' ? {} : { password, password_confirmation }),
    };
    const parsed = check(UserUpdateRequest, body, language);
    if (parsed.ok) save.mutate(parsed.data);
    else setErrors(parsed.errors);
  };
  const field = (key: 'company' | 'first_name' | 'last_name' | 'email', label: string, required = false) => (
    <TextInput
      label={label}
      value={values[key]}
      onChange={(event) => {
        const text = event.currentTarget.value;
        setValues((current) => ({ ...current, [key]: text }));
      }}
      error={errors[key]}
      required={required}
      maxLength={key === 'email' ? 254 : 120}
    />
  );

  return (
    <Stack maw={760}>
      <Title order={1}>{t('nav.profile')}</Title>
      <Card withBorder component="form" onSubmit={submit} onKeyDown={blockEnter} noValidate>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t('profile.username')} value={user.username} readOnly disabled />
            <TextInput
              label={t('users.role')}
              value={Object.values(user.roles).join(', ') || (user.role ?? '')}
              readOnly
              disabled
            />
            {field('email', t('profile.email'), true)}
            {field('company', t('profile.company'))}
            {field('first_name', t('profile.firstName'), values.company.trim() === '')}
            {field('last_name', t('profile.lastName'), values.company.trim() === '')}
            <PasswordInput
              label={t('profile.password')}
              description={t('profile.passwordHint')}
              value={values.password}
              onChange={(event) => {
                const text = event.currentTarget.value;
                setValues((current) => ({ ...current, password: text }));
              }}
              error={errors.password}
              autoComplete="new-password"
            />
            <PasswordInput
              label={t('profile.passwordConfirmation')}
              value={values.password_confirmation}
              onChange={(event) => {
                const text = event.currentTarget.value;
                setValues((current) => ({ ...current, password_confirmation: text }));
              }}
              error={errors.password_confirmation}
              autoComplete="new-password"
            />
          </SimpleGrid>
          <Group gap="xs">
            {Object.entries(user.roles).map(([name, title]) => (
              <Badge key={name} variant="light">
                {title || name}
              </Badge>
            ))}
          </Group>
          <Group>
            <Button type="submit" loading={save.isPending}>
              {t('profile.save')}
            </Button>
          </Group>
        </Stack>
      </Card>
    </Stack>
  );
}
