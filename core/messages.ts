/**
 * Validation messages shared by the server (422 answers) and the admin (errors under fields).
 * Generated zod schemas carry only the keys below; `formatMessage` turns a key and its
 * parameters into text in the user's language.
 */
export const VALIDATION_MESSAGES = {
  required: { it: 'Campo richiesto', en: 'Required field' },
  maxLength: { it: 'Massimo {max} caratteri', en: 'At most {max} characters' },
  minLength: { it: 'Minimo {min} caratteri', en: 'At least {min} characters' },
  url: { it: 'URL non valida', en: 'Invalid URL' },
  email: { it: 'Indirizzo email non valido', en: 'Invalid email address' },
  slug: {
    it: 'Solo lettere minuscole, numeri e trattini',
    en: 'Only lowercase letters, digits and dashes',
  },
  pattern: { it: 'Formato non valido', en: 'Invalid format' },
  specialCharacters: {
    it: 'Campo obbligatorio. Non può contenere caratteri speciali',
    en: 'Required field. It cannot contain special characters',
  },
  number: { it: 'Inserire un numero', en: 'Enter a number' },
  integer: { it: 'Inserire un numero intero', en: 'Enter a whole number' },
  minNumber: { it: 'Il valore minimo è {min}', en: 'The minimum is {min}' },
  maxNumber: { it: 'Il valore massimo è {max}', en: 'The maximum is {max}' },
  boolean: { it: 'Valore non valido', en: 'Invalid value' },
  datetime: {
    it: 'Data e ora non valide (GG/MM/AAAA hh:mm:ss)',
    en: 'Invalid date and time (DD/MM/YYYY hh:mm:ss)',
  },
  date: { it: 'Data non valida (GG/MM/AAAA)', en: 'Invalid date (DD/MM/YYYY)' },
  time: { it: 'Orario non valido (HH:mm)', en: 'Invalid time (HH:mm)' },
  timeNotAfter: {
    it: "L'orario di fine deve essere successivo all'orario di inizio",
    en: 'The end time must be later than the start time',
  },
  option: { it: 'Valore non ammesso', en: 'Value not allowed' },
  tooMany: { it: 'Si possono allegare massimo {max} file', en: 'At most {max} files can be attached' },
  tooManyItems: { it: 'Massimo {max} elementi', en: 'At most {max} items' },
  tooManyDays: {
    it: 'Troppi giorni di svolgimento: al massimo {max} in tutto',
    en: 'Too many days of occurrence: at most {max} in all',
  },
  dateRange: {
    it: 'Intervallo di date non valido (AAAA-MM-GG..AAAA-MM-GG, un estremo può mancare)',
    en: 'Invalid date range (YYYY-MM-DD..YYYY-MM-DD, either end may be left out)',
  },
  dateRangeOrder: {
    it: 'La data di inizio è successiva a quella di fine',
    en: 'The start date is after the end date',
  },
  tooFewItems: { it: 'Almeno {min} elementi', en: 'At least {min} items' },
  onePrimary: {
    it: 'Indicare una sola categoria principale tra quelle scelte',
    en: 'Choose one primary category among the selected ones',
  },
  oneCover: { it: 'Una sola immagine può essere la copertina', en: 'Only one image can be the cover' },
  duplicateKey: { it: 'Chiave ripetuta', en: 'Repeated key' },
  // A list's `uniqueBy` member repeated by another entry (trimmed, case-insensitive).
  repeatedValue: { it: 'Valore ripetuto', en: 'Repeated value' },
  // A media item's licence version that is not one of its licence's versions.
  licenceVersion: { it: 'Versione della licenza non valida', en: 'Not a version of this licence' },
  coordinates: {
    it: 'Latitudine e longitudine sono obbligatorie',
    en: 'Latitude and longitude are required',
  },
  unknownField: { it: 'Campo non previsto', en: 'Unexpected field' },
  // Schedules (`kind: schedule`, an event stage's dates).
  scheduleEndBeforeStart: {
    it: 'La data di fine non può precedere la data di inizio',
    en: 'The end date cannot be before the start date',
  },
  scheduleOutside: {
    it: 'La data deve essere compresa tra inizio e fine',
    en: 'The date must be between the start and the end',
  },
  scheduleBoth: {
    it: 'Un giorno non può essere sia incluso sia escluso',
    en: 'A day cannot be both included and excluded',
  },
  scheduleTooLong: { it: 'Il periodo non può superare {max} giorni', en: 'The period cannot exceed {max} days' },
  invalid: { it: 'Valore non valido', en: 'Invalid value' },
  pdfOnly: { it: 'Sono ammessi solo files pdf.', en: 'Only pdf files are allowed.' },
  dataFilesOnly: {
    it: 'Sono ammessi solo file .csv, .xml e .json',
    en: 'Only .csv, .xml and .json files are allowed',
  },
  fileType: { it: 'Tipo di file non ammesso', en: 'File type not allowed' },
  uploadRejected: {
    it: 'Impossibile caricare il file. Verificare anche il tipo di file caricato. Per le immagini assicurarsi che il lato più lungo sia almeno di {n}px.',
    en: 'The file could not be uploaded. Check its type too. For images, make sure the longest side is at least {n}px.',
  },
  unknownMedia: { it: 'File non trovato nella libreria media', en: 'File not found in the media library' },
  slugTaken: { it: 'Slug già in uso', en: 'Slug already in use' },
  statusTransition: {
    it: 'Non puoi impostare questo stato',
    en: 'You cannot set this status',
  },
  unknownCategory: { it: 'Categoria non valida', en: 'Invalid category' },
  unknownMunicipality: { it: 'Comune non valido', en: 'Invalid municipality' },
  unknownTag: { it: 'Tag non valido', en: 'Invalid tag' },
  unknownUser: { it: 'Utente non valido', en: 'Invalid user' },
  unknownItem: { it: 'Contenuto collegato non trovato', en: 'Linked content not found' },
  characters: {
    it: 'Contiene caratteri non ammessi (carattere nullo o codifica non valida)',
    en: 'Contains characters that are not allowed (a null character or an invalid encoding)',
  },
  tooDeep: { it: 'Struttura troppo annidata (massimo {max} livelli)', en: 'Nested too deeply (at most {max} levels)' },
  tooManyKeys: { it: 'Massimo {max} campi', en: 'At most {max} fields' },
  lettersOnly: { it: 'Sono ammessi solo lettere e spazi', en: 'Only letters and spaces are allowed' },
  username: {
    it: 'Sono ammessi solo lettere, numeri, trattini e underscore',
    en: 'Only letters, digits, dashes and underscores are allowed',
  },
  passwordMismatch: { it: 'Le password non coincidono', en: 'The passwords do not match' },
  usernameTaken: { it: 'Username già in uso', en: 'Username already in use' },
  emailTaken: { it: 'Indirizzo email già in uso', en: 'E-mail address already in use' },
  unknownRole: { it: 'Ruolo non valido', en: 'Invalid role' },
  unknownDesk: { it: 'Redazione non valida', en: 'Invalid editorial desk' },
  unknownAbility: { it: 'Permesso non valido: {name}', en: 'Invalid permission: {name}' },
  unknownDestination: { it: 'Destinazione non valida', en: 'Invalid destination' },
  roleTitleTaken: { it: 'Esiste già un ruolo con questo titolo', en: 'A role with this title already exists' },
  orderBy: {
    it: 'Ordinamento non ammesso: usare {allowed}',
    en: 'Sort not allowed: use {allowed}',
  },
  // 404 redirect rules (core/redirects.ts).
  redirectPath: {
    it: "Indicare un percorso del sito che inizia con '/', senza protocollo né dominio (es. /it/pagina-vecchia)",
    en: "Enter a site path starting with '/', without scheme or host (e.g. /it/old-page)",
  },
  redirectTarget: {
    it: "Indicare un percorso del sito che inizia con '/' oppure un indirizzo completo http:// o https://",
    en: "Enter a site path starting with '/' or a full http:// or https:// address",
  },
  redirectTaken: {
    it: 'Esiste già un redirect per questo indirizzo',
    en: 'A redirect for this address already exists',
  },
  redirectSelf: {
    it: 'Il nuovo indirizzo è uguale a quello vecchio: il redirect porterebbe a se stesso',
    en: 'The new address is the old one: the redirect would lead to itself',
  },
  redirectLoop: {
    it: 'Il redirect {id} porta già da questo nuovo indirizzo a quello vecchio: si creerebbe un ciclo',
    en: 'Redirect {id} already leads from this new address to the old one: it would make a loop',
  },
  redirectChainTarget: {
    it: 'Il nuovo indirizzo è a sua volta rediretto (redirect {id} verso {target}): indicare direttamente la destinazione finale',
    en: 'The new address is itself redirected (redirect {id} to {target}): enter the final destination instead',
  },
  redirectChainSource: {
    it: 'Il redirect {id} porta a questo indirizzo: si creerebbe una catena di redirect; modificare prima quella regola',
    en: 'Redirect {id} leads to this address: it would make a chain of redirects; change that rule first',
  },
  // Site settings.
  unknownSection: { it: 'Sezione di impostazioni sconosciuta', en: 'Unknown settings section' },
  // Category and menu trees.
  unknownParent: { it: 'Elemento padre non valido', en: 'Invalid parent' },
  parentTooDeep: {
    it: 'Si può aggiungere solo alla radice o sotto un elemento di primo livello',
    en: 'Items can be added only at the root or under a top-level item',
  },
  moveNotAllowed: {
    it: "Spostamento non consentito: si riordinano solo gli elementi dei primi due livelli, all'interno dello stesso genitore",
    en: 'Move not allowed: only items of the first two levels are reordered, within the same parent',
  },
  oneLanguageRequired: {
    it: 'Inserire i testi in almeno una lingua',
    en: 'Enter the texts in one language at least',
  },
  fixedCategory: {
    it: 'Le categorie principali non possono essere eliminate né spostate',
    en: 'Main categories cannot be deleted or moved',
  },
  linkUrl: {
    it: 'Inserire un percorso del sito (/...) o un indirizzo http(s)://',
    en: 'Enter a site path (/...) or an http(s):// address',
  },
} as const satisfies Record<string, { it: string; en: string }>;

