/**
 * The controller of the generic editor (`../EntityEditor.tsx` is its view). `useEntityEditor`
 * loads the route's item and the statuses it may take and keeps the content language;
 * `useEditorForm` holds the form of a loaded (or new) item: live validation by each language's
 * status, 422 errors kept under their fields, the debounced save and what it does after, the
 * conflict and general errors. The pure parts (values, payload, errors, required) are in this
 * folder's other modules.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useForm, useFormState, useWatch, type FieldErrors, type Resolver, type UseFormReturn } from 'react-hook-form';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { isApiError } from '#api/errors.ts';
import { queryKeys } from '#api/queryKeys.ts';
import type { LanguageCode, UiLanguage } from '#core/languages';
import type { EntityMeta } from '#core/model';
import { STATUS } from '#core/statuses';
import { useSession } from '../../auth/SessionProvider';
import { useUiLanguage } from '../../i18n/context';
import { notifyError, notifySuccess } from '../../ui/feedback';
import { getOperationsRelatedStatuses } from '../../../generated/api/platform';
import { getItem, saveItem, type EntityCalls, type Row } from '../api';

type RelatedStatusesList = Parameters<typeof getOperationsRelatedStatuses>[0]['list'];
import type { EntityEditorProps } from '../types';
import { debounce, type Debounced } from './debounce';
import { languageOfPath, statusFieldOf } from './fields';
import { parseNextStatuses, type NextStatuses } from './statuses';
import {
  activeServerErrors,
  buildPayload,
  flattenFormErrors,
  hasContent,
  languagesWithErrors,
  mergeErrors,
  serverErrors,
  toFormErrors,
  validateValues,
  type ServerError,
} from './validation';
import { useEntityHrefs } from '../routes';
import {
  defaultsContext,
  itemInfo,
  languageStatus,
  newItemInfo,
  newItemValues,
  parseRouteId,
  storedItemValues,
  valueAt,
  type EditorValues,
  type ItemInfo,
  withScope,
  editsSince,
} from './values';

/** What the editor route shows: the item is missing, loading, failed to load, or ready to edit. */
export type EditorLoad =
  | { readonly state: 'notFound' }
  | { readonly state: 'loading' }
  | { readonly state: 'failed'; readonly error: unknown; readonly retry: () => void }
  | ({ readonly state: 'ready'; readonly routeId: number | 'new' } & EditorFormInput);

/** What the form of a loaded (or new) item needs from the route. */
export interface EditorFormInput {
  /** The item answer; null for a new item. */
  readonly item: Row | null;
  readonly nextStatuses: NextStatuses;
  readonly reloading: boolean;
  readonly reload: () => Promise<unknown>;
  readonly language: LanguageCode;
  readonly onLanguage: (language: LanguageCode) => void;
}

/** The editor's first content language: the address's `lang` when the entity has it, else its first. */
export function initialLanguage(meta: Pick<EntityMeta, 'languages'>, asked: string | null): LanguageCode {
  return meta.languages.find((code) => code === asked) ?? meta.languages[0] ?? 'it';
}

/** Loads the item of the route (`:id`, a number or 'new') and the statuses it may take. */
export function useEntityEditor(meta: EntityMeta, calls: EntityCalls): EditorLoad {
  const params = useParams();
  const routeId = parseRouteId(params.id);
  // `?lang=en` opens the editor in that language (the translation overview's cells link so).
  const [searchParams] = useSearchParams();
  const [language, setLanguage] = useState<LanguageCode>(() => initialLanguage(meta, searchParams.get('lang')));
  const hasStatus = statusFieldOf(meta) !== null;

  const item = useQuery({
    queryKey: queryKeys.editorItem(meta.name, routeId),
    queryFn: ({ signal }) => getItem(calls, routeId as number, signal),
    enabled: typeof routeId === 'number',
    gcTime: 60_000,
  });
  const newStatuses = useQuery({
    queryKey: queryKeys.editorNewStatuses(meta.name),
    queryFn: async ({ signal }) =>
      parseNextStatuses(
        // The entity's name comes from the registry, whose names are the parameter's values.
        (await getOperationsRelatedStatuses({ list: meta.name as RelatedStatusesList, id: 'new' }, { signal })).data,
      ),
    enabled: routeId === 'new' && hasStatus,
    gcTime: 0,
  });

  const itemStatuses = item.data?.nextStatuses;
  const nextStatuses = useMemo(
    () => (routeId === 'new' ? (newStatuses.data ?? {}) : parseNextStatuses(itemStatuses)),
    [routeId, newStatuses.data, itemStatuses],
  );

  // An address with the id the item had before ids became unique across types: the server answers
  // the item, whose own id the address then takes (saves and the panels read that one).
  const navigate = useNavigate();
  const hrefs = useEntityHrefs(meta);
  const queryClient = useQueryClient();
  const answeredId = item.data?.id;
  useEffect(() => {
    if (typeof routeId !== 'number' || typeof answeredId !== 'number' || answeredId === routeId) return;
    queryClient.setQueryData(queryKeys.editorItem(meta.name, answeredId), item.data);
    const search = searchParams.toString();
    void navigate(`${hrefs.editor(answeredId)}${search === '' ? '' : `?${search}`}`, { replace: true });
  }, [routeId, answeredId, item.data, meta.name, hrefs, navigate, queryClient, searchParams]);

  const notFound = routeId === null || (isApiError(item.error) && item.error.status === 404);
  if (notFound) return { state: 'notFound' };
  if (typeof routeId === 'number' && item.data === undefined) {
    if (item.isError) return { state: 'failed', error: item.error, retry: () => void item.refetch() };
    return { state: 'loading' };
  }
  return {
    state: 'ready',
    routeId,
    item: item.data ?? null,
    nextStatuses,
    reloading: item.isFetching,
    reload: () => item.refetch(),
    language: meta.languages.includes(language) ? language : (meta.languages[0] ?? 'it'),
    onLanguage: setLanguage,
  };
}

