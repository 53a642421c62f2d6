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
  CategoryTreeResult,
  CurrentUserResult,
  DashboardResult,
  ForbiddenResponse,
  GetCategoryTreeParams,
  GetOperationsRelatedStatusesParams,
  Health,
  ListOperationsCategoriesParams,
  ListOperationsComuniParams,
  ListOperationsTagsBoxParams,
  LoginRequest,
  LoginResult,
  MessageResult,
  MunicipalitiesResult,
  NamedOptionsResult,
  NotFoundResponse,
  ProvincesResult,
  RelatedStatusesResult,
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
 * @summary Category tree under a main category
 */
export type getCategoryTreeResponse200 = {
  data: CategoryTreeResult;
  status: 200;
};

export type getCategoryTreeResponse401 = {
  data: UnauthenticatedResponse;
  status: 401;
};

export type getCategoryTreeResponse404 = {
  data: NotFoundResponse;
  status: 404;
};

export type getCategoryTreeResponse422 = {
  data: ValidationFailedResponse;
  status: 422;
};

export type getCategoryTreeResponse429 = {
  data: TooManyRequestsResponse;
  status: 429;
};

export type getCategoryTreeResponseSuccess = getCategoryTreeResponse200 & {
  headers: Headers;
};
export type getCategoryTreeResponseError = (
  getCategoryTreeResponse401 | getCategoryTreeResponse404 | getCategoryTreeResponse422 | getCategoryTreeResponse429
) & {
  headers: Headers;
};

