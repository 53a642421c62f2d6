/**
 * Route guards: the signed-out visitor goes to /login, the signed-in one opening /login goes to
 * /dashboard, and a screen whose ability the user lacks (or that is closed to the 'redazione'
 * family) redirects to /not-found (spec platform.md sections 2 and 6). The user is re-checked on
 * every navigation, which re-fetches it once the 20-second cache has expired.
 */
import { Center, Loader } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation, useMatches } from 'react-router-dom';
import { inRedazioneFamily } from '#core/abilities';
import type { ScreenHandle } from '../runtime/types';
import { useSession } from '../auth/SessionProvider';

export function Loading() {
  return (
    <Center mih="60vh" aria-busy="true">
      {/* A span needs a role to carry a label (axe: aria-prohibited-attr). */}
      <Loader role="status" aria-label="Caricamento" />
    </Center>
  );
}

export function RequireSession({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  const { check } = session;
  useEffect(() => {
    void check();
  }, [location.pathname, location.search, check]);
  if (session.state === 'loading') return <Loading />;
  if (session.state === 'signed-out') return <Navigate to="/login" replace />;
  return <>{children}</>;
}

export function PublicOnly({ children }: { children: ReactNode }) {
  const session = useSession();
  if (session.state === 'loading') return <Loading />;
  if (session.state === 'signed-in') return <Navigate to="/dashboard" replace />;
  return <>{children}</>;
}

/** The handle of the deepest matched route that has one. */
export function useScreenHandle(): ScreenHandle | null {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (handle && typeof handle === 'object') return handle as ScreenHandle;
  }
  return null;
}

/** Whether the current screen is open to the user; false redirects to /not-found. */
export function screenAllowed(
  handle: ScreenHandle | null,
  session: { allows: (ability: string | true) => boolean; user: Parameters<typeof inRedazioneFamily>[0] },
): boolean {
  if (!handle) return true;
  if (handle.ability !== undefined && !session.allows(handle.ability)) return false;
  if (handle.redazione === false && inRedazioneFamily(session.user)) return false;
  return true;
}

export function ScreenGuard({ children }: { children: ReactNode }) {
  const session = useSession();
  const handle = useScreenHandle();
  if (!screenAllowed(handle, session)) return <Navigate to="/not-found" replace />;
  return <>{children}</>;
}
