/**
 * '/gallery-frame/:alone' and '/gallery-frame-entity/:alone' (spec content.md "Media gallery"):
 * 'Media GallerY' with the filter box and the 'Senza licenza' filter (the images lacking a licence
 * or its version, issue #33), refresh, 'Carica Immagini' (the upload view, back with 'Torna alla
 * gallery'), the thumbnail grid of 24 with 'Mostra altro', and the detail panel of the selected
 * image. The `alone` parameter of the old iframe addresses changes nothing here.
 */
import { Box, Button, Group, Stack, Title } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import type { MediaItem } from '../../../generated/api/schemas';
import { useT } from '../../i18n/context';
import { MediaBrowser } from './MediaBrowser';
import { MediaDetail } from './MediaDetail';
import { UploadView } from './UploadView';
import { GALLERY_PAGE_SIZE } from './picker';

export function GalleryPage() {
  const t = useT();
  const [view, setView] = useState<'gallery' | 'upload'>('gallery');
  const [selected, setSelected] = useState<MediaItem | null>(null);
  const selectedIds = useMemo(() => new Set(selected ? [selected.id] : []), [selected]);

  return (
    <Stack gap="md">
      <Title order={1} size="h3">
        {t('media.title')}
      </Title>
      {view === 'upload' ? (
        <UploadView onBack={() => setView('gallery')} />
      ) : (
        <Group align="flex-start" gap="md" wrap="nowrap" style={{ flexWrap: 'wrap' }}>
          <Box style={{ flex: '1 1 480px', minWidth: 0 }}>
            <MediaBrowser
              limit={GALLERY_PAGE_SIZE}
              licenceFilter
              selectedIds={selectedIds}
              onSelect={(item) => setSelected((current) => (current?.id === item.id ? null : item))}
              actions={
                <Button leftSection={<IconUpload size={16} aria-hidden />} onClick={() => setView('upload')}>
                  {t('media.upload')}
                </Button>
              }
            />
          </Box>
          {selected ? (
            <Box style={{ flex: '0 1 360px', minWidth: 280 }}>
              <MediaDetail
                key={selected.id}
                item={selected}
                onClose={() => setSelected(null)}
                onSaved={setSelected}
                onDeleted={() => setSelected(null)}
              />
            </Box>
          ) : null}
        </Group>
      )}
    </Stack>
  );
}
