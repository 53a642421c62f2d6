/**
 * What every screen needs, the sign-in ones included: Mantine with the theme, the UI language and
 * the session. It is all `/login` loads; the signed-in layers (`SignedInProviders`) come later.
 */
import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import type { UiLanguage } from '#core/languages';
import { SessionProvider } from '../auth/SessionProvider';
import type { KeyValueStorage } from '../auth/session';
import { I18nProvider } from '../i18n/context';
import { cssVariablesResolver, theme } from '../theme';

export function CoreProviders({
  children,
  storage,
  language,
}: {
  children: ReactNode;
  storage?: KeyValueStorage;
  language?: UiLanguage;
}) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <I18nProvider {...(language ? { language } : {})}>
        <SessionProvider {...(storage ? { storage } : {})}>{children}</SessionProvider>
      </I18nProvider>
    </MantineProvider>
  );
}