export type ValidationMessageKey = keyof typeof VALIDATION_MESSAGES;

export function isValidationMessageKey(value: string): value is ValidationMessageKey {
  return Object.prototype.hasOwnProperty.call(VALIDATION_MESSAGES, value);
}

/** Fills `{name}` placeholders of a message template. */
export function interpolate(template: string, params: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    params[name] === undefined ? whole : String(params[name]),
  );
}

/** The text of a validation message key in a UI language; unknown keys pass through as they are. */
export function formatMessage(
  key: string,
  language: 'it' | 'en',
  params: Readonly<Record<string, string | number>> = {},
): string {
  if (!isValidationMessageKey(key)) return key;
  return interpolate(VALIDATION_MESSAGES[key][language], params);
}

/**
 * Messages of the API's own answers (errors and confirmations), shown by the admin as toasts.
 * `unauthenticated` is the contract's fixed text in every language.
 */
export const API_MESSAGES = {
  unauthenticated: { it: 'Unauthenticated.', en: 'Unauthenticated.' },
  forbidden: { it: 'Non hai i permessi per questa operazione', en: 'You are not allowed to do this' },
  notFound: { it: 'Elemento non trovato', en: 'Item not found' },
  someNotFound: { it: 'Elementi non trovati: {ids}', en: 'Items not found: {ids}' },
  routeNotFound: { it: 'Risorsa non trovata', en: 'Resource not found' },
  conflict: {
    it: "L'elemento è stato modificato da un altro utente nel frattempo: ricaricalo prima di salvare",
    en: 'Someone else changed the item in the meantime: reload it before saving',
  },
  payloadTooLarge: { it: 'La richiesta è troppo grande', en: 'The request is too large' },
  invalidJson: { it: 'Il corpo della richiesta non è un JSON valido', en: 'The request body is not valid JSON' },
  unsupportedMediaType: {
    it: 'Formato della richiesta non supportato: usare application/json',
    en: 'Unsupported request format: use application/json',
  },
  badRequest: { it: 'Richiesta non valida', en: 'Bad request' },
  malformedUpload: {
    it: 'Il file inviato non è leggibile (multipart/form-data non valido): riprovare il caricamento',
    en: 'The file sent cannot be read (invalid multipart/form-data): try the upload again',
  },
  uriTooLong: { it: "L'indirizzo della richiesta è troppo lungo", en: 'The request address is too long' },
  headersTooLarge: {
    it: 'Le intestazioni della richiesta sono troppo grandi',
    en: 'The request headers are too large',
  },
  requestTimeout: { it: 'Tempo scaduto per la richiesta', en: 'The request took too long' },
  validationFailed: { it: 'I dati inviati non sono validi', en: 'The data sent is not valid' },
  /** An upload refused: the message of the rule it broke (`uploadRejected`, or the field's own). */
  uploadRefused: { it: '{message}', en: '{message}' },
  invalidQuery: { it: 'Parametri della richiesta non validi', en: 'Invalid request parameters' },
  invalidInput: {
    it: 'La richiesta contiene valori non ammessi',
    en: 'The request contains values that are not allowed',
  },
  tooManyRequests: {
    it: 'Troppi tentativi: riprova tra {seconds} secondi',
    en: 'Too many attempts: try again in {seconds} seconds',
  },
  loginFailed: { it: 'Username o password non corretti', en: 'Wrong username or password' },
  loggedOut: { it: 'Logout effettuato', en: 'Logged out' },
  serverError: {
    it: 'Errore interno del server (richiesta {requestId})',
    en: 'Internal server error (request {requestId})',
  },
  unavailable: { it: 'Database non raggiungibile', en: 'Database unreachable' },
  /** `health/ready`: the database lacks migrations this server has (issue #36). */
  migrationsBehind: {
    it: 'Il database non ha tutte le migrazioni del server',
    en: "The database lacks some of the server's migrations",
  },
  /** `health/ready`: the file storage refused its probe object. */
  storageUnwritable: { it: 'Archivio dei file non scrivibile', en: 'File storage not writable' },
  /** `health/ready` while the process stops (SIGTERM). */
  shuttingDown: { it: 'Server in chiusura', en: 'Server shutting down' },
  /** An upload refused because the server's image queue is full (503 with Retry-After). */
  tryAgainShortly: { it: 'Riprova tra poco', en: 'Try again shortly' },
  passwordResetSent: {
    it: "Se l'indirizzo appartiene a un utente, riceverà a breve un'e-mail con il link per reimpostare la password",
    en: 'If the address belongs to a user, an e-mail with a link to reset the password will arrive shortly',
  },
  passwordResetInvalid: {
    it: 'Il link per reimpostare la password non è valido o è scaduto: richiederne uno nuovo',
    en: 'The password reset link is not valid or has expired: ask for a new one',
  },
  passwordResetDone: {
    it: 'Password aggiornata: accedere con la nuova password',
    en: 'Password updated: sign in with the new password',
  },
  passwordChanged: { it: 'Password aggiornata', en: 'Password updated' },
  userActivated: { it: 'Utente attivato', en: 'User activated' },
  userDeactivated: { it: 'Utente disattivato', en: 'User deactivated' },
  notYourself: {
    it: 'Non è possibile disattivare o eliminare il proprio utente',
    en: 'You cannot deactivate or delete your own user',
  },
  lastAdministrator: {
    it: "Deve restare almeno un amministratore attivo: l'operazione lo lascerebbe senza",
    en: 'At least one active administrator must remain: this would leave none',
  },
  escalation: {
    it: 'Non si possono assegnare permessi che non si possiedono',
    en: 'You cannot grant permissions you do not hold',
  },
  ownProfileOnly: {
    it: 'Dal proprio profilo non si possono cambiare username, ruolo, redazione o destinazioni',
    en: 'Your profile cannot change username, role, desk or destinations',
  },
  roleInUse: {
    it: 'Il ruolo {title} è assegnato a {count} utenti: assegnare loro un altro ruolo prima di eliminarlo',
    en: 'The role {title} is held by {count} users: give them another role before deleting it',
  },
  administratorRole: {
    it: 'Il ruolo amministratore non può essere eliminato né modificato nei permessi',
    en: 'The administrator role cannot be deleted nor have its permissions changed',
  },
  municipalityAdded: { it: 'comune aggiunto', en: 'municipality added' },
  municipalityRemoved: { it: 'comune rimosso', en: 'municipality removed' },
  municipalityAlreadyAdded: {
    it: 'Il comune è già associato alla redazione',
    en: 'The municipality is already linked to the desk',
  },
  created: { it: 'Elemento creato correttamente', en: 'Item created' },
  saved: { it: 'Elemento salvato correttamente', en: 'Item saved' },
  revisionSaved: {
    it: "Revisione salvata: l'elemento pubblicato cambierà solo dopo l'approvazione",
    en: 'Revision saved: the published item changes only once it is approved',
  },
  revisionAccepted: { it: 'Revisione approvata e pubblicata', en: 'Revision approved and published' },
  revisionExists: {
    it: 'Esiste già una revisione in attesa di questo elemento (id {id}): modifica quella',
    en: 'A revision of this item is already waiting (id {id}): edit that one',
  },
  deletedOne: { it: 'Elemento eliminato', en: 'Item deleted' },
  deletedMany: { it: '{count} elementi eliminati', en: '{count} items deleted' },
  // Category and menu trees.
  orderSaved: { it: 'Ordinamento salvato', en: 'Order saved' },
  settingsSaved: { it: 'Impostazioni salvate', en: 'Settings saved' },
  // Geocoding (content.md section 7, "Maps"; section 8).
  geocoderMissing: {
    it: 'Il calcolo delle coordinate non è disponibile: nessun servizio di geocodifica configurato',
    en: 'Coordinates cannot be computed: no geocoding service is configured',
  },
  geocodeNotFound: { it: 'Indirizzo non trovato', en: 'Address not found' },
  geocodeRefused: { it: '{message}', en: '{message}' },
  geocodeFailed: { it: 'Impossibile calcolare tutti i campi!!', en: 'Impossibile calcolare tutti i campi!!' },
  treeNodeDeleted: {
    it: 'Elemento eliminato: {count} contenuti modificati',
    en: 'Item deleted: {count} items changed',
  },
  fixedCategory: VALIDATION_MESSAGES.fixedCategory,
  moveNotAllowed: VALIDATION_MESSAGES.moveNotAllowed,
  // The data hub (issue #34, docs/integrations.md). Outcomes of a send contain 'Errore' when they are one.
  tdhNotConfigured: {
    it: "Data Hub non configurato per l'ambiente {environment}",
    en: 'The data hub is not configured for the {environment} environment',
  },
  tdhNoCredentials: {
    it: "Data Hub non configurato per l'ambiente {environment}: client e secret mancanti nelle Impostazioni avanzate",
    en: 'The data hub is not configured for the {environment} environment: client and secret missing from the advanced settings',
  },
  tdhNotTaken: {
    it: 'Gli elementi di questo tipo non vanno al Data Hub',
    en: 'Items of this type do not go to the data hub',
  },
  tdhAmbiguous: {
    it: "L'id {id} è di più tipi ({entities}): indicare entity",
    en: 'The id {id} belongs to several types ({entities}): give entity',
  },
  tdhNotPublished: {
    it: "Errore: l'elemento non è pubblicato in {lang}, solo gli elementi pubblicati vanno al Data Hub",
    en: 'Error: the item is not published in {lang}, only published items go to the data hub',
  },
  tdhCredentialsRefused: {
    it: "Errore: il Data Hub ha rifiutato le credenziali dell'ambiente {environment} (HTTP {status})",
    en: 'Error: the data hub refused the credentials of the {environment} environment (HTTP {status})',
  },
  tdhRefused: {
    it: "Errore: il Data Hub ha rifiutato l'invio (HTTP {status}) {message}",
    en: 'Error: the data hub refused the send (HTTP {status}) {message}',
  },
  tdhUnavailable: {
    it: 'Errore: il Data Hub non è disponibile (HTTP {status}), nuovo tentativo più tardi',
    en: 'Error: the data hub is unavailable (HTTP {status}), trying again later',
  },
  tdhTimeout: {
    it: 'Errore: il Data Hub non ha risposto entro {seconds} secondi, nuovo tentativo più tardi',
    en: 'Error: the data hub did not answer within {seconds} seconds, trying again later',
  },
  tdhUnreachable: {
    it: 'Errore: Data Hub non raggiungibile ({reason}), nuovo tentativo più tardi',
    en: 'Error: the data hub cannot be reached ({reason}), trying again later',
  },
  tdhBadAnswer: {
    it: 'Errore: risposta del Data Hub non leggibile (HTTP {status})',
    en: 'Error: the data hub answer cannot be read (HTTP {status})',
  },
  tdhQueued: {
    it: "Invio in coda: l'esito sarà nello stato dell'elemento ({reason})",
    en: "Send queued: the outcome will be in the item's status ({reason})",
  },
  tdhStillRunning: { it: 'invio in corso', en: 'sending' },
  tdhAlreadySent: {
    it: "Già inviato al Data Hub in {lang}: nessuna modifica dall'ultimo invio",
    en: 'Already sent to the data hub in {lang}: no change since the last send',
  },
  tdhWaitlistOn: { it: 'Elemento aggiunto alla lista di attesa', en: 'Item put on the waiting list' },
  tdhWaitlistOff: { it: 'Elemento tolto dalla lista di attesa', en: 'Item taken off the waiting list' },
  // The experiences and trekking feeds (issue #34, docs/integrations.md).
  feedNotConfigured: {
    it: 'Feed {feed} non configurato: indirizzo mancante',
    en: 'The {feed} feed is not configured: no address',
  },
  feedImportQueued: { it: 'Aggiornamento del feed {feed} in coda', en: 'Import of the {feed} feed queued' },
  feedUnavailable: {
    it: 'Errore: il feed {feed} non è disponibile (HTTP {status}), nuovo tentativo più tardi',
    en: 'Error: the {feed} feed is unavailable (HTTP {status}), trying again later',
  },
  feedRefused: {
    it: 'Errore: il feed {feed} ha rifiutato la richiesta (HTTP {status})',
    en: 'Error: the {feed} feed refused the request (HTTP {status})',
  },
  feedTimeout: {
    it: 'Errore: il feed {feed} non ha risposto entro {seconds} secondi, nuovo tentativo più tardi',
    en: 'Error: the {feed} feed did not answer within {seconds} seconds, trying again later',
  },
  feedUnreachable: {
    it: 'Errore: feed {feed} non raggiungibile ({reason}), nuovo tentativo più tardi',
    en: 'Error: the {feed} feed cannot be reached ({reason}), trying again later',
  },
  feedBadAnswer: {
    it: 'Errore: risposta del feed {feed} non leggibile ({reason})',
    en: 'Error: the {feed} feed answer cannot be read ({reason})',
  },
  xpStatusSaved: { it: 'Stato salvato: {label}', en: 'Status saved: {label}' },
  // The articles' audio (issue #34, content.md sections 2 and 7; docs/integrations.md).
  audioCreated: { it: 'Audio creato con successo', en: 'Audio created' },
  audioQueued: { it: "Creazione dell'audio in coda", en: 'Audio creation queued' },
  audioRunning: { it: "Creazione dell'audio in corso ({progress}%)", en: 'Creating the audio ({progress}%)' },
  audioNone: { it: 'Audio non ancora creato', en: 'No audio yet' },
  audioFailed: {
    it: "Errore: impossibile creare l'audio, riprovare più tardi",
    en: 'Error: the audio could not be created, try again later',
  },
  audioNotTaken: {
    it: "Gli elementi di questo tipo non hanno l'audio",
    en: 'Items of this type have no audio',
  },
  audioAmbiguous: {
    it: "L'id {id} è di più tipi ({entities}): indicare entity",
    en: 'The id {id} belongs to several types ({entities}): give entity',
  },
  audioNoLanguage: {
    it: "L'elemento non è scritto in {lang}",
    en: 'The item is not written in {lang}',
  },
  audioNoText: {
    it: "Nessun testo da leggere in {lang}: scrivere il titolo e il testo dell'articolo",
    en: "No text to read in {lang}: write the article's title and text",
  },
  audioUnavailable: {
    it: 'La sintesi vocale non è disponibile su questo server',
    en: 'Speech synthesis is not available on this server',
  },
  // The administrators' jobs view (issue #34).
  jobRetried: { it: 'Attività rimessa in coda', en: 'Job queued again' },
  jobCancelled: { it: 'Attività annullata', en: 'Job cancelled' },
  jobNotRetryable: {
    it: "Solo un'attività fallita o annullata può essere ripetuta",
    en: 'Only a failed or cancelled job can be retried',
  },
  jobAlreadyLive: {
    it: "Un'attività dello stesso tipo è già in coda o in corso",
    en: 'A job of the same kind is already queued or running',
  },
  jobNotCancellable: {
    it: "Solo un'attività in coda può essere annullata",
    en: 'Only a queued job can be cancelled',
  },
  // Previews and reviewer links (issue #35, docs/preview.md).
  previewInvalid: { it: 'Anteprima non valida', en: 'Invalid preview link' },
  previewExpired: { it: 'Anteprima scaduta', en: 'Preview link expired' },
  previewRevoked: { it: 'Anteprima revocata', en: 'Preview link revoked' },
  previewLinkRevoked: { it: 'Link di anteprima revocato', en: 'Preview link revoked' },
  previewUnknownEntity: { it: 'Tipo di contenuto sconosciuto', en: 'Unknown content type' },
  previewUnknownLanguage: {
    it: 'Lingua non disponibile per questo contenuto',
    en: 'Language not available for this content',
  },
  previewLanguageMissing: {
    it: "Il contenuto non esiste ancora in questa lingua: salvalo in questa lingua prima di crearne l'anteprima",
    en: 'The item has no content in this language yet: save it in this language before making its preview',
  },
  // The server's own preview page (`/anteprima`, server/preview/page.ts).
  previewBand: { it: 'Anteprima', en: 'Preview' },
  previewStatus: { it: 'Stato: {status}', en: 'Status: {status}' },
  previewLanguage: { it: 'Lingua: {language}', en: 'Language: {language}' },
  previewRevision: { it: 'Bozza di revisione', en: 'Revision draft' },
  previewExpires: { it: 'Link valido fino al {date}', en: 'Link valid until {date}' },
  previewChanged: {
    it: 'Il contenuto è stato modificato dopo la creazione di questo link: vedi la versione attuale.',
    en: 'The content changed after this link was made: this is the current version.',
  },
  previewUntitled: { it: '(senza titolo)', en: '(untitled)' },
  previewNoContent: { it: 'Nessun contenuto in questa lingua.', en: 'No content in this language yet.' },
  previewImages: { it: 'Immagini', en: 'Images' },
  previewReadOnly: {
    it: 'Anteprima in sola lettura: non è la pagina pubblicata e non è indicizzata dai motori di ricerca.',
    en: 'Read-only preview: this is not the published page, and search engines do not index it.',
  },
  previewRefusedHelp: {
    it: 'Chiedi a chi ti ha inviato il link di crearne uno nuovo.',
    en: 'Ask whoever sent you the link for a new one.',
  },
  // The history of items (issue #35, docs/history.md).
  historyRestored: { it: 'Versione ripristinata', en: 'Version restored' },
  historyItemRestored: { it: 'Elemento ripristinato', en: 'Item restored' },
  historyNoVersion: {
    it: 'Questa voce non ha una versione da ripristinare',
    en: 'This entry has no version to restore',
  },
  historyItemGone: {
    it: "L'elemento è stato eliminato: ripristinalo dalla cronologia",
    en: 'The item was deleted: restore it from the history',
  },
  historyItemExists: { it: "L'elemento esiste già", en: 'The item already exists' },
  historyNotDeletion: { it: "Questa voce non è un'eliminazione", en: 'This entry is not a deletion' },
  historyRevisionDraft: {
    it: 'Una bozza di revisione eliminata non si ripristina',
    en: 'A deleted revision draft cannot be restored',
  },
} as const satisfies Record<string, { it: string; en: string }>;

export type ApiMessageKey = keyof typeof API_MESSAGES;

export function apiMessage(
  key: ApiMessageKey,
  language: 'it' | 'en',
  params: Readonly<Record<string, string | number>> = {},
): string {
  return interpolate(API_MESSAGES[key][language], params);
}

/** The answer to a deletion of `count` items: 'Elemento eliminato' for one, else 'N elementi eliminati'. */
export function deletedMessage(count: number, language: 'it' | 'en'): string {
  return count === 1 ? apiMessage('deletedOne', language) : apiMessage('deletedMany', language, { count });
}
