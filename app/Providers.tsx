/**
 * Everything a screen needs around it: Mantine, notifications, confirmation modals, the query
 * client, the UI language and the session. The app, Storybook and tests render through it.
 */
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { UiLanguage } from '#core/languages';
import { SessionProvider } from './auth/SessionProvider';
import type { KeyValueStorage } from './auth/session';
import { I18nProvider } from './i18n/context';
import { cssVariablesResolver, theme } from './theme';

export function newQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 0 },
      mutations: { retry: false },
    },
  });
}

export function Providers({
  children,
  queryClient,
  storage,
  language,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
  storage?: KeyValueStorage;
  language?: UiLanguage;
}) {
  const [client] = useState(() => queryClient ?? newQueryClient());
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      {/* Bottom right: at the top right a message covered the editor's Salva for its 5 seconds. The
          geocoding warning asks for the top centre itself (content.md section 9). */}
      <Notifications position="bottom-right" limit={5} />
      <QueryClientProvider client={client}>
        <I18nProvider {...(language ? { language } : {})}>
          <SessionProvider {...(storage ? { storage } : {})}>
            <ModalsProvider>{children}</ModalsProvider>
          </SessionProvider>
        </I18nProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
