/**
 * Login (spec platform.md section 2): '/login' titled 'Area Riservata', username (required) and
 * password, button Entra, link to password recovery. On success the user is loaded and the app
 * goes to /dashboard; a failure shows the server's Italian message. Once the page is idle, it
 * fetches the signed-in frame and the screens' table, so the first screen after sign-in is quick.
 */
import { Alert, Anchor, Button, Center, Paper, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useSession } from '../auth/SessionProvider';
import { useT, useUiLanguage } from '../i18n/context';
import { errorText } from '../ui/feedback';
import { Logo } from '../ui/Logo';
import { prefetchSignedIn } from './lazy';

export function LoginPage() {
  const t = useT();
  const { language } = useUiLanguage();
  const session = useSession();
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [usernameError, setUsernameError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => prefetchSignedIn(), []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    if (username.trim() === '') {
      setUsernameError(t('login.usernameRequired'));
      return;
    }
    setUsernameError(null);
    setBusy(true);
    try {
      await session.login(username.trim(), password);
      void navigate('/dashboard', { replace: true });
    } catch (error) {
      setFailure(errorText(error, language));
      setBusy(false);
    }
  }

  return (
    <Center mih="100vh" bg="gray.1" component="main">
      <Paper withBorder shadow="sm" p="xl" radius="md" w={380} maw="92vw">
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap="md">
            <Center>
              <Logo height={48} />
            </Center>
            <Title order={1} size="h2" ta="center">
              {t('login.title')}
            </Title>
            {failure && (
              <Alert color="red" role="alert" variant="light">
                {failure}
              </Alert>
            )}
            <TextInput
              label={t('login.username')}
              name="username"
              autoComplete="username"
              required
              value={username}
              error={usernameError}
              onChange={(event) => setUsername(event.currentTarget.value)}
            />
            <PasswordInput
              label={t('login.password')}
              name="password"
              autoComplete="current-password"
              visibilityToggleButtonProps={{ 'aria-label': t('login.showPassword') }}
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
            />
            <Button type="submit" loading={busy} fullWidth>
              {t('login.submit')}
            </Button>
            <Anchor component={Link} to="/password/reset" size="sm" ta="center">
              {t('login.forgot')}
            </Anchor>
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
