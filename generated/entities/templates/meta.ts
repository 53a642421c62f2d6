// Generated from schemas/templates.yaml by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
import type { EntityMeta } from '#core/model';
import {
  actions_67e350,
  cardBase_e2d4ec,
  columnActions_91460a,
  columnId_01bd81,
  columnName_261858,
  defaultsOfEntity_e0bac1,
  defaultsOfList_498554,
  editor_39e970,
  fieldName_50b237,
  fieldTappeContentsTitle_6db903,
  filters_763c6b,
  labelTemplate_8b777f,
} from '../parts';

/** Template: the normalised schema, read by the admin runtime and the server. */
export const templatesMeta = {
  ...defaultsOfEntity_e0bac1,
  name: 'templates',
  source: 'schemas/templates.yaml',
  path: 'templates',
  route: 'templates',
  editorRoute: 'templates/:id',
  ability: 'templates',
  actions: { ...actions_67e350, publish: false },
  abilityGroup: 'settings',
  searchCall: { minChars: 2 },
  label: { singular: labelTemplate_8b777f, plural: { it: 'Template', en: 'Templates' } },
  languages: ['it'],
  languageSwitch: false,
  fields: [
    fieldName_50b237,
    { ...fieldTappeContentsTitle_6db903, name: 'view', path: 'view', label: { it: 'View', en: 'View' } },
    {
      name: 'params',
      path: 'params',
      label: { it: 'Parametri', en: 'Parameters' },
      perLanguage: false,
      required: 'never',
      readOnly: false,
      help: null,
      kind: 'params',
      asJsonText: true,
      max: 100,
    },
  ],
  contents: [],
  titleField: 'name',
  list: {
    ...defaultsOfList_498554,
    title: { it: 'Gestione Template', en: 'Templates' },
    newButton: { it: 'Nuovo Template', en: 'New template' },
    columns: [columnId_01bd81, columnName_261858, columnActions_91460a],
    filters: filters_763c6b,
    defaultSort: { field: 'id', direction: 'asc' },
    sortable: ['id', 'name'],
    search: ['name'],
  },
  editor: {
    ...editor_39e970,
    title: labelTemplate_8b777f,
    main: [{ ...cardBase_e2d4ec, fields: ['name', 'view', 'params'] }],
    side: [],
    preview: false,
  },
} as const satisfies EntityMeta;
