/**
 * The upload view: the drop zone (several images by drop or by choice), a progress bar per file,
 * a few uploads at a time (`app/runtime/uploadQueue.ts`). 'Uploading' drops three files (one
 * named 'rifiutata', refused with the server's message); 'Refused' has every upload refused.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Providers } from '../../app/Providers';
import { UploadView } from '../../app/features/media/UploadView';
import { mediaHandlers, mediaLibrary, refusedUploads } from '../msw/media';

function UploadStory() {
  return (
    <Providers>
      <div style={{ padding: 16, maxWidth: 900 }}>
        <UploadView onBack={() => undefined} />
      </div>
    </Providers>
  );
}

/** A tiny PNG (1 × 1 px): MSW answers the upload, so its size does not matter here. */
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='),
  (char) => char.charCodeAt(0),
);

/** Chooses files in the drop zone's file input, as a user picking them would. */
async function chooseFiles(canvasElement: HTMLElement, names: readonly string[]): Promise<void> {
  const deadline = Date.now() + 5_000;
  let input: HTMLInputElement | null = null;
  while (!input && Date.now() < deadline) {
    input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) await new Promise((resolve) => setTimeout(resolve, 50));
  }
  if (!input) return;
  const transfer = new DataTransfer();
  for (const name of names) transfer.items.add(new File([PNG], name, { type: 'image/png' }));
  input.files = transfer.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

const meta = {
  title: 'Media/UploadView',
  component: UploadStory,
} satisfies Meta<typeof UploadStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { msw: { handlers: mediaHandlers(mediaLibrary(5)) } },
};

export const Uploading: Story = {
  parameters: { msw: { handlers: mediaHandlers(mediaLibrary(5)) } },
  play: async ({ canvasElement }) => {
    await chooseFiles(canvasElement, ['piazza-maggiore.png', 'rocca-rifiutata.png', 'delta-del-po.png']);
  },
};

export const Refused: Story = {
  parameters: { msw: { handlers: refusedUploads() } },
  play: async ({ canvasElement }) => {
    await chooseFiles(canvasElement, ['panorama-piccolo.png']);
  },
};
