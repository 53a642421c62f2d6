/**
 * The admin's Italian messages (complete): the texts of the spec, exactly as it writes them.
 * Content languages come from the schemas; validation messages from `core/messages.ts`.
 */
export const it = {
  'login.title': 'Area Riservata',
  'login.username': 'Username',
  'login.password': 'Password',
  'login.submit': 'Entra',
  'login.forgot': 'Password dimenticata?',
  'login.usernameRequired': 'Campo richiesto',
  'logout.inProgress': 'Logout in corso...',
  'session.expired': 'Sessione Scaduta',
  'nav.dashboard': 'Dashboard',
  'nav.profile': 'Il mio Profilo',
  'nav.logout': 'Logout',
  'notFound.title': 'Pagina non trovata',
  'notFound.text': 'La pagina richiesta non esiste o non hai i permessi per vederla.',
  'dashboard.title': 'Dashboard',
  'dashboard.toReview': '{label} da revisionare',
  'list.search': 'Cerca',
  'list.filter': 'Filtra',
  'list.reset': 'Annulla Filtri',
  'list.empty': 'Nessun risultato disponibile',
  'list.deleteSelected': 'Cancella Selezionati',
  'list.confirmDeleteOne': 'Confermare cancellazione elemento selezionato?',
  'list.confirmDeleteMany': 'Confermare cancellazione degli elementi selezionati?',
  'list.noAction': 'Nessuna azione disponibile',
  'list.edit': 'Modifica',
  'list.delete': 'Cancella',
  'editor.new': 'Inserimento {name}',
  'editor.edit': 'Modifica {name}',
  'editor.save': 'Salva',
  'editor.preview': 'ANTEPRIMA',
  'editor.back': 'Indietro',
  'editor.revisionBanner': 'Scheda BOZZA di Revisione',
  'editor.remaining': '{n} caratteri disponibili.',
  'confirm.yes': 'Conferma',
  'confirm.no': 'Annulla',
  'error.generic': 'Errore generico',
} as const;

export type MessageKey = keyof typeof it;