/** A stand-in name watched when the entity has no status field. */
const NO_STATUS = '__editor_no_status__';

export interface EditorFormOptions extends EntityEditorProps {
  readonly item: Row | null;
  readonly reload: () => Promise<unknown>;
  /**
   * The form's `key`: a new item's form carries it to its new address after the first save, so the
   * same form goes on (what is typed meanwhile stays) instead of mounting again.
   */
  readonly formKey: string;
}

export interface EditorForm {
  readonly form: UseFormReturn<EditorValues>;
  readonly uiLanguage: UiLanguage;
  readonly info: ItemInfo;
  /** The user's abilities allow saving (create for a new item, edit for a stored one); canSave is no permission. */
  readonly mayWrite: boolean;
  readonly canPublish: boolean;
  /** Whether the entity has a status field (languages without a status are shown dimmed). */
  readonly hasStatus: boolean;
  /** The status of each of the meta's languages, in order. */
  readonly statuses: readonly unknown[];
  readonly isValid: boolean;
  /** Whether any field or the form as a whole has an error. */
  readonly hasErrors: boolean;
  readonly errorLanguages: readonly LanguageCode[];
  /** No language has a status: the item has no content at all. */
  readonly noLanguage: boolean;
  /** Errors no field shows. */
  readonly generalErrors: readonly string[];
  readonly saving: boolean;
  /** The last save answered 409: someone else saved the item meanwhile. */
  readonly conflict: boolean;
  /** Salva: debounced, so clicks within the window send one request. */
  readonly save: () => void;
  readonly goBack: () => void;
  readonly reloadAfterConflict: () => void;
}

