// Generated from openapi.yaml by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
import { useMutation, useQuery } from '@tanstack/react-query';
import type {
  DataTag,
  DefinedInitialDataOptions,
  DefinedUseQueryResult,
  MutationFunction,
  QueryClient,
  QueryFunction,
  QueryKey,
  UndefinedInitialDataOptions,
  UseMutationOptions,
  UseMutationResult,
  UseQueryOptions,
  UseQueryResult,
} from '@tanstack/react-query';

import type {
  ConflictResponse,
  ForbiddenResponse,
  ListNewsParams,
  MessageResult,
  NewsItemInput,
  NewsItemResult,
  NewsListResult,
  NotFoundResponse,
  PayloadTooLargeResponse,
  SaveResult,
  TooManyRequestsResponse,
  UnauthenticatedResponse,
  ValidationFailedResponse,
} from '../index.schemas';

import { customFetch } from '#api/mutator.ts';
import type { ErrorType } from '#api/mutator.ts';

type AwaitedInput<T> = PromiseLike<T> | T;

type Awaited<O> = O extends AwaitedInput<infer T> ? T : never;

type SecondParameter<T extends (...args: never) => unknown> = Parameters<T>[1];

/**
 * @summary List News
 */
export type listNewsResponse200 = {
  data: NewsListResult;
  status: 200;
};

export type listNewsResponse401 = {
  data: UnauthenticatedResponse;
  status: 401;
};

export type listNewsResponse403 = {
  data: ForbiddenResponse;
  status: 403;
};

export type listNewsResponse422 = {
  data: ValidationFailedResponse;
  status: 422;
};

export type listNewsResponse429 = {
  data: TooManyRequestsResponse;
  status: 429;
};

export type listNewsResponseSuccess = listNewsResponse200 & {
  headers: Headers;
};
export type listNewsResponseError = (
  listNewsResponse401 | listNewsResponse403 | listNewsResponse422 | listNewsResponse429
) & {
  headers: Headers;
};

