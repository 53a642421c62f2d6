/**
 * The runtime of the generated client (`generated/api/`): every generated call is
 * `call<Answer>(method, path, {query, body, signal})` over `customFetch` (base URL, token,
 * accept-language, `ApiError`s), resolving to the answer's body; uploads are
 * `upload<Answer>(method, path, {part, file, onProgress})` over `customUpload`. The admin makes
 * no other call.
 */
import { customFetch, customUpload, type ApiResponse, type UploadProgress } from './mutator';

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

/** What a caller may add to a generated call. */
export interface CallOptions {
  readonly signal?: AbortSignal;
}

/** What a generated call adds for answers that are not JSON: the media type asked for (`text/csv`). */
interface FormatOptions {
  readonly accept?: string;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

export async function call<T>(
  method: HttpMethod,
  path: string,
  options: CallOptions & FormatOptions & { readonly query?: QueryValues; readonly body?: unknown } = {},
): Promise<T> {
  const response = await customFetch<ApiResponse<T>>(`${path}${queryString(options.query ?? {})}`, {
    method,
    ...(options.accept === undefined ? {} : { headers: { accept: options.accept } }),
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    ...(options.signal ? { signal: options.signal } : {}),
  });
  return response.data;
}

/** What a caller may add to a generated upload: progress reports. */
export interface UploadOptions extends CallOptions {
  readonly onProgress?: UploadProgress;
}

/** Sends `file` as the multipart part `part`, resolving to the answer's body. */
export async function upload<T>(
  method: HttpMethod,
  path: string,
  options: UploadOptions & { readonly query?: QueryValues; readonly part: string; readonly file: Blob },
): Promise<T> {
  const form = new FormData();
  const name = typeof File !== 'undefined' && options.file instanceof File ? options.file.name : 'file';
  form.append(options.part, options.file, name);
  return customUpload<T>({
    method,
    url: `${path}${queryString(options.query ?? {})}`,
    form,
    ...(options.signal ? { signal: options.signal } : {}),
    ...(options.onProgress ? { onProgress: options.onProgress } : {}),
  });
}

export type Row = Readonly<Record<string, unknown>>;

/**
 * The calls of one entity as the generic list and editor make them (ARCHITECTURE.md "Contract
 * points": every entity speaks the same REST shape). Each generated `<entity>Calls` must satisfy
 * it, so an `openapi.yaml` whose answers no longer have this shape fails to compile. Methods are
 * declared as methods: an entity's typed query and body are accepted where the screens pass
 * values built from the entity's own model.
 */
export interface EntityCalls {
  list(
    query: QueryValues,
    options?: CallOptions,
  ): Promise<{ data: readonly Row[]; meta?: { total: number }; total?: number }>;
  get(id: number, options?: CallOptions): Promise<{ data: Row }>;
  create?(body: Row, options?: CallOptions): Promise<{ data: SaveAnswer }>;
  update?(id: number, body: Row, options?: CallOptions): Promise<{ data: SaveAnswer }>;
  remove?(ids: string, options?: CallOptions): Promise<{ data: { message: string } }>;
  /** `POST {path}/search` (items by title, or one by id), for entities whose schema has `searchCall`. */
  search?(body: { keywords: string } | { id: number }, options?: CallOptions): Promise<{ data: readonly SearchRow[] }>;
  /** `GET {path}/combo` (`{id, nome}` by title, optionally in a province), for entities whose schema has `comboCall`. */
  combo?(
    query: { keywords?: string; provincia?: number },
    options?: CallOptions,
  ): Promise<{ data: readonly { id: number; nome: string }[] }>;
  /** `POST {dialog call}/{id}/{title}` (id -1 creates), for entities edited in a dialog. */
  setTitle?(id: number, title: string, options?: CallOptions): Promise<{ data: { id: number; message: string } }>;
  /** `GET {path}/export/` (the live items of the list's query as CSV), for entities whose schema has `exportCall`. */
  exportCsv?(query?: QueryValues, options?: CallOptions): Promise<Blob>;
}

/** A row of an entity's quick search. */
export interface SearchRow {
  readonly id: number;
  readonly title: string;
  readonly comune: string | null;
}

export interface SaveAnswer {
  readonly id: number;
  readonly message: string;
  readonly permalink: string | null;
}
