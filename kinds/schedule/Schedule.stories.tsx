import type { Meta, StoryObj } from '@storybook/react-vite';
import { SCHEDULE_LIMITS } from '#core/limits';
import type { FieldOfKind } from '#core/model';
import { ALL_WEEKDAYS } from '#core/occurrences';
import { FieldStoryFrame } from '../../stories/frames/FieldStoryFrame';

const meta = {
  title: 'Fields/Schedule',
  component: FieldStoryFrame,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof FieldStoryFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An event stage's dates (no entity has one yet: the field is written here). */
const dates: FieldOfKind<'schedule'> = {
  kind: 'schedule',
  name: 'dates',
  path: 'dates',
  label: { it: 'Date', en: 'Dates' },
  perLanguage: false,
  required: 'never',
  readOnly: false,
  help: null,
  maxDays: SCHEDULE_LIMITS.days,
  maxDates: SCHEDULE_LIMITS.dates,
  moreInfoMax: SCHEDULE_LIMITS.moreInfo,
};

const NONE = { lun: 0, mar: 0, mer: 0, gio: 0, ven: 0, sab: 0, dom: 0 } as const;

/**
 * Weekends of December 2026, plus Christmas, without the 26th: the included and excluded days are
 * picked between start and end, a day of one list disabled in the other; the line under the box
 * counts the days and names the next one.
 */
export const Default: Story = {
  args: {
    fields: [{ field: dates }],
    values: {
      dates: {
        start: '2026-12-01',
        end: '2026-12-31',
        includes: ['2026-12-25'],
        excludes: ['2026-12-26'],
        weekdays: { ...NONE, sab: 1, dom: 1 },
        moreInfo: 'Ingresso su prenotazione.',
      },
    },
  },
};

/** A new stage: no dates yet, 'Sempre' ticked (the single days disabled); the day pickers wait for a start. */
export const New: Story = {
  args: {
    fields: [{ field: dates, required: true }],
    values: {
      dates: { start: '', end: '', includes: [], excludes: [], weekdays: { ...ALL_WEEKDAYS }, moreInfo: '' },
    },
  },
};

/** Errors on the members' paths (as a 422 answer sets them) show under their inputs. */
export const Invalid: Story = {
  args: {
    fields: [{ field: dates }],
    values: {
      dates: {
        start: '2026-12-10',
        end: '2026-12-01',
        includes: ['2027-01-06'],
        excludes: [],
        weekdays: { ...ALL_WEEKDAYS },
        moreInfo: '',
      },
    },
    errors: {
      'dates.end': 'La data di fine non può precedere la data di inizio',
      'dates.includes.0': 'La data deve essere compresa tra inizio e fine',
    },
  },
};

/** Read-only: every input disabled. */
export const ReadOnly: Story = {
  args: {
    fields: [{ field: { ...dates, readOnly: true } }],
    values: Default.args.values,
  },
};

/**
 * The editor reports a schedule's problems on the field as a whole: the widget then shows the
 * validator's messages under the inputs they are about.
 */
export const InvalidInEditor: Story = {
  args: {
    fields: [{ field: dates }],
    values: {
      dates: {
        start: '2026-12-01',
        end: '2026-12-31',
        includes: ['2026-12-08', '2027-01-06'],
        excludes: ['2026-12-08'],
        weekdays: { ...ALL_WEEKDAYS },
        moreInfo: '',
      },
    },
    errors: {
      dates: 'La data deve essere compresa tra inizio e fine Un giorno non può essere sia incluso sia escluso',
    },
  },
};
