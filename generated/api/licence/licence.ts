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
  LicenceItemInput,
  LicenceItemResult,
  LicenceListResult,
  ListLicenceParams,
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
 * @summary List Licences
 */
export type listLicenceResponse200 = {
  data: LicenceListResult;
  status: 200;
};

export type listLicenceResponse401 = {
  data: UnauthenticatedResponse;
  status: 401;
};

export type listLicenceResponse403 = {
  data: ForbiddenResponse;
  status: 403;
};

export type listLicenceResponse422 = {
  data: ValidationFailedResponse;
  status: 422;
};

export type listLicenceResponse429 = {
  data: TooManyRequestsResponse;
  status: 429;
};

export type listLicenceResponseSuccess = listLicenceResponse200 & {
  headers: Headers;
};
export type listLicenceResponseError = (
  listLicenceResponse401 | listLicenceResponse403 | listLicenceResponse422 | listLicenceResponse429
) & {
  headers: Headers;
};

export const getListLicenceUrl = (params?: ListLicenceParams) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {
    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : value.toString());
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/licence?${stringifiedParams}` : `/licence`;
};

export const listLicence = async (
  params?: ListLicenceParams,
  options?: RequestInit,
): Promise<listLicenceResponseSuccess> => {
  return customFetch<listLicenceResponseSuccess>(getListLicenceUrl(params), {
    ...options,
    method: 'GET',
  });
};

export const getListLicenceQueryKey = (params?: ListLicenceParams) => {
  return [`/licence`, ...(params ? [params] : [])] as const;
};

export const getListLicenceQueryOptions = <
  TData = Awaited<ReturnType<typeof listLicence>>,
  TError = ErrorType<UnauthenticatedResponse | ForbiddenResponse | ValidationFailedResponse | TooManyRequestsResponse>,
>(
  params?: ListLicenceParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof listLicence>>, TError, TData>>;
    request?: SecondParameter<typeof customFetch>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getListLicenceQueryKey(params);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof listLicence>>> = ({ signal }) =>
    listLicence(params, { signal, ...requestOptions });

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof listLicence>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type ListLicenceQueryResult = NonNullable<Awaited<ReturnType<typeof listLicence>>>;
export type ListLicenceQueryError = ErrorType<
  UnauthenticatedResponse | ForbiddenResponse | ValidationFailedResponse | TooManyRequestsResponse
>;

export function useListLicence<
  TData = Awaited<ReturnType<typeof listLicence>>,
  TError = ErrorType<UnauthenticatedResponse | ForbiddenResponse | ValidationFailedResponse | TooManyRequestsResponse>,
>(
  params: undefined | ListLicenceParams,
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof listLicence>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listLicence>>,
          TError,
          Awaited<ReturnType<typeof listLicence>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof customFetch>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError>;
export function useListLicence<
  TData = Awaited<ReturnType<typeof listLicence>>,
  TError = ErrorType<UnauthenticatedResponse | ForbiddenResponse | ValidationFailedResponse | TooManyRequestsResponse>,
>(
  params?: ListLicenceParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof listLicence>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listLicence>>,
          TError,
          Awaited<ReturnType<typeof listLicence>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof customFetch>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError>;

/**
 * @summary List Licences
 */

export function useListLicence<
  TData = Awaited<ReturnType<typeof listLicence>>,
  TError = ErrorType<UnauthenticatedResponse | ForbiddenResponse | ValidationFailedResponse | TooManyRequestsResponse>,
>(
  params?: ListLicenceParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof listLicence>>, TError, TData>>;
    request?: SecondParameter<typeof customFetch>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> {
  const queryOptions = getListLicenceQueryOptions(params, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError>;

  return query;
}

/**
 * @summary Create Licence
 */
export type createLicenceResponse201 = {
  data: SaveResult;
  status: 201;
};

export type createLicenceResponse401 = {
  data: UnauthenticatedResponse;
  status: 401;
};

export type createLicenceResponse403 = {
  data: ForbiddenResponse;
  status: 403;
};

export type createLicenceResponse413 = {
  data: PayloadTooLargeResponse;
  status: 413;
};

export type createLicenceResponse422 = {
  data: ValidationFailedResponse;
  status: 422;
};

export type createLicenceResponse429 = {
  data: TooManyRequestsResponse;
  status: 429;
};

export type createLicenceResponseSuccess = createLicenceResponse201 & {
  headers: Headers;
};
export type createLicenceResponseError = (
  | createLicenceResponse401
  | createLicenceResponse403
  | createLicenceResponse413
  | createLicenceResponse422
  | createLicenceResponse429
) & {
  headers: Headers;
};

export const getCreateLicenceUrl = () => {
  return `/licence`;
};

export const createLicence = async (
  licenceItemInput: LicenceItemInput,
  options?: RequestInit,
): Promise<createLicenceResponseSuccess> => {
  return customFetch<createLicenceResponseSuccess>(getCreateLicenceUrl(), {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...options?.headers },
    body: JSON.stringify(licenceItemInput),
  });
};

export const getCreateLicenceMutationOptions = <
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
    Awaited<ReturnType<typeof createLicence>>,
    TError,
    { data: LicenceItemInput },
    TContext
  >;
  request?: SecondParameter<typeof customFetch>;
}): UseMutationOptions<Awaited<ReturnType<typeof createLicence>>, TError, { data: LicenceItemInput }, TContext> => {
  const mutationKey = ['createLicence'];
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<Awaited<ReturnType<typeof createLicence>>, { data: LicenceItemInput }> = (
    props,
  ) => {
    const { data } = props ?? {};

    return createLicence(data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type CreateLicenceMutationResult = NonNullable<Awaited<ReturnType<typeof createLicence>>>;
export type CreateLicenceMutationBody = LicenceItemInput;
export type CreateLicenceMutationError = ErrorType<
  | UnauthenticatedResponse
  | ForbiddenResponse
  | PayloadTooLargeResponse
  | ValidationFailedResponse
  | TooManyRequestsResponse
>;

/**
 * @summary Create Licence
 */
export const useCreateLicence = <
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
      Awaited<ReturnType<typeof createLicence>>,
      TError,
      { data: LicenceItemInput },
      TContext
    >;
    request?: SecondParameter<typeof customFetch>;
  },
  queryClient?: QueryClient,
): UseMutationResult<Awaited<ReturnType<typeof createLicence>>, TError, { data: LicenceItemInput }, TContext> => {
  const mutationOptions = getCreateLicenceMutationOptions(options);

  return useMutation(mutationOptions, queryClient);
};
/**
 * @summary Get Licence
 */
export type getLicenceResponse200 = {
  data: LicenceItemResult;
  status: 200;
};

export type getLicenceResponse401 = {
  data: UnauthenticatedResponse;
  status: 401;
};

export type getLicenceResponse403 = {
  data: ForbiddenResponse;
  status: 403;
};

export type getLicenceResponse404 = {
  data: NotFoundResponse;
  status: 404;
};

export type getLicenceResponse429 = {
  data: TooManyRequestsResponse;
  status: 429;
};

export type getLicenceResponseSuccess = getLicenceResponse200 & {
  headers: Headers;
};
export type getLicenceResponseError = (
  getLicenceResponse401 | getLicenceResponse403 | getLicenceResponse404 | getLicenceResponse429
) & {
  headers: Headers;
};

export const getGetLicenceUrl = (id: number) => {
  return `/licence/${id}`;
};

export const getLicence = async (id: number, options?: RequestInit): Promise<getLicenceResponseSuccess> => {
  return customFetch<getLicenceResponseSuccess>(getGetLicenceUrl(id), {
    ...options,
    method: 'GET',
  });
};

export const getGetLicenceQueryKey = (id?: number) => {
  return [`/licence/${id}`] as const;
};

export const getGetLicenceQueryOptions = <
  TData = Awaited<ReturnType<typeof getLicence>>,
  TError = ErrorType<UnauthenticatedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse>,
>(
  id: number,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getLicence>>, TError, TData>>;
    request?: SecondParameter<typeof customFetch>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getGetLicenceQueryKey(id);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof getLicence>>> = ({ signal }) =>
    getLicence(id, { signal, ...requestOptions });

  return { queryKey, queryFn, enabled: !!id, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof getLicence>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type GetLicenceQueryResult = NonNullable<Awaited<ReturnType<typeof getLicence>>>;
export type GetLicenceQueryError = ErrorType<
  UnauthenticatedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse
>;

export function useGetLicence<
  TData = Awaited<ReturnType<typeof getLicence>>,
  TError = ErrorType<UnauthenticatedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse>,
>(
  id: number,
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof getLicence>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getLicence>>,
          TError,
          Awaited<ReturnType<typeof getLicence>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof customFetch>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError>;
export function useGetLicence<
  TData = Awaited<ReturnType<typeof getLicence>>,
  TError = ErrorType<UnauthenticatedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse>,
>(
  id: number,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getLicence>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getLicence>>,
          TError,
          Awaited<ReturnType<typeof getLicence>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof customFetch>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError>;

/**
 * @summary Get Licence
 */

export function useGetLicence<
  TData = Awaited<ReturnType<typeof getLicence>>,
  TError = ErrorType<UnauthenticatedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse>,
>(
  id: number,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getLicence>>, TError, TData>>;
    request?: SecondParameter<typeof customFetch>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> {
  const queryOptions = getGetLicenceQueryOptions(id, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError>;

  return query;
}

/**
 * @summary Update Licence
 */
export type updateLicenceResponse200 = {
  data: SaveResult;
  status: 200;
};

export type updateLicenceResponse401 = {
  data: UnauthenticatedResponse;
  status: 401;
};

export type updateLicenceResponse403 = {
  data: ForbiddenResponse;
  status: 403;
};

export type updateLicenceResponse404 = {
  data: NotFoundResponse;
  status: 404;
};

export type updateLicenceResponse409 = {
  data: ConflictResponse;
  status: 409;
};

export type updateLicenceResponse413 = {
  data: PayloadTooLargeResponse;
  status: 413;
};

export type updateLicenceResponse422 = {
  data: ValidationFailedResponse;
  status: 422;
};

export type updateLicenceResponse429 = {
  data: TooManyRequestsResponse;
  status: 429;
};

export type updateLicenceResponseSuccess = updateLicenceResponse200 & {
  headers: Headers;
};
export type updateLicenceResponseError = (
  | updateLicenceResponse401
  | updateLicenceResponse403
  | updateLicenceResponse404
  | updateLicenceResponse409
  | updateLicenceResponse413
  | updateLicenceResponse422
  | updateLicenceResponse429
) & {
  headers: Headers;
};

export const getUpdateLicenceUrl = (id: number) => {
  return `/licence/${id}`;
};

export const updateLicence = async (
  id: number,
  licenceItemInput: LicenceItemInput,
  options?: RequestInit,
): Promise<updateLicenceResponseSuccess> => {
  return customFetch<updateLicenceResponseSuccess>(getUpdateLicenceUrl(id), {
    ...options,
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', ...options?.headers },
    body: JSON.stringify(licenceItemInput),
  });
};

export const getUpdateLicenceMutationOptions = <
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
    Awaited<ReturnType<typeof updateLicence>>,
    TError,
    { id: number; data: LicenceItemInput },
    TContext
  >;
  request?: SecondParameter<typeof customFetch>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof updateLicence>>,
  TError,
  { id: number; data: LicenceItemInput },
  TContext
> => {
  const mutationKey = ['updateLicence'];
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof updateLicence>>,
    { id: number; data: LicenceItemInput }
  > = (props) => {
    const { id, data } = props ?? {};

    return updateLicence(id, data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type UpdateLicenceMutationResult = NonNullable<Awaited<ReturnType<typeof updateLicence>>>;
export type UpdateLicenceMutationBody = LicenceItemInput;
export type UpdateLicenceMutationError = ErrorType<
  | UnauthenticatedResponse
  | ForbiddenResponse
  | NotFoundResponse
  | ConflictResponse
  | PayloadTooLargeResponse
  | ValidationFailedResponse
  | TooManyRequestsResponse
>;

/**
 * @summary Update Licence
 */
export const useUpdateLicence = <
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
      Awaited<ReturnType<typeof updateLicence>>,
      TError,
      { id: number; data: LicenceItemInput },
      TContext
    >;
    request?: SecondParameter<typeof customFetch>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof updateLicence>>,
  TError,
  { id: number; data: LicenceItemInput },
  TContext
> => {
  const mutationOptions = getUpdateLicenceMutationOptions(options);

  return useMutation(mutationOptions, queryClient);
};
/**
 * @summary Delete Licences
 */
export type deleteLicenceResponse200 = {
  data: MessageResult;
  status: 200;
};

export type deleteLicenceResponse401 = {
  data: UnauthenticatedResponse;
  status: 401;
};

export type deleteLicenceResponse403 = {
  data: ForbiddenResponse;
  status: 403;
};

export type deleteLicenceResponse404 = {
  data: NotFoundResponse;
  status: 404;
};

export type deleteLicenceResponse429 = {
  data: TooManyRequestsResponse;
  status: 429;
};

export type deleteLicenceResponseSuccess = deleteLicenceResponse200 & {
  headers: Headers;
};
export type deleteLicenceResponseError = (
  deleteLicenceResponse401 | deleteLicenceResponse403 | deleteLicenceResponse404 | deleteLicenceResponse429
) & {
  headers: Headers;
};

export const getDeleteLicenceUrl = (id: string) => {
  return `/licence/${id}`;
};

export const deleteLicence = async (id: string, options?: RequestInit): Promise<deleteLicenceResponseSuccess> => {
  return customFetch<deleteLicenceResponseSuccess>(getDeleteLicenceUrl(id), {
    ...options,
    method: 'DELETE',
  });
};

export const getDeleteLicenceMutationOptions = <
  TError = ErrorType<UnauthenticatedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse>,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof deleteLicence>>, TError, { id: string }, TContext>;
  request?: SecondParameter<typeof customFetch>;
}): UseMutationOptions<Awaited<ReturnType<typeof deleteLicence>>, TError, { id: string }, TContext> => {
  const mutationKey = ['deleteLicence'];
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<Awaited<ReturnType<typeof deleteLicence>>, { id: string }> = (props) => {
    const { id } = props ?? {};

    return deleteLicence(id, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type DeleteLicenceMutationResult = NonNullable<Awaited<ReturnType<typeof deleteLicence>>>;

export type DeleteLicenceMutationError = ErrorType<
  UnauthenticatedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse
>;

/**
 * @summary Delete Licences
 */
export const useDeleteLicence = <
  TError = ErrorType<UnauthenticatedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse>,
  TContext = unknown,
>(
  options?: {
    mutation?: UseMutationOptions<Awaited<ReturnType<typeof deleteLicence>>, TError, { id: string }, TContext>;
    request?: SecondParameter<typeof customFetch>;
  },
  queryClient?: QueryClient,
): UseMutationResult<Awaited<ReturnType<typeof deleteLicence>>, TError, { id: string }, TContext> => {
  const mutationOptions = getDeleteLicenceMutationOptions(options);

  return useMutation(mutationOptions, queryClient);
};
