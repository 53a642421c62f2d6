// Generated from openapi.yaml by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
import { call, type CallOptions, type EntityCalls } from '#api/client.ts';
import type { EventItemInput, EventItemResult, EventListResult, MessageResult, SaveResult } from './schemas';

/** List Events: `GET /event`. */
export const listEvent = (
  query: {
    page?: number;
    limit?: number;
    keywords?: string;
    lang?: 'it' | 'en' | 'de';
    orderBy?: '+id' | '-id';
    comune?: number;
    date?: string;
    stato?: number;
  } = {},
  options?: CallOptions,
) => call<EventListResult>('GET', '/event', { ...options, query });

/** Create Event: `POST /event`. */
export const createEvent = (body: EventItemInput, options?: CallOptions) =>
  call<SaveResult>('POST', '/event', { ...options, body });

/** Get Event: `GET /event/{id}`. */
export const getEvent = (id: number, options?: CallOptions) =>
  call<EventItemResult>('GET', `/event/${encodeURIComponent(id)}`, { ...options });

/** Update Event: `PUT /event/{id}`. */
export const updateEvent = (id: number, body: EventItemInput, options?: CallOptions) =>
  call<SaveResult>('PUT', `/event/${encodeURIComponent(id)}`, { ...options, body });

/** Delete Events: `DELETE /event/{id}`. */
export const deleteEvent = (id: string, options?: CallOptions) =>
  call<MessageResult>('DELETE', `/event/${encodeURIComponent(id)}`, { ...options });

/** The calls of Events the generic list and editor make. */
export const eventCalls = {
  list: listEvent,
  get: getEvent,
  create: createEvent,
  update: updateEvent,
  remove: deleteEvent,
} satisfies EntityCalls;
