/**
 * The places family of issue #14 in the runtime editor (`EntityEditor`), one demo item each (the
 * first of `schemas/demo/<entity>.yaml`, as `stories/msw/capture.ts` recorded it): places,
 * restaurants, car rentals, sport and wellness, stations (the read-only price list), hotels (one
 * name, no language switch), destinations (info points), guides (name composed by the server) and a
 * POI at `/luogo/:id/:code`. POI collections are edited in the 'Gestione Luoghi' dialog of their
 * list, so their story shows the list (`EntityList`) instead of the editor.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import type { EntityCalls } from '#api/client.ts';
import { fillRoute } from '../app/runtime/routes';
import { destinationCalls } from '../generated/api/destination';
import { eatCalls } from '../generated/api/eat';
import { guideCalls } from '../generated/api/guide';
import { luoghiCalls } from '../generated/api/luoghi';
import { placeCalls } from '../generated/api/place';
import { rentCalls } from '../generated/api/rent';
import { sportwellnessCalls } from '../generated/api/sportwellness';
import { stationCalls } from '../generated/api/station';
import { stayCalls } from '../generated/api/stay';
import { tipologiaLuoghiCalls } from '../generated/api/tipologia_luoghi';
import { registry } from '../generated/registry';
import { EditorFrame, ListFrame } from './frames/EditorFrame';
import { itemOf } from './msw/fixtures';

/** The entities whose editor is shown. */
type PlacesEntity =
  'place' | 'eat' | 'rent' | 'sportwellness' | 'station' | 'stay' | 'destination' | 'guide' | 'luoghi';

const CALLS: Readonly<Record<PlacesEntity, EntityCalls>> = {
  place: placeCalls,
  eat: eatCalls,
  rent: rentCalls,
  sportwellness: sportwellnessCalls,
  station: stationCalls,
  stay: stayCalls,
  destination: destinationCalls,
  guide: guideCalls,
  luoghi: luoghiCalls,
};

/** The demo item shown: the first item of each demo file. */
const DEMO_ID = 1;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The editor's address for a captured item: its id, and the value of the list's scope (a POI's
 * collection `code`) read from the item.
 */
function editorPath(entity: PlacesEntity, id: number): string {
  const { meta } = registry[entity];
  const item = itemOf(entity, id).data;
  const scope: { param: string; field: string } | null = meta.scope;
  const params: Record<string, string> = { id: String(id) };
  if (scope) params[scope.param] = String(item[scope.field] ?? '');
  return fillRoute(meta.editorRoute, params);
}

/** The Italian value of a content field of a captured item (the text a story waits for). */
function italianValue(entity: PlacesEntity, id: number, field: string): string {
  const contents = itemOf(entity, id).data.contents;
  const italian = isRecord(contents) ? contents.it : undefined;
  const value = isRecord(italian) ? italian[field] : undefined;
  if (typeof value !== 'string') throw new Error(`the captured ${entity} ${id} has no Italian ${field}`);
  return value;
}

interface PlacesEditorProps {
  /** The entity whose editor is shown. */
  readonly entity: PlacesEntity;
  /** The captured item opened. */
  readonly id: number;
}

function PlacesEditor({ entity, id }: PlacesEditorProps) {
  const { meta, validators } = registry[entity];
  return <EditorFrame meta={meta} validators={validators} calls={CALLS[entity]} path={editorPath(entity, id)} />;
}

const meta = {
  title: 'Entities/Places',
  component: PlacesEditor,
  args: { entity: 'place', id: DEMO_ID },
} satisfies Meta<typeof PlacesEditor>;

export default meta;

type Story = StoryObj<typeof meta>;

/**
 * A play that waits for the editor of the story's item: the title 'Modifica X' and the item's
 * name in its field (`field`: the entity's title field unless the editor shows another one).
 */
function showsItem(field?: string): Story['play'] {
  return async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const entityMeta = registry[args.entity].meta;
    await canvas.findByText(`Modifica ${entityMeta.editor.title.it}`, {}, { timeout: 5000 });
    const name = italianValue(args.entity, args.id, field ?? entityMeta.titleField);
    // The name may also be in other fields (the social title, the address's venue).
    await waitFor(() => expect(canvas.getAllByDisplayValue(name).length).toBeGreaterThan(0), { timeout: 5000 });
  };
}

export const Place: Story = {
  name: 'Luogo',
  args: { entity: 'place' },
  play: showsItem(),
};

export const Restaurant: Story = {
  name: 'Ristorante',
  args: { entity: 'eat' },
  play: showsItem(),
};

export const CarRental: Story = {
  name: 'Rent',
  args: { entity: 'rent' },
  play: showsItem(),
};

export const SportWellness: Story = {
  name: 'Elemento sport e benessere',
  args: { entity: 'sportwellness' },
  play: showsItem(),
};

/** The price list is read-only: shown, never edited. */
export const Station: Story = {
  name: 'Stazione',
  args: { entity: 'station' },
  play: showsItem(),
};

/** One name, no language switch. */
export const Hotel: Story = {
  name: 'Hotel',
  args: { entity: 'stay' },
  play: showsItem(),
};

/** Info points, each with a name per language and an address with its map. */
export const Destination: Story = {
  name: 'Destinazione',
  args: { entity: 'destination' },
  play: showsItem(),
};

/** The name is composed by the server from Nome and Cognome, the fields the editor shows. */
export const Guide: Story = {
  name: 'Guida',
  args: { entity: 'guide' },
  play: showsItem('cognome'),
};

/** A POI of a collection, at `/luogo/:id/:code`, with its destination chosen in a combo. */
export const PointOfInterest: Story = {
  name: 'Luogo POI',
  args: { entity: 'luoghi' },
  play: showsItem(),
};

/** POI collections are created and renamed in the list's 'Gestione Luoghi' dialog: the list. */
export const PoiCollections: Story = {
  name: 'Collezioni POI',
  render: () => <ListFrame meta={registry.tipologia_luoghi.meta} calls={tipologiaLuoghiCalls} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { meta: listMeta } = registry.tipologia_luoghi;
    await canvas.findByRole('heading', { level: 1, name: listMeta.list.title.it }, { timeout: 5000 });
    const title = itemOf('tipologia_luoghi', DEMO_ID).data.title;
    if (typeof title !== 'string') throw new Error('the captured POI collection has no title');
    await canvas.findByText(title, {}, { timeout: 5000 });
  },
};
