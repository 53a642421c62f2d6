/**
 * The editor's preview actions (content.md section 2, the green ANTEPRIMA; issue #35): for a
 * saved item of an entity with `editor.preview`, and a user who may edit it, ANTEPRIMA makes a
 * preview link of the language being edited (draft and revision draft included) and opens it in
 * a new tab, and 'Condividi anteprima' opens the reviewer links' modal. A user who may not edit
 * the item keeps the link to the published page, when there is one.
 */
import { Button } from '@mantine/core';
import { IconExternalLink, IconShare } from '@tabler/icons-react';
import { useState } from 'react';
import { useT, useUiLanguage } from '../../i18n/context';
import { openPreview } from './preview';
import { SharePreviewModal } from './SharePreviewModal';

/**
 * ANTEPRIMA's green, a shade dark enough for its white text (7.9:1; Mantine's green 6 gives
 * 3.1:1, green 9 4.4:1), and darker still on hover.
 */
const PREVIEW_GREEN = '#1b5e20';

export interface PreviewButtonsProps {
  readonly entity: string;
  /** The item's id; null for a new item (no preview before the first save). */
  readonly id: number | null;
  /** The content language being edited. */
  readonly lang: string;
  /** Whether the user may edit the item (and so make its links). */
  readonly mayWrite: boolean;
  /** The published page of the language, or null. */
  readonly permalink: string | null;
}

export function PreviewButtons({ entity, id, lang, mayWrite, permalink }: PreviewButtonsProps) {
  const t = useT();
  const { language } = useUiLanguage();
  const [sharing, setSharing] = useState(false);
  const [opening, setOpening] = useState(false);
  const icon = <IconExternalLink size={16} aria-hidden />;

  if (id === null || !mayWrite) {
    return permalink ? (
      <Button
        component="a"
        href={permalink}
        target="_blank"
        rel="noopener noreferrer"
        color={PREVIEW_GREEN}
        leftSection={icon}
        title={t('preview.newTab')}
      >
        {t('editor.preview')}
      </Button>
    ) : null;
  }
  return (
    <>
      <Button
        type="button"
        color={PREVIEW_GREEN}
        leftSection={icon}
        loading={opening}
        title={t('preview.newTab')}
        data-testid="editor-preview"
        onClick={() => {
          setOpening(true);
          void openPreview({ entity, id, lang }, language).finally(() => setOpening(false));
        }}
      >
        {t('editor.preview')}
      </Button>
      <Button
        type="button"
        variant="default"
        leftSection={<IconShare size={16} aria-hidden />}
        onClick={() => setSharing(true)}
        data-testid="editor-share-preview"
      >
        {t('preview.share')}
      </Button>
      <SharePreviewModal opened={sharing} onClose={() => setSharing(false)} entity={entity} id={id} lang={lang} />
    </>
  );
}
