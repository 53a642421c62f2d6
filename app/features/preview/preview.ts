/**
 * Previews and reviewer links in the editor (issue #35, docs/preview.md): the state a link is in
 * (active, expired, revoked: unit-tested), the address a new link opens, and ANTEPRIMA itself:
 * a new tab opened at once (a popup blocker lets a tab opened in the click through, not one
 * opened after an answer), sent to the link's address once the server made it.
 */
import type { UiLanguage } from '#core/languages';
import { entityRoutes } from '../../../generated/routes';
import { createPreviewLink, type listPreviewLinks } from '../../../generated/api/platform';
import type { PreviewLink, PreviewLinkCreated } from '../../../generated/api/schemas';
import type { EntityRouteHandle } from '../../runtime/types';
import { notifyError } from '../../ui/feedback';

/** The entity names the links' list takes (`GET preview/links`'s `entity`). */
export type PreviewEntity = Parameters<typeof listPreviewLinks>[0]['entity'];

/** Whether `name` is an entity of the generated routes (the links' list takes only those). */
export function isPreviewEntity(name: string): name is PreviewEntity {
  return entityRoutes.some((route) => (route.handle as EntityRouteHandle | undefined)?.entity === name);
}

/** The item and language a preview link is made for. */
export interface PreviewTarget {
  readonly entity: string;
  readonly id: number;
  readonly lang: string;
}

export type PreviewLinkState = 'active' | 'expired' | 'revoked';

/** A link's state at `now`: revoked wins over expired. */
export function linkState(
  link: Pick<PreviewLink, 'expires_at' | 'revoked_at'>,
  now: number = Date.now(),
): PreviewLinkState {
  if (link.revoked_at !== null) return 'revoked';
  return new Date(link.expires_at).getTime() <= now ? 'expired' : 'active';
}

/** Where a new link sends its reader: the public site's preview, or (without one) the server's own page. */
export function previewAddress(created: PreviewLinkCreated['data']): string {
  return created.url ?? created.page;
}

/** Makes a preview link of the target and opens its address in a new tab; an error closes the tab and is told. */
export async function openPreview(target: PreviewTarget, language: UiLanguage): Promise<void> {
  // Opened within the click; cut from this window (no `opener`) before it gets the address.
  const tab = window.open('', '_blank');
  if (tab) tab.opener = null;
  try {
    const created = await createPreviewLink({ entity: target.entity, id: target.id, lang: target.lang });
    const address = previewAddress(created.data);
    if (tab) tab.location.href = address;
    else window.open(address, '_blank', 'noopener,noreferrer');
  } catch (error) {
    tab?.close();
    notifyError(error, language);
  }
}
