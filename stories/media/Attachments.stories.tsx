/**
 * The attachments list ('File', /allegati): search with Filtra and Annulla Filtri, the upload drop
 * zone, the table ID, Nome, URL, AZIONI (Download) and the deletion of the selected rows; a user
 * who may only view sees neither the drop zone nor the selection.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Providers } from '../../app/Providers';
import { AttachmentsPage } from '../../app/features/attachments/AttachmentsPage';
import { signedInAs } from '../msw/handlers';
import { attachmentFiles, attachmentHandlers } from '../msw/media';
import { adminUser } from '../msw/fixtures';

function AttachmentsStory() {
  return (
    <Providers>
      <div style={{ padding: 16 }}>
        <AttachmentsPage />
      </div>
    </Providers>
  );
}

const meta = {
  title: 'Media/Attachments',
  component: AttachmentsStory,
} satisfies Meta<typeof AttachmentsStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { msw: { handlers: attachmentHandlers(attachmentFiles(12)) } },
};

export const Empty: Story = {
  parameters: { msw: { handlers: attachmentHandlers([]) } },
};

const viewer = { ...adminUser, abilities: { 'attachments-view': 1 }, roles: { lettore: 'Lettore' } };

/** Only attachments-view: no drop zone, no selection. */
export const ViewOnly: Story = {
  parameters: {
    session: viewer,
    msw: { handlers: [...signedInAs(viewer), ...attachmentHandlers(attachmentFiles(3))] },
  },
};
