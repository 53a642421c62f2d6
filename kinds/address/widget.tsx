/**
 * Address box: venue, street, street number, municipality (searched with
 * `GET operations/comuni?name=`) and latitude/longitude, as `./zod.ts` addressShape
 * holds them; several such boxes with `multiple` (info points). 'Calcola coordinate' asks the
 * server's geocoding (`GET operations/geocode`, 'street, number city') and fills latitude and
 * longitude; a refusal shows the provider's message at the top centre, any other failure
 * 'Impossibile calcolare tutti i campi!!' (content.md section 8). With `map`, a Leaflet map
 * (the admin's `geo.AddressMap`, loaded lazily) shows a draggable marker; dragging it or
 * clicking the map sets latitude and longitude.
 */
import {
  ActionIcon,
  Button,
  Fieldset,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  TextInput,
} from '@mantine/core';
import { IconMapPin, IconPlus, IconTrash } from '@tabler/icons-react';
import { memo, Suspense, useCallback, useState } from 'react';
import { useField, useFormSelect, useFormStore, useFormValue } from '../host/form';
import { apiMessage } from '#core/messages';
import { textValue } from '../host/ui/text';
import { LazyMount } from '../host/ui/LazyMount';

/** The place a map holds before it mounts (px; the map's own height is the host's `geo.mapHeight`). */
const MAP_PLACEHOLDER_HEIGHT = 240;
import {
  FieldGroup,
  useAdminHost,
  useFieldChrome,
  useFieldError,
  useT,
  useUiLanguage,
  type KindProps,
  type MunicipalityOption,
  type EmptyValue,
} from '../host/admin';

const CITY_MIN_CHARS = 2;
const CITY_DEBOUNCE_MS = 300;
const MAX_ADDRESSES = 50;

interface CityValue {
  readonly id: number;
  readonly city: string;
  readonly province?: string;
  readonly province_short?: string;
}

function readCity(value: unknown): CityValue | null {
  if (typeof value !== 'object' || value === null) return null;
  const { id, city } = value as { id?: unknown; city?: unknown };
  return typeof id === 'number' && typeof city === 'string' ? (value as CityValue) : null;
}

/** The city object the address holds: the lookup row without properties the schema does not know. */
function cityOf(found: MunicipalityOption): CityValue {
  return {
    id: found.id,
    city: found.city,
    ...(found.province ? { province: found.province } : {}),
    ...(found.province_short ? { province_short: found.province_short } : {}),
  };
}

function AddressText({ name, label, disabled }: { name: string; label: string; disabled: boolean }) {
  const {
    field: { ref: inputRef, ...field },
  } = useField(name);
  const error = useFieldError(name);
  const value = textValue(field.value);
  return (
    <TextInput
      label={label}
      name={field.name}
      ref={inputRef}
      value={value}
      error={error ?? undefined}
      disabled={disabled}
      onChange={(event) => field.onChange(event.currentTarget.value)}
      onBlur={() => {
        if (value.trim() !== value) field.onChange(value.trim());
        field.onBlur();
      }}
    />
  );
}

function Coordinate({
  name,
  label,
  disabled,
  limit,
}: {
  name: string;
  label: string;
  disabled: boolean;
  limit: number;
}) {
  const {
    field: { ref: inputRef, ...field },
  } = useField(name);
  const error = useFieldError(name);
  const raw: unknown = field.value;
  return (
    <NumberInput
      label={label}
      name={field.name}
      ref={inputRef}
      value={typeof raw === 'number' || typeof raw === 'string' ? raw : ''}
      error={error ?? undefined}
      disabled={disabled}
      decimalScale={7}
      min={-limit}
      max={limit}
      hideControls
      onChange={(next) => field.onChange(next === '' ? null : next)}
      onBlur={field.onBlur}
    />
  );
}

