// Generated from schemas/station.yaml by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
import type { EntityMeta } from '#core/model';
import {
  cardAddress_9e65f3,
  cardBase_e2d4ec,
  cardContacts_dcfc8c,
  cardImages_2dec7c,
  cardSeo_027862,
  cardSettings_95a8b3,
  columnActions_91460a,
  columnCity_3fbde7,
  columnId_01bd81,
  columnStatuses_b624c6,
  columnTitle_abf2fc,
  defaultsOfEntity_e0bac1,
  defaultsOfFieldsList_b3e85a,
  defaultsOfFieldsNumber_b2625e,
  defaultsOfList_498554,
  defaultsOfRelationsTags_44c424,
  editor_39e970,
  fieldAttachments_a11734,
  fieldLocations_84b192,
  fieldTappeContentsTitle_6db903,
  filters_913be9,
} from '../parts';

/** Station: the normalised schema, read by the admin runtime and the server. */
export const stationMeta = {
  ...defaultsOfEntity_e0bac1,
  name: 'station',
  source: 'schemas/station.yaml',
  path: 'station',
  route: 'stations',
  editorRoute: 'stations/:id',
  ability: 'station',
  label: { singular: { it: 'Stazione', en: 'Station' }, plural: { it: 'Stazioni', en: 'Stations' } },
  fields: [
    fieldLocations_84b192,
    fieldAttachments_a11734,
    {
      ...defaultsOfFieldsList_b3e85a,
      name: 'prices',
      path: 'prices',
      label: { it: 'Prezzi', en: 'Prices' },
      readOnly: true,
      fields: [
        { ...fieldTappeContentsTitle_6db903, name: 'label', path: 'prices.label', label: { it: 'Voce', en: 'Item' } },
        {
          ...defaultsOfFieldsNumber_b2625e,
          name: 'value',
          path: 'prices.value',
          label: { it: 'Prezzo (€)', en: 'Price (€)' },
          max: 1000000,
        },
      ],
      sortable: false,
      itemTitle: 'label',
      confirmRemove: false,
      addLabel: null,
    },
  ],
  relations: [{ ...defaultsOfRelationsTags_44c424, table: 'station_tags' }],
  list: {
    ...defaultsOfList_498554,
    title: { it: 'Gestione Stazioni', en: 'Stations' },
    newButton: { it: 'Nuova stazione', en: 'New station' },
    columns: [columnId_01bd81, columnTitle_abf2fc, columnCity_3fbde7, columnStatuses_b624c6, columnActions_91460a],
    filters: filters_913be9,
  },
  editor: {
    ...editor_39e970,
    title: { it: 'Stazione', en: 'Station' },
    main: [
      cardBase_e2d4ec,
      cardSeo_027862,
      cardContacts_dcfc8c,
      cardAddress_9e65f3,
      { key: 'prices', title: { it: 'Prezzi', en: 'Prices' }, fields: ['prices'], collapsible: false },
      cardImages_2dec7c,
    ],
    side: [cardSettings_95a8b3],
  },
} as const satisfies EntityMeta;
