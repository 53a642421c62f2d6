/**
 * The media gallery screen ('Media GallerY'): the filter box, 'Senza licenza', refresh, 'Carica
 * Immagini', the grid of 24 with 'Mostra altro' (30 images in the library; those lacking a licence
 * or its version badged 'Licenza mancante'), and the detail panel of a clicked image (Salva with
 * the title 'errore' answers a 422 with field errors; Elimina names the items using an
 * odd-numbered image); the panel of an image whose licence has no versions.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Providers } from '../../app/Providers';
import { GalleryPage } from '../../app/features/media/GalleryPage';
import { mediaHandlers, mediaItem, mediaLibrary, pendingMedia } from '../msw/media';

function GalleryStory() {
  return (
    <Providers>
      <div style={{ padding: 16 }}>
        <GalleryPage />
      </div>
    </Providers>
  );
}

const meta = {
  title: 'Media/Gallery',
  component: GalleryStory,
} satisfies Meta<typeof GalleryStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { msw: { handlers: mediaHandlers(mediaLibrary(30)) } },
};

/** Clicks the first thumbnail once the grid shows it: its detail panel opens. */
async function openFirstThumb({ canvasElement }: { readonly canvasElement: HTMLElement }): Promise<void> {
  const deadline = Date.now() + 5_000;
  let thumb: HTMLElement | null = null;
  while (!thumb && Date.now() < deadline) {
    thumb = canvasElement.querySelector<HTMLElement>('[data-testid="media-thumb"]');
    if (!thumb) await new Promise((resolve) => setTimeout(resolve, 50));
  }
  thumb?.click();
}

/** The first thumbnail clicked: its detail panel. */
export const WithDetail: Story = {
  parameters: { msw: { handlers: mediaHandlers(mediaLibrary(8)) } },
  play: openFirstThumb,
};

/**
 * An image whose licence has no versions: the version select is disabled and says the image is
 * saved without one (Salva saves it so).
 */
export const LicenceWithoutVersions: Story = {
  parameters: {
    msw: {
      handlers: mediaHandlers([mediaItem(1, { title: 'Rocca di Vignola', license_id: 3, license_version: null })]),
    },
  },
  play: openFirstThumb,
};

export const Empty: Story = {
  parameters: { msw: { handlers: mediaHandlers([]) } },
};

export const Loading: Story = {
  parameters: { msw: { handlers: pendingMedia() } },
};
