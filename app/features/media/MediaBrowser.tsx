/**
 * The media gallery's browsing part, shared by the gallery screen and the picker: the filter box
 * (debounced 300 ms), the gallery's 'Senza licenza' filter, refresh, the screen's own buttons, the
 * thumbnail grid (a 'Licenza mancante' badge on the images lacking a licence or its version) and
 * 'Mostra altro'. Clicking a thumbnail calls `onSelect`; `selectedIds` marks the chosen ones.
 */
import {
  Alert,
  Badge,
  Box,
  Button,
  Checkbox,
  Group,
  Image,
  Loader,
  Paper,
  Skeleton,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCheck, IconRefresh, IconSearch } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import type { MediaItem } from '../../../generated/api/schemas';
import { useSession } from '../../auth/SessionProvider';
import { useT } from '../../i18n/context';
import { lacksLicence } from './picker';
import { useLicenceOptions, useMediaSearch, type LicenceOption, type PickFor } from './useMedia';

/** As many columns of at least 140 px as the space allows (the grid sits beside the detail panel). */
const GRID = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
  gap: 'var(--mantine-spacing-sm)',
} as const;

/** Spec content.md: search debounce 300 ms. */
export const SEARCH_DEBOUNCE_MS = 300;

export interface MediaBrowserProps {
  /** Images per page (gallery 24, picker 20). */
  readonly limit: number;
  readonly selectedIds: ReadonlySet<number>;
  readonly onSelect: (item: MediaItem) => void;
  /** Check marks on the thumbnails (the picker's several choices). */
  readonly multiple?: boolean;
  /** Buttons next to refresh ('Carica Immagini'). */
  readonly actions?: ReactNode;
  /** The entity's field the picker chooses for (its search names it); none in the gallery screen. */
  readonly pickFor?: PickFor | undefined;
  /** Offers the 'Senza licenza' filter (the gallery screen). */
  readonly licenceFilter?: boolean;
}

/** The name of an image in labels: its title, else its file name. */
export function mediaName(item: MediaItem): string {
  return item.title.trim() || item.name;
}

function Thumbnail({
  item,
  selected,
  multiple,
  onSelect,
  licences,
}: {
  readonly item: MediaItem;
  readonly selected: boolean;
  readonly multiple: boolean;
  readonly onSelect: () => void;
  /** The licences and their versions (an item under one without versions lacks nothing without one). */
  readonly licences: readonly LicenceOption[] | undefined;
}) {
  const t = useT();
  const name = mediaName(item);
  const missing = lacksLicence(item, licences);
  return (
    <UnstyledButton
      onClick={onSelect}
      aria-pressed={selected}
      // The badge's warning is part of the button's name (its aria-label hides its content).
      aria-label={
        missing
          ? `${t('media.thumb', { id: item.id, name })} (${t('media.licenceMissing')})`
          : t('media.thumb', { id: item.id, name })
      }
      data-testid="media-thumb"
      data-media-id={item.id}
      style={{ display: 'block', width: '100%' }}
    >
      <Paper
        withBorder
        p={4}
        radius="sm"
        style={{
          position: 'relative',
          borderColor: selected ? 'var(--mantine-primary-color-filled)' : undefined,
          boxShadow: selected ? '0 0 0 2px var(--mantine-primary-color-filled)' : undefined,
        }}
      >
        <Image src={item.url_thumb ?? item.url} alt="" h={110} fit="cover" radius="xs" loading="lazy" />
        {multiple ? (
          // A mark, not a control: the button itself is the choice (aria-pressed).
          <Box
            aria-hidden
            w={22}
            h={22}
            style={{
              position: 'absolute',
              top: 8,
              left: 8,
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              borderRadius: 'var(--mantine-radius-sm)',
              border: '1px solid var(--mantine-color-gray-5)',
              background: selected ? 'var(--mantine-primary-color-filled)' : 'var(--mantine-color-white)',
              color: 'var(--mantine-color-white)',
            }}
          >
            {selected ? <IconCheck size={16} stroke={3} /> : null}
          </Box>
        ) : null}
        <Text size="xs" mt={4} lineClamp={1} title={name}>
          {name}
        </Text>
        {missing ? (
          // Dark text on the light tint, as the status badges: readable (WCAG AA), the colour warns.
          <Badge color="yellow" variant="light" c="dark.8" size="xs" mt={4} data-testid="media-licence-missing">
            {t('media.licenceMissing')}
          </Badge>
        ) : null}
      </Paper>
    </UnstyledButton>
  );
}

export function MediaBrowser({
  limit,
  selectedIds,
  onSelect,
  multiple = false,
  actions,
  pickFor,
  licenceFilter = false,
}: MediaBrowserProps) {
  const t = useT();
  const [text, setText] = useState('');
  const [withoutLicence, setWithoutLicence] = useState(false);
  const [debounced] = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  // Read by whoever may see the library (`GET media/licences` needs media-view); a picker's user
  // without it sees a missing version as missing.
  const licenceOptions = useLicenceOptions({ enabled: useSession().allows('media-view') });
  const search = useMediaSearch({
    limit,
    text: debounced,
    pickFor,
    licence: licenceFilter && withoutLicence ? 'missing' : undefined,
  });
  const refreshing = search.isRefetching && !search.isFetchingNextPage;

  return (
    <Stack gap="sm">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label={t('media.search')}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          leftSection={<IconSearch size={16} aria-hidden />}
          style={{ flex: '1 1 240px' }}
          data-testid="media-search"
        />
        {licenceFilter ? (
          // Beside the search box, aligned with the inputs' bottom edge.
          <Checkbox
            label={t('media.withoutLicence')}
            checked={withoutLicence}
            onChange={(event) => setWithoutLicence(event.currentTarget.checked)}
            mb={8}
            data-testid="media-without-licence"
          />
        ) : null}
        <Button
          variant="default"
          leftSection={refreshing ? <Loader size={14} /> : <IconRefresh size={16} aria-hidden />}
          onClick={() => void search.refetch()}
          disabled={search.isFetching}
        >
          {t('media.refresh')}
        </Button>
        {actions}
      </Group>

      {search.isError ? (
        <Alert color="red" title={t('media.loadError')}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{search.error.message}</Text>
            <Button size="xs" variant="default" onClick={() => void search.refetch()}>
              {t('editor.reload')}
            </Button>
          </Stack>
        </Alert>
      ) : search.isPending ? (
        <Box style={GRID} aria-busy="true">
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} height={140} />
          ))}
        </Box>
      ) : search.items.length === 0 ? (
        <Text c="gray.7" size="sm" data-testid="media-empty">
          {t('media.empty')}
        </Text>
      ) : (
        <>
          <Text size="xs" c="gray.7">
            {t('media.total', { n: search.total })}
          </Text>
          <Box style={GRID} data-testid="media-grid">
            {search.items.map((item) => (
              <Thumbnail
                key={item.id}
                item={item}
                selected={selectedIds.has(item.id)}
                multiple={multiple}
                onSelect={() => onSelect(item)}
                licences={licenceOptions.data}
              />
            ))}
          </Box>
          {search.hasNextPage ? (
            <Box ta="center">
              <Button
                variant="default"
                onClick={() => void search.fetchNextPage()}
                loading={search.isFetchingNextPage}
                data-testid="media-more"
              >
                {t('media.more')}
              </Button>
            </Box>
          ) : null}
        </>
      )}
    </Stack>
  );
}
