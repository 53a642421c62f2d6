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
  ListWebcamParams,
  MessageResult,
  NotFoundResponse,
  PayloadTooLargeResponse,
  SaveResult,
  TooManyRequestsResponse,
  UnauthenticatedResponse,
  ValidationFailedResponse,
  WebcamItemInput,
  WebcamItemResult,
  WebcamListResult,
} from '../index.schemas';

import { customFetch } from '#api/mutator.ts';
import type { ErrorType } from '#api/mutator.ts';

type AwaitedInput<T> = PromiseLike<T> | T;

type Awaited<O> = O extends AwaitedInput<infer T> ? T : never;

type SecondParameter<T extends (...args: never) => unknown> = Parameters<T>[1];

/**
 * @summary List Webcams
 */
export type listWebcamResponse200 = {
  data: WebcamListResult;
  status: 200;
};

export type listWebcamResponse401 = {
  data: UnauthenticatedResponse;
  status: 401;
};

export type listWebcamResponse403 = {
  data: ForbiddenResponse;
  status: 403;
};

export type listWebcamResponse422 = {
  data: ValidationFailedResponse;
  status: 422;
};

export type listWebcamResponse429 = {
  data: TooManyRequestsResponse;
  status: 429;
};

export type listWebcamResponseSuccess = listWebcamResponse200 & {
  headers: Headers;
};
export type listWebcamResponseError = (
  listWebcamResponse401 | listWebcamResponse403 | listWebcamResponse422 | listWebcamResponse429
) & {
  headers: Headers;
};

