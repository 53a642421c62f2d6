// Generated from schemas/operatori.yaml by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
import type { EntityMeta } from '#core/model';
import {
  cardBase_e2d4ec,
  cardContacts_dcfc8c,
  cardImages_2dec7c,
  cardMunicipalities_e2cf1e,
  cardSettings_fdc38a,
  contentAuthor_1ff23f,
  contentContacts_6beb21,
  contentDescription_005e4c,
  contentSlug_76614e,
  contentStatus_b9dad4,
  contentTitle_601a8a,
  defaultsOfEntity_be7d2e,
  defaultsOfList_75daf5,
  defaultsOfRelationsMunicipalities_4bbef5,
  editor_395ea2,
  fieldAttachments_a11734,
  fieldComune_1fda09,
  labelOperatori_7aa282,
} from '../parts';

/** Operator: the normalised schema, read by the admin runtime and the server. */
export const operatoriMeta = {
  ...defaultsOfEntity_be7d2e,
  name: 'operatori',
  source: 'schemas/operatori.yaml',
  path: 'operatori',
  route: 'operatori',
  editorRoute: 'operatori/:id',
  ability: 'operatori',
  comboCall: { minChars: 2 },
  label: { singular: { it: 'Operatore', en: 'Operator' }, plural: labelOperatori_7aa282 },
  dashboard: { order: null, label: labelOperatori_7aa282, list: 'operatori' },
  languages: ['it', 'en'],
  fields: [fieldAttachments_a11734, fieldComune_1fda09],
  contents: [
    contentContacts_6beb21,
    contentTitle_601a8a,
    contentSlug_76614e,
    contentDescription_005e4c,
    contentStatus_b9dad4,
    contentAuthor_1ff23f,
  ],
  relations: [{ ...defaultsOfRelationsMunicipalities_4bbef5, table: 'operatori_municipalities' }],
  list: {
    ...defaultsOfList_75daf5,
    title: { it: 'Gestione Operatore', en: 'Operators' },
    newButton: { it: 'Nuovo Operatore', en: 'New operator' },
  },
  editor: {
    ...editor_395ea2,
    title: { it: 'Operatore', en: 'Operator' },
    main: [{ ...cardBase_e2d4ec, fields: ['title', 'slug', 'description'] }, cardContacts_dcfc8c, cardImages_2dec7c],
    side: [cardSettings_fdc38a, cardMunicipalities_e2cf1e],
    preview: false,
  },
} as const satisfies EntityMeta;
