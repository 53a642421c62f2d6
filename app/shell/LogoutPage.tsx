/** 'user/logout' (spec platform.md section 2): shows 'Logout in corso...' and calls logout. */
import { Center, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../auth/SessionProvider';
import { useT } from '../i18n/context';

export function LogoutPage() {
  const t = useT();
  const { logout } = useSession();
  const navigate = useNavigate();
  const started = useRef(false);
  useEffect(() => {
    // Once, even under StrictMode's double effects: the call revokes the token.
    if (started.current) return;
    started.current = true;
    void logout().then(() => navigate('/login', { replace: true }));
  }, [logout, navigate]);
  return (
    <Center mih="100vh" component="main">
      <Stack align="center" gap="sm">
        <Loader aria-hidden />
        <Text role="status">{t('logout.inProgress')}</Text>
      </Stack>
    </Center>
  );
}