export const getListWebcamUrl = (params?: ListWebcamParams) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {
    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : value.toString());
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/webcam?${stringifiedParams}` : `/webcam`;
};

export const listWebcam = async (
  params?: ListWebcamParams,
  options?: RequestInit,
): Promise<listWebcamResponseSuccess> => {
  return customFetch<listWebcamResponseSuccess>(getListWebcamUrl(params), {
    ...options,
    method: 'GET',
  });
};

export const getListWebcamQueryKey = (params?: ListWebcamParams) => {
  return [`/webcam`, ...(params ? [params] : [])] as const;
};

export const getListWebcamQueryOptions = <
  TData = Awaited<ReturnType<typeof listWebcam>>,
  TError = ErrorType<UnauthenticatedResponse | ForbiddenResponse | ValidationFailedResponse | TooManyRequestsResponse>,
>(
  params?: ListWebcamParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof listWebcam>>, TError, TData>>;
    request?: SecondParameter<typeof customFetch>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getListWebcamQueryKey(params);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof listWebcam>>> = ({ signal }) =>
    listWebcam(params, { signal, ...requestOptions });

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof listWebcam>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type ListWebcamQueryResult = NonNullable<Awaited<ReturnType<typeof listWebcam>>>;
export type ListWebcamQueryError = ErrorType<
  UnauthenticatedResponse | ForbiddenResponse | ValidationFailedResponse | TooManyRequestsResponse
>;

export function useListWebcam<
  TData = Awaited<ReturnType<typeof listWebcam>>,
  TError = ErrorType<UnauthenticatedResponse | ForbiddenResponse | ValidationFailedResponse | TooManyRequestsResponse>,
>(
  params: undefined | ListWebcamParams,
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof listWebcam>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listWebcam>>,
          TError,
          Awaited<ReturnType<typeof listWebcam>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof customFetch>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError>;
export function useListWebcam<
  TData = Awaited<ReturnType<typeof listWebcam>>,
  TError = ErrorType<UnauthenticatedResponse | ForbiddenResponse | ValidationFailedResponse | TooManyRequestsResponse>,
>(
  params?: ListWebcamParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof listWebcam>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listWebcam>>,
          TError,
          Awaited<ReturnType<typeof listWebcam>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof customFetch>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError>;

/**
 * @summary List Webcams
 */

export function useListWebcam<
  TData = Awaited<ReturnType<typeof listWebcam>>,
  TError = ErrorType<UnauthenticatedResponse | ForbiddenResponse | ValidationFailedResponse | TooManyRequestsResponse>,
>(
  params?: ListWebcamParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof listWebcam>>, TError, TData>>;
    request?: SecondParameter<typeof customFetch>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> {
  const queryOptions = getListWebcamQueryOptions(params, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError>;

  return query;
}

/**
 * @summary Create Webcam
 */
export type createWebcamResponse201 = {
  data: SaveResult;
  status: 201;
};

export type createWebcamResponse401 = {
  data: UnauthenticatedResponse;
  status: 401;
};

export type createWebcamResponse403 = {
  data: ForbiddenResponse;
  status: 403;
};

export type createWebcamResponse413 = {
  data: PayloadTooLargeResponse;
  status: 413;
};

export type createWebcamResponse422 = {
  data: ValidationFailedResponse;
  status: 422;
};

export type createWebcamResponse429 = {
  data: TooManyRequestsResponse;
  status: 429;
};

export type createWebcamResponseSuccess = createWebcamResponse201 & {
  headers: Headers;
};
export type createWebcamResponseError = (
  | createWebcamResponse401
  | createWebcamResponse403
  | createWebcamResponse413
  | createWebcamResponse422
  | createWebcamResponse429
) & {
  headers: Headers;
};

export const getCreateWebcamUrl = () => {
  return `/webcam`;
};

export const createWebcam = async (
  webcamItemInput: WebcamItemInput,
  options?: RequestInit,
): Promise<createWebcamResponseSuccess> => {
  return customFetch<createWebcamResponseSuccess>(getCreateWebcamUrl(), {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...options?.headers },
    body: JSON.stringify(webcamItemInput),
  });
};

export const getCreateWebcamMutationOptions = <
  TError = ErrorType<
    | UnauthenticatedResponse
    | ForbiddenResponse
    | PayloadTooLargeResponse
    | ValidationFailedResponse
    | TooManyRequestsResponse
  >,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof createWebcam>>, TError, { data: WebcamItemInput }, TContext>;
  request?: SecondParameter<typeof customFetch>;
}): UseMutationOptions<Awaited<ReturnType<typeof createWebcam>>, TError, { data: WebcamItemInput }, TContext> => {
  const mutationKey = ['createWebcam'];
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<Awaited<ReturnType<typeof createWebcam>>, { data: WebcamItemInput }> = (props) => {
    const { data } = props ?? {};

    return createWebcam(data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type CreateWebcamMutationResult = NonNullable<Awaited<ReturnType<typeof createWebcam>>>;
export type CreateWebcamMutationBody = WebcamItemInput;
export type CreateWebcamMutationError = ErrorType<
  | UnauthenticatedResponse
  | ForbiddenResponse
  | PayloadTooLargeResponse
  | ValidationFailedResponse
  | TooManyRequestsResponse
>;

/**
 * @summary Create Webcam
 */
export const useCreateWebcam = <
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
      Awaited<ReturnType<typeof createWebcam>>,
      TError,
      { data: WebcamItemInput },
      TContext
    >;
    request?: SecondParameter<typeof customFetch>;
  },
  queryClient?: QueryClient,
): UseMutationResult<Awaited<ReturnType<typeof createWebcam>>, TError, { data: WebcamItemInput }, TContext> => {
  const mutationOptions = getCreateWebcamMutationOptions(options);

  return useMutation(mutationOptions, queryClient);
};
/**
 * @summary Get Webcam
 */
export type getWebcamResponse200 = {
  data: WebcamItemResult;
  status: 200;
};

export type getWebcamResponse401 = {
  data: UnauthenticatedResponse;
  status: 401;
};

export type getWebcamResponse403 = {
  data: ForbiddenResponse;
  status: 403;
};

export type getWebcamResponse404 = {
  data: NotFoundResponse;
  status: 404;
};

export type getWebcamResponse429 = {
  data: TooManyRequestsResponse;
  status: 429;
};

export type getWebcamResponseSuccess = getWebcamResponse200 & {
  headers: Headers;
};
export type getWebcamResponseError = (
  getWebcamResponse401 | getWebcamResponse403 | getWebcamResponse404 | getWebcamResponse429
) & {
  headers: Headers;
};

export const getGetWebcamUrl = (id: number) => {
  return `/webcam/${id}`;
};

export const getWebcam = async (id: number, options?: RequestInit): Promise<getWebcamResponseSuccess> => {
  return customFetch<getWebcamResponseSuccess>(getGetWebcamUrl(id), {
    ...options,
    method: 'GET',
  });
};

export const getGetWebcamQueryKey = (id?: number) => {
  return [`/webcam/${id}`] as const;
};

export const getGetWebcamQueryOptions = <
  TData = Awaited<ReturnType<typeof getWebcam>>,
  TError = ErrorType<UnauthenticatedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse>,
>(
  id: number,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getWebcam>>, TError, TData>>;
    request?: SecondParameter<typeof customFetch>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getGetWebcamQueryKey(id);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof getWebcam>>> = ({ signal }) =>
    getWebcam(id, { signal, ...requestOptions });

  return { queryKey, queryFn, enabled: !!id, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof getWebcam>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type GetWebcamQueryResult = NonNullable<Awaited<ReturnType<typeof getWebcam>>>;
export type GetWebcamQueryError = ErrorType<
  UnauthenticatedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse
>;

export function useGetWebcam<
  TData = Awaited<ReturnType<typeof getWebcam>>,
  TError = ErrorType<UnauthenticatedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse>,
>(
  id: number,
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof getWebcam>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<Awaited<ReturnType<typeof getWebcam>>, TError, Awaited<ReturnType<typeof getWebcam>>>,
        'initialData'
      >;
    request?: SecondParameter<typeof customFetch>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError>;
export function useGetWebcam<
  TData = Awaited<ReturnType<typeof getWebcam>>,
  TError = ErrorType<UnauthenticatedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse>,
>(
  id: number,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getWebcam>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getWebcam>>,
          TError,
          Awaited<ReturnType<typeof getWebcam>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof customFetch>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError>;

/**
 * @summary Get Webcam
 */

export function useGetWebcam<
  TData = Awaited<ReturnType<typeof getWebcam>>,
  TError = ErrorType<UnauthenticatedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse>,
>(
  id: number,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getWebcam>>, TError, TData>>;
    request?: SecondParameter<typeof customFetch>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> {
  const queryOptions = getGetWebcamQueryOptions(id, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError>;

  return query;
}

/**
 * @summary Update Webcam
 */
export type updateWebcamResponse200 = {
  data: SaveResult;
  status: 200;
};

export type updateWebcamResponse401 = {
  data: UnauthenticatedResponse;
  status: 401;
};

export type updateWebcamResponse403 = {
  data: ForbiddenResponse;
  status: 403;
};

export type updateWebcamResponse404 = {
  data: NotFoundResponse;
  status: 404;
};

export type updateWebcamResponse409 = {
  data: ConflictResponse;
  status: 409;
};

export type updateWebcamResponse413 = {
  data: PayloadTooLargeResponse;
  status: 413;
};

export type updateWebcamResponse422 = {
  data: ValidationFailedResponse;
  status: 422;
};

export type updateWebcamResponse429 = {
  data: TooManyRequestsResponse;
  status: 429;
};

export type updateWebcamResponseSuccess = updateWebcamResponse200 & {
  headers: Headers;
};
export type updateWebcamResponseError = (
  | updateWebcamResponse401
  | updateWebcamResponse403
  | updateWebcamResponse404
  | updateWebcamResponse409
  | updateWebcamResponse413
  | updateWebcamResponse422
  | updateWebcamResponse429
) & {
  headers: Headers;
};

export const getUpdateWebcamUrl = (id: number) => {
  return `/webcam/${id}`;
};

export const updateWebcam = async (
  id: number,
  webcamItemInput: WebcamItemInput,
  options?: RequestInit,
): Promise<updateWebcamResponseSuccess> => {
  return customFetch<updateWebcamResponseSuccess>(getUpdateWebcamUrl(id), {
    ...options,
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', ...options?.headers },
    body: JSON.stringify(webcamItemInput),
  });
};

export const getUpdateWebcamMutationOptions = <
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
    Awaited<ReturnType<typeof updateWebcam>>,
    TError,
    { id: number; data: WebcamItemInput },
    TContext
  >;
  request?: SecondParameter<typeof customFetch>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof updateWebcam>>,
  TError,
  { id: number; data: WebcamItemInput },
  TContext
> => {
  const mutationKey = ['updateWebcam'];
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof updateWebcam>>,
    { id: number; data: WebcamItemInput }
  > = (props) => {
    const { id, data } = props ?? {};

    return updateWebcam(id, data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type UpdateWebcamMutationResult = NonNullable<Awaited<ReturnType<typeof updateWebcam>>>;
export type UpdateWebcamMutationBody = WebcamItemInput;
export type UpdateWebcamMutationError = ErrorType<
  | UnauthenticatedResponse
  | ForbiddenResponse
  | NotFoundResponse
  | ConflictResponse
  | PayloadTooLargeResponse
  | ValidationFailedResponse
  | TooManyRequestsResponse
>;

/**
 * @summary Update Webcam
 */
export const useUpdateWebcam = <
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
      Awaited<ReturnType<typeof updateWebcam>>,
      TError,
      { id: number; data: WebcamItemInput },
      TContext
    >;
    request?: SecondParameter<typeof customFetch>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof updateWebcam>>,
  TError,
  { id: number; data: WebcamItemInput },
  TContext
> => {
  const mutationOptions = getUpdateWebcamMutationOptions(options);

  return useMutation(mutationOptions, queryClient);
};
/**
 * @summary Delete Webcams
 */
export type deleteWebcamResponse200 = {
  data: MessageResult;
  status: 200;
};

export type deleteWebcamResponse401 = {
  data: UnauthenticatedResponse;
  status: 401;
};

export type deleteWebcamResponse403 = {
  data: ForbiddenResponse;
  status: 403;
};

export type deleteWebcamResponse404 = {
  data: NotFoundResponse;
  status: 404;
};

export type deleteWebcamResponse429 = {
  data: TooManyRequestsResponse;
  status: 429;
};

export type deleteWebcamResponseSuccess = deleteWebcamResponse200 & {
  headers: Headers;
};
export type deleteWebcamResponseError = (
  deleteWebcamResponse401 | deleteWebcamResponse403 | deleteWebcamResponse404 | deleteWebcamResponse429
) & {
  headers: Headers;
};

export const getDeleteWebcamUrl = (id: string) => {
  return `/webcam/${id}`;
};

export const deleteWebcam = async (id: string, options?: RequestInit): Promise<deleteWebcamResponseSuccess> => {
  return customFetch<deleteWebcamResponseSuccess>(getDeleteWebcamUrl(id), {
    ...options,
    method: 'DELETE',
  });
};

export const getDeleteWebcamMutationOptions = <
  TError = ErrorType<UnauthenticatedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse>,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof deleteWebcam>>, TError, { id: string }, TContext>;
  request?: SecondParameter<typeof customFetch>;
}): UseMutationOptions<Awaited<ReturnType<typeof deleteWebcam>>, TError, { id: string }, TContext> => {
  const mutationKey = ['deleteWebcam'];
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<Awaited<ReturnType<typeof deleteWebcam>>, { id: string }> = (props) => {
    const { id } = props ?? {};

    return deleteWebcam(id, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type DeleteWebcamMutationResult = NonNullable<Awaited<ReturnType<typeof deleteWebcam>>>;

export type DeleteWebcamMutationError = ErrorType<
  UnauthenticatedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse
>;

/**
 * @summary Delete Webcams
 */
export const useDeleteWebcam = <
  TError = ErrorType<UnauthenticatedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse>,
  TContext = unknown,
>(
  options?: {
    mutation?: UseMutationOptions<Awaited<ReturnType<typeof deleteWebcam>>, TError, { id: string }, TContext>;
    request?: SecondParameter<typeof customFetch>;
  },
  queryClient?: QueryClient,
): UseMutationResult<Awaited<ReturnType<typeof deleteWebcam>>, TError, { id: string }, TContext> => {
  const mutationOptions = getDeleteWebcamMutationOptions(options);

  return useMutation(mutationOptions, queryClient);
};
