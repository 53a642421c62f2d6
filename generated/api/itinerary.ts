// Generated from openapi.yaml by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
import { call, type CallOptions, type EntityCalls } from '#api/client.ts';
import type {
  ItineraryItemInput,
  ItineraryItemResult,
  ItineraryListResult,
  MessageResult,
  SaveResult,
} from './schemas';

/** List Itineraries: `GET /itinerary`. */
export const listItinerary = (
  query: {
    page?: number;
    limit?: number;
    keywords?: string;
    lang?: 'it' | 'en' | 'de';
    orderBy?: '+id' | '-id';
    durata?: number;
    tema?: number;
    target?: number;
    stato?: number;
  } = {},
  options?: CallOptions,
) => call<ItineraryListResult>('GET', '/itinerary', { ...options, query });

/** Create Itinerary: `POST /itinerary`. */
export const createItinerary = (body: ItineraryItemInput, options?: CallOptions) =>
  call<SaveResult>('POST', '/itinerary', { ...options, body });

/** Get Itinerary: `GET /itinerary/{id}`. */
export const getItinerary = (id: number, options?: CallOptions) =>
  call<ItineraryItemResult>('GET', `/itinerary/${encodeURIComponent(id)}`, { ...options });

/** Update Itinerary: `PUT /itinerary/{id}`. */
export const updateItinerary = (id: number, body: ItineraryItemInput, options?: CallOptions) =>
  call<SaveResult>('PUT', `/itinerary/${encodeURIComponent(id)}`, { ...options, body });

/** Delete Itineraries: `DELETE /itinerary/{id}`. */
export const deleteItinerary = (id: string, options?: CallOptions) =>
  call<MessageResult>('DELETE', `/itinerary/${encodeURIComponent(id)}`, { ...options });

/** The calls of Itineraries the generic list and editor make. */
export const itineraryCalls = {
  list: listItinerary,
  get: getItinerary,
  create: createItinerary,
  update: updateItinerary,
  remove: deleteItinerary,
} satisfies EntityCalls;
