/**
 * Everything a screen needs around it: Mantine, the UI language and the session
 * (`shell/CoreProviders`), then notifications, confirmation modals and the query client
 * (`shell/SignedInProviders`). Storybook and tests render through it; the app itself loads the
 * second half lazily with the signed-in frame, so `/login` downloads none of it.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { UiLanguage } from '#core/languages';
import type { KeyValueStorage } from './auth/session';
import { CoreProviders } from './shell/CoreProviders';
import { SignedInProviders } from './shell/SignedInProviders';

export { newQueryClient } from './shell/SignedInProviders';

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
  return (
    <CoreProviders {...(storage ? { storage } : {})} {...(language ? { language } : {})}>
      <SignedInProviders {...(queryClient ? { queryClient } : {})}>{children}</SignedInProviders>
    </CoreProviders>
  );
}