function CitySelect({ name, label, disabled }: { name: string; label: string; disabled: boolean }) {
  const t = useT();
  const {
    field: { ref: inputRef, ...field },
  } = useField(name);
  const error = useFieldError(name);
  const [search, setSearch] = useState('');
  const { useDebounced, lookups, municipalityLabel } = useAdminHost();
  const debounced = useDebounced(search, CITY_DEBOUNCE_MS);
  const results = lookups.useMunicipalitySearch(debounced, CITY_MIN_CHARS);
  const current = readCity(field.value);
  const rows = results.data ?? [];
  const data = [
    ...(current ? [{ value: current.id, label: municipalityLabel(current) }] : []),
    ...rows.filter((row) => row.id !== current?.id).map((row) => ({ value: row.id, label: municipalityLabel(row) })),
  ];
  return (
    <Select<number>
      label={label}
      name={field.name}
      ref={inputRef}
      data={data}
      value={current?.id ?? null}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      clearable
      limit={10}
      error={error ?? undefined}
      disabled={disabled}
      nothingFoundMessage={
        search.trim().length < CITY_MIN_CHARS ? t('field.typeToSearch', { n: CITY_MIN_CHARS }) : t('field.noResults')
      }
      onChange={(id) => {
        const found = rows.find((row) => row.id === id);
        field.onChange(id === null ? null : found ? cityOf(found) : current);
      }}
      onBlur={field.onBlur}
    />
  );
}

/** 'street, number city' of an address value, or null when street and city are missing. */
export function geocodeQuery(value: unknown): string | null {
  if (typeof value !== 'object' || value === null) return null;
  const { address, number, city } = value as { address?: unknown; number?: unknown; city?: unknown };
  const street = textValue(address).trim();
  const place = readCity(city)?.city.trim() ?? '';
  if (street === '' || place === '') return null;
  const civic = textValue(number).trim();
  return `${street}, ${civic === '' ? '' : `${civic} `}${place}`;
}

