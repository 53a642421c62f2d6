import type { Meta, StoryObj } from '@storybook/react-vite';
import { webcamMeta } from '../../generated/entities/webcam/meta';
import { FieldStoryFrame, SAMPLE_FIELDS, fieldOf } from './FieldStoryFrame';

const meta = {
  title: 'Fields/Address',
  component: FieldStoryFrame,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof FieldStoryFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

const locations = fieldOf(webcamMeta, 'locations');

/** Venue, street, number, municipality and coordinates (the map needs a tile server: not yet). */
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
