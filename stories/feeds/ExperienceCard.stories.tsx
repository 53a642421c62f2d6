/**
 * An experience of the open-data list (/makexp-list): the card with its thumbnail and details and
 * the 4-way interest radio (changed here in the story's own state; the page saves it at once), a
 * card a user without event-edit only reads, one being saved, and one the feed no longer lists,
 * with few details.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { XpStatus } from '#core/feeds';
import { Providers } from '../../app/Providers';
import { ExperienceCard } from '../../app/features/feeds/ExperienceCard';
import type { XpItem } from '../../generated/api/schemas';

/** A thumbnail drawn inline: the story loads nothing from outside. */
const THUMB =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="128" height="96"><rect width="128" height="96" fill="#e9b949"/><circle cx="96" cy="28" r="14" fill="#fff3c4"/></svg>',
  );

const TORTELLINI: XpItem = {
  id: 1,
  external_id: 'xp-1',
  title: 'Tour dei tortellini a Bologna',
  types: ['Enogastronomia'],
  targets: ['Famiglie', 'Coppie'],
  price_amount: 45,
  price_currency: 'EUR',
  structure: { name: 'Casa del Tortellino' },
  locations: [{ address: 'Via Rizzoli 1', city_name: 'Bologna', city_code: '037006', province_code: 'BO' }],
  dates: [
    { start_date: '2026-12-01', end_date: '2026-12-03' },
    { start_date: '2027-01-10', end_date: null },
  ],
  abstract: 'Una mattina tra sfogline e botteghe, con degustazione finale.',
  images_gallery: [{ thumb: THUMB }],
  status: 'none',
  status_label: 'non definito',
  comuni: [1],
  in_feed: true,
};

const CASEIFICIO: XpItem = {
  ...TORTELLINI,
  id: 3,
  external_id: 'xp-3',
  title: 'Visita a un caseificio del Parmigiano',
  targets: [],
  price_amount: null,
  price_currency: null,
  structure: null,
  locations: [{ address: null, city_name: 'Parma', city_code: null, province_code: 'PR' }],
  dates: [],
  abstract: null,
  images_gallery: [],
  status: 'copied',
  status_label: 'Copiato',
  in_feed: false,
};

function CardStory({ item, editable, saving }: { item: XpItem; editable: boolean; saving: boolean }) {
  const [status, setStatus] = useState<XpStatus>(item.status);
  return (
    <Providers>
      <div style={{ padding: 16, maxWidth: 720 }}>
        <ExperienceCard item={item} status={status} onStatus={editable ? setStatus : null} saving={saving} />
      </div>
    </Providers>
  );
}

const meta = {
  title: 'Feeds/ExperienceCard',
  component: CardStory,
  args: { item: TORTELLINI, editable: true, saving: false },
} satisfies Meta<typeof CardStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Without event-edit: the radio is read-only. */
export const ReadOnly: Story = { args: { item: { ...TORTELLINI, status: 'interested' }, editable: false } };

/** The status being saved. */
export const Saving: Story = { args: { item: { ...TORTELLINI, status: 'interested' }, saving: true } };

/** No longer in the feed (kept for its status), with few details and no thumbnail. */
export const NotInFeed: Story = { args: { item: CASEIFICIO } };
