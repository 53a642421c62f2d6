/**
 * The password reset page ('/password/reset/:code', the link of the recovery e-mail; spec
 * platform.md sections 2, 5 and 8): a new password of at least 8 characters and its confirmation,
 * which must match, sent to `POST password/reset/{code}` as a JSON body; the server's message (or
 * the first error message) is shown, with the way back to the login (once the password is set,
 * only that: the code is used up). No zod here: the login bundle
 * stays small (the rules are the same limits and messages as the server's).
 */
import { Alert, Anchor, Button, Center, Paper, PasswordInput, Stack, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { USER_LIMITS } from '#core/limits';
import { formatMessage } from '#core/messages';
import { resetPassword } from '../../generated/api/platform';
import { useT, useUiLanguage } from '../i18n/context';
import { firstMessage } from './PasswordResetPage';

export function PasswordNewPage() {
  const t = useT();
  const { language } = useUiLanguage();
  const code = useParams().code ?? '';
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirmation?: string }>({});
  const [answer, setAnswer] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setAnswer(null);
    const found: { password?: string; confirmation?: string } = {};
    if (password === '') found.password = formatMessage('required', language);
    else if (password.length < USER_LIMITS.minPassword) {
      found.password = formatMessage('minLength', language, { min: USER_LIMITS.minPassword });
    }
    if (confirmation === '') found.confirmation = formatMessage('required', language);
    else if (confirmation !== password) found.confirmation = formatMessage('passwordMismatch', language);
    setErrors(found);
    if (found.password !== undefined || found.confirmation !== undefined) return;
    setBusy(true);
    try {
      const body = await resetPassword(code, { password, password_confirmation: confirmation });
      setAnswer({ ok: true, text: body.data.message });
      setPassword('');
      setConfirmation('');
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
              {t('password.newTitle')}
            </Title>
            {answer && (
              <Alert color={answer.ok ? 'green' : 'red'} role={answer.ok ? 'status' : 'alert'} variant="light">
                {answer.text}
              </Alert>
            )}
            {/* The code is used up once the password is set: only the way back to the login stays. */}
            {answer?.ok !== true && (
              <>
                <PasswordInput
                  label={t('password.new')}
                  autoComplete="new-password"
                  required
                  value={password}
                  error={errors.password}
                  onChange={(event) => setPassword(event.currentTarget.value)}
                  maxLength={USER_LIMITS.maxPassword}
                />
                <PasswordInput
                  label={t('password.confirmation')}
                  autoComplete="new-password"
                  required
                  value={confirmation}
                  error={errors.confirmation}
                  onChange={(event) => setConfirmation(event.currentTarget.value)}
                  maxLength={USER_LIMITS.maxPassword}
                />
                <Button type="submit" loading={busy}>
                  {t('password.save')}
                </Button>
              </>
            )}
            <Anchor component={Link} to="/login" size="sm">
              {t('password.backToLogin')}
            </Anchor>
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
