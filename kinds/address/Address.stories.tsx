import type { Meta, StoryObj } from '@storybook/react-vite';
import { mapHandlers } from '../../stories/msw/map';
import { FieldStoryFrame, SAMPLE_FIELDS, fieldOf } from '../../stories/frames/FieldStoryFrame';

const meta = {
  title: 'Fields/Address',
  component: FieldStoryFrame,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof FieldStoryFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

const locations = fieldOf('webcam', 'locations');

/**
 * Venue, street, number, municipality and coordinates, with the map: a click on it or dragging
 * the marker sets latitude and longitude (tiles drawn by MSW). 'Calcola coordinate' finds
 * 'Piazzale Fellini, 1 Rimini' and 'Via Rizzoli, 1 Bologna'.
 */
export const Default: Story = {
  args: {
    fields: [{ field: locations }],
    values: {
      locations: {
        venue: 'Parco Federico Fellini',
        address: 'Piazzale Fellini',
        number: '1',
        city: { id: 238, city: 'Rimini', province: 'Rimini', province_short: 'RN' },
        lat: 44.0723,
        lng: 12.5793,
      },
    },
  },
};

export const MissingCoordinates: Story = {
  args: {
    fields: [{ field: locations }],
    values: { locations: { venue: 'Rocca', lat: null, lng: null } },
    errors: {
      'locations.lat': 'Latitudine e longitudine sono obbligatorie',
      'locations.lng': 'Latitudine e longitudine sono obbligatorie',
    },
  },
};

/** Several addresses (info points). */
export const Multiple: Story = {
  args: {
    fields: [{ field: SAMPLE_FIELDS.addresses }],
    values: {
      info_points: [{ venue: 'IAT Bologna', address: 'Piazza Maggiore', number: '1', lat: 44.49, lng: 11.34 }],
    },
  },
};

/** No coordinates yet: the map shows the region, and a click places the marker. */
export const NoCoordinatesYet: Story = {
  args: {
    fields: [{ field: locations }],
    values: {
      locations: { address: 'Via Rizzoli', number: '1', city: { id: 1, city: 'Bologna' }, lat: null, lng: null },
    },
  },
};

/** 'Calcola coordinate' on an address the provider cannot handle: 'Impossibile calcolare tutti i campi!!'. */
export const GeocodingFails: Story = {
  args: {
    fields: [{ field: locations }],
    values: {
      locations: { address: 'Via del guasto', number: '3', city: { id: 1, city: 'Ferrara' }, lat: null, lng: null },
    },
  },
};

/** 'Calcola coordinate' on an unknown address: 'Indirizzo non trovato'. */
export const GeocodingNotFound: Story = {
  args: {
    fields: [{ field: locations }],
    values: {
      locations: { address: 'Via inesistente', number: '9', city: { id: 1, city: 'Modena' }, lat: null, lng: null },
    },
  },
};

/** A server without a geocoding provider: the action says so. */
export const NoGeocoder: Story = {
  args: GeocodingNotFound.args,
  parameters: { msw: { handlers: mapHandlers({ geocoder: false }) } },
};
