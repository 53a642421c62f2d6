/**
 * The image picker: the gallery's search and grid (20 per page, 'Mostra altro'), click to select
 * or deselect, 'Carica Immagini', and the footer: Inserisci within the limit, a disabled
 * 'TROPPI ALLEGATI' with 'Si possono allegare massimo {n} file' past it. 'Inline' shows the
 * picker's content without the modal; 'InModal' the modal the images field opens.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Providers } from '../../app/Providers';
import { MediaPickerContent, MediaPickerModal } from '../../app/features/media/MediaPickerModal';
import type { MediaItem } from '../../generated/api/schemas';
import { mediaHandlers, mediaLibrary } from '../msw/media';

const LIBRARY = mediaLibrary(26);

interface PickerStoryProps {
  readonly limit: number;
  readonly modal: boolean;
  readonly initialSelection: readonly MediaItem[];
}

function PickerStory({ limit, modal, initialSelection }: PickerStoryProps) {
  const noop = () => undefined;
  return (
    <Providers>
      <div style={{ padding: 16 }}>
        {modal ? (
          <MediaPickerModal opened limit={limit} onClose={noop} onInsert={noop} />
        ) : (
          <MediaPickerContent limit={limit} onClose={noop} onInsert={noop} initialSelection={initialSelection} />
        )}
      </div>
    </Providers>
  );
}

const meta = {
  title: 'Media/Picker',
  component: PickerStory,
  args: { limit: 5, modal: false, initialSelection: [] },
  parameters: { msw: { handlers: mediaHandlers(LIBRARY) } },
} satisfies Meta<typeof PickerStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Inline: Story = {};

/** Two selected, within the limit: Inserisci is enabled. */
export const Selected: Story = {
  args: { initialSelection: LIBRARY.slice(0, 2) },
};

/** Three selected with room for two: 'TROPPI ALLEGATI' and the warning. */
export const TooMany: Story = {
  args: { limit: 2, initialSelection: LIBRARY.slice(0, 3) },
};

export const InModal: Story = {
  args: { modal: true },
};
