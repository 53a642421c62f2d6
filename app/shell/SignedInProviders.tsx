/**
 * The layers only signed-in screens use: notifications, the query client and confirmation modals.
 * The app loads them with the signed-in frame (`SignedInFrame`), after sign-in; they sit inside
 * `CoreProviders` (Mantine, UI language, session). Inside another `SignedInProviders` (a story or
 * test wrapped in the full `Providers` that renders the app's routes) it adds nothing, so toasts
 * are not shown twice and the outer query client stays the one in use.
 */
import '@mantine/notifications/styles.css';
import { MantineThemeProvider, Notification } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { useT } from '../i18n/context';

export function newQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 0 },
      mutations: { retry: false },
    },
  });
}

/** Whether the signed-in layers are already in place above. */
const Provided = createContext(false);

export function SignedInProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const outer = useContext(Provided);
  const [client] = useState(() => (outer ? null : (queryClient ?? newQueryClient())));
  const t = useT();
  // Every toast's close button is named (WCAG 4.1.2): a theme default of the toasts alone, so no
  // `notifications.show` call has to remember it.
  const closeLabel = t('toast.close');
  const toastTheme = useMemo(
    () => ({
      components: {
        Notification: Notification.extend({ defaultProps: { closeButtonProps: { 'aria-label': closeLabel } } }),
      },
    }),
    [closeLabel],
  );
  if (!client) return <>{children}</>;
  return (
    <Provided.Provider value>
      {/* Bottom right: at the top right a message covered the editor's Salva for its 5 seconds. The
          geocoding warning asks for the top centre itself (content.md section 9). */}
      <MantineThemeProvider theme={toastTheme}>
        <Notifications position="bottom-right" limit={5} />
      </MantineThemeProvider>
      <QueryClientProvider client={client}>
        <ModalsProvider>{children}</ModalsProvider>
      </QueryClientProvider>
    </Provided.Provider>
  );
}
