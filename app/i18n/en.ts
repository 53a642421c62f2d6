/** The admin's English messages: the smaller set the spec asks for; missing keys fall back to Italian. */
import type { MessageKey } from './it';

export const en: Partial<Record<MessageKey, string>> = {
  'login.title': 'Restricted area',
  'login.username': 'Username',
  'login.password': 'Password',
  'login.submit': 'Sign in',
  'login.forgot': 'Forgot your password?',
  'login.usernameRequired': 'Required field',
  'logout.inProgress': 'Signing out...',
  'session.expired': 'Session expired',
  'nav.dashboard': 'Dashboard',
  'nav.profile': 'My profile',
  'nav.logout': 'Sign out',
  'notFound.title': 'Page not found',
  'notFound.text': 'The page does not exist or you are not allowed to see it.',
  'dashboard.title': 'Dashboard',
  'dashboard.toReview': '{label} to review',
  'list.filter': 'Filter',
  'list.reset': 'Clear filters',
  'list.empty': 'No results',
  'editor.save': 'Save',
  'editor.preview': 'PREVIEW',
  'error.generic': 'Generic error',
};