function GeocodeButton({ name, disabled }: { name: string; disabled: boolean }) {
  const t = useT();
  const { language } = useUiLanguage();
  const { feedback, geo } = useAdminHost();
  const store = useFormStore();
  const [busy, setBusy] = useState(false);
  const warn = (message: string) => feedback.warn(message);
  const run = async () => {
    const query = geocodeQuery(store.get(name));
    if (query === null) {
      warn(t('field.address.geocodeNeeds'));
      return;
    }
    setBusy(true);
    try {
      const data = await geo.geocode(query);
      store.set(`${name}.lat`, data.lat, { touch: true });
      store.set(`${name}.lng`, data.lng, { touch: true });
    } catch (error) {
      // The provider's refusal (its 400) and the server's own explanations are shown as they are.
      const failure = geo.apiErrorOf(error);
      const told = failure !== null && [404, 422].includes(failure.status) && failure.message.trim() !== '';
      warn(told ? failure.message : apiMessage('geocodeFailed', language));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Group>
      <Button
        variant="default"
        size="xs"
        leftSection={<IconMapPin size={16} aria-hidden />}
        loading={busy}
        disabled={disabled}
        onClick={() => void run()}
      >
        {t('field.address.geocode')}
      </Button>
    </Group>
  );
}

function coordinate(value: unknown): number | null {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : null;
}

/** The map of an address box, once the tile settings are known. */
function MapOfAddress({ name, disabled }: { name: string; disabled: boolean }) {
  const t = useT();
  const store = useFormStore();
  const lat = useFormValue(`${name}.lat`);
  const lng = useFormValue(`${name}.lng`);
  const { geo } = useAdminHost();
  const settings = geo.useMapSettings();
  const onPick = useCallback(
    (position: { lat: number; lng: number }) => {
      store.set(`${name}.lat`, position.lat, { touch: true });
      store.set(`${name}.lng`, position.lng, { touch: true });
    },
    [name, store],
  );
  const placeholder = <Skeleton height={geo.mapHeight} radius="sm" />;
  if (!settings.data) return settings.isError ? null : placeholder;
  return (
    <Suspense fallback={placeholder}>
      <geo.AddressMap
        lat={coordinate(lat)}
        lng={coordinate(lng)}
        tileUrl={settings.data.data.tileUrl}
        attribution={settings.data.data.attribution}
        label={t('field.address.map')}
        markerLabel={t('field.address.marker')}
        disabled={disabled}
        onPick={onPick}
      />
    </Suspense>
  );
}

/** One address's inputs (memoised: typing in one of several addresses renders that one alone, issue #49). */
const AddressBlock = memo(function AddressBlock({
  name,
  disabled,
  map,
}: {
  name: string;
  disabled: boolean;
  map: boolean;
}) {
  const t = useT();
  return (
    <Stack gap="xs">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
        <AddressText name={`${name}.venue`} label={t('field.address.venue')} disabled={disabled} />
        <CitySelect name={`${name}.city`} label={t('field.address.city')} disabled={disabled} />
      </SimpleGrid>
      <Group gap="sm" align="flex-start" grow>
        <AddressText name={`${name}.address`} label={t('field.address.address')} disabled={disabled} />
        <AddressText name={`${name}.number`} label={t('field.address.number')} disabled={disabled} />
      </Group>
      <SimpleGrid cols={2} spacing="sm">
        <Coordinate name={`${name}.lat`} label={t('field.address.lat')} disabled={disabled} limit={90} />
        <Coordinate name={`${name}.lng`} label={t('field.address.lng')} disabled={disabled} limit={180} />
      </SimpleGrid>
      <GeocodeButton name={name} disabled={disabled} />
      {map ? (
        // The map mounts when its place comes near the visible part of the page (issue #49).
        <LazyMount minHeight={MAP_PLACEHOLDER_HEIGHT}>
          <MapOfAddress name={name} disabled={disabled} />
        </LazyMount>
      ) : null}
    </Stack>
  );
});

/** The admin widget of the address kind. */
export function Widget({ field, name, required, disabled }: KindProps<'address'>) {
  const t = useT();
  const chrome = useFieldChrome(field, name, required, false);
  const store = useFormStore();
  const locked = disabled === true || field.readOnly;
  // Several addresses: the widget re-renders when one comes or goes, each block reads its own.
  const count = useFormSelect(name, (value) => (Array.isArray(value) ? value.length : 0));
  const entriesNow = (): unknown[] => {
    const value = store.get(name);
    return Array.isArray(value) ? (value as unknown[]) : [];
  };
  const entries = Array.from({ length: count });
  return (
    <FieldGroup chrome={chrome}>
      {field.multiple ? (
        <Stack gap="sm" mt={4}>
          {entries.map((_, index) => (
            <Fieldset
              key={index}
              legend={t('field.address.entry', { n: index + 1 })}
              styles={{ legend: { fontSize: 'var(--mantine-font-size-sm)' } }}
            >
              <AddressBlock name={`${name}.${index}`} disabled={locked} map={field.map} />
              <Group justify="flex-end" mt="xs">
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('field.removeNamed', { name: t('field.address.entry', { n: index + 1 }) })}
                  disabled={locked}
                  onClick={() =>
                    store.set(
                      name,
                      entriesNow().filter((__, at) => at !== index),
                    )
                  }
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </Group>
            </Fieldset>
          ))}
          {entries.length < MAX_ADDRESSES ? (
            <Group>
              <Button
                variant="default"
                size="xs"
                leftSection={<IconPlus size={16} aria-hidden />}
                disabled={locked}
                onClick={() => store.set(name, [...entriesNow(), { venue: '', address: '', number: '', city: null }])}
              >
                {t('field.add')}
              </Button>
            </Group>
          ) : null}
        </Stack>
      ) : (
        <AddressBlock name={name} disabled={locked} map={field.map} />
      )}
    </FieldGroup>
  );
}

/** The value of a new item's field (defaults of the schema applied). */
export const empty: EmptyValue<'address'> = (field) => (field.multiple ? [] : {});