export const getGetCategoryTreeUrl = (params: GetCategoryTreeParams) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {
    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : value.toString());
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/categories?${stringifiedParams}` : `/categories`;
};

export const getCategoryTree = async (
  params: GetCategoryTreeParams,
  options?: RequestInit,
): Promise<getCategoryTreeResponseSuccess> => {
  return customFetch<getCategoryTreeResponseSuccess>(getGetCategoryTreeUrl(params), {
    ...options,
    method: 'GET',
  });
};

export const getGetCategoryTreeQueryKey = (params?: GetCategoryTreeParams) => {
  return [`/categories`, ...(params ? [params] : [])] as const;
};

export const getGetCategoryTreeQueryOptions = <
  TData = Awaited<ReturnType<typeof getCategoryTree>>,
  TError = ErrorType<UnauthenticatedResponse | NotFoundResponse | ValidationFailedResponse | TooManyRequestsResponse>,
>(
  params: GetCategoryTreeParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getCategoryTree>>, TError, TData>>;
    request?: SecondParameter<typeof customFetch>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getGetCategoryTreeQueryKey(params);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof getCategoryTree>>> = ({ signal }) =>
    getCategoryTree(params, { signal, ...requestOptions });

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof getCategoryTree>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type GetCategoryTreeQueryResult = NonNullable<Awaited<ReturnType<typeof getCategoryTree>>>;
export type GetCategoryTreeQueryError = ErrorType<
  UnauthenticatedResponse | NotFoundResponse | ValidationFailedResponse | TooManyRequestsResponse
>;

export function useGetCategoryTree<
  TData = Awaited<ReturnType<typeof getCategoryTree>>,
  TError = ErrorType<UnauthenticatedResponse | NotFoundResponse | ValidationFailedResponse | TooManyRequestsResponse>,
>(
  params: GetCategoryTreeParams,
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof getCategoryTree>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getCategoryTree>>,
          TError,
          Awaited<ReturnType<typeof getCategoryTree>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof customFetch>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError>;
export function useGetCategoryTree<
  TData = Awaited<ReturnType<typeof getCategoryTree>>,
  TError = ErrorType<UnauthenticatedResponse | NotFoundResponse | ValidationFailedResponse | TooManyRequestsResponse>,
>(
  params: GetCategoryTreeParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getCategoryTree>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getCategoryTree>>,
          TError,
          Awaited<ReturnType<typeof getCategoryTree>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof customFetch>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError>;

/**
 * @summary Category tree under a main category
 */

export function useGetCategoryTree<
  TData = Awaited<ReturnType<typeof getCategoryTree>>,
  TError = ErrorType<UnauthenticatedResponse | NotFoundResponse | ValidationFailedResponse | TooManyRequestsResponse>,
>(
  params: GetCategoryTreeParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getCategoryTree>>, TError, TData>>;
    request?: SecondParameter<typeof customFetch>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> {
  const queryOptions = getGetCategoryTreeQueryOptions(params, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError>;

  return query;
}

/**
 * @summary Dashboard summary and drafts
 */
export type getDashboardResponse200 = {
  data: DashboardResult;
  status: 200;
};

export type getDashboardResponse401 = {
  data: UnauthenticatedResponse;
  status: 401;
};

export type getDashboardResponse403 = {
  data: ForbiddenResponse;
  status: 403;
};

export type getDashboardResponse429 = {
  data: TooManyRequestsResponse;
  status: 429;
};

export type getDashboardResponseSuccess = getDashboardResponse200 & {
  headers: Headers;
};
export type getDashboardResponseError = (
  getDashboardResponse401 | getDashboardResponse403 | getDashboardResponse429
) & {
  headers: Headers;
};

export const getGetDashboardUrl = () => {
  return `/dashboard`;
};

export const getDashboard = async (options?: RequestInit): Promise<getDashboardResponseSuccess> => {
  return customFetch<getDashboardResponseSuccess>(getGetDashboardUrl(), {
    ...options,
    method: 'GET',
  });
};

export const getGetDashboardQueryKey = () => {
  return [`/dashboard`] as const;
};

export const getGetDashboardQueryOptions = <
  TData = Awaited<ReturnType<typeof getDashboard>>,
  TError = ErrorType<UnauthenticatedResponse | ForbiddenResponse | TooManyRequestsResponse>,
>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getDashboard>>, TError, TData>>;
  request?: SecondParameter<typeof customFetch>;
}) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getGetDashboardQueryKey();

  const queryFn: QueryFunction<Awaited<ReturnType<typeof getDashboard>>> = ({ signal }) =>
    getDashboard({ signal, ...requestOptions });

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof getDashboard>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type GetDashboardQueryResult = NonNullable<Awaited<ReturnType<typeof getDashboard>>>;
export type GetDashboardQueryError = ErrorType<UnauthenticatedResponse | ForbiddenResponse | TooManyRequestsResponse>;

export function useGetDashboard<
  TData = Awaited<ReturnType<typeof getDashboard>>,
  TError = ErrorType<UnauthenticatedResponse | ForbiddenResponse | TooManyRequestsResponse>,
>(
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof getDashboard>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getDashboard>>,
          TError,
          Awaited<ReturnType<typeof getDashboard>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof customFetch>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError>;
export function useGetDashboard<
  TData = Awaited<ReturnType<typeof getDashboard>>,
  TError = ErrorType<UnauthenticatedResponse | ForbiddenResponse | TooManyRequestsResponse>,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getDashboard>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getDashboard>>,
          TError,
          Awaited<ReturnType<typeof getDashboard>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof customFetch>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError>;

/**
 * @summary Dashboard summary and drafts
 */

export function useGetDashboard<
  TData = Awaited<ReturnType<typeof getDashboard>>,
  TError = ErrorType<UnauthenticatedResponse | ForbiddenResponse | TooManyRequestsResponse>,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getDashboard>>, TError, TData>>;
    request?: SecondParameter<typeof customFetch>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> {
  const queryOptions = getGetDashboardQueryOptions(options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError>;

  return query;
}

/**
 * @summary Health check
 */
export type getHealthResponse200 = {
  data: Health;
  status: 200;
};

export type getHealthResponse429 = {
  data: TooManyRequestsResponse;
  status: 429;
};

export type getHealthResponseSuccess = getHealthResponse200 & {
  headers: Headers;
};
export type getHealthResponseError = getHealthResponse429 & {
  headers: Headers;
};

export const getGetHealthUrl = () => {
  return `/health`;
};

export const getHealth = async (options?: RequestInit): Promise<getHealthResponseSuccess> => {
  return customFetch<getHealthResponseSuccess>(getGetHealthUrl(), {
    ...options,
    method: 'GET',
  });
};

export const getGetHealthQueryKey = () => {
  return [`/health`] as const;
};

export const getGetHealthQueryOptions = <
  TData = Awaited<ReturnType<typeof getHealth>>,
  TError = ErrorType<TooManyRequestsResponse>,
>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getHealth>>, TError, TData>>;
  request?: SecondParameter<typeof customFetch>;
}) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getGetHealthQueryKey();

  const queryFn: QueryFunction<Awaited<ReturnType<typeof getHealth>>> = ({ signal }) =>
    getHealth({ signal, ...requestOptions });

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof getHealth>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type GetHealthQueryResult = NonNullable<Awaited<ReturnType<typeof getHealth>>>;
export type GetHealthQueryError = ErrorType<TooManyRequestsResponse>;

export function useGetHealth<
  TData = Awaited<ReturnType<typeof getHealth>>,
  TError = ErrorType<TooManyRequestsResponse>,
>(
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof getHealth>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<Awaited<ReturnType<typeof getHealth>>, TError, Awaited<ReturnType<typeof getHealth>>>,
        'initialData'
      >;
    request?: SecondParameter<typeof customFetch>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError>;
export function useGetHealth<
  TData = Awaited<ReturnType<typeof getHealth>>,
  TError = ErrorType<TooManyRequestsResponse>,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getHealth>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getHealth>>,
          TError,
          Awaited<ReturnType<typeof getHealth>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof customFetch>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError>;

/**
 * @summary Health check
 */

export function useGetHealth<
  TData = Awaited<ReturnType<typeof getHealth>>,
  TError = ErrorType<TooManyRequestsResponse>,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getHealth>>, TError, TData>>;
    request?: SecondParameter<typeof customFetch>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> {
  const queryOptions = getGetHealthQueryOptions(options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError>;

  return query;
}

/**
 * @summary Sign in
 */
export type loginResponse200 = {
  data: LoginResult;
  status: 200;
};

export type loginResponse401 = {
  data: UnauthenticatedResponse;
  status: 401;
};

export type loginResponse422 = {
  data: ValidationFailedResponse;
  status: 422;
};

export type loginResponse429 = {
  data: TooManyRequestsResponse;
  status: 429;
};

export type loginResponseSuccess = loginResponse200 & {
  headers: Headers;
};
export type loginResponseError = (loginResponse401 | loginResponse422 | loginResponse429) & {
  headers: Headers;
};

export const getLoginUrl = () => {
  return `/login`;
};

export const login = async (loginRequest: LoginRequest, options?: RequestInit): Promise<loginResponseSuccess> => {
  return customFetch<loginResponseSuccess>(getLoginUrl(), {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...options?.headers },
    body: JSON.stringify(loginRequest),
  });
};

export const getLoginMutationOptions = <
  TError = ErrorType<UnauthenticatedResponse | ValidationFailedResponse | TooManyRequestsResponse>,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof login>>, TError, { data: LoginRequest }, TContext>;
  request?: SecondParameter<typeof customFetch>;
}): UseMutationOptions<Awaited<ReturnType<typeof login>>, TError, { data: LoginRequest }, TContext> => {
  const mutationKey = ['login'];
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<Awaited<ReturnType<typeof login>>, { data: LoginRequest }> = (props) => {
    const { data } = props ?? {};

    return login(data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type LoginMutationResult = NonNullable<Awaited<ReturnType<typeof login>>>;
export type LoginMutationBody = LoginRequest;
export type LoginMutationError = ErrorType<
  UnauthenticatedResponse | ValidationFailedResponse | TooManyRequestsResponse
>;

/**
 * @summary Sign in
 */
export const useLogin = <
  TError = ErrorType<UnauthenticatedResponse | ValidationFailedResponse | TooManyRequestsResponse>,
  TContext = unknown,
>(
  options?: {
    mutation?: UseMutationOptions<Awaited<ReturnType<typeof login>>, TError, { data: LoginRequest }, TContext>;
    request?: SecondParameter<typeof customFetch>;
  },
  queryClient?: QueryClient,
): UseMutationResult<Awaited<ReturnType<typeof login>>, TError, { data: LoginRequest }, TContext> => {
  const mutationOptions = getLoginMutationOptions(options);

  return useMutation(mutationOptions, queryClient);
};
/**
 * @summary Sign out
 */
export type logoutResponse200 = {
  data: MessageResult;
  status: 200;
};

export type logoutResponse401 = {
  data: UnauthenticatedResponse;
  status: 401;
};

export type logoutResponse429 = {
  data: TooManyRequestsResponse;
  status: 429;
};

export type logoutResponseSuccess = logoutResponse200 & {
  headers: Headers;
};
export type logoutResponseError = (logoutResponse401 | logoutResponse429) & {
  headers: Headers;
};

export const getLogoutUrl = () => {
  return `/logout`;
};

export const logout = async (options?: RequestInit): Promise<logoutResponseSuccess> => {
  return customFetch<logoutResponseSuccess>(getLogoutUrl(), {
    ...options,
    method: 'GET',
  });
};

export const getLogoutQueryKey = () => {
  return [`/logout`] as const;
};

export const getLogoutQueryOptions = <
  TData = Awaited<ReturnType<typeof logout>>,
  TError = ErrorType<UnauthenticatedResponse | TooManyRequestsResponse>,
>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof logout>>, TError, TData>>;
  request?: SecondParameter<typeof customFetch>;
}) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getLogoutQueryKey();

  const queryFn: QueryFunction<Awaited<ReturnType<typeof logout>>> = ({ signal }) =>
    logout({ signal, ...requestOptions });

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof logout>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type LogoutQueryResult = NonNullable<Awaited<ReturnType<typeof logout>>>;
export type LogoutQueryError = ErrorType<UnauthenticatedResponse | TooManyRequestsResponse>;

export function useLogout<
  TData = Awaited<ReturnType<typeof logout>>,
  TError = ErrorType<UnauthenticatedResponse | TooManyRequestsResponse>,
>(
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof logout>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<Awaited<ReturnType<typeof logout>>, TError, Awaited<ReturnType<typeof logout>>>,
        'initialData'
      >;
    request?: SecondParameter<typeof customFetch>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError>;
export function useLogout<
  TData = Awaited<ReturnType<typeof logout>>,
  TError = ErrorType<UnauthenticatedResponse | TooManyRequestsResponse>,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof logout>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<Awaited<ReturnType<typeof logout>>, TError, Awaited<ReturnType<typeof logout>>>,
        'initialData'
      >;
    request?: SecondParameter<typeof customFetch>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError>;

/**
 * @summary Sign out
 */

export function useLogout<
  TData = Awaited<ReturnType<typeof logout>>,
  TError = ErrorType<UnauthenticatedResponse | TooManyRequestsResponse>,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof logout>>, TError, TData>>;
    request?: SecondParameter<typeof customFetch>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> {
  const queryOptions = getLogoutQueryOptions(options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError>;

  return query;
}

/**
 * @summary Categories under a main category
 */
export type listOperationsCategoriesResponse200 = {
  data: NamedOptionsResult;
  status: 200;
};

export type listOperationsCategoriesResponse401 = {
  data: UnauthenticatedResponse;
  status: 401;
};

export type listOperationsCategoriesResponse422 = {
  data: ValidationFailedResponse;
  status: 422;
};

export type listOperationsCategoriesResponse429 = {
  data: TooManyRequestsResponse;
  status: 429;
};

export type listOperationsCategoriesResponseSuccess = listOperationsCategoriesResponse200 & {
  headers: Headers;
};
export type listOperationsCategoriesResponseError = (
  listOperationsCategoriesResponse401 | listOperationsCategoriesResponse422 | listOperationsCategoriesResponse429
) & {
  headers: Headers;
};

export const getListOperationsCategoriesUrl = (params: ListOperationsCategoriesParams) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {
    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : value.toString());
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/operations/categories?${stringifiedParams}` : `/operations/categories`;
};

