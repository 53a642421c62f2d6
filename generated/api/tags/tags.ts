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
  ListOperationsTagsParams,
  NotFoundResponse,
  PayloadTooLargeResponse,
  SaveResult,
  TagsItemInput,
  TagsItemResult,
  TagsListResult,
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
 * @summary List Tags
 */
export type listOperationsTagsResponse200 = {
  data: TagsListResult;
  status: 200;
};

export type listOperationsTagsResponse401 = {
  data: UnauthenticatedResponse;
  status: 401;
};

export type listOperationsTagsResponse403 = {
  data: ForbiddenResponse;
  status: 403;
};

export type listOperationsTagsResponse422 = {
  data: ValidationFailedResponse;
  status: 422;
};

export type listOperationsTagsResponse429 = {
  data: TooManyRequestsResponse;
  status: 429;
};

export type listOperationsTagsResponseSuccess = listOperationsTagsResponse200 & {
  headers: Headers;
};
export type listOperationsTagsResponseError = (
  | listOperationsTagsResponse401
  | listOperationsTagsResponse403
  | listOperationsTagsResponse422
  | listOperationsTagsResponse429
) & {
  headers: Headers;
};

export const getListOperationsTagsUrl = (params?: ListOperationsTagsParams) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {
    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : value.toString());
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/operations/tags?${stringifiedParams}` : `/operations/tags`;
};

export const listOperationsTags = async (
  params?: ListOperationsTagsParams,
  options?: RequestInit,
): Promise<listOperationsTagsResponseSuccess> => {
  return customFetch<listOperationsTagsResponseSuccess>(getListOperationsTagsUrl(params), {
    ...options,
    method: 'GET',
  });
};

export const getListOperationsTagsQueryKey = (params?: ListOperationsTagsParams) => {
  return [`/operations/tags`, ...(params ? [params] : [])] as const;
};

export const getListOperationsTagsQueryOptions = <
  TData = Awaited<ReturnType<typeof listOperationsTags>>,
  TError = ErrorType<UnauthenticatedResponse | ForbiddenResponse | ValidationFailedResponse | TooManyRequestsResponse>,
>(
  params?: ListOperationsTagsParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof listOperationsTags>>, TError, TData>>;
    request?: SecondParameter<typeof customFetch>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getListOperationsTagsQueryKey(params);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof listOperationsTags>>> = ({ signal }) =>
    listOperationsTags(params, { signal, ...requestOptions });

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof listOperationsTags>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type ListOperationsTagsQueryResult = NonNullable<Awaited<ReturnType<typeof listOperationsTags>>>;
export type ListOperationsTagsQueryError = ErrorType<
  UnauthenticatedResponse | ForbiddenResponse | ValidationFailedResponse | TooManyRequestsResponse
>;

export function useListOperationsTags<
  TData = Awaited<ReturnType<typeof listOperationsTags>>,
  TError = ErrorType<UnauthenticatedResponse | ForbiddenResponse | ValidationFailedResponse | TooManyRequestsResponse>,
>(
  params: undefined | ListOperationsTagsParams,
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof listOperationsTags>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listOperationsTags>>,
          TError,
          Awaited<ReturnType<typeof listOperationsTags>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof customFetch>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError>;
export function useListOperationsTags<
  TData = Awaited<ReturnType<typeof listOperationsTags>>,
  TError = ErrorType<UnauthenticatedResponse | ForbiddenResponse | ValidationFailedResponse | TooManyRequestsResponse>,
>(
  params?: ListOperationsTagsParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof listOperationsTags>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listOperationsTags>>,
          TError,
          Awaited<ReturnType<typeof listOperationsTags>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof customFetch>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError>;

/**
 * @summary List Tags
 */

export function useListOperationsTags<
  TData = Awaited<ReturnType<typeof listOperationsTags>>,
  TError = ErrorType<UnauthenticatedResponse | ForbiddenResponse | ValidationFailedResponse | TooManyRequestsResponse>,
>(
  params?: ListOperationsTagsParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof listOperationsTags>>, TError, TData>>;
    request?: SecondParameter<typeof customFetch>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> {
  const queryOptions = getListOperationsTagsQueryOptions(params, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError>;

  return query;
}

/**
 * @summary Create Tag
 */
export type createOperationsTagsResponse201 = {
  data: SaveResult;
  status: 201;
};

export type createOperationsTagsResponse401 = {
  data: UnauthenticatedResponse;
  status: 401;
};

export type createOperationsTagsResponse403 = {
  data: ForbiddenResponse;
  status: 403;
};

export type createOperationsTagsResponse413 = {
  data: PayloadTooLargeResponse;
  status: 413;
};

export type createOperationsTagsResponse422 = {
  data: ValidationFailedResponse;
  status: 422;
};

export type createOperationsTagsResponse429 = {
  data: TooManyRequestsResponse;
  status: 429;
};

export type createOperationsTagsResponseSuccess = createOperationsTagsResponse201 & {
  headers: Headers;
};
export type createOperationsTagsResponseError = (
  | createOperationsTagsResponse401
  | createOperationsTagsResponse403
  | createOperationsTagsResponse413
  | createOperationsTagsResponse422
  | createOperationsTagsResponse429
) & {
  headers: Headers;
};

export const getCreateOperationsTagsUrl = () => {
  return `/operations/tags`;
};

export const createOperationsTags = async (
  tagsItemInput: TagsItemInput,
  options?: RequestInit,
): Promise<createOperationsTagsResponseSuccess> => {
  return customFetch<createOperationsTagsResponseSuccess>(getCreateOperationsTagsUrl(), {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...options?.headers },
    body: JSON.stringify(tagsItemInput),
  });
};

export const getCreateOperationsTagsMutationOptions = <
  TError = ErrorType<
    | UnauthenticatedResponse
    | ForbiddenResponse
    | PayloadTooLargeResponse
    | ValidationFailedResponse
    | TooManyRequestsResponse
  >,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof createOperationsTags>>,
    TError,
    { data: TagsItemInput },
    TContext
  >;
  request?: SecondParameter<typeof customFetch>;
}): UseMutationOptions<Awaited<ReturnType<typeof createOperationsTags>>, TError, { data: TagsItemInput }, TContext> => {
  const mutationKey = ['createOperationsTags'];
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<Awaited<ReturnType<typeof createOperationsTags>>, { data: TagsItemInput }> = (
    props,
  ) => {
    const { data } = props ?? {};

    return createOperationsTags(data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type CreateOperationsTagsMutationResult = NonNullable<Awaited<ReturnType<typeof createOperationsTags>>>;
export type CreateOperationsTagsMutationBody = TagsItemInput;
export type CreateOperationsTagsMutationError = ErrorType<
  | UnauthenticatedResponse
  | ForbiddenResponse
  | PayloadTooLargeResponse
  | ValidationFailedResponse
  | TooManyRequestsResponse
>;

/**
 * @summary Create Tag
 */
export const useCreateOperationsTags = <
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
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof createOperationsTags>>,
      TError,
      { data: TagsItemInput },
      TContext
    >;
    request?: SecondParameter<typeof customFetch>;
  },
  queryClient?: QueryClient,
): UseMutationResult<Awaited<ReturnType<typeof createOperationsTags>>, TError, { data: TagsItemInput }, TContext> => {
  const mutationOptions = getCreateOperationsTagsMutationOptions(options);

  return useMutation(mutationOptions, queryClient);
};
/**
 * @summary Get Tag
 */
export type getOperationsTagsResponse200 = {
  data: TagsItemResult;
  status: 200;
};

export type getOperationsTagsResponse401 = {
  data: UnauthenticatedResponse;
  status: 401;
};

export type getOperationsTagsResponse403 = {
  data: ForbiddenResponse;
  status: 403;
};

export type getOperationsTagsResponse404 = {
  data: NotFoundResponse;
  status: 404;
};

export type getOperationsTagsResponse429 = {
  data: TooManyRequestsResponse;
  status: 429;
};

export type getOperationsTagsResponseSuccess = getOperationsTagsResponse200 & {
  headers: Headers;
};
export type getOperationsTagsResponseError = (
  | getOperationsTagsResponse401
  | getOperationsTagsResponse403
  | getOperationsTagsResponse404
  | getOperationsTagsResponse429
) & {
  headers: Headers;
};

export const getGetOperationsTagsUrl = (id: number) => {
  return `/operations/tags/${id}`;
};

export const getOperationsTags = async (
  id: number,
  options?: RequestInit,
): Promise<getOperationsTagsResponseSuccess> => {
  return customFetch<getOperationsTagsResponseSuccess>(getGetOperationsTagsUrl(id), {
    ...options,
    method: 'GET',
  });
};

export const getGetOperationsTagsQueryKey = (id?: number) => {
  return [`/operations/tags/${id}`] as const;
};

export const getGetOperationsTagsQueryOptions = <
  TData = Awaited<ReturnType<typeof getOperationsTags>>,
  TError = ErrorType<UnauthenticatedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse>,
>(
  id: number,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getOperationsTags>>, TError, TData>>;
    request?: SecondParameter<typeof customFetch>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getGetOperationsTagsQueryKey(id);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof getOperationsTags>>> = ({ signal }) =>
    getOperationsTags(id, { signal, ...requestOptions });

  return { queryKey, queryFn, enabled: !!id, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof getOperationsTags>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type GetOperationsTagsQueryResult = NonNullable<Awaited<ReturnType<typeof getOperationsTags>>>;
export type GetOperationsTagsQueryError = ErrorType<
  UnauthenticatedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse
>;

export function useGetOperationsTags<
  TData = Awaited<ReturnType<typeof getOperationsTags>>,
  TError = ErrorType<UnauthenticatedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse>,
>(
  id: number,
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof getOperationsTags>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getOperationsTags>>,
          TError,
          Awaited<ReturnType<typeof getOperationsTags>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof customFetch>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError>;
export function useGetOperationsTags<
  TData = Awaited<ReturnType<typeof getOperationsTags>>,
  TError = ErrorType<UnauthenticatedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse>,
>(
  id: number,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getOperationsTags>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getOperationsTags>>,
          TError,
          Awaited<ReturnType<typeof getOperationsTags>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof customFetch>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError>;

/**
 * @summary Get Tag
 */

export function useGetOperationsTags<
  TData = Awaited<ReturnType<typeof getOperationsTags>>,
  TError = ErrorType<UnauthenticatedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse>,
>(
  id: number,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getOperationsTags>>, TError, TData>>;
    request?: SecondParameter<typeof customFetch>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> {
  const queryOptions = getGetOperationsTagsQueryOptions(id, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError>;

  return query;
}

/**
 * @summary Update Tag
 */
export type updateOperationsTagsResponse200 = {
  data: SaveResult;
  status: 200;
};

export type updateOperationsTagsResponse401 = {
  data: UnauthenticatedResponse;
  status: 401;
};

export type updateOperationsTagsResponse403 = {
  data: ForbiddenResponse;
  status: 403;
};

export type updateOperationsTagsResponse404 = {
  data: NotFoundResponse;
  status: 404;
};

export type updateOperationsTagsResponse409 = {
  data: ConflictResponse;
  status: 409;
};

export type updateOperationsTagsResponse413 = {
  data: PayloadTooLargeResponse;
  status: 413;
};

export type updateOperationsTagsResponse422 = {
  data: ValidationFailedResponse;
  status: 422;
};

export type updateOperationsTagsResponse429 = {
  data: TooManyRequestsResponse;
  status: 429;
};

export type updateOperationsTagsResponseSuccess = updateOperationsTagsResponse200 & {
  headers: Headers;
};
export type updateOperationsTagsResponseError = (
  | updateOperationsTagsResponse401
  | updateOperationsTagsResponse403
  | updateOperationsTagsResponse404
  | updateOperationsTagsResponse409
  | updateOperationsTagsResponse413
  | updateOperationsTagsResponse422
  | updateOperationsTagsResponse429
) & {
  headers: Headers;
};

export const getUpdateOperationsTagsUrl = (id: number) => {
  return `/operations/tags/${id}`;
};

export const updateOperationsTags = async (
  id: number,
  tagsItemInput: TagsItemInput,
  options?: RequestInit,
): Promise<updateOperationsTagsResponseSuccess> => {
  return customFetch<updateOperationsTagsResponseSuccess>(getUpdateOperationsTagsUrl(id), {
    ...options,
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', ...options?.headers },
    body: JSON.stringify(tagsItemInput),
  });
};

export const getUpdateOperationsTagsMutationOptions = <
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
    Awaited<ReturnType<typeof updateOperationsTags>>,
    TError,
    { id: number; data: TagsItemInput },
    TContext
  >;
  request?: SecondParameter<typeof customFetch>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof updateOperationsTags>>,
  TError,
  { id: number; data: TagsItemInput },
  TContext
> => {
  const mutationKey = ['updateOperationsTags'];
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof updateOperationsTags>>,
    { id: number; data: TagsItemInput }
  > = (props) => {
    const { id, data } = props ?? {};

    return updateOperationsTags(id, data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type UpdateOperationsTagsMutationResult = NonNullable<Awaited<ReturnType<typeof updateOperationsTags>>>;
export type UpdateOperationsTagsMutationBody = TagsItemInput;
export type UpdateOperationsTagsMutationError = ErrorType<
  | UnauthenticatedResponse
  | ForbiddenResponse
  | NotFoundResponse
  | ConflictResponse
  | PayloadTooLargeResponse
  | ValidationFailedResponse
  | TooManyRequestsResponse
>;

/**
 * @summary Update Tag
 */
export const useUpdateOperationsTags = <
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
      Awaited<ReturnType<typeof updateOperationsTags>>,
      TError,
      { id: number; data: TagsItemInput },
      TContext
    >;
    request?: SecondParameter<typeof customFetch>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof updateOperationsTags>>,
  TError,
  { id: number; data: TagsItemInput },
  TContext
> => {
  const mutationOptions = getUpdateOperationsTagsMutationOptions(options);

  return useMutation(mutationOptions, queryClient);
};
