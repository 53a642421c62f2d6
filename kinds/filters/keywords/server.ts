import type { ServerFilterKind } from '../types';

/** The keywords are the list engine's own (the fields the list searches, and the id). */
export const server: ServerFilterKind = {
  plan: () => null,
  counting: null,
  readsPlace: false,
};
