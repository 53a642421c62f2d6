/**
 * The media gallery screen ('Media GallerY'): the filter box, refresh, 'Carica Immagini', the grid
 * of 24 with 'Mostra altro' (30 images in the library), and the detail panel of a clicked image
 * (Salva with the title 'errore' answers a 422 with field errors; Elimina names the items using an
 * odd-numbered image).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Providers } from '../../app/Providers';
import { GalleryPage } from '../../app/features/media/GalleryPage';
import { mediaHandlers, mediaLibrary, pendingMedia } from '../msw/media';

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

/** The first thumbnail clicked: its detail panel. */
export const WithDetail: Story = {
  parameters: { msw: { handlers: mediaHandlers(mediaLibrary(8)) } },
  play: async ({ canvasElement }) => {
    const deadline = Date.now() + 5_000;
    let thumb: HTMLElement | null = null;
    while (!thumb && Date.now() < deadline) {
      thumb = canvasElement.querySelector<HTMLElement>('[data-testid="media-thumb"]');
      if (!thumb) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    thumb?.click();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: mediaHandlers([]) } },
};

export const Loading: Story = {
  parameters: { msw: { handlers: pendingMedia() } },
};