export const getListNewsUrl = (params?: ListNewsParams) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {
    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : value.toString());
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/news?${stringifiedParams}` : `/news`;
};

export const listNews = async (params?: ListNewsParams, options?: RequestInit): Promise<listNewsResponseSuccess> => {
  return customFetch<listNewsResponseSuccess>(getListNewsUrl(params), {
    ...options,
    method: 'GET',
  });
};

export const getListNewsQueryKey = (params?: ListNewsParams) => {
  return [`/news`, ...(params ? [params] : [])] as const;
};

export const getListNewsQueryOptions = <
  TData = Awaited<ReturnType<typeof listNews>>,
  TError = ErrorType<UnauthenticatedResponse | ForbiddenResponse | ValidationFailedResponse | TooManyRequestsResponse>,
>(
  params?: ListNewsParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof listNews>>, TError, TData>>;
    request?: SecondParameter<typeof customFetch>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getListNewsQueryKey(params);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof listNews>>> = ({ signal }) =>
    listNews(params, { signal, ...requestOptions });

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof listNews>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type ListNewsQueryResult = NonNullable<Awaited<ReturnType<typeof listNews>>>;
export type ListNewsQueryError = ErrorType<
  UnauthenticatedResponse | ForbiddenResponse | ValidationFailedResponse | TooManyRequestsResponse
>;

export function useListNews<
  TData = Awaited<ReturnType<typeof listNews>>,
  TError = ErrorType<UnauthenticatedResponse | ForbiddenResponse | ValidationFailedResponse | TooManyRequestsResponse>,
>(
  params: undefined | ListNewsParams,
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof listNews>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<Awaited<ReturnType<typeof listNews>>, TError, Awaited<ReturnType<typeof listNews>>>,
        'initialData'
      >;
    request?: SecondParameter<typeof customFetch>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError>;
export function useListNews<
  TData = Awaited<ReturnType<typeof listNews>>,
  TError = ErrorType<UnauthenticatedResponse | ForbiddenResponse | ValidationFailedResponse | TooManyRequestsResponse>,
>(
  params?: ListNewsParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof listNews>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<Awaited<ReturnType<typeof listNews>>, TError, Awaited<ReturnType<typeof listNews>>>,
        'initialData'
      >;
    request?: SecondParameter<typeof customFetch>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError>;

/**
 * @summary List News
 */

export function useListNews<
  TData = Awaited<ReturnType<typeof listNews>>,
  TError = ErrorType<UnauthenticatedResponse | ForbiddenResponse | ValidationFailedResponse | TooManyRequestsResponse>,
>(
  params?: ListNewsParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof listNews>>, TError, TData>>;
    request?: SecondParameter<typeof customFetch>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> {
  const queryOptions = getListNewsQueryOptions(params, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError>;

  return query;
}

/**
 * @summary Create News item
 */
export type createNewsResponse201 = {
  data: SaveResult;
  status: 201;
};

export type createNewsResponse401 = {
  data: UnauthenticatedResponse;
  status: 401;
};

export type createNewsResponse403 = {
  data: ForbiddenResponse;
  status: 403;
};

export type createNewsResponse413 = {
  data: PayloadTooLargeResponse;
  status: 413;
};

export type createNewsResponse422 = {
  data: ValidationFailedResponse;
  status: 422;
};

export type createNewsResponse429 = {
  data: TooManyRequestsResponse;
  status: 429;
};

export type createNewsResponseSuccess = createNewsResponse201 & {
  headers: Headers;
};
export type createNewsResponseError = (
  createNewsResponse401 | createNewsResponse403 | createNewsResponse413 | createNewsResponse422 | createNewsResponse429
) & {
  headers: Headers;
};

export const getCreateNewsUrl = () => {
  return `/news`;
};

export const createNews = async (
  newsItemInput: NewsItemInput,
  options?: RequestInit,
): Promise<createNewsResponseSuccess> => {
  return customFetch<createNewsResponseSuccess>(getCreateNewsUrl(), {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...options?.headers },
    body: JSON.stringify(newsItemInput),
  });
};

export const getCreateNewsMutationOptions = <
  TError = ErrorType<
    | UnauthenticatedResponse
    | ForbiddenResponse
    | PayloadTooLargeResponse
    | ValidationFailedResponse
    | TooManyRequestsResponse
  >,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof createNews>>, TError, { data: NewsItemInput }, TContext>;
  request?: SecondParameter<typeof customFetch>;
}): UseMutationOptions<Awaited<ReturnType<typeof createNews>>, TError, { data: NewsItemInput }, TContext> => {
  const mutationKey = ['createNews'];
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<Awaited<ReturnType<typeof createNews>>, { data: NewsItemInput }> = (props) => {
    const { data } = props ?? {};

    return createNews(data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type CreateNewsMutationResult = NonNullable<Awaited<ReturnType<typeof createNews>>>;
export type CreateNewsMutationBody = NewsItemInput;
export type CreateNewsMutationError = ErrorType<
  | UnauthenticatedResponse
  | ForbiddenResponse
  | PayloadTooLargeResponse
  | ValidationFailedResponse
  | TooManyRequestsResponse
>;

/**
 * @summary Create News item
 */
export const useCreateNews = <
  TError = ErrorType<
    | UnauthenticatedResponse
    | ForbiddenResponse
    | PayloadTooLargeResponse
    | ValidationFailedResponse
    | TooManyRequestsResponse
  >,
  TContext = unknown,
>(
  options?: {
    mutation?: UseMutationOptions<Awaited<ReturnType<typeof createNews>>, TError, { data: NewsItemInput }, TContext>;
    request?: SecondParameter<typeof customFetch>;
  },
  queryClient?: QueryClient,
): UseMutationResult<Awaited<ReturnType<typeof createNews>>, TError, { data: NewsItemInput }, TContext> => {
  const mutationOptions = getCreateNewsMutationOptions(options);

  return useMutation(mutationOptions, queryClient);
};
/**
 * @summary Get News item
 */
export type getNewsResponse200 = {
  data: NewsItemResult;
  status: 200;
};

export type getNewsResponse401 = {
  data: UnauthenticatedResponse;
  status: 401;
};

export type getNewsResponse403 = {
  data: ForbiddenResponse;
  status: 403;
};

export type getNewsResponse404 = {
  data: NotFoundResponse;
  status: 404;
};

export type getNewsResponse429 = {
  data: TooManyRequestsResponse;
  status: 429;
};

export type getNewsResponseSuccess = getNewsResponse200 & {
  headers: Headers;
};
export type getNewsResponseError = (
  getNewsResponse401 | getNewsResponse403 | getNewsResponse404 | getNewsResponse429
) & {
  headers: Headers;
};

export const getGetNewsUrl = (id: number) => {
  return `/news/${id}`;
};

export const getNews = async (id: number, options?: RequestInit): Promise<getNewsResponseSuccess> => {
  return customFetch<getNewsResponseSuccess>(getGetNewsUrl(id), {
    ...options,
    method: 'GET',
  });
};

export const getGetNewsQueryKey = (id?: number) => {
  return [`/news/${id}`] as const;
};

export const getGetNewsQueryOptions = <
  TData = Awaited<ReturnType<typeof getNews>>,
  TError = ErrorType<UnauthenticatedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse>,
>(
  id: number,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getNews>>, TError, TData>>;
    request?: SecondParameter<typeof customFetch>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getGetNewsQueryKey(id);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof getNews>>> = ({ signal }) =>
    getNews(id, { signal, ...requestOptions });

  return { queryKey, queryFn, enabled: !!id, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof getNews>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type GetNewsQueryResult = NonNullable<Awaited<ReturnType<typeof getNews>>>;
export type GetNewsQueryError = ErrorType<
  UnauthenticatedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse
>;

export function useGetNews<
  TData = Awaited<ReturnType<typeof getNews>>,
  TError = ErrorType<UnauthenticatedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse>,
>(
  id: number,
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof getNews>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<Awaited<ReturnType<typeof getNews>>, TError, Awaited<ReturnType<typeof getNews>>>,
        'initialData'
      >;
    request?: SecondParameter<typeof customFetch>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError>;
export function useGetNews<
  TData = Awaited<ReturnType<typeof getNews>>,
  TError = ErrorType<UnauthenticatedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse>,
>(
  id: number,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getNews>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<Awaited<ReturnType<typeof getNews>>, TError, Awaited<ReturnType<typeof getNews>>>,
        'initialData'
      >;
    request?: SecondParameter<typeof customFetch>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError>;

/**
 * @summary Get News item
 */

export function useGetNews<
  TData = Awaited<ReturnType<typeof getNews>>,
  TError = ErrorType<UnauthenticatedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse>,
>(
  id: number,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getNews>>, TError, TData>>;
    request?: SecondParameter<typeof customFetch>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> {
  const queryOptions = getGetNewsQueryOptions(id, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError>;

  return query;
}

/**
 * @summary Update News item
 */
export type updateNewsResponse200 = {
  data: SaveResult;
  status: 200;
};

export type updateNewsResponse401 = {
  data: UnauthenticatedResponse;
  status: 401;
};

export type updateNewsResponse403 = {
  data: ForbiddenResponse;
  status: 403;
};

export type updateNewsResponse404 = {
  data: NotFoundResponse;
  status: 404;
};

export type updateNewsResponse409 = {
  data: ConflictResponse;
  status: 409;
};

export type updateNewsResponse413 = {
  data: PayloadTooLargeResponse;
  status: 413;
};

export type updateNewsResponse422 = {
  data: ValidationFailedResponse;
  status: 422;
};

export type updateNewsResponse429 = {
  data: TooManyRequestsResponse;
  status: 429;
};

export type updateNewsResponseSuccess = updateNewsResponse200 & {
  headers: Headers;
};
export type updateNewsResponseError = (
  | updateNewsResponse401
  | updateNewsResponse403
  | updateNewsResponse404
  | updateNewsResponse409
  | updateNewsResponse413
  | updateNewsResponse422
  | updateNewsResponse429
) & {
  headers: Headers;
};

export const getUpdateNewsUrl = (id: number) => {
  return `/news/${id}`;
};

export const updateNews = async (
  id: number,
  newsItemInput: NewsItemInput,
  options?: RequestInit,
): Promise<updateNewsResponseSuccess> => {
  return customFetch<updateNewsResponseSuccess>(getUpdateNewsUrl(id), {
    ...options,
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', ...options?.headers },
    body: JSON.stringify(newsItemInput),
  });
};

export const getUpdateNewsMutationOptions = <
  TError = ErrorType<
    | UnauthenticatedResponse
    | ForbiddenResponse
    | NotFoundResponse
    | ConflictResponse
    | PayloadTooLargeResponse
    | ValidationFailedResponse
    | TooManyRequestsResponse
  >,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof updateNews>>,
    TError,
    { id: number; data: NewsItemInput },
    TContext
  >;
  request?: SecondParameter<typeof customFetch>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof updateNews>>,
  TError,
  { id: number; data: NewsItemInput },
  TContext
> => {
  const mutationKey = ['updateNews'];
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<Awaited<ReturnType<typeof updateNews>>, { id: number; data: NewsItemInput }> = (
    props,
  ) => {
    const { id, data } = props ?? {};

    return updateNews(id, data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type UpdateNewsMutationResult = NonNullable<Awaited<ReturnType<typeof updateNews>>>;
export type UpdateNewsMutationBody = NewsItemInput;
export type UpdateNewsMutationError = ErrorType<
  | UnauthenticatedResponse
  | ForbiddenResponse
  | NotFoundResponse
  | ConflictResponse
  | PayloadTooLargeResponse
  | ValidationFailedResponse
  | TooManyRequestsResponse
>;

/**
 * @summary Update News item
 */
export const useUpdateNews = <
  TError = ErrorType<
    | UnauthenticatedResponse
    | ForbiddenResponse
    | NotFoundResponse
    | ConflictResponse
    | PayloadTooLargeResponse
    | ValidationFailedResponse
    | TooManyRequestsResponse
  >,
  TContext = unknown,
>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof updateNews>>,
      TError,
      { id: number; data: NewsItemInput },
      TContext
    >;
    request?: SecondParameter<typeof customFetch>;
  },
  queryClient?: QueryClient,
): UseMutationResult<Awaited<ReturnType<typeof updateNews>>, TError, { id: number; data: NewsItemInput }, TContext> => {
  const mutationOptions = getUpdateNewsMutationOptions(options);

  return useMutation(mutationOptions, queryClient);
};
/**
 * @summary Delete News
 */
export type deleteNewsResponse200 = {
  data: MessageResult;
  status: 200;
};

export type deleteNewsResponse401 = {
  data: UnauthenticatedResponse;
  status: 401;
};

export type deleteNewsResponse403 = {
  data: ForbiddenResponse;
  status: 403;
};

export type deleteNewsResponse404 = {
  data: NotFoundResponse;
  status: 404;
};

export type deleteNewsResponse429 = {
  data: TooManyRequestsResponse;
  status: 429;
};

export type deleteNewsResponseSuccess = deleteNewsResponse200 & {
  headers: Headers;
};
export type deleteNewsResponseError = (
  deleteNewsResponse401 | deleteNewsResponse403 | deleteNewsResponse404 | deleteNewsResponse429
) & {
  headers: Headers;
};

export const getDeleteNewsUrl = (id: string) => {
  return `/news/${id}`;
};

export const deleteNews = async (id: string, options?: RequestInit): Promise<deleteNewsResponseSuccess> => {
  return customFetch<deleteNewsResponseSuccess>(getDeleteNewsUrl(id), {
    ...options,
    method: 'DELETE',
  });
};

export const getDeleteNewsMutationOptions = <
  TError = ErrorType<UnauthenticatedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse>,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof deleteNews>>, TError, { id: string }, TContext>;
  request?: SecondParameter<typeof customFetch>;
}): UseMutationOptions<Awaited<ReturnType<typeof deleteNews>>, TError, { id: string }, TContext> => {
  const mutationKey = ['deleteNews'];
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<Awaited<ReturnType<typeof deleteNews>>, { id: string }> = (props) => {
    const { id } = props ?? {};

    return deleteNews(id, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type DeleteNewsMutationResult = NonNullable<Awaited<ReturnType<typeof deleteNews>>>;

export type DeleteNewsMutationError = ErrorType<
  UnauthenticatedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse
>;

/**
 * @summary Delete News
 */
export const useDeleteNews = <
  TError = ErrorType<UnauthenticatedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse>,
  TContext = unknown,
>(
  options?: {
    mutation?: UseMutationOptions<Awaited<ReturnType<typeof deleteNews>>, TError, { id: string }, TContext>;
    request?: SecondParameter<typeof customFetch>;
  },
  queryClient?: QueryClient,
): UseMutationResult<Awaited<ReturnType<typeof deleteNews>>, TError, { id: string }, TContext> => {
  const mutationOptions = getDeleteNewsMutationOptions(options);

  return useMutation(mutationOptions, queryClient);
};