/** The form of a loaded (or new) item. Mount it again (a `key`) for another item. */
export function useEditorForm({ meta, validators, calls, item, reload, formKey }: EditorFormOptions): EditorForm {
  const session = useSession();
  const userId = session.user?.id ?? null;
  const { language: uiLanguage } = useUiLanguage();
  const navigate = useNavigate();
  const hrefs = useEntityHrefs(meta);
  const queryClient = useQueryClient();
  const statusField = statusFieldOf(meta);
  const canCreate = session.canOn(meta, 'create');
  const canPublish = !meta.actions.publish || session.canOn(meta, 'publish');
  // A new item's canSave: the schema's (spec: false in news and IAT, true in events), else whether
  // the user may publish, as the server answers for a stored one.
  const newCanSave = meta.editor.newItemCanSave ?? canPublish;
  const info = useMemo(() => (item ? itemInfo(meta, item) : newItemInfo(newCanSave)), [meta, item, newCanSave]);
  // Whether the user may save at all: abilities, never canSave (create for a new item, edit for a stored one).
  const mayWrite = info.id === null ? canCreate : session.canOn(meta, 'edit');

  // 422 errors stay on their field while it holds the value that was sent.
  const kept = useRef<Record<string, ServerError>>({});
  const resolver = useCallback<Resolver<EditorValues>>(
    (values) => {
      const errors = mergeErrors(
        validateValues(meta, validators, values, uiLanguage),
        activeServerErrors(kept.current, values),
      );
      if (Object.keys(errors).length === 0) return { values, errors: {} };
      return { values: {}, errors: toFormErrors(errors) as FieldErrors<EditorValues> };
    },
    [meta, validators, uiLanguage],
  );
  const [initialValues] = useState(() =>
    item
      ? storedItemValues(meta, item, defaultsContext(userId))
      : withScope(newItemValues(meta, defaultsContext(userId)), meta, hrefs.scopeValue),
  );
  const form = useForm<EditorValues>({ mode: 'onChange', resolver, defaultValues: initialValues });
  const { errors, isValid } = useFormState({ control: form.control });
  const statusNames = useMemo(
    () => (statusField ? meta.languages.map((code) => `contents.${code}.${statusField.name}`) : [NO_STATUS]),
    [meta, statusField],
  );
  const statuses: unknown[] = useWatch({ control: form.control, name: statusNames });

  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState(false);
  const [generalErrors, setGeneralErrors] = useState<readonly string[]>([]);

  // The values a successful save took, until the saved item arrives.
  const sent = useRef<EditorValues | null>(null);

  // A reloaded item (after a save, or Ricarica) replaces the form values, with what was typed
  // while the save was on its way put back on top; a stored item shows its errors at once (a new
  // one only after the first change).
  useEffect(() => {
    if (!item) return;
    const edits = sent.current ? editsSince(sent.current, form.getValues()) : [];
    sent.current = null;
    form.reset(storedItemValues(meta, item, defaultsContext(userId)));
    for (const edit of edits) form.setValue(edit.path, edit.value, { shouldDirty: true });
    void form.trigger();
  }, [form, meta, item, userId]);

  // Every change re-checks the whole item (status 1 makes other fields required), and typing in
  // a language that is not present makes it present with the default status.
  useEffect(() => {
    return form.subscribe({
      formState: { values: true },
      callback: ({ values, name }) => {
        if (name === undefined) return;
        const changed = languageOfPath(name);
        if (changed && statusField && name !== `contents.${changed}.${statusField.name}`) {
          if (languageStatus(meta, values, changed) === STATUS.absent && hasContent(valueAt(values, name))) {
            const fallback = statusField.default === STATUS.absent ? STATUS.draft : statusField.default;
            form.setValue(`contents.${changed}.${statusField.name}`, fallback, { shouldDirty: true });
          }
        }
        void form.trigger();
      },
    });
  }, [form, meta, statusField]);

  const saveNow = useCallback(async () => {
    setSaving(true);
    try {
      const valid = await form.trigger();
      if (!valid) return;
      const values = structuredClone(form.getValues());
      const body = buildPayload(meta, values, info.version);
      const answer = await saveItem(meta, calls, info.id, body);
      sent.current = values;
      kept.current = {};
      setGeneralErrors([]);
      setConflict(false);
      notifySuccess(answer.message);
      if (info.id === null) {
        try {
          queryClient.setQueryData(queryKeys.editorItem(meta.name, answer.id), await getItem(calls, answer.id));
        } catch {
          // The editor of the new id loads it itself.
        }
        void navigate(hrefs.editor(answer.id), { replace: true, state: { editorKey: formKey } });
      } else {
        await reload();
      }
    } catch (error) {
      if (isApiError(error) && error.status === 422) {
        const found = serverErrors(meta, error.errors, form.getValues());
        kept.current = found.byField;
        setGeneralErrors(found.general);
        for (const [name, entry] of Object.entries(found.byField)) {
          form.setError(name, { type: 'server', message: entry.messages.join(' ') });
        }
      } else if (isApiError(error) && error.status === 409) {
        setConflict(true);
      }
      notifyError(error, uiLanguage);
    } finally {
      setSaving(false);
    }
  }, [form, meta, calls, info, queryClient, navigate, reload, uiLanguage, hrefs, formKey]);

  // Salva is debounced: clicks within the window send one request.
  const saveRef = useRef(saveNow);
  useEffect(() => {
    saveRef.current = saveNow;
  }, [saveNow]);
  const debounced = useRef<Debounced | null>(null);
  useEffect(() => {
    const created = debounce(meta.editor.saveDebounceMs, () => void saveRef.current());
    debounced.current = created;
    return () => created.cancel();
  }, [meta.editor.saveDebounceMs]);

  const flatErrors = flattenFormErrors(errors);
  const noLanguage = statusField !== null && statuses.every((status) => status === STATUS.absent);
  // Errors no field shows: the server's, and the live check's (`root`) unless it is "no language".
  const shownGeneral = [...generalErrors, ...(flatErrors.root && !noLanguage ? [flatErrors.root] : [])].filter(
    (message, index, all) => all.indexOf(message) === index,
  );

  const goBack = () => {
    if (window.history.length > 2) void navigate(-1);
    else void navigate(hrefs.list);
  };
  const reloadAfterConflict = () => {
    kept.current = {};
    setConflict(false);
    setGeneralErrors([]);
    void reload();
  };

  return {
    form,
    uiLanguage,
    info,
    mayWrite,
    canPublish,
    hasStatus: statusField !== null,
    statuses,
    isValid,
    hasErrors: Object.keys(flatErrors).length > 0,
    errorLanguages: languagesWithErrors(flatErrors),
    noLanguage,
    generalErrors: shownGeneral,
    saving,
    conflict,
    save: () => debounced.current?.call(),
    goBack,
    reloadAfterConflict,
  };
}
