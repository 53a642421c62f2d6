/**
 * PLACEHOLDER (created by the media-gallery work so `/allegati` resolves): the attachments screen
 * ('File') is being written separately and replaces this file.
 */
import { Stack, Title } from '@mantine/core';

export function AttachmentsPage() {
  return (
    <Stack gap="md">
      <Title order={1} size="h3">
        File
      </Title>
    </Stack>
  );
}
