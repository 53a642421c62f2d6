/**
 * Password recovery request ('/password/reset', spec platform.md sections 2 and 5): an e-mail
 * field, required and valid, sent to `POST password/reset/email`; the answer's message (or the
 * first error) is shown. The server answers the same whether or not the address is known.
 */
import { Alert, Anchor, Button, Center, Paper, Stack, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { isEmail } from '#core/formats';
import { ApiError } from '#api/errors.ts';

/** The spec (section 8): the server's message, or the first error message; never exception details. */
export function firstMessage(error: unknown, fallback: string): string {
  const first = error instanceof ApiError ? Object.values(error.errors)[0]?.[0] : undefined;
  return first ?? (error instanceof Error && error.message !== '' ? error.message : fallback);
}
import { useT } from '../i18n/context';
import { requestPasswordReset } from '../../generated/api/platform';

export function PasswordResetPage() {
  const t = useT();
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [answer, setAnswer] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setAnswer(null);
    const value = email.trim();
    if (value === '') return setFieldError(t('login.usernameRequired'));
    if (!isEmail(value)) return setFieldError(t('password.emailInvalid'));
    setFieldError(null);
    setBusy(true);
    try {
      const body = await requestPasswordReset({ email: value });
      setAnswer({ ok: true, text: body.data.message || t('password.sent') });
    } catch (error) {
      setAnswer({ ok: false, text: firstMessage(error, t('error.generic')) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Center mih="100vh" bg="gray.1" component="main">
      <Paper withBorder shadow="sm" p="xl" radius="md" w={420} maw="92vw">
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap="md">
            <Title order={1} size="h2">
              {t('password.title')}
            </Title>
            {answer && (
              <Alert color={answer.ok ? 'green' : 'red'} role={answer.ok ? 'status' : 'alert'} variant="light">
                {answer.text}
              </Alert>
            )}
            <TextInput
              label={t('password.email')}
              type="email"
              autoComplete="email"
              required
              value={email}
              error={fieldError}
              onChange={(event) => setEmail(event.currentTarget.value)}
            />
            <Button type="submit" loading={busy}>
              {t('password.submit')}
            </Button>
            <Anchor component={Link} to="/login" size="sm">
              {t('password.backToLogin')}
            </Anchor>
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
