/**
 * The generic calls of the runtime list and editor. Every entity speaks the same REST shape
 * (ARCHITECTURE.md "Contract points"), so one set of functions serves every generated screen;
 * they go through the generated client's fetch (`customFetch`) for the base URL, token,
 * accept-language and `ApiError`s.
 */
import type { EntityMeta } from '#core/model';
import { customFetch, type ApiResponse } from '#api/mutator.ts';

export type Row = Readonly<Record<string, unknown>>;

/** Query values; empty strings, null and undefined are left out of the URL. */
export type QueryValues = Readonly<
  Record<string, string | number | boolean | null | undefined | readonly (string | number)[]>
>;

export function queryString(values: QueryValues): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      for (const entry of value) params.append(key, String(entry));
    } else {
      params.set(key, String(value));
    }
  }
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

export async function apiGet<T>(path: string, query: QueryValues = {}, signal?: AbortSignal): Promise<T> {
  const response = await customFetch<ApiResponse<T>>(`/${path}${queryString(query)}`, {
    method: 'GET',
    ...(signal ? { signal } : {}),
  });
  return response.data;
}

export async function apiSend<T>(method: 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<T> {
  const response = await customFetch<ApiResponse<T>>(`/${path}`, {
    method,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return response.data;
}

export interface ListPage {
  readonly rows: readonly Row[];
  readonly total: number;
}

/** `GET {path}`: one page of rows and the total (at `meta.total`, or at the root for some lists). */
export async function listItems(meta: EntityMeta, query: QueryValues, signal?: AbortSignal): Promise<ListPage> {
  const body = await apiGet<{ data?: Row[]; meta?: { total?: number }; total?: number }>(meta.path, query, signal);
  const total = meta.list.totalAt === 'root' ? body.total : body.meta?.total;
  return { rows: body.data ?? [], total: typeof total === 'number' ? total : 0 };
}

/** `GET {path}/{id}`: the item as the editor edits it. */
export async function getItem(meta: EntityMeta, id: number | string, signal?: AbortSignal): Promise<Row> {
  const body = await apiGet<{ data: Row }>(`${meta.path}/${encodeURIComponent(String(id))}`, {}, signal);
  return body.data;
}

export interface SaveAnswer {
  readonly id: number;
  readonly message: string;
  readonly permalink: string | null;
}

/** `POST {path}` (id null) or `PUT {path}/{id}`. */
export async function saveItem(meta: EntityMeta, id: number | null, body: unknown): Promise<SaveAnswer> {
  const answer =
    id === null
      ? await apiSend<{ data: SaveAnswer }>('POST', meta.path, body)
      : await apiSend<{ data: SaveAnswer }>('PUT', `${meta.path}/${id}`, body);
  return answer.data;
}

/** `DELETE {path}/{ids}`, comma-joined: all or nothing. Answers the server's message. */
export async function deleteItems(meta: EntityMeta, ids: readonly number[]): Promise<string> {
  const answer = await apiSend<{ data?: { message?: string } }>('DELETE', `${meta.path}/${ids.join(',')}`);
  return answer.data?.message ?? '';
}
