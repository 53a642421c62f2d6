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
  DiconoItemInput,
  DiconoItemResult,
  DiconoListResult,
  ForbiddenResponse,
  ListDiconoParams,
  MessageResult,
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
 * @summary List Press review
 */
export type listDiconoResponse200 = {
  data: DiconoListResult;
  status: 200;
};

export type listDiconoResponse401 = {
  data: UnauthenticatedResponse;
  status: 401;
};

export type listDiconoResponse403 = {
  data: ForbiddenResponse;
  status: 403;
};

export type listDiconoResponse422 = {
  data: ValidationFailedResponse;
  status: 422;
};

export type listDiconoResponse429 = {
  data: TooManyRequestsResponse;
  status: 429;
};

export type listDiconoResponseSuccess = listDiconoResponse200 & {
  headers: Headers;
};
export type listDiconoResponseError = (
  listDiconoResponse401 | listDiconoResponse403 | listDiconoResponse422 | listDiconoResponse429
) & {
  headers: Headers;
};

export const getListDiconoUrl = (params?: ListDiconoParams) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {
    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : value.toString());
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/dicono?${stringifiedParams}` : `/dicono`;
};

export const listDicono = async (
  params?: ListDiconoParams,
  options?: RequestInit,
): Promise<listDiconoResponseSuccess> => {
  return customFetch<listDiconoResponseSuccess>(getListDiconoUrl(params), {
    ...options,
    method: 'GET',
  });
};

export const getListDiconoQueryKey = (params?: ListDiconoParams) => {
  return [`/dicono`, ...(params ? [params] : [])] as const;
};

export const getListDiconoQueryOptions = <
  TData = Awaited<ReturnType<typeof listDicono>>,
  TError = ErrorType<UnauthenticatedResponse | ForbiddenResponse | ValidationFailedResponse | TooManyRequestsResponse>,
>(
  params?: ListDiconoParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof listDicono>>, TError, TData>>;
    request?: SecondParameter<typeof customFetch>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getListDiconoQueryKey(params);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof listDicono>>> = ({ signal }) =>
    listDicono(params, { signal, ...requestOptions });

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof listDicono>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type ListDiconoQueryResult = NonNullable<Awaited<ReturnType<typeof listDicono>>>;
export type ListDiconoQueryError = ErrorType<
  UnauthenticatedResponse | ForbiddenResponse | ValidationFailedResponse | TooManyRequestsResponse
>;

export function useListDicono<
  TData = Awaited<ReturnType<typeof listDicono>>,
  TError = ErrorType<UnauthenticatedResponse | ForbiddenResponse | ValidationFailedResponse | TooManyRequestsResponse>,
>(
  params: undefined | ListDiconoParams,
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof listDicono>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listDicono>>,
          TError,
          Awaited<ReturnType<typeof listDicono>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof customFetch>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError>;
export function useListDicono<
  TData = Awaited<ReturnType<typeof listDicono>>,
  TError = ErrorType<UnauthenticatedResponse | ForbiddenResponse | ValidationFailedResponse | TooManyRequestsResponse>,
>(
  params?: ListDiconoParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof listDicono>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listDicono>>,
          TError,
          Awaited<ReturnType<typeof listDicono>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof customFetch>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError>;

/**
 * @summary List Press review
 */

export function useListDicono<
  TData = Awaited<ReturnType<typeof listDicono>>,
  TError = ErrorType<UnauthenticatedResponse | ForbiddenResponse | ValidationFailedResponse | TooManyRequestsResponse>,
>(
  params?: ListDiconoParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof listDicono>>, TError, TData>>;
    request?: SecondParameter<typeof customFetch>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> {
  const queryOptions = getListDiconoQueryOptions(params, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError>;

  return query;
}

/**
 * @summary Create Press review item
 */
export type createDiconoResponse201 = {
  data: SaveResult;
  status: 201;
};

export type createDiconoResponse401 = {
  data: UnauthenticatedResponse;
  status: 401;
};

export type createDiconoResponse403 = {
  data: ForbiddenResponse;
  status: 403;
};

export type createDiconoResponse413 = {
  data: PayloadTooLargeResponse;
  status: 413;
};

export type createDiconoResponse422 = {
  data: ValidationFailedResponse;
  status: 422;
};

export type createDiconoResponse429 = {
  data: TooManyRequestsResponse;
  status: 429;
};

export type createDiconoResponseSuccess = createDiconoResponse201 & {
  headers: Headers;
};
export type createDiconoResponseError = (
  | createDiconoResponse401
  | createDiconoResponse403
  | createDiconoResponse413
  | createDiconoResponse422
  | createDiconoResponse429
) & {
  headers: Headers;
};

export const getCreateDiconoUrl = () => {
  return `/dicono`;
};

export const createDicono = async (
  diconoItemInput: DiconoItemInput,
  options?: RequestInit,
): Promise<createDiconoResponseSuccess> => {
  return customFetch<createDiconoResponseSuccess>(getCreateDiconoUrl(), {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...options?.headers },
    body: JSON.stringify(diconoItemInput),
  });
};

export const getCreateDiconoMutationOptions = <
  TError = ErrorType<
    | UnauthenticatedResponse
    | ForbiddenResponse
    | PayloadTooLargeResponse
    | ValidationFailedResponse
    | TooManyRequestsResponse
  >,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof createDicono>>, TError, { data: DiconoItemInput }, TContext>;
  request?: SecondParameter<typeof customFetch>;
}): UseMutationOptions<Awaited<ReturnType<typeof createDicono>>, TError, { data: DiconoItemInput }, TContext> => {
  const mutationKey = ['createDicono'];
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<Awaited<ReturnType<typeof createDicono>>, { data: DiconoItemInput }> = (props) => {
    const { data } = props ?? {};

    return createDicono(data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type CreateDiconoMutationResult = NonNullable<Awaited<ReturnType<typeof createDicono>>>;
export type CreateDiconoMutationBody = DiconoItemInput;
export type CreateDiconoMutationError = ErrorType<
  | UnauthenticatedResponse
  | ForbiddenResponse
  | PayloadTooLargeResponse
  | ValidationFailedResponse
  | TooManyRequestsResponse
>;

/**
 * @summary Create Press review item
 */
export const useCreateDicono = <
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
      Awaited<ReturnType<typeof createDicono>>,
      TError,
      { data: DiconoItemInput },
      TContext
    >;
    request?: SecondParameter<typeof customFetch>;
  },
  queryClient?: QueryClient,
): UseMutationResult<Awaited<ReturnType<typeof createDicono>>, TError, { data: DiconoItemInput }, TContext> => {
  const mutationOptions = getCreateDiconoMutationOptions(options);

  return useMutation(mutationOptions, queryClient);
};
/**
 * @summary Get Press review item
 */
export type getDiconoResponse200 = {
  data: DiconoItemResult;
  status: 200;
};

export type getDiconoResponse401 = {
  data: UnauthenticatedResponse;
  status: 401;
};

export type getDiconoResponse403 = {
  data: ForbiddenResponse;
  status: 403;
};

export type getDiconoResponse404 = {
  data: NotFoundResponse;
  status: 404;
};

export type getDiconoResponse429 = {
  data: TooManyRequestsResponse;
  status: 429;
};

export type getDiconoResponseSuccess = getDiconoResponse200 & {
  headers: Headers;
};
export type getDiconoResponseError = (
  getDiconoResponse401 | getDiconoResponse403 | getDiconoResponse404 | getDiconoResponse429
) & {
  headers: Headers;
};

export const getGetDiconoUrl = (id: number) => {
  return `/dicono/${id}`;
};

export const getDicono = async (id: number, options?: RequestInit): Promise<getDiconoResponseSuccess> => {
  return customFetch<getDiconoResponseSuccess>(getGetDiconoUrl(id), {
    ...options,
    method: 'GET',
  });
};

export const getGetDiconoQueryKey = (id?: number) => {
  return [`/dicono/${id}`] as const;
};

export const getGetDiconoQueryOptions = <
  TData = Awaited<ReturnType<typeof getDicono>>,
  TError = ErrorType<UnauthenticatedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse>,
>(
  id: number,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getDicono>>, TError, TData>>;
    request?: SecondParameter<typeof customFetch>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getGetDiconoQueryKey(id);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof getDicono>>> = ({ signal }) =>
    getDicono(id, { signal, ...requestOptions });

  return { queryKey, queryFn, enabled: !!id, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof getDicono>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type GetDiconoQueryResult = NonNullable<Awaited<ReturnType<typeof getDicono>>>;
export type GetDiconoQueryError = ErrorType<
  UnauthenticatedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse
>;

export function useGetDicono<
  TData = Awaited<ReturnType<typeof getDicono>>,
  TError = ErrorType<UnauthenticatedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse>,
>(
  id: number,
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof getDicono>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<Awaited<ReturnType<typeof getDicono>>, TError, Awaited<ReturnType<typeof getDicono>>>,
        'initialData'
      >;
    request?: SecondParameter<typeof customFetch>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError>;
export function useGetDicono<
  TData = Awaited<ReturnType<typeof getDicono>>,
  TError = ErrorType<UnauthenticatedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse>,
>(
  id: number,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getDicono>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getDicono>>,
          TError,
          Awaited<ReturnType<typeof getDicono>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof customFetch>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError>;

/**
 * @summary Get Press review item
 */

export function useGetDicono<
  TData = Awaited<ReturnType<typeof getDicono>>,
  TError = ErrorType<UnauthenticatedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse>,
>(
  id: number,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getDicono>>, TError, TData>>;
    request?: SecondParameter<typeof customFetch>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> {
  const queryOptions = getGetDiconoQueryOptions(id, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError>;

  return query;
}

/**
 * @summary Update Press review item
 */
export type updateDiconoResponse200 = {
  data: SaveResult;
  status: 200;
};

export type updateDiconoResponse401 = {
  data: UnauthenticatedResponse;
  status: 401;
};

export type updateDiconoResponse403 = {
  data: ForbiddenResponse;
  status: 403;
};

export type updateDiconoResponse404 = {
  data: NotFoundResponse;
  status: 404;
};

export type updateDiconoResponse409 = {
  data: ConflictResponse;
  status: 409;
};

export type updateDiconoResponse413 = {
  data: PayloadTooLargeResponse;
  status: 413;
};

export type updateDiconoResponse422 = {
  data: ValidationFailedResponse;
  status: 422;
};

export type updateDiconoResponse429 = {
  data: TooManyRequestsResponse;
  status: 429;
};

export type updateDiconoResponseSuccess = updateDiconoResponse200 & {
  headers: Headers;
};
export type updateDiconoResponseError = (
  | updateDiconoResponse401
  | updateDiconoResponse403
  | updateDiconoResponse404
  | updateDiconoResponse409
  | updateDiconoResponse413
  | updateDiconoResponse422
  | updateDiconoResponse429
) & {
  headers: Headers;
};

export const getUpdateDiconoUrl = (id: number) => {
  return `/dicono/${id}`;
};

export const updateDicono = async (
  id: number,
  diconoItemInput: DiconoItemInput,
  options?: RequestInit,
): Promise<updateDiconoResponseSuccess> => {
  return customFetch<updateDiconoResponseSuccess>(getUpdateDiconoUrl(id), {
    ...options,
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', ...options?.headers },
    body: JSON.stringify(diconoItemInput),
  });
};

export const getUpdateDiconoMutationOptions = <
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
    Awaited<ReturnType<typeof updateDicono>>,
    TError,
    { id: number; data: DiconoItemInput },
    TContext
  >;
  request?: SecondParameter<typeof customFetch>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof updateDicono>>,
  TError,
  { id: number; data: DiconoItemInput },
  TContext
> => {
  const mutationKey = ['updateDicono'];
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof updateDicono>>,
    { id: number; data: DiconoItemInput }
  > = (props) => {
    const { id, data } = props ?? {};

    return updateDicono(id, data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type UpdateDiconoMutationResult = NonNullable<Awaited<ReturnType<typeof updateDicono>>>;
export type UpdateDiconoMutationBody = DiconoItemInput;
export type UpdateDiconoMutationError = ErrorType<
  | UnauthenticatedResponse
  | ForbiddenResponse
  | NotFoundResponse
  | ConflictResponse
  | PayloadTooLargeResponse
  | ValidationFailedResponse
  | TooManyRequestsResponse
>;

/**
 * @summary Update Press review item
 */
export const useUpdateDicono = <
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
      Awaited<ReturnType<typeof updateDicono>>,
      TError,
      { id: number; data: DiconoItemInput },
      TContext
    >;
    request?: SecondParameter<typeof customFetch>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof updateDicono>>,
  TError,
  { id: number; data: DiconoItemInput },
  TContext
> => {
  const mutationOptions = getUpdateDiconoMutationOptions(options);

  return useMutation(mutationOptions, queryClient);
};
/**
 * @summary Delete Press review
 */
export type deleteDiconoResponse200 = {
  data: MessageResult;
  status: 200;
};

export type deleteDiconoResponse401 = {
  data: UnauthenticatedResponse;
  status: 401;
};

export type deleteDiconoResponse403 = {
  data: ForbiddenResponse;
  status: 403;
};

export type deleteDiconoResponse404 = {
  data: NotFoundResponse;
  status: 404;
};

export type deleteDiconoResponse429 = {
  data: TooManyRequestsResponse;
  status: 429;
};

export type deleteDiconoResponseSuccess = deleteDiconoResponse200 & {
  headers: Headers;
};
export type deleteDiconoResponseError = (
  deleteDiconoResponse401 | deleteDiconoResponse403 | deleteDiconoResponse404 | deleteDiconoResponse429
) & {
  headers: Headers;
};

export const getDeleteDiconoUrl = (id: string) => {
  return `/dicono/${id}`;
};

export const deleteDicono = async (id: string, options?: RequestInit): Promise<deleteDiconoResponseSuccess> => {
  return customFetch<deleteDiconoResponseSuccess>(getDeleteDiconoUrl(id), {
    ...options,
    method: 'DELETE',
  });
};

export const getDeleteDiconoMutationOptions = <
  TError = ErrorType<UnauthenticatedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse>,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof deleteDicono>>, TError, { id: string }, TContext>;
  request?: SecondParameter<typeof customFetch>;
}): UseMutationOptions<Awaited<ReturnType<typeof deleteDicono>>, TError, { id: string }, TContext> => {
  const mutationKey = ['deleteDicono'];
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<Awaited<ReturnType<typeof deleteDicono>>, { id: string }> = (props) => {
    const { id } = props ?? {};

    return deleteDicono(id, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type DeleteDiconoMutationResult = NonNullable<Awaited<ReturnType<typeof deleteDicono>>>;

export type DeleteDiconoMutationError = ErrorType<
  UnauthenticatedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse
>;

/**
 * @summary Delete Press review
 */
export const useDeleteDicono = <
  TError = ErrorType<UnauthenticatedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse>,
  TContext = unknown,
>(
  options?: {
    mutation?: UseMutationOptions<Awaited<ReturnType<typeof deleteDicono>>, TError, { id: string }, TContext>;
    request?: SecondParameter<typeof customFetch>;
  },
  queryClient?: QueryClient,
): UseMutationResult<Awaited<ReturnType<typeof deleteDicono>>, TError, { id: string }, TContext> => {
  const mutationOptions = getDeleteDiconoMutationOptions(options);

  return useMutation(mutationOptions, queryClient);
};
