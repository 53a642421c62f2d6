/**
 * What the app loads after sign-in, as one lazily loaded module: the signed-in layers
 * (notifications, query client, modals) around the frame (sidebar, top bar, the screen's outlet).
 */
import { Layout } from './Layout';
import { SignedInProviders } from './SignedInProviders';

export function SignedInFrame() {
  return (
    <SignedInProviders>
      <Layout />
    </SignedInProviders>
  );
}
