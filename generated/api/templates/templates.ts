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
  ListTemplatesParams,
  MessageResult,
  NotFoundResponse,
  PayloadTooLargeResponse,
  SaveResult,
  TemplatesItemInput,
  TemplatesItemResult,
  TemplatesListResult,
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
 * @summary List Templates
 */
export type listTemplatesResponse200 = {
  data: TemplatesListResult;
  status: 200;
};

export type listTemplatesResponse401 = {
  data: UnauthenticatedResponse;
  status: 401;
};

export type listTemplatesResponse403 = {
  data: ForbiddenResponse;
  status: 403;
};

export type listTemplatesResponse422 = {
  data: ValidationFailedResponse;
  status: 422;
};

export type listTemplatesResponse429 = {
  data: TooManyRequestsResponse;
  status: 429;
};

export type listTemplatesResponseSuccess = listTemplatesResponse200 & {
  headers: Headers;
};
export type listTemplatesResponseError = (
  listTemplatesResponse401 | listTemplatesResponse403 | listTemplatesResponse422 | listTemplatesResponse429
) & {
  headers: Headers;
};

export const getListTemplatesUrl = (params?: ListTemplatesParams) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {
    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : value.toString());
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/templates?${stringifiedParams}` : `/templates`;
};

export const listTemplates = async (
  params?: ListTemplatesParams,
  options?: RequestInit,
): Promise<listTemplatesResponseSuccess> => {
  return customFetch<listTemplatesResponseSuccess>(getListTemplatesUrl(params), {
    ...options,
    method: 'GET',
  });
};

export const getListTemplatesQueryKey = (params?: ListTemplatesParams) => {
  return [`/templates`, ...(params ? [params] : [])] as const;
};

export const getListTemplatesQueryOptions = <
  TData = Awaited<ReturnType<typeof listTemplates>>,
  TError = ErrorType<UnauthenticatedResponse | ForbiddenResponse | ValidationFailedResponse | TooManyRequestsResponse>,
>(
  params?: ListTemplatesParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof listTemplates>>, TError, TData>>;
    request?: SecondParameter<typeof customFetch>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getListTemplatesQueryKey(params);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof listTemplates>>> = ({ signal }) =>
    listTemplates(params, { signal, ...requestOptions });

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof listTemplates>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type ListTemplatesQueryResult = NonNullable<Awaited<ReturnType<typeof listTemplates>>>;
export type ListTemplatesQueryError = ErrorType<
  UnauthenticatedResponse | ForbiddenResponse | ValidationFailedResponse | TooManyRequestsResponse
>;

export function useListTemplates<
  TData = Awaited<ReturnType<typeof listTemplates>>,
  TError = ErrorType<UnauthenticatedResponse | ForbiddenResponse | ValidationFailedResponse | TooManyRequestsResponse>,
>(
  params: undefined | ListTemplatesParams,
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof listTemplates>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listTemplates>>,
          TError,
          Awaited<ReturnType<typeof listTemplates>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof customFetch>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError>;
export function useListTemplates<
  TData = Awaited<ReturnType<typeof listTemplates>>,
  TError = ErrorType<UnauthenticatedResponse | ForbiddenResponse | ValidationFailedResponse | TooManyRequestsResponse>,
>(
  params?: ListTemplatesParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof listTemplates>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listTemplates>>,
          TError,
          Awaited<ReturnType<typeof listTemplates>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof customFetch>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError>;

/**
 * @summary List Templates
 */

export function useListTemplates<
  TData = Awaited<ReturnType<typeof listTemplates>>,
  TError = ErrorType<UnauthenticatedResponse | ForbiddenResponse | ValidationFailedResponse | TooManyRequestsResponse>,
>(
  params?: ListTemplatesParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof listTemplates>>, TError, TData>>;
    request?: SecondParameter<typeof customFetch>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> {
  const queryOptions = getListTemplatesQueryOptions(params, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError>;

  return query;
}

/**
 * @summary Create Template
 */
export type createTemplatesResponse201 = {
  data: SaveResult;
  status: 201;
};

export type createTemplatesResponse401 = {
  data: UnauthenticatedResponse;
  status: 401;
};

export type createTemplatesResponse403 = {
  data: ForbiddenResponse;
  status: 403;
};

export type createTemplatesResponse413 = {
  data: PayloadTooLargeResponse;
  status: 413;
};

export type createTemplatesResponse422 = {
  data: ValidationFailedResponse;
  status: 422;
};

export type createTemplatesResponse429 = {
  data: TooManyRequestsResponse;
  status: 429;
};

export type createTemplatesResponseSuccess = createTemplatesResponse201 & {
  headers: Headers;
};
export type createTemplatesResponseError = (
  | createTemplatesResponse401
  | createTemplatesResponse403
  | createTemplatesResponse413
  | createTemplatesResponse422
  | createTemplatesResponse429
) & {
  headers: Headers;
};

export const getCreateTemplatesUrl = () => {
  return `/templates`;
};

export const createTemplates = async (
  templatesItemInput: TemplatesItemInput,
  options?: RequestInit,
): Promise<createTemplatesResponseSuccess> => {
  return customFetch<createTemplatesResponseSuccess>(getCreateTemplatesUrl(), {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...options?.headers },
    body: JSON.stringify(templatesItemInput),
  });
};

export const getCreateTemplatesMutationOptions = <
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
    Awaited<ReturnType<typeof createTemplates>>,
    TError,
    { data: TemplatesItemInput },
    TContext
  >;
  request?: SecondParameter<typeof customFetch>;
}): UseMutationOptions<Awaited<ReturnType<typeof createTemplates>>, TError, { data: TemplatesItemInput }, TContext> => {
  const mutationKey = ['createTemplates'];
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<Awaited<ReturnType<typeof createTemplates>>, { data: TemplatesItemInput }> = (
    props,
  ) => {
    const { data } = props ?? {};

    return createTemplates(data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type CreateTemplatesMutationResult = NonNullable<Awaited<ReturnType<typeof createTemplates>>>;
export type CreateTemplatesMutationBody = TemplatesItemInput;
export type CreateTemplatesMutationError = ErrorType<
  | UnauthenticatedResponse
  | ForbiddenResponse
  | PayloadTooLargeResponse
  | ValidationFailedResponse
  | TooManyRequestsResponse
>;

/**
 * @summary Create Template
 */
export const useCreateTemplates = <
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
      Awaited<ReturnType<typeof createTemplates>>,
      TError,
      { data: TemplatesItemInput },
      TContext
    >;
    request?: SecondParameter<typeof customFetch>;
  },
  queryClient?: QueryClient,
): UseMutationResult<Awaited<ReturnType<typeof createTemplates>>, TError, { data: TemplatesItemInput }, TContext> => {
  const mutationOptions = getCreateTemplatesMutationOptions(options);

  return useMutation(mutationOptions, queryClient);
};
/**
 * @summary Get Template
 */
export type getTemplatesResponse200 = {
  data: TemplatesItemResult;
  status: 200;
};

export type getTemplatesResponse401 = {
  data: UnauthenticatedResponse;
  status: 401;
};

export type getTemplatesResponse403 = {
  data: ForbiddenResponse;
  status: 403;
};

export type getTemplatesResponse404 = {
  data: NotFoundResponse;
  status: 404;
};

export type getTemplatesResponse429 = {
  data: TooManyRequestsResponse;
  status: 429;
};

export type getTemplatesResponseSuccess = getTemplatesResponse200 & {
  headers: Headers;
};
export type getTemplatesResponseError = (
  getTemplatesResponse401 | getTemplatesResponse403 | getTemplatesResponse404 | getTemplatesResponse429
) & {
  headers: Headers;
};

export const getGetTemplatesUrl = (id: number) => {
  return `/templates/${id}`;
};

export const getTemplates = async (id: number, options?: RequestInit): Promise<getTemplatesResponseSuccess> => {
  return customFetch<getTemplatesResponseSuccess>(getGetTemplatesUrl(id), {
    ...options,
    method: 'GET',
  });
};

export const getGetTemplatesQueryKey = (id?: number) => {
  return [`/templates/${id}`] as const;
};

export const getGetTemplatesQueryOptions = <
  TData = Awaited<ReturnType<typeof getTemplates>>,
  TError = ErrorType<UnauthenticatedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse>,
>(
  id: number,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getTemplates>>, TError, TData>>;
    request?: SecondParameter<typeof customFetch>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getGetTemplatesQueryKey(id);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof getTemplates>>> = ({ signal }) =>
    getTemplates(id, { signal, ...requestOptions });

  return { queryKey, queryFn, enabled: !!id, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof getTemplates>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type GetTemplatesQueryResult = NonNullable<Awaited<ReturnType<typeof getTemplates>>>;
export type GetTemplatesQueryError = ErrorType<
  UnauthenticatedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse
>;

export function useGetTemplates<
  TData = Awaited<ReturnType<typeof getTemplates>>,
  TError = ErrorType<UnauthenticatedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse>,
>(
  id: number,
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof getTemplates>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getTemplates>>,
          TError,
          Awaited<ReturnType<typeof getTemplates>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof customFetch>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError>;
export function useGetTemplates<
  TData = Awaited<ReturnType<typeof getTemplates>>,
  TError = ErrorType<UnauthenticatedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse>,
>(
  id: number,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getTemplates>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getTemplates>>,
          TError,
          Awaited<ReturnType<typeof getTemplates>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof customFetch>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError>;

/**
 * @summary Get Template
 */

export function useGetTemplates<
  TData = Awaited<ReturnType<typeof getTemplates>>,
  TError = ErrorType<UnauthenticatedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse>,
>(
  id: number,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getTemplates>>, TError, TData>>;
    request?: SecondParameter<typeof customFetch>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> {
  const queryOptions = getGetTemplatesQueryOptions(id, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError>;

  return query;
}

/**
 * @summary Update Template
 */
export type updateTemplatesResponse200 = {
  data: SaveResult;
  status: 200;
};

export type updateTemplatesResponse401 = {
  data: UnauthenticatedResponse;
  status: 401;
};

export type updateTemplatesResponse403 = {
  data: ForbiddenResponse;
  status: 403;
};

export type updateTemplatesResponse404 = {
  data: NotFoundResponse;
  status: 404;
};

export type updateTemplatesResponse409 = {
  data: ConflictResponse;
  status: 409;
};

export type updateTemplatesResponse413 = {
  data: PayloadTooLargeResponse;
  status: 413;
};

export type updateTemplatesResponse422 = {
  data: ValidationFailedResponse;
  status: 422;
};

export type updateTemplatesResponse429 = {
  data: TooManyRequestsResponse;
  status: 429;
};

export type updateTemplatesResponseSuccess = updateTemplatesResponse200 & {
  headers: Headers;
};
export type updateTemplatesResponseError = (
  | updateTemplatesResponse401
  | updateTemplatesResponse403
  | updateTemplatesResponse404
  | updateTemplatesResponse409
  | updateTemplatesResponse413
  | updateTemplatesResponse422
  | updateTemplatesResponse429
) & {
  headers: Headers;
};

export const getUpdateTemplatesUrl = (id: number) => {
  return `/templates/${id}`;
};

export const updateTemplates = async (
  id: number,
  templatesItemInput: TemplatesItemInput,
  options?: RequestInit,
): Promise<updateTemplatesResponseSuccess> => {
  return customFetch<updateTemplatesResponseSuccess>(getUpdateTemplatesUrl(id), {
    ...options,
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', ...options?.headers },
    body: JSON.stringify(templatesItemInput),
  });
};

export const getUpdateTemplatesMutationOptions = <
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
    Awaited<ReturnType<typeof updateTemplates>>,
    TError,
    { id: number; data: TemplatesItemInput },
    TContext
  >;
  request?: SecondParameter<typeof customFetch>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof updateTemplates>>,
  TError,
  { id: number; data: TemplatesItemInput },
  TContext
> => {
  const mutationKey = ['updateTemplates'];
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof updateTemplates>>,
    { id: number; data: TemplatesItemInput }
  > = (props) => {
    const { id, data } = props ?? {};

    return updateTemplates(id, data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type UpdateTemplatesMutationResult = NonNullable<Awaited<ReturnType<typeof updateTemplates>>>;
export type UpdateTemplatesMutationBody = TemplatesItemInput;
export type UpdateTemplatesMutationError = ErrorType<
  | UnauthenticatedResponse
  | ForbiddenResponse
  | NotFoundResponse
  | ConflictResponse
  | PayloadTooLargeResponse
  | ValidationFailedResponse
  | TooManyRequestsResponse
>;

/**
 * @summary Update Template
 */
export const useUpdateTemplates = <
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
      Awaited<ReturnType<typeof updateTemplates>>,
      TError,
      { id: number; data: TemplatesItemInput },
      TContext
    >;
    request?: SecondParameter<typeof customFetch>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof updateTemplates>>,
  TError,
  { id: number; data: TemplatesItemInput },
  TContext
> => {
  const mutationOptions = getUpdateTemplatesMutationOptions(options);

  return useMutation(mutationOptions, queryClient);
};
/**
 * @summary Delete Templates
 */
export type deleteTemplatesResponse200 = {
  data: MessageResult;
  status: 200;
};

export type deleteTemplatesResponse401 = {
  data: UnauthenticatedResponse;
  status: 401;
};

export type deleteTemplatesResponse403 = {
  data: ForbiddenResponse;
  status: 403;
};

export type deleteTemplatesResponse404 = {
  data: NotFoundResponse;
  status: 404;
};

export type deleteTemplatesResponse429 = {
  data: TooManyRequestsResponse;
  status: 429;
};

export type deleteTemplatesResponseSuccess = deleteTemplatesResponse200 & {
  headers: Headers;
};
export type deleteTemplatesResponseError = (
  deleteTemplatesResponse401 | deleteTemplatesResponse403 | deleteTemplatesResponse404 | deleteTemplatesResponse429
) & {
  headers: Headers;
};

export const getDeleteTemplatesUrl = (id: string) => {
  return `/templates/${id}`;
};

export const deleteTemplates = async (id: string, options?: RequestInit): Promise<deleteTemplatesResponseSuccess> => {
  return customFetch<deleteTemplatesResponseSuccess>(getDeleteTemplatesUrl(id), {
    ...options,
    method: 'DELETE',
  });
};

export const getDeleteTemplatesMutationOptions = <
  TError = ErrorType<UnauthenticatedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse>,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof deleteTemplates>>, TError, { id: string }, TContext>;
  request?: SecondParameter<typeof customFetch>;
}): UseMutationOptions<Awaited<ReturnType<typeof deleteTemplates>>, TError, { id: string }, TContext> => {
  const mutationKey = ['deleteTemplates'];
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<Awaited<ReturnType<typeof deleteTemplates>>, { id: string }> = (props) => {
    const { id } = props ?? {};

    return deleteTemplates(id, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type DeleteTemplatesMutationResult = NonNullable<Awaited<ReturnType<typeof deleteTemplates>>>;

export type DeleteTemplatesMutationError = ErrorType<
  UnauthenticatedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse
>;

/**
 * @summary Delete Templates
 */
export const useDeleteTemplates = <
  TError = ErrorType<UnauthenticatedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse>,
  TContext = unknown,
>(
  options?: {
    mutation?: UseMutationOptions<Awaited<ReturnType<typeof deleteTemplates>>, TError, { id: string }, TContext>;
    request?: SecondParameter<typeof customFetch>;
  },
  queryClient?: QueryClient,
): UseMutationResult<Awaited<ReturnType<typeof deleteTemplates>>, TError, { id: string }, TContext> => {
  const mutationOptions = getDeleteTemplatesMutationOptions(options);

  return useMutation(mutationOptions, queryClient);
};
