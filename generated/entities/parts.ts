// Generated from 30 schemas under schemas/ by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
// Models that two or more entities share (mostly from the same fragment: fields, list columns
// and filters, editor cards), emitted once so that each entity's chunk carries only its own.

export const fields_b5cb35 = ['theme', 'category'] as const;
export const fields_c2fb9a = ['category', 'theme'] as const;
export const labelID_d3ff33 = { it: 'ID', en: 'ID' } as const;
export const labelURL_9675f1 = { it: 'URL', en: 'URL' } as const;
export const routeAliases_8c3f24 = { list: [], editor: [] } as const;
export const fields_2df924 = ['destinazione', 'theme'] as const;
export const redazioneDestinazioneTuristica_a857f5 = ['view', 'create', 'edit'] as const;
export const labelNAME_33883f = { it: 'NAME', en: 'NAME' } as const;
export const labelNome_01b07b = { it: 'Nome', en: 'Name' } as const;
export const labelNOME_3049ca = { it: 'NOME', en: 'NAME' } as const;
export const labelSlug_d16d8f = { it: 'Slug', en: 'Slug' } as const;
export const labelTags_d327b1 = { it: 'Tags', en: 'Tags' } as const;
export const labelFile_e88c00 = { it: 'File', en: 'Files' } as const;
export const labelNote_974087 = { it: 'Note', en: 'Notes' } as const;
export const labelEmail_8c044c = { it: 'Email', en: 'Email' } as const;
export const labelTesti_36f052 = { it: 'Testi', en: 'Texts' } as const;
export const labelTITLE_e352b0 = { it: 'TITLE', en: 'TITLE' } as const;
export const emptyAssente_6a23a3 = { it: 'assente', en: 'none' } as const;
export const labelCerca_d6a640 = { it: 'Cerca', en: 'Search' } as const;
export const labelFonte_fec5ef = { it: 'Fonte', en: 'Source' } as const;
export const labelPrezzo_69c0e0 = { it: 'Prezzo', en: 'Price' } as const;
export const labelStato_235ae3 = { it: 'Stato', en: 'Status' } as const;
export const labelSTATO_c307bf = { it: 'STATO', en: 'STATUS' } as const;
export const labelTitolo_4e1384 = { it: 'Titolo', en: 'Title' } as const;
export const labelTITOLO_717291 = { it: 'TITOLO', en: 'TITLE' } as const;
export const labelAutore_27dbb0 = { it: 'Autore', en: 'Author' } as const;
export const labelGoogle_6af7a0 = { it: 'Google', en: 'Google' } as const;
export const labelReti_56eb2e = { it: 'Reti', en: 'Networks' } as const;
export const labelSocial_72272f = { it: 'Social', en: 'Social' } as const;
export const labelTarget_7ecf06 = { it: 'Target', en: 'Target' } as const;
export const pluralEventi_27256c = { it: 'Eventi', en: 'Events' } as const;
export const fields_22e940 = ['status', 'author', 'pub_date'] as const;
export const labelAZIONI_c0857e = { it: 'AZIONI', en: 'ACTIONS' } as const;
export const labelPortale_3411e3 = { it: 'Portale', en: 'Portal' } as const;
export const labelTipologia_e7a244 = { it: 'Tipologia', en: 'Type' } as const;
export const labelDurata_2ec204 = { it: 'Durata', en: 'Duration' } as const;
export const labelImmagini_1c0ac6 = { it: 'Immagini', en: 'Images' } as const;
export const labelLINGUA_743f4e = { it: 'LINGUA', en: 'LANGUAGE' } as const;
export const labelWebsite_a6e461 = { it: 'Website', en: 'Website' } as const;
export const defaultSort_a67630 = { field: 'id', direction: 'desc' } as const;
export const labelContatti_282bdf = { it: 'Contatti', en: 'Contacts' } as const;
export const labelIndirizzo_a028d0 = { it: 'Indirizzo', en: 'Address' } as const;
export const labelKeywords_1d07d4 = { it: 'Keywords', en: 'Keywords' } as const;
export const labelTemplate_8b777f = { it: 'Template', en: 'Template' } as const;
export const pluralArticoli_e8ddbf = { it: 'Articoli', en: 'Articles' } as const;
export const titleProposta_38b191 = { it: 'Proposta', en: 'Proposal' } as const;
export const labelCategoria_431a55 = { it: 'Categoria', en: 'Category' } as const;
export const labelDATAPUB_92b2eb = { it: 'DATA PUB', en: 'PUB. DATE' } as const;
export const labelInteresse_d3df0a = { it: 'Interesse', en: 'Interest' } as const;
export const labelProvincia_cc9848 = { it: 'Provincia', en: 'Province' } as const;
export const labelPROVINCIA_f66bdc = { it: 'PROVINCIA', en: 'PROVINCE' } as const;
export const labelTelefono_d0ff08 = { it: 'Telefono', en: 'Telephone' } as const;
export const labelCOMUNE_ad2ae1 = { it: 'COMUNE', en: 'MUNICIPALITY' } as const;
export const labelComune_b2d369 = { it: 'Comune', en: 'Municipality' } as const;
export const labelInteressi_fc040a = { it: 'Interessi', en: 'Interests' } as const;
export const labelOperatori_7aa282 = { it: 'Operatori', en: 'Operators' } as const;
export const titleElencoPOI_2ec3d6 = { it: 'Elenco POI', en: 'POI list' } as const;
export const labelAllegati_52f82e = { it: 'Allegati', en: 'Attachments' } as const;
export const labelCategorie_63e262 = { it: 'Categorie', en: 'Categories' } as const;
export const labelParagrafi_1855a1 = { it: 'Paragrafi', en: 'Paragraphs' } as const;
export const labelSottotitolo_84a985 = { it: 'Sottotitolo', en: 'Subtitle' } as const;
export const titleInformazioniSEO_441d7b = { it: 'Informazioni SEO', en: 'SEO' } as const;
export const fields_62b080 = ['social.title', 'social.description'] as const;
export const labelComuni_b979d5 = { it: 'Comuni', en: 'Municipalities' } as const;
export const titleImpostazioni_11b0a4 = { it: 'Impostazioni', en: 'Settings' } as const;
export const labelCorrelati_4d1370 = { it: 'Correlati', en: 'Related items' } as const;
export const labelDescrizione_1f01ce = { it: 'Descrizione', en: 'Description' } as const;
export const roles_ff6fd8 = ['redazione-regionale', 'administrator'] as const;
export const addLabelAggiungiTappa_4585d1 = { it: 'Aggiungi tappa', en: 'Add stage' } as const;
export const labelInformazioni_dcaa66 = { it: 'Informazioni', en: 'Information' } as const;
export const singularDestinazione_b05208 = { it: 'Destinazione', en: 'Destination' } as const;
export const labelIntroduzione_58dcde = { it: 'Introduzione', en: 'Introduction' } as const;
export const newButtonNuovoArticolo_a2f632 = { it: 'Nuovo Articolo', en: 'New article' } as const;
export const newButtonNuovaProposta_70181a = { it: 'Nuova proposta', en: 'New proposal' } as const;
export const labelTitoloArticolo_10f3c9 = { it: 'Titolo articolo', en: 'Article title' } as const;
export const addLabelAggiungiParagrafo_5704b1 = { it: 'Aggiungi paragrafo', en: 'Add paragraph' } as const;
export const titleGestioneProposte_125e5f = { it: 'Gestione proposte', en: 'Stay proposals' } as const;
export const types_f84dc5 = ['email', 'website', 'telephone', 'fax', 'whatsapp'] as const;
export const labelMetaDescription_04394c = { it: 'Meta description', en: 'Meta description' } as const;
export const labelAnnoDiRiferimento_3d8318 = { it: 'Anno di riferimento', en: 'Reference year' } as const;
export const labelDataPubblicazione_7708be = { it: 'Data pubblicazione', en: 'Publication date' } as const;
export const labelDATAPUBBLICAZIONE_fd9695 = { it: 'DATA PUBBLICAZIONE', en: 'PUBLICATION DATE' } as const;
export const labelDescrizioneBreve_390bfe = { it: 'Descrizione breve', en: 'Short description' } as const;
export const singularPropostaDiSoggiorno_36b4d7 = { it: 'Proposta di soggiorno', en: 'Stay proposal' } as const;
export const labelSottotitoloArticolo_8cfbf1 = { it: 'Sottotitolo articolo', en: 'Article subtitle' } as const;
export const titleInformazioniBlog_e69fd5 = { it: 'Informazioni blog', en: 'Article information' } as const;
export const titleInformazioniDiBase_fee899 = { it: 'Informazioni di base', en: 'Basic information' } as const;
export const fields_31f1c9 = ['google.keywords', 'google.title', 'google.description'] as const;
export const fields_1968e4 = ['title', 'subtitle', 'excerpt', 'description', 'paragrafi'] as const;
export const restricted_d7cf8e = { id: 1, roles: roles_ff6fd8 } as const;
export const fields_2d1825 = ['title', 'slug', 'subtitle', 'excerpt', 'description', 'tags'] as const;
export const restricted_6907d2 = [restricted_d7cf8e] as const;
export const titleInformazioniAggiuntive_fe3f8a = { it: 'Informazioni aggiuntive', en: 'Further information' } as const;
export const tdh_506867 = { type: 'interesse', typeField: null, difficultyField: null } as const;
export const grants_0ea4b9 = { 'redazione-destinazione-turistica': redazioneDestinazioneTuristica_a857f5 } as const;
export const audio_5e07c1 = { fields: fields_1968e4 } as const;
export const actions_67e350 = { view: true, create: true, edit: true, delete: true, publish: true } as const;
export const defaultsOfRelationsTags_44c424 = {
  relation: 'tags',
  table: null,
  column: 'tag_id',
  target: 'tags',
  fields: ['tags'],
} as const;
export const fields_3f395a = [
  'title',
  'slug',
  'subtitle',
  'annoriferimento',
  'fonte',
  'excerpt',
  'description',
  'tags',
] as const;
export const fields_457735 = [
  'google.keywords',
  'google.title',
  'google.description',
  'social.title',
  'social.description',
] as const;
export const cardFiles_ebbfa5 = {
  key: 'files',
  title: labelFile_e88c00,
  fields: ['attachments'],
  collapsible: false,
} as const;
export const cardPortal_9af76d = {
  key: 'portal',
  title: labelPortale_3411e3,
  fields: ['portal'],
  collapsible: false,
} as const;
export const defaultsOfFiltersScope_115d8d = {
  param: null,
  kind: 'scope',
  label: null,
  field: null,
  main: null,
  mainParam: null,
  options: [],
} as const;
export const cardFiles_641625 = {
  key: 'files',
  title: labelAllegati_52f82e,
  fields: ['files'],
  collapsible: false,
} as const;
export const hintIniziaADigitareIlNomeDiU_df34f8 = {
  it: 'Inizia a digitare il nome di una destinazioni',
  en: 'Start typing the name of a destination',
} as const;
export const cardAddress_4ad338 = {
  key: 'address',
  title: labelIndirizzo_a028d0,
  fields: ['location'],
  collapsible: false,
} as const;
export const cardImages_2dec7c = {
  key: 'images',
  title: labelImmagini_1c0ac6,
  fields: ['attachments'],
  collapsible: false,
} as const;
export const cardAddress_9e65f3 = {
  key: 'address',
  title: labelIndirizzo_a028d0,
  fields: ['locations'],
  collapsible: false,
} as const;
export const cardContacts_dcfc8c = {
  key: 'contacts',
  title: labelContatti_282bdf,
  fields: ['contacts'],
  collapsible: false,
} as const;
export const cardMunicipality_8f367c = {
  key: 'municipality',
  title: labelComune_b2d369,
  fields: ['comune'],
  collapsible: false,
} as const;
export const cardRelated_2337e9 = {
  key: 'related',
  title: labelCorrelati_4d1370,
  fields: ['related'],
  collapsible: false,
} as const;
export const cardCategories_4315df = {
  key: 'categories',
  title: labelCategorie_63e262,
  fields: ['category'],
  collapsible: false,
} as const;
export const cardParagraphs_45a309 = {
  key: 'paragraphs',
  title: labelParagrafi_1855a1,
  fields: ['paragrafi'],
  collapsible: false,
} as const;
export const cardMunicipalities_e2cf1e = {
  key: 'municipalities',
  title: labelComuni_b979d5,
  fields: ['comune'],
  collapsible: false,
} as const;
export const cardSettings_fdc38a = {
  key: 'settings',
  title: titleImpostazioni_11b0a4,
  fields: ['status', 'author'],
  collapsible: false,
} as const;
export const defaultsOfRelationsCategories_5d8687 = {
  relation: 'categories',
  table: null,
  column: 'category_id',
  target: 'categories',
  fields: fields_c2fb9a,
} as const;
export const cardCategories_9f46ca = {
  key: 'categories',
  title: labelCategorie_63e262,
  fields: fields_b5cb35,
  collapsible: false,
} as const;
export const cardCategories_e9566d = {
  key: 'categories',
  title: labelCategorie_63e262,
  fields: fields_c2fb9a,
  collapsible: false,
} as const;
export const defaultsOfRelationsMunicipalities_4bbef5 = {
  relation: 'municipalities',
  table: null,
  column: 'municipality_id',
  target: 'municipalities',
  fields: ['comune'],
} as const;
export const cardSocial_4061a2 = {
  key: 'social',
  title: labelSocial_72272f,
  fields: fields_62b080,
  collapsible: false,
} as const;
export const cardSettings_95a8b3 = {
  key: 'settings',
  title: titleImpostazioni_11b0a4,
  fields: fields_22e940,
  collapsible: false,
} as const;
export const filterStato_dce1e0 = {
  param: 'stato',
  kind: 'status',
  label: labelStato_235ae3,
  field: null,
  main: null,
  mainParam: null,
  options: [],
} as const;
export const filterKeywords_ae045e = {
  param: 'keywords',
  kind: 'keywords',
  label: labelCerca_d6a640,
  field: null,
  main: null,
  mainParam: null,
  options: [],
} as const;
export const filterTarget_26c786 = {
  param: 'target',
  kind: 'category',
  label: labelTarget_7ecf06,
  field: 'target',
  main: 6,
  mainParam: null,
  options: [],
} as const;
export const cardExtra_07d0b5 = {
  key: 'extra',
  title: titleInformazioniAggiuntive_fe3f8a,
  fields: ['price', 'comune'],
  collapsible: false,
} as const;
export const defaultsOfColumnsCategory_441793 = {
  key: null,
  label: null,
  kind: 'category',
  sortable: false,
  empty: null,
  more: null,
  withProvince: false,
  source: null,
  link: null,
} as const;
export const filters_763c6b = [filterKeywords_ae045e] as const;
export const filterTema_f345bc = {
  param: 'tema',
  kind: 'category',
  label: labelInteresse_d3df0a,
  field: 'theme',
  main: 5,
  mainParam: null,
  options: [],
} as const;
export const filterTema_a6c92a = {
  param: 'tema',
  kind: 'category',
  label: labelInteressi_fc040a,
  field: 'theme',
  main: 5,
  mainParam: null,
  options: [],
} as const;
export const defaultsOfContentsDate_f9490e = {
  name: null,
  path: null,
  label: null,
  perLanguage: true,
  required: 'never',
  readOnly: false,
  help: null,
  kind: 'date',
  default: null,
} as const;
export const filterProvincia_4b1df8 = {
  param: 'provincia',
  kind: 'province',
  label: labelProvincia_cc9848,
  field: null,
  main: null,
  mainParam: null,
  options: [],
} as const;
export const defaultsOfFiltersCategory_093cb9 = {
  param: 'tema',
  kind: 'category',
  label: singularDestinazione_b05208,
  field: 'theme',
  main: 5,
  mainParam: null,
  options: [],
} as const;
export const columnId_003eeb = {
  key: 'id',
  label: labelID_d3ff33,
  kind: 'id',
  sortable: true,
  empty: null,
  more: null,
  withProvince: false,
  source: null,
  link: null,
} as const;
export const cardSeo_61afd9 = {
  key: 'seo',
  title: titleInformazioniSEO_441d7b,
  fields: fields_31f1c9,
  collapsible: false,
} as const;
export const filterComune_a8fe6c = {
  param: 'comune',
  kind: 'municipality',
  label: labelComune_b2d369,
  field: 'comune',
  main: null,
  mainParam: null,
  options: [],
} as const;
export const filterComune_96e225 = {
  param: 'comune',
  kind: 'municipality',
  label: labelComune_b2d369,
  field: 'locations',
  main: null,
  mainParam: null,
  options: [],
} as const;
export const filterDestinazione_4076a8 = {
  param: 'destinazione',
  kind: 'category',
  label: singularDestinazione_b05208,
  field: 'destinazione',
  main: 2,
  mainParam: null,
  options: [],
} as const;
export const contentAuthor_1ff23f = {
  name: 'author',
  path: 'author',
  label: labelAutore_27dbb0,
  perLanguage: true,
  required: 'never',
  readOnly: false,
  help: null,
  kind: 'author',
} as const;
export const columnName_c7f817 = {
  key: 'name',
  label: labelTITOLO_717291,
  kind: 'text',
  sortable: true,
  empty: null,
  more: null,
  withProvince: false,
  source: 'name',
  link: null,
} as const;
export const columnTitle_34f17f = {
  key: 'title',
  label: labelNOME_3049ca,
  kind: 'text',
  sortable: false,
  empty: null,
  more: null,
  withProvince: false,
  source: 'title',
  link: null,
} as const;
export const columnTitle_af2ab6 = {
  key: 'title',
  label: labelNAME_33883f,
  kind: 'text',
  sortable: false,
  empty: null,
  more: null,
  withProvince: false,
  source: 'title',
  link: null,
} as const;
export const columnTitle_cd62b6 = {
  key: 'title',
  label: labelTITLE_e352b0,
  kind: 'text',
  sortable: false,
  empty: null,
  more: null,
  withProvince: false,
  source: 'title',
  link: null,
} as const;
export const columnTitle_a1a822 = {
  key: 'title',
  label: labelTITOLO_717291,
  kind: 'text',
  sortable: false,
  empty: null,
  more: null,
  withProvince: false,
  source: 'title',
  link: null,
} as const;
export const columnActions_956f43 = {
  key: 'actions',
  label: labelAZIONI_c0857e,
  kind: 'actions',
  sortable: false,
  empty: null,
  more: null,
  withProvince: false,
  source: null,
  link: null,
} as const;
export const columnStatuses_ac9050 = {
  key: 'statuses',
  label: labelSTATO_c307bf,
  kind: 'statuses',
  sortable: false,
  empty: null,
  more: null,
  withProvince: false,
  source: null,
  link: null,
} as const;
export const cardBase_e2d4ec = {
  key: 'base',
  title: titleInformazioniDiBase_fee899,
  fields: fields_2d1825,
  collapsible: false,
} as const;
export const columnLanguages_8a4069 = {
  key: 'languages',
  label: labelLINGUA_743f4e,
  kind: 'languages',
  sortable: false,
  empty: null,
  more: null,
  withProvince: false,
  source: null,
  link: null,
} as const;
export const columnPubDate_62eb4e = {
  key: 'pub_date',
  label: labelDATAPUB_92b2eb,
  kind: 'date',
  sortable: true,
  empty: null,
  more: null,
  withProvince: false,
  source: 'pub_date',
  link: null,
} as const;
export const defaultsOfFieldsSelect_bf732b = {
  name: null,
  path: null,
  label: null,
  perLanguage: false,
  required: 'never',
  readOnly: false,
  help: null,
  kind: 'select',
  options: null,
  default: null,
  multiple: false,
} as const;
export const defaultsOfFieldsNumber_b2625e = {
  name: null,
  path: null,
  label: null,
  perLanguage: false,
  required: 'never',
  readOnly: false,
  help: null,
  kind: 'number',
  integer: false,
  min: 0,
  max: null,
  default: null,
} as const;
export const cardSeo_027862 = {
  key: 'seo',
  title: titleInformazioniSEO_441d7b,
  fields: fields_457735,
  collapsible: false,
} as const;
export const contentTags_837e94 = {
  name: 'tags',
  path: 'tags',
  label: labelTags_d327b1,
  perLanguage: true,
  required: 'never',
  readOnly: false,
  help: null,
  kind: 'tags',
  createAbility: 'view-tag',
  max: 100,
} as const;
export const contentStatus_b9dad4 = {
  name: 'status',
  path: 'status',
  label: labelStato_235ae3,
  perLanguage: true,
  required: 'never',
  readOnly: false,
  help: null,
  kind: 'status',
  default: 2,
  noteField: null,
} as const;
export const contentSlug_76614e = {
  name: 'slug',
  path: 'slug',
  label: labelSlug_d16d8f,
  perLanguage: true,
  required: 'never',
  readOnly: false,
  help: null,
  kind: 'slug',
  from: 'title',
  max: 255,
  unique: true,
} as const;
export const contentSlug_6a0646 = {
  name: 'slug',
  path: 'slug',
  label: labelSlug_d16d8f,
  perLanguage: true,
  required: 'publish',
  readOnly: false,
  help: null,
  kind: 'slug',
  from: 'title',
  max: 255,
  unique: true,
} as const;
export const columnPubDate_26ef37 = {
  key: 'pub_date',
  label: labelDATAPUBBLICAZIONE_fd9695,
  kind: 'date',
  sortable: true,
  empty: null,
  more: null,
  withProvince: false,
  source: 'pub_date',
  link: null,
} as const;
export const cardBase_280b16 = {
  key: 'base',
  title: titleInformazioniBlog_e69fd5,
  fields: fields_3f395a,
  collapsible: false,
} as const;
export const contentPubDate_0df299 = {
  name: 'pub_date',
  path: 'pub_date',
  label: labelDataPubblicazione_7708be,
  perLanguage: true,
  required: 'never',
  readOnly: false,
  help: null,
  kind: 'datetime',
  default: 'now',
} as const;
export const columnProvince_865354 = {
  key: 'province',
  label: labelPROVINCIA_f66bdc,
  kind: 'province',
  sortable: false,
  empty: emptyAssente_6a23a3,
  more: null,
  withProvince: false,
  source: 'locations',
  link: null,
} as const;
export const columnCity_a1118a = {
  key: 'city',
  label: labelCOMUNE_ad2ae1,
  kind: 'municipality',
  sortable: false,
  empty: emptyAssente_6a23a3,
  more: null,
  withProvince: false,
  source: 'locations',
  link: null,
} as const;
export const fieldTheme_4fc1df = {
  name: 'theme',
  path: 'theme',
  label: labelReti_56eb2e,
  perLanguage: false,
  required: 'never',
  readOnly: false,
  help: null,
  kind: 'category',
  main: 5,
  multiple: true,
  primary: true,
  max: 100,
} as const;
export const fieldTarget_5b757b = {
  name: 'target',
  path: 'target',
  label: labelTarget_7ecf06,
  perLanguage: false,
  required: 'never',
  readOnly: false,
  help: null,
  kind: 'category',
  main: 6,
  multiple: true,
  primary: true,
  max: 100,
} as const;
export const fieldDurata_77c349 = {
  name: 'durata',
  path: 'durata',
  label: labelDurata_2ec204,
  perLanguage: false,
  required: 'never',
  readOnly: false,
  help: null,
  kind: 'category',
  main: 4,
  multiple: true,
  primary: true,
  max: 100,
} as const;
export const fieldAttachments_a11734 = {
  name: 'attachments',
  path: 'attachments',
  label: labelImmagini_1c0ac6,
  perLanguage: false,
  required: 'never',
  readOnly: false,
  help: null,
  kind: 'images',
  max: 10,
  cover: true,
  minLongestSide: 300,
} as const;
export const fieldTheme_649a91 = {
  name: 'theme',
  path: 'theme',
  label: labelInteresse_d3df0a,
  perLanguage: false,
  required: 'never',
  readOnly: false,
  help: null,
  kind: 'category',
  main: 5,
  multiple: true,
  primary: true,
  max: 100,
} as const;
export const fieldTheme_cd9e57 = {
  name: 'theme',
  path: 'theme',
  label: labelInteressi_fc040a,
  perLanguage: false,
  required: 'never',
  readOnly: false,
  help: null,
  kind: 'category',
  main: 5,
  multiple: true,
  primary: true,
  max: 100,
} as const;
export const defaultsOfFieldsCategory_4d86c0 = {
  name: 'category',
  path: 'category',
  label: labelCategoria_431a55,
  perLanguage: false,
  required: 'never',
  readOnly: false,
  help: null,
  kind: 'category',
  main: 5,
  multiple: true,
  primary: true,
  max: 100,
} as const;
export const fieldCategory_42d9e5 = {
  name: 'category',
  path: 'category',
  label: labelCategoria_431a55,
  perLanguage: false,
  required: 'never',
  readOnly: false,
  help: null,
  kind: 'category',
  main: 1,
  multiple: true,
  primary: true,
  max: 100,
} as const;
export const fieldCategory_4e7ac7 = {
  name: 'category',
  path: 'category',
  label: labelCategoria_431a55,
  perLanguage: false,
  required: 'never',
  readOnly: false,
  help: null,
  kind: 'category',
  main: 10,
  multiple: true,
  primary: true,
  max: 100,
} as const;
export const fieldLocation_989f10 = {
  name: 'location',
  path: 'location',
  label: labelIndirizzo_a028d0,
  perLanguage: false,
  required: 'never',
  readOnly: false,
  help: null,
  kind: 'address',
  map: true,
  requireCoordinates: true,
  multiple: false,
} as const;
export const fieldLocations_84b192 = {
  name: 'locations',
  path: 'locations',
  label: labelIndirizzo_a028d0,
  perLanguage: false,
  required: 'never',
  readOnly: false,
  help: null,
  kind: 'address',
  map: true,
  requireCoordinates: true,
  multiple: false,
} as const;
export const fieldParagrafiAttachments_74f95a = {
  name: 'attachments',
  path: 'paragrafi.attachments',
  label: labelImmagini_1c0ac6,
  perLanguage: false,
  required: 'never',
  readOnly: false,
  help: null,
  kind: 'images',
  max: 10,
  cover: false,
  minLongestSide: 300,
} as const;
export const fieldTappeLocation_03b1bc = {
  name: 'location',
  path: 'tappe.location',
  label: labelIndirizzo_a028d0,
  perLanguage: false,
  required: 'never',
  readOnly: false,
  help: null,
  kind: 'address',
  map: true,
  requireCoordinates: true,
  multiple: false,
} as const;
export const fieldFiles_dab158 = {
  name: 'files',
  path: 'files',
  label: labelAllegati_52f82e,
  perLanguage: false,
  required: 'never',
  readOnly: false,
  help: null,
  kind: 'files',
  accept: [],
  max: 10,
  acceptMessage: 'fileType',
  maxBytes: 104857600,
} as const;
export const fieldPortal_3172e8 = {
  name: 'portal',
  path: 'portal',
  label: labelPortale_3411e3,
  perLanguage: false,
  required: 'never',
  readOnly: false,
  help: null,
  kind: 'portal',
  restricted: restricted_6907d2,
} as const;
export const fieldDestinazione_ef7f83 = {
  name: 'destinazione',
  path: 'destinazione',
  label: singularDestinazione_b05208,
  perLanguage: false,
  required: 'never',
  readOnly: false,
  help: null,
  kind: 'category',
  main: 2,
  multiple: true,
  primary: true,
  max: 100,
} as const;
export const contentContacts_6beb21 = {
  name: 'contacts',
  path: 'contacts',
  label: labelContatti_282bdf,
  perLanguage: true,
  required: 'never',
  readOnly: false,
  help: null,
  kind: 'contacts',
  types: types_f84dc5,
  max: 100,
} as const;
export const side_be204b = [cardSettings_95a8b3, cardCategories_4315df] as const;
export const fieldComune_fb1259 = {
  name: 'comune',
  path: 'comune',
  label: labelComune_b2d369,
  perLanguage: false,
  required: 'never',
  readOnly: false,
  help: null,
  kind: 'municipalities',
  multiple: false,
  max: 500,
  shown: 10,
  minChars: 2,
  debounceMs: 300,
} as const;
export const contentPrice_6cee2f = {
  name: 'price',
  path: 'price',
  label: labelPrezzo_69c0e0,
  perLanguage: true,
  required: 'never',
  readOnly: false,
  help: null,
  kind: 'text',
  max: 255,
  min: 0,
  trim: true,
  format: null,
  pattern: null,
  counter: true,
  compose: null,
} as const;
export const fieldComune_1fda09 = {
  name: 'comune',
  path: 'comune',
  label: labelComuni_b979d5,
  perLanguage: false,
  required: 'never',
  readOnly: false,
  help: null,
  kind: 'municipalities',
  multiple: true,
  max: 500,
  shown: 10,
  minChars: 2,
  debounceMs: 300,
} as const;
export const fieldName_50b237 = {
  name: 'name',
  path: 'name',
  label: labelTitolo_4e1384,
  perLanguage: false,
  required: 'always',
  readOnly: false,
  help: null,
  kind: 'text',
  max: 255,
  min: 0,
  trim: true,
  format: null,
  pattern: null,
  counter: true,
  compose: null,
} as const;
export const contentTitle_601a8a = {
  name: 'title',
  path: 'title',
  label: labelTitolo_4e1384,
  perLanguage: true,
  required: 'always',
  readOnly: false,
  help: null,
  kind: 'text',
  max: 255,
  min: 0,
  trim: true,
  format: null,
  pattern: null,
  counter: true,
  compose: null,
} as const;
export const defaultsOfFieldsFiles_5ce337 = {
  name: 'attachments',
  path: 'attachments',
  label: labelAllegati_52f82e,
  perLanguage: false,
  required: 'never',
  readOnly: false,
  help: null,
  kind: 'files',
  accept: [],
  max: 10,
  acceptMessage: 'fileType',
  maxBytes: 104857600,
} as const;
export const side_ef7e94 = [cardSettings_95a8b3, cardCategories_e9566d] as const;
export const contentTitle_a1e400 = {
  name: 'title',
  path: 'title',
  label: labelTitolo_4e1384,
  perLanguage: true,
  required: 'always',
  readOnly: false,
  help: null,
  kind: 'text',
  max: 524288,
  min: 0,
  trim: true,
  format: null,
  pattern: null,
  counter: false,
  compose: null,
} as const;
export const fieldParagrafiTitle_8ca005 = {
  name: 'title',
  path: 'paragrafi.title',
  label: labelTitolo_4e1384,
  perLanguage: true,
  required: 'never',
  readOnly: false,
  help: null,
  kind: 'text',
  max: 255,
  min: 0,
  trim: true,
  format: null,
  pattern: null,
  counter: true,
  compose: null,
} as const;
export const contentSubtitle_0d8afe = {
  name: 'subtitle',
  path: 'subtitle',
  label: labelSottotitolo_84a985,
  perLanguage: true,
  required: 'never',
  readOnly: false,
  help: null,
  kind: 'text',
  max: 90,
  min: 0,
  trim: true,
  format: null,
  pattern: null,
  counter: true,
  compose: null,
} as const;
export const contentSubtitle_de50c8 = {
  name: 'subtitle',
  path: 'subtitle',
  label: labelSottotitolo_84a985,
  perLanguage: true,
  required: 'never',
  readOnly: false,
  help: null,
  kind: 'text',
  max: 140,
  min: 0,
  trim: true,
  format: null,
  pattern: null,
  counter: true,
  compose: null,
} as const;
export const fieldGoogleTitle_c360e0 = {
  name: 'title',
  path: 'google.title',
  label: labelTitolo_4e1384,
  perLanguage: false,
  required: 'publish',
  readOnly: false,
  help: null,
  kind: 'text',
  max: 524288,
  min: 0,
  trim: true,
  format: null,
  pattern: null,
  counter: false,
  compose: null,
} as const;
export const fieldSocialTitle_560162 = {
  name: 'title',
  path: 'social.title',
  label: labelTitolo_4e1384,
  perLanguage: false,
  required: 'publish',
  readOnly: false,
  help: null,
  kind: 'text',
  max: 524288,
  min: 0,
  trim: true,
  format: null,
  pattern: null,
  counter: false,
  compose: null,
} as const;
export const fieldTappeContentsTitle_6db903 = {
  name: 'title',
  path: 'tappe.contents.title',
  label: labelTitolo_4e1384,
  perLanguage: false,
  required: 'never',
  readOnly: false,
  help: null,
  kind: 'text',
  max: 255,
  min: 0,
  trim: true,
  format: null,
  pattern: null,
  counter: true,
  compose: null,
} as const;
export const fieldFonte_0ee127 = {
  name: 'fonte',
  path: 'fonte',
  label: labelFonte_fec5ef,
  perLanguage: false,
  required: 'never',
  readOnly: false,
  help: null,
  languages: ['it'],
  kind: 'text',
  max: 255,
  min: 0,
  trim: true,
  format: null,
  pattern: null,
  counter: true,
  compose: null,
} as const;
export const filters_0ceb4e = [filterKeywords_ae045e, filterStato_dce1e0] as const;
export const fieldTappeInfo_f88a3b = {
  name: 'info',
  path: 'tappe.info',
  label: labelInformazioni_dcaa66,
  perLanguage: true,
  required: 'never',
  readOnly: false,
  help: null,
  kind: 'textarea',
  max: 1000,
  min: 0,
  trim: true,
  format: null,
  pattern: null,
  counter: true,
  compose: null,
} as const;
export const contentTitle_0feb2e = {
  name: 'title',
  path: 'title',
  label: labelTitoloArticolo_10f3c9,
  perLanguage: true,
  required: 'always',
  readOnly: false,
  help: null,
  kind: 'text',
  max: 524288,
  min: 0,
  trim: true,
  format: null,
  pattern: null,
  counter: false,
  compose: null,
} as const;
export const contentExcerpt_ed06c9 = {
  name: 'excerpt',
  path: 'excerpt',
  label: labelIntroduzione_58dcde,
  perLanguage: true,
  required: 'publish',
  readOnly: false,
  help: null,
  kind: 'textarea',
  max: 250,
  min: 0,
  trim: true,
  format: null,
  pattern: null,
  counter: true,
  compose: null,
} as const;
export const fieldGoogleKeywords_fbbe60 = {
  name: 'keywords',
  path: 'google.keywords',
  label: labelKeywords_1d07d4,
  perLanguage: false,
  required: 'publish',
  readOnly: false,
  help: null,
  kind: 'text',
  max: 524288,
  min: 0,
  trim: true,
  format: null,
  pattern: null,
  counter: false,
  compose: null,
} as const;
export const fieldAnnoriferimento_af0c79 = {
  name: 'annoriferimento',
  path: 'annoriferimento',
  label: labelAnnoDiRiferimento_3d8318,
  perLanguage: false,
  required: 'never',
  readOnly: false,
  help: null,
  languages: ['it'],
  kind: 'number',
  integer: true,
  min: 1900,
  max: 2100,
  default: null,
} as const;
export const contentDescription_005e4c = {
  name: 'description',
  path: 'description',
  label: labelDescrizione_1f01ce,
  perLanguage: true,
  required: 'never',
  readOnly: false,
  help: null,
  kind: 'richtext',
  max: 524288,
  min: 0,
  trim: true,
  format: null,
  pattern: null,
  counter: false,
  compose: null,
} as const;
export const contentSubtitle_c6c9f2 = {
  name: 'subtitle',
  path: 'subtitle',
  label: labelSottotitoloArticolo_8cfbf1,
  perLanguage: true,
  required: 'never',
  readOnly: false,
  help: null,
  kind: 'text',
  max: 140,
  min: 0,
  trim: true,
  format: null,
  pattern: null,
  counter: true,
  compose: null,
} as const;
export const contentDescription_a85254 = {
  name: 'description',
  path: 'description',
  label: labelDescrizione_1f01ce,
  perLanguage: true,
  required: 'publish',
  readOnly: false,
  help: null,
  kind: 'richtext',
  max: 524288,
  min: 0,
  trim: true,
  format: null,
  pattern: null,
  counter: false,
  compose: null,
} as const;
export const contentExcerpt_da954f = {
  name: 'excerpt',
  path: 'excerpt',
  label: labelDescrizioneBreve_390bfe,
  perLanguage: true,
  required: 'publish',
  readOnly: false,
  help: null,
  kind: 'textarea',
  max: 3200,
  min: 0,
  trim: true,
  format: null,
  pattern: null,
  counter: true,
  compose: null,
} as const;
export const fieldSocialDescription_3fe90c = {
  name: 'description',
  path: 'social.description',
  label: labelDescrizione_1f01ce,
  perLanguage: false,
  required: 'publish',
  readOnly: false,
  help: null,
  kind: 'textarea',
  max: 300,
  min: 0,
  trim: true,
  format: null,
  pattern: null,
  counter: true,
  compose: null,
} as const;
export const fieldParagrafiDescription_b72c0e = {
  name: 'description',
  path: 'paragrafi.description',
  label: labelDescrizione_1f01ce,
  perLanguage: true,
  required: 'never',
  readOnly: false,
  help: null,
  kind: 'richtext',
  max: 3200,
  min: 0,
  trim: true,
  format: null,
  pattern: null,
  counter: true,
  compose: null,
} as const;
export const fieldTappeContentsDescription_958693 = {
  name: 'description',
  path: 'tappe.contents.description',
  label: labelDescrizione_1f01ce,
  perLanguage: false,
  required: 'never',
  readOnly: false,
  help: null,
  kind: 'richtext',
  max: 3200,
  min: 0,
  trim: true,
  format: null,
  pattern: null,
  counter: true,
  compose: null,
} as const;
export const fieldGoogleDescription_aecc9d = {
  name: 'description',
  path: 'google.description',
  label: labelMetaDescription_04394c,
  perLanguage: false,
  required: 'publish',
  readOnly: false,
  help: null,
  kind: 'textarea',
  max: 160,
  min: 0,
  trim: true,
  format: null,
  pattern: null,
  counter: true,
  compose: null,
} as const;
export const fieldGoogleDescription_fcbbf7 = {
  name: 'description',
  path: 'google.description',
  label: labelMetaDescription_04394c,
  perLanguage: false,
  required: 'publish',
  readOnly: false,
  help: null,
  kind: 'textarea',
  max: 170,
  min: 0,
  trim: true,
  format: null,
  pattern: null,
  counter: true,
  compose: null,
} as const;
export const types_225b3f = [
  'blog',
  'destination',
  'dicono',
  'download',
  'eat',
  'esperienze',
  'event',
  'guide',
  'iat',
  'interessi',
  'itinerary',
  'licence',
  'luoghi',
  'news',
  'opendata',
  'operatori',
  'osservatorio',
  'page',
  'place',
  'proposte_soggiorno',
  'rent',
  'soggiorno',
  'sportwellness',
  'station',
  'stay',
  'tags',
  'templates',
  'tipologia_luoghi',
  'viaemilia',
  'webcam',
] as const;
export const side_59cad3 = [cardSettings_95a8b3, cardMunicipalities_e2cf1e, cardCategories_9f46ca] as const;
export const fieldTappeDestination_526dd1 = {
  name: 'destination',
  path: 'tappe.destination',
  label: singularDestinazione_b05208,
  perLanguage: false,
  required: 'never',
  readOnly: false,
  help: null,
  kind: 'reference',
  entity: 'destination',
  source: 'search',
  multiple: false,
  max: 1,
  province: false,
  minChars: 2,
  shown: 3,
  hint: hintIniziaADigitareIlNomeDiU_df34f8,
} as const;
export const filters_913be9 = [filterKeywords_ae045e, filterComune_96e225, filterStato_dce1e0] as const;
export const fieldRelated_819b1b = {
  name: 'related',
  path: 'related',
  label: labelCorrelati_4d1370,
  perLanguage: false,
  required: 'never',
  readOnly: false,
  help: null,
  kind: 'entity',
  types: types_225b3f,
  limit: 50,
} as const;
export const fields_52d794 = [fieldSocialTitle_560162, fieldSocialDescription_3fe90c] as const;
export const filters_61d9a0 = [
  filterKeywords_ae045e,
  filterComune_a8fe6c,
  filterTema_a6c92a,
  filterStato_dce1e0,
] as const;
export const fields_8689b0 = [fieldTappeContentsTitle_6db903, fieldTappeContentsDescription_958693] as const;
export const columns_1d25cd = [
  columnId_003eeb,
  columnTitle_a1a822,
  columnStatuses_ac9050,
  columnActions_956f43,
] as const;
export const main_aa4c93 = [
  cardBase_e2d4ec,
  cardSeo_027862,
  cardContacts_dcfc8c,
  cardAddress_9e65f3,
  cardImages_2dec7c,
] as const;
export const main_9d3dc5 = [
  cardBase_e2d4ec,
  cardSeo_027862,
  cardExtra_07d0b5,
  cardContacts_dcfc8c,
  cardImages_2dec7c,
] as const;
export const contentSocial_8236da = {
  name: 'social',
  path: 'social',
  label: labelSocial_72272f,
  perLanguage: true,
  required: 'never',
  readOnly: false,
  help: null,
  kind: 'group',
  fields: fields_52d794,
} as const;
export const filters_6a4cdf = [
  filterKeywords_ae045e,
  filterDestinazione_4076a8,
  filterProvincia_4b1df8,
  filterComune_a8fe6c,
  filterStato_dce1e0,
] as const;
export const fieldTappeContents_91191f = {
  name: 'contents',
  path: 'tappe.contents',
  label: labelTesti_36f052,
  perLanguage: true,
  required: 'never',
  readOnly: false,
  help: null,
  kind: 'group',
  fields: fields_8689b0,
} as const;
export const defaultsOfFieldsGroup_d7c897 = {
  name: 'contents',
  path: 'tappe.contents',
  label: labelTesti_36f052,
  perLanguage: false,
  required: 'never',
  readOnly: false,
  help: null,
  kind: 'group',
  fields: fields_8689b0,
} as const;
export const fields_c7df4f = [
  fieldParagrafiTitle_8ca005,
  fieldParagrafiDescription_b72c0e,
  fieldParagrafiAttachments_74f95a,
] as const;
export const main_1bb0db = [
  cardBase_280b16,
  cardParagraphs_45a309,
  cardSeo_027862,
  cardImages_2dec7c,
  cardFiles_641625,
  cardRelated_2337e9,
] as const;
export const columns_5fec14 = [
  columnId_003eeb,
  columnTitle_34f17f,
  columnStatuses_ac9050,
  columnLanguages_8a4069,
  columnActions_956f43,
] as const;
export const columns_0dfaf6 = [
  columnId_003eeb,
  columnTitle_a1a822,
  columnStatuses_ac9050,
  columnLanguages_8a4069,
  columnActions_956f43,
] as const;
export const fields_343337 = [
  fieldGoogleKeywords_fbbe60,
  fieldGoogleTitle_c360e0,
  fieldGoogleDescription_fcbbf7,
] as const;
export const fields_569df1 = [
  fieldGoogleKeywords_fbbe60,
  fieldGoogleTitle_c360e0,
  fieldGoogleDescription_aecc9d,
] as const;
export const fields_5ebe44 = [
  fieldAttachments_a11734,
  fieldComune_1fda09,
  fieldCategory_4e7ac7,
  fieldTheme_4fc1df,
] as const;
export const contentGoogle_415426 = {
  name: 'google',
  path: 'google',
  label: labelGoogle_6af7a0,
  perLanguage: true,
  required: 'never',
  readOnly: false,
  help: null,
  kind: 'group',
  fields: fields_343337,
} as const;
export const contentGoogle_d729bf = {
  name: 'google',
  path: 'google',
  label: labelGoogle_6af7a0,
  perLanguage: true,
  required: 'never',
  readOnly: false,
  help: null,
  kind: 'group',
  fields: fields_569df1,
} as const;
export const columns_fc9bd0 = [
  columnId_003eeb,
  columnTitle_a1a822,
  columnPubDate_26ef37,
  columnStatuses_ac9050,
  columnLanguages_8a4069,
  columnActions_956f43,
] as const;
export const defaultsOfEditor_0335ed = {
  title: pluralArticoli_e8ddbf,
  main: main_aa4c93,
  side: side_ef7e94,
  preview: true,
  dataHub: false,
  audio: false,
  saveDebounceMs: 300,
  newItemCanSave: null,
  redazioneAccess: true,
  requires: 'view',
  dialog: null,
} as const;
export const editor_f619ce = {
  title: titleProposta_38b191,
  main: main_9d3dc5,
  side: side_ef7e94,
  preview: true,
  dataHub: false,
  audio: false,
  saveDebounceMs: 300,
  newItemCanSave: null,
  redazioneAccess: true,
  requires: 'view',
  dialog: null,
} as const;
export const fieldParagrafi_a0467b = {
  name: 'paragrafi',
  path: 'paragrafi',
  label: labelParagrafi_1855a1,
  perLanguage: false,
  required: 'always',
  readOnly: false,
  help: null,
  kind: 'list',
  fields: fields_c7df4f,
  min: 1,
  max: 50,
  sortable: true,
  itemTitle: 'title',
  confirmRemove: true,
  addLabel: addLabelAggiungiParagrafo_5704b1,
  collapsible: true,
  accordion: false,
  entryLabel: null,
  uniqueBy: null,
} as const;
export const defaultsOfFieldsList_a3eaad = {
  name: 'paragrafi',
  path: 'paragrafi',
  label: labelParagrafi_1855a1,
  perLanguage: false,
  required: 'never',
  readOnly: false,
  help: null,
  kind: 'list',
  fields: fields_c7df4f,
  min: 0,
  max: 100,
  sortable: true,
  itemTitle: 'title',
  confirmRemove: true,
  addLabel: addLabelAggiungiParagrafo_5704b1,
  collapsible: false,
  accordion: false,
  entryLabel: null,
  uniqueBy: null,
} as const;
export const editor_395ea2 = {
  title: pluralArticoli_e8ddbf,
  main: main_1bb0db,
  side: side_59cad3,
  preview: true,
  dataHub: false,
  audio: false,
  saveDebounceMs: 300,
  newItemCanSave: null,
  redazioneAccess: true,
  requires: 'view',
  dialog: null,
} as const;
export const defaultsOfList_75daf5 = {
  title: titleGestioneProposte_125e5f,
  heading: null,
  newButton: newButtonNuovaProposta_70181a,
  columns: columns_0dfaf6,
  filters: filters_0ceb4e,
  defaultSort: defaultSort_a67630,
  sortable: ['id'],
  search: ['title'],
  pageSizes: [10, 20, 30, 40, 50],
  defaultPageSize: 50,
  persistState: true,
  bulkDelete: true,
  export: false,
  totalAt: 'meta',
} as const;
export const contents_95287e = [
  contentTitle_a1e400,
  contentSlug_6a0646,
  contentSubtitle_0d8afe,
  contentExcerpt_ed06c9,
  contentDescription_a85254,
  contentTags_837e94,
  contentStatus_b9dad4,
  contentAuthor_1ff23f,
  contentGoogle_d729bf,
  contentSocial_8236da,
  contentContacts_6beb21,
] as const;
export const contents_f30a4a = [
  contentTitle_0feb2e,
  contentSlug_6a0646,
  contentSubtitle_c6c9f2,
  contentExcerpt_da954f,
  contentDescription_a85254,
  contentTags_837e94,
  contentStatus_b9dad4,
  contentAuthor_1ff23f,
  contentPubDate_0df299,
  contentGoogle_415426,
  contentSocial_8236da,
] as const;
export const contents_b8c5ac = [
  contentTitle_a1e400,
  contentSlug_6a0646,
  contentSubtitle_de50c8,
  contentExcerpt_ed06c9,
  contentDescription_a85254,
  contentTags_837e94,
  contentStatus_b9dad4,
  contentAuthor_1ff23f,
  contentPubDate_0df299,
  contentGoogle_415426,
  contentSocial_8236da,
  contentContacts_6beb21,
] as const;
export const contents_5acd70 = [
  contentTitle_a1e400,
  contentSlug_6a0646,
  contentSubtitle_de50c8,
  contentExcerpt_ed06c9,
  contentDescription_a85254,
  contentTags_837e94,
  contentStatus_b9dad4,
  contentAuthor_1ff23f,
  contentPubDate_0df299,
  contentGoogle_415426,
  contentSocial_8236da,
  contentContacts_6beb21,
  contentPrice_6cee2f,
] as const;
export const defaultsOfEntity_be7d2e = {
  name: null,
  source: null,
  path: null,
  route: null,
  editorRoute: null,
  editorParams: {},
  scope: null,
  routeAliases: routeAliases_8c3f24,
  ability: null,
  actions: actions_67e350,
  extraAbilities: {},
  abilityGroup: 'content',
  provides: [],
  tdh: null,
  audio: null,
  searchCall: null,
  comboCall: null,
  updateByPost: false,
  exportCall: null,
  grants: {},
  label: null,
  dashboard: null,
  languages: ['it', 'en', 'de'],
  languageSwitch: true,
  fields: fields_5ebe44,
  contents: contents_b8c5ac,
  titleField: 'title',
  relations: [],
  list: null,
  editor: editor_395ea2,
} as const;