export const listOperationsCategories = async (
  params: ListOperationsCategoriesParams,
  options?: RequestInit,
): Promise<listOperationsCategoriesResponseSuccess> => {
  return customFetch<listOperationsCategoriesResponseSuccess>(getListOperationsCategoriesUrl(params), {
    ...options,
    method: 'GET',
  });
};

export const getListOperationsCategoriesQueryKey = (params?: ListOperationsCategoriesParams) => {
  return [`/operations/categories`, ...(params ? [params] : [])] as const;
};

export const getListOperationsCategoriesQueryOptions = <
  TData = Awaited<ReturnType<typeof listOperationsCategories>>,
  TError = ErrorType<UnauthenticatedResponse | ValidationFailedResponse | TooManyRequestsResponse>,
>(
  params: ListOperationsCategoriesParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof listOperationsCategories>>, TError, TData>>;
    request?: SecondParameter<typeof customFetch>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getListOperationsCategoriesQueryKey(params);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof listOperationsCategories>>> = ({ signal }) =>
    listOperationsCategories(params, { signal, ...requestOptions });

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof listOperationsCategories>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type ListOperationsCategoriesQueryResult = NonNullable<Awaited<ReturnType<typeof listOperationsCategories>>>;
export type ListOperationsCategoriesQueryError = ErrorType<
  UnauthenticatedResponse | ValidationFailedResponse | TooManyRequestsResponse
>;

export function useListOperationsCategories<
  TData = Awaited<ReturnType<typeof listOperationsCategories>>,
  TError = ErrorType<UnauthenticatedResponse | ValidationFailedResponse | TooManyRequestsResponse>,
>(
  params: ListOperationsCategoriesParams,
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof listOperationsCategories>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listOperationsCategories>>,
          TError,
          Awaited<ReturnType<typeof listOperationsCategories>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof customFetch>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError>;
export function useListOperationsCategories<
  TData = Awaited<ReturnType<typeof listOperationsCategories>>,
  TError = ErrorType<UnauthenticatedResponse | ValidationFailedResponse | TooManyRequestsResponse>,
>(
  params: ListOperationsCategoriesParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof listOperationsCategories>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listOperationsCategories>>,
          TError,
          Awaited<ReturnType<typeof listOperationsCategories>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof customFetch>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError>;

/**
 * @summary Categories under a main category
 */

export function useListOperationsCategories<
  TData = Awaited<ReturnType<typeof listOperationsCategories>>,
  TError = ErrorType<UnauthenticatedResponse | ValidationFailedResponse | TooManyRequestsResponse>,
>(
  params: ListOperationsCategoriesParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof listOperationsCategories>>, TError, TData>>;
    request?: SecondParameter<typeof customFetch>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> {
  const queryOptions = getListOperationsCategoriesQueryOptions(params, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError>;

  return query;
}

/**
 * @summary Find municipalities
 */
export type listOperationsComuniResponse200 = {
  data: MunicipalitiesResult;
  status: 200;
};

export type listOperationsComuniResponse401 = {
  data: UnauthenticatedResponse;
  status: 401;
};

export type listOperationsComuniResponse422 = {
  data: ValidationFailedResponse;
  status: 422;
};

export type listOperationsComuniResponse429 = {
  data: TooManyRequestsResponse;
  status: 429;
};

export type listOperationsComuniResponseSuccess = listOperationsComuniResponse200 & {
  headers: Headers;
};
export type listOperationsComuniResponseError = (
  listOperationsComuniResponse401 | listOperationsComuniResponse422 | listOperationsComuniResponse429
) & {
  headers: Headers;
};

export const getListOperationsComuniUrl = (params?: ListOperationsComuniParams) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {
    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : value.toString());
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/operations/comuni?${stringifiedParams}` : `/operations/comuni`;
};

export const listOperationsComuni = async (
  params?: ListOperationsComuniParams,
  options?: RequestInit,
): Promise<listOperationsComuniResponseSuccess> => {
  return customFetch<listOperationsComuniResponseSuccess>(getListOperationsComuniUrl(params), {
    ...options,
    method: 'GET',
  });
};

export const getListOperationsComuniQueryKey = (params?: ListOperationsComuniParams) => {
  return [`/operations/comuni`, ...(params ? [params] : [])] as const;
};

export const getListOperationsComuniQueryOptions = <
  TData = Awaited<ReturnType<typeof listOperationsComuni>>,
  TError = ErrorType<UnauthenticatedResponse | ValidationFailedResponse | TooManyRequestsResponse>,
>(
  params?: ListOperationsComuniParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof listOperationsComuni>>, TError, TData>>;
    request?: SecondParameter<typeof customFetch>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getListOperationsComuniQueryKey(params);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof listOperationsComuni>>> = ({ signal }) =>
    listOperationsComuni(params, { signal, ...requestOptions });

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof listOperationsComuni>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type ListOperationsComuniQueryResult = NonNullable<Awaited<ReturnType<typeof listOperationsComuni>>>;
export type ListOperationsComuniQueryError = ErrorType<
  UnauthenticatedResponse | ValidationFailedResponse | TooManyRequestsResponse
>;

export function useListOperationsComuni<
  TData = Awaited<ReturnType<typeof listOperationsComuni>>,
  TError = ErrorType<UnauthenticatedResponse | ValidationFailedResponse | TooManyRequestsResponse>,
>(
  params: undefined | ListOperationsComuniParams,
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof listOperationsComuni>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listOperationsComuni>>,
          TError,
          Awaited<ReturnType<typeof listOperationsComuni>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof customFetch>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError>;
export function useListOperationsComuni<
  TData = Awaited<ReturnType<typeof listOperationsComuni>>,
  TError = ErrorType<UnauthenticatedResponse | ValidationFailedResponse | TooManyRequestsResponse>,
>(
  params?: ListOperationsComuniParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof listOperationsComuni>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listOperationsComuni>>,
          TError,
          Awaited<ReturnType<typeof listOperationsComuni>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof customFetch>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError>;

/**
 * @summary Find municipalities
 */

export function useListOperationsComuni<
  TData = Awaited<ReturnType<typeof listOperationsComuni>>,
  TError = ErrorType<UnauthenticatedResponse | ValidationFailedResponse | TooManyRequestsResponse>,
>(
  params?: ListOperationsComuniParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof listOperationsComuni>>, TError, TData>>;
    request?: SecondParameter<typeof customFetch>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> {
  const queryOptions = getListOperationsComuniQueryOptions(params, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError>;

  return query;
}

/**
 * @summary List provinces
 */
export type listOperationsProvinceResponse200 = {
  data: ProvincesResult;
  status: 200;
};

export type listOperationsProvinceResponse401 = {
  data: UnauthenticatedResponse;
  status: 401;
};

export type listOperationsProvinceResponse422 = {
  data: ValidationFailedResponse;
  status: 422;
};

export type listOperationsProvinceResponse429 = {
  data: TooManyRequestsResponse;
  status: 429;
};

export type listOperationsProvinceResponseSuccess = listOperationsProvinceResponse200 & {
  headers: Headers;
};
export type listOperationsProvinceResponseError = (
  listOperationsProvinceResponse401 | listOperationsProvinceResponse422 | listOperationsProvinceResponse429
) & {
  headers: Headers;
};

export const getListOperationsProvinceUrl = () => {
  return `/operations/province`;
};

export const listOperationsProvince = async (options?: RequestInit): Promise<listOperationsProvinceResponseSuccess> => {
  return customFetch<listOperationsProvinceResponseSuccess>(getListOperationsProvinceUrl(), {
    ...options,
    method: 'GET',
  });
};

export const getListOperationsProvinceQueryKey = () => {
  return [`/operations/province`] as const;
};

export const getListOperationsProvinceQueryOptions = <
  TData = Awaited<ReturnType<typeof listOperationsProvince>>,
  TError = ErrorType<UnauthenticatedResponse | ValidationFailedResponse | TooManyRequestsResponse>,
>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof listOperationsProvince>>, TError, TData>>;
  request?: SecondParameter<typeof customFetch>;
}) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getListOperationsProvinceQueryKey();

  const queryFn: QueryFunction<Awaited<ReturnType<typeof listOperationsProvince>>> = ({ signal }) =>
    listOperationsProvince({ signal, ...requestOptions });

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof listOperationsProvince>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type ListOperationsProvinceQueryResult = NonNullable<Awaited<ReturnType<typeof listOperationsProvince>>>;
export type ListOperationsProvinceQueryError = ErrorType<
  UnauthenticatedResponse | ValidationFailedResponse | TooManyRequestsResponse
>;

export function useListOperationsProvince<
  TData = Awaited<ReturnType<typeof listOperationsProvince>>,
  TError = ErrorType<UnauthenticatedResponse | ValidationFailedResponse | TooManyRequestsResponse>,
>(
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof listOperationsProvince>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listOperationsProvince>>,
          TError,
          Awaited<ReturnType<typeof listOperationsProvince>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof customFetch>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError>;
export function useListOperationsProvince<
  TData = Awaited<ReturnType<typeof listOperationsProvince>>,
  TError = ErrorType<UnauthenticatedResponse | ValidationFailedResponse | TooManyRequestsResponse>,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof listOperationsProvince>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listOperationsProvince>>,
          TError,
          Awaited<ReturnType<typeof listOperationsProvince>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof customFetch>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError>;

/**
 * @summary List provinces
 */

export function useListOperationsProvince<
  TData = Awaited<ReturnType<typeof listOperationsProvince>>,
  TError = ErrorType<UnauthenticatedResponse | ValidationFailedResponse | TooManyRequestsResponse>,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof listOperationsProvince>>, TError, TData>>;
    request?: SecondParameter<typeof customFetch>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> {
  const queryOptions = getListOperationsProvinceQueryOptions(options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError>;

  return query;
}

/**
 * @summary Status options of an item
 */
export type getOperationsRelatedStatusesResponse200 = {
  data: RelatedStatusesResult;
  status: 200;
};

export type getOperationsRelatedStatusesResponse401 = {
  data: UnauthenticatedResponse;
  status: 401;
};

export type getOperationsRelatedStatusesResponse403 = {
  data: ForbiddenResponse;
  status: 403;
};

export type getOperationsRelatedStatusesResponse404 = {
  data: NotFoundResponse;
  status: 404;
};

export type getOperationsRelatedStatusesResponse422 = {
  data: ValidationFailedResponse;
  status: 422;
};

export type getOperationsRelatedStatusesResponse429 = {
  data: TooManyRequestsResponse;
  status: 429;
};

export type getOperationsRelatedStatusesResponseSuccess = getOperationsRelatedStatusesResponse200 & {
  headers: Headers;
};
export type getOperationsRelatedStatusesResponseError = (
  | getOperationsRelatedStatusesResponse401
  | getOperationsRelatedStatusesResponse403
  | getOperationsRelatedStatusesResponse404
  | getOperationsRelatedStatusesResponse422
  | getOperationsRelatedStatusesResponse429
) & {
  headers: Headers;
};

export const getGetOperationsRelatedStatusesUrl = (params: GetOperationsRelatedStatusesParams) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {
    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : value.toString());
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0
    ? `/operations/related_statuses?${stringifiedParams}`
    : `/operations/related_statuses`;
};

export const getOperationsRelatedStatuses = async (
  params: GetOperationsRelatedStatusesParams,
  options?: RequestInit,
): Promise<getOperationsRelatedStatusesResponseSuccess> => {
  return customFetch<getOperationsRelatedStatusesResponseSuccess>(getGetOperationsRelatedStatusesUrl(params), {
    ...options,
    method: 'GET',
  });
};

export const getGetOperationsRelatedStatusesQueryKey = (params?: GetOperationsRelatedStatusesParams) => {
  return [`/operations/related_statuses`, ...(params ? [params] : [])] as const;
};

export const getGetOperationsRelatedStatusesQueryOptions = <
  TData = Awaited<ReturnType<typeof getOperationsRelatedStatuses>>,
  TError = ErrorType<
    UnauthenticatedResponse | ForbiddenResponse | NotFoundResponse | ValidationFailedResponse | TooManyRequestsResponse
  >,
>(
  params: GetOperationsRelatedStatusesParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getOperationsRelatedStatuses>>, TError, TData>>;
    request?: SecondParameter<typeof customFetch>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getGetOperationsRelatedStatusesQueryKey(params);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof getOperationsRelatedStatuses>>> = ({ signal }) =>
    getOperationsRelatedStatuses(params, { signal, ...requestOptions });

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof getOperationsRelatedStatuses>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type GetOperationsRelatedStatusesQueryResult = NonNullable<
  Awaited<ReturnType<typeof getOperationsRelatedStatuses>>
>;
export type GetOperationsRelatedStatusesQueryError = ErrorType<
  UnauthenticatedResponse | ForbiddenResponse | NotFoundResponse | ValidationFailedResponse | TooManyRequestsResponse
>;

export function useGetOperationsRelatedStatuses<
  TData = Awaited<ReturnType<typeof getOperationsRelatedStatuses>>,
  TError = ErrorType<
    UnauthenticatedResponse | ForbiddenResponse | NotFoundResponse | ValidationFailedResponse | TooManyRequestsResponse
  >,
>(
  params: GetOperationsRelatedStatusesParams,
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof getOperationsRelatedStatuses>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getOperationsRelatedStatuses>>,
          TError,
          Awaited<ReturnType<typeof getOperationsRelatedStatuses>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof customFetch>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError>;
export function useGetOperationsRelatedStatuses<
  TData = Awaited<ReturnType<typeof getOperationsRelatedStatuses>>,
  TError = ErrorType<
    UnauthenticatedResponse | ForbiddenResponse | NotFoundResponse | ValidationFailedResponse | TooManyRequestsResponse
  >,
>(
  params: GetOperationsRelatedStatusesParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getOperationsRelatedStatuses>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getOperationsRelatedStatuses>>,
          TError,
          Awaited<ReturnType<typeof getOperationsRelatedStatuses>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof customFetch>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError>;

/**
 * @summary Status options of an item
 */

export function useGetOperationsRelatedStatuses<
  TData = Awaited<ReturnType<typeof getOperationsRelatedStatuses>>,
  TError = ErrorType<
    UnauthenticatedResponse | ForbiddenResponse | NotFoundResponse | ValidationFailedResponse | TooManyRequestsResponse
  >,
>(
  params: GetOperationsRelatedStatusesParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getOperationsRelatedStatuses>>, TError, TData>>;
    request?: SecondParameter<typeof customFetch>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> {
  const queryOptions = getGetOperationsRelatedStatusesQueryOptions(params, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError>;

  return query;
}

/**
 * @summary Find tags by name
 */
export type listOperationsTagsBoxResponse200 = {
  data: NamedOptionsResult;
  status: 200;
};

export type listOperationsTagsBoxResponse401 = {
  data: UnauthenticatedResponse;
  status: 401;
};

export type listOperationsTagsBoxResponse422 = {
  data: ValidationFailedResponse;
  status: 422;
};

export type listOperationsTagsBoxResponse429 = {
  data: TooManyRequestsResponse;
  status: 429;
};

export type listOperationsTagsBoxResponseSuccess = listOperationsTagsBoxResponse200 & {
  headers: Headers;
};
export type listOperationsTagsBoxResponseError = (
  listOperationsTagsBoxResponse401 | listOperationsTagsBoxResponse422 | listOperationsTagsBoxResponse429
) & {
  headers: Headers;
};

export const getListOperationsTagsBoxUrl = (params?: ListOperationsTagsBoxParams) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {
    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : value.toString());
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/operations/tagsBox?${stringifiedParams}` : `/operations/tagsBox`;
};

export const listOperationsTagsBox = async (
  params?: ListOperationsTagsBoxParams,
  options?: RequestInit,
): Promise<listOperationsTagsBoxResponseSuccess> => {
  return customFetch<listOperationsTagsBoxResponseSuccess>(getListOperationsTagsBoxUrl(params), {
    ...options,
    method: 'GET',
  });
};

export const getListOperationsTagsBoxQueryKey = (params?: ListOperationsTagsBoxParams) => {
  return [`/operations/tagsBox`, ...(params ? [params] : [])] as const;
};

export const getListOperationsTagsBoxQueryOptions = <
  TData = Awaited<ReturnType<typeof listOperationsTagsBox>>,
  TError = ErrorType<UnauthenticatedResponse | ValidationFailedResponse | TooManyRequestsResponse>,
>(
  params?: ListOperationsTagsBoxParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof listOperationsTagsBox>>, TError, TData>>;
    request?: SecondParameter<typeof customFetch>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getListOperationsTagsBoxQueryKey(params);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof listOperationsTagsBox>>> = ({ signal }) =>
    listOperationsTagsBox(params, { signal, ...requestOptions });

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof listOperationsTagsBox>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type ListOperationsTagsBoxQueryResult = NonNullable<Awaited<ReturnType<typeof listOperationsTagsBox>>>;
export type ListOperationsTagsBoxQueryError = ErrorType<
  UnauthenticatedResponse | ValidationFailedResponse | TooManyRequestsResponse
>;

export function useListOperationsTagsBox<
  TData = Awaited<ReturnType<typeof listOperationsTagsBox>>,
  TError = ErrorType<UnauthenticatedResponse | ValidationFailedResponse | TooManyRequestsResponse>,
>(
  params: undefined | ListOperationsTagsBoxParams,
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof listOperationsTagsBox>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listOperationsTagsBox>>,
          TError,
          Awaited<ReturnType<typeof listOperationsTagsBox>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof customFetch>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError>;
export function useListOperationsTagsBox<
  TData = Awaited<ReturnType<typeof listOperationsTagsBox>>,
  TError = ErrorType<UnauthenticatedResponse | ValidationFailedResponse | TooManyRequestsResponse>,
>(
  params?: ListOperationsTagsBoxParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof listOperationsTagsBox>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listOperationsTagsBox>>,
          TError,
          Awaited<ReturnType<typeof listOperationsTagsBox>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof customFetch>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError>;

/**
 * @summary Find tags by name
 */

export function useListOperationsTagsBox<
  TData = Awaited<ReturnType<typeof listOperationsTagsBox>>,
  TError = ErrorType<UnauthenticatedResponse | ValidationFailedResponse | TooManyRequestsResponse>,
>(
  params?: ListOperationsTagsBoxParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof listOperationsTagsBox>>, TError, TData>>;
    request?: SecondParameter<typeof customFetch>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> {
  const queryOptions = getListOperationsTagsBoxQueryOptions(params, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError>;

  return query;
}

/**
 * @summary List users (id and name)
 */
export type listOperationsUsersResponse200 = {
  data: NamedOptionsResult;
  status: 200;
};

export type listOperationsUsersResponse401 = {
  data: UnauthenticatedResponse;
  status: 401;
};

export type listOperationsUsersResponse422 = {
  data: ValidationFailedResponse;
  status: 422;
};

export type listOperationsUsersResponse429 = {
  data: TooManyRequestsResponse;
  status: 429;
};

export type listOperationsUsersResponseSuccess = listOperationsUsersResponse200 & {
  headers: Headers;
};
export type listOperationsUsersResponseError = (
  listOperationsUsersResponse401 | listOperationsUsersResponse422 | listOperationsUsersResponse429
) & {
  headers: Headers;
};

export const getListOperationsUsersUrl = () => {
  return `/operations/users`;
};

export const listOperationsUsers = async (options?: RequestInit): Promise<listOperationsUsersResponseSuccess> => {
  return customFetch<listOperationsUsersResponseSuccess>(getListOperationsUsersUrl(), {
    ...options,
    method: 'GET',
  });
};

export const getListOperationsUsersQueryKey = () => {
  return [`/operations/users`] as const;
};

export const getListOperationsUsersQueryOptions = <
  TData = Awaited<ReturnType<typeof listOperationsUsers>>,
  TError = ErrorType<UnauthenticatedResponse | ValidationFailedResponse | TooManyRequestsResponse>,
>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof listOperationsUsers>>, TError, TData>>;
  request?: SecondParameter<typeof customFetch>;
}) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getListOperationsUsersQueryKey();

  const queryFn: QueryFunction<Awaited<ReturnType<typeof listOperationsUsers>>> = ({ signal }) =>
    listOperationsUsers({ signal, ...requestOptions });

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof listOperationsUsers>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type ListOperationsUsersQueryResult = NonNullable<Awaited<ReturnType<typeof listOperationsUsers>>>;
export type ListOperationsUsersQueryError = ErrorType<
  UnauthenticatedResponse | ValidationFailedResponse | TooManyRequestsResponse
>;

export function useListOperationsUsers<
  TData = Awaited<ReturnType<typeof listOperationsUsers>>,
  TError = ErrorType<UnauthenticatedResponse | ValidationFailedResponse | TooManyRequestsResponse>,
>(
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof listOperationsUsers>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listOperationsUsers>>,
          TError,
          Awaited<ReturnType<typeof listOperationsUsers>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof customFetch>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError>;
export function useListOperationsUsers<
  TData = Awaited<ReturnType<typeof listOperationsUsers>>,
  TError = ErrorType<UnauthenticatedResponse | ValidationFailedResponse | TooManyRequestsResponse>,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof listOperationsUsers>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listOperationsUsers>>,
          TError,
          Awaited<ReturnType<typeof listOperationsUsers>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof customFetch>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError>;

/**
 * @summary List users (id and name)
 */

export function useListOperationsUsers<
  TData = Awaited<ReturnType<typeof listOperationsUsers>>,
  TError = ErrorType<UnauthenticatedResponse | ValidationFailedResponse | TooManyRequestsResponse>,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof listOperationsUsers>>, TError, TData>>;
    request?: SecondParameter<typeof customFetch>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> {
  const queryOptions = getListOperationsUsersQueryOptions(options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError>;

  return query;
}

/**
 * @summary Current user
 */
export type getUserMeResponse200 = {
  data: CurrentUserResult;
  status: 200;
};

export type getUserMeResponse401 = {
  data: UnauthenticatedResponse;
  status: 401;
};

export type getUserMeResponse429 = {
  data: TooManyRequestsResponse;
  status: 429;
};

export type getUserMeResponseSuccess = getUserMeResponse200 & {
  headers: Headers;
};
export type getUserMeResponseError = (getUserMeResponse401 | getUserMeResponse429) & {
  headers: Headers;
};

export const getGetUserMeUrl = () => {
  return `/user/me`;
};

export const getUserMe = async (options?: RequestInit): Promise<getUserMeResponseSuccess> => {
  return customFetch<getUserMeResponseSuccess>(getGetUserMeUrl(), {
    ...options,
    method: 'GET',
  });
};

export const getGetUserMeQueryKey = () => {
  return [`/user/me`] as const;
};

export const getGetUserMeQueryOptions = <
  TData = Awaited<ReturnType<typeof getUserMe>>,
  TError = ErrorType<UnauthenticatedResponse | TooManyRequestsResponse>,
>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getUserMe>>, TError, TData>>;
  request?: SecondParameter<typeof customFetch>;
}) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getGetUserMeQueryKey();

  const queryFn: QueryFunction<Awaited<ReturnType<typeof getUserMe>>> = ({ signal }) =>
    getUserMe({ signal, ...requestOptions });

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof getUserMe>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type GetUserMeQueryResult = NonNullable<Awaited<ReturnType<typeof getUserMe>>>;
export type GetUserMeQueryError = ErrorType<UnauthenticatedResponse | TooManyRequestsResponse>;

export function useGetUserMe<
  TData = Awaited<ReturnType<typeof getUserMe>>,
  TError = ErrorType<UnauthenticatedResponse | TooManyRequestsResponse>,
>(
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof getUserMe>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<Awaited<ReturnType<typeof getUserMe>>, TError, Awaited<ReturnType<typeof getUserMe>>>,
        'initialData'
      >;
    request?: SecondParameter<typeof customFetch>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError>;
export function useGetUserMe<
  TData = Awaited<ReturnType<typeof getUserMe>>,
  TError = ErrorType<UnauthenticatedResponse | TooManyRequestsResponse>,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getUserMe>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getUserMe>>,
          TError,
          Awaited<ReturnType<typeof getUserMe>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof customFetch>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError>;

/**
 * @summary Current user
 */

export function useGetUserMe<
  TData = Awaited<ReturnType<typeof getUserMe>>,
  TError = ErrorType<UnauthenticatedResponse | TooManyRequestsResponse>,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getUserMe>>, TError, TData>>;
    request?: SecondParameter<typeof customFetch>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> {
  const queryOptions = getGetUserMeQueryOptions(options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError>;

  return query;
}
