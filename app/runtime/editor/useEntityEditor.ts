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
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { isApiError } from '#api/errors.ts';
import { queryKeys } from '#api/queryKeys.ts';
import type { LanguageCode, UiLanguage } from '#core/languages';
import type { FormStore } from '#core/formStore';
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
import { useFormValues } from '../../../kinds/host/form';
import { ROOT_ERROR, useFormErrors, useValidatedForm } from './formState';
import { languageOfPath, statusFieldOf } from './fields';
import { parseNextStatuses, type NextStatuses } from './statuses';
import { buildPayload, hasContent, languagesWithErrors, serverErrors, validateValues } from './validation';
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
  /** The form's values, errors and subscriptions (given to the widgets by `FormStoreProvider`). */
  readonly form: FormStore<EditorValues>;
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

  // The whole item is checked when the form opens, once typing pauses and at save (./formState.ts);
  // 422 errors stay on their field while it holds the value that was sent.
  const {
    store: form,
    checkNow,
    isValid,
    keepServerErrors,
  } = useValidatedForm({
    initial: () =>
      item
        ? storedItemValues(meta, item, defaultsContext(userId))
        : withScope(newItemValues(meta, defaultsContext(userId)), meta, hrefs.scopeValue),
    check: (values) => validateValues(meta, validators, values, uiLanguage),
    showInitialErrors: item !== null,
  });
  const errors = useFormErrors(form);
  const statusNames = useMemo(
    () => (statusField ? meta.languages.map((code) => `contents.${code}.${statusField.name}`) : [NO_STATUS]),
    [meta, statusField],
  );
  const statuses = useFormValues(statusNames, form);

  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState(false);
  const [generalErrors, setGeneralErrors] = useState<readonly string[]>([]);

  // The values a successful save took, until the saved item arrives.
  const sent = useRef<EditorValues | null>(null);

  // A reloaded item (after a save, or Ricarica) replaces the form values, with what was typed
  // while the save was on its way put back on top, and shows its errors. The item the form
  // opened with is already in it.
  const opened = useRef(item);
  useEffect(() => {
    if (!item || item === opened.current) return;
    opened.current = item;
    const edits = sent.current ? editsSince(sent.current, form.getValues()) : [];
    sent.current = null;
    form.reset(storedItemValues(meta, item, defaultsContext(userId)));
    for (const edit of edits) form.set(edit.path, edit.value);
    checkNow();
  }, [form, meta, item, userId, checkNow]);

  // Typing in a language that is not present makes it present with the default status (the
  // changed path alone is read; the check after the pause sees the new status).
  useEffect(() => {
    return form.onChange((name) => {
      const changed = languageOfPath(name);
      if (!changed || !statusField || name === `contents.${changed}.${statusField.name}`) return;
      const values = form.getValues();
      if (languageStatus(meta, values, changed) === STATUS.absent && hasContent(valueAt(values, name))) {
        const fallback = statusField.default === STATUS.absent ? STATUS.draft : statusField.default;
        form.set(`contents.${changed}.${statusField.name}`, fallback);
      }
    });
  }, [form, meta, statusField]);

  const saveNow = useCallback(async () => {
    setSaving(true);
    try {
      if (!checkNow()) {
        form.focusFirstError();
        return;
      }
      const values = structuredClone(form.getValues());
      const body = buildPayload(meta, values, info.version);
      const answer = await saveItem(meta, calls, info.id, body);
      sent.current = values;
      keepServerErrors({});
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
        keepServerErrors(found.byField);
        setGeneralErrors(found.general);
      } else if (isApiError(error) && error.status === 409) {
        setConflict(true);
      }
      notifyError(error, uiLanguage);
    } finally {
      setSaving(false);
    }
  }, [form, meta, calls, info, queryClient, navigate, reload, uiLanguage, hrefs, formKey, checkNow, keepServerErrors]);

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

  const flatErrors = errors;
  const noLanguage = statusField !== null && statuses.every((status) => status === STATUS.absent);
  // Errors no field shows: the server's, and the live check's (`root`) unless it is "no language".
  const rootError = flatErrors[ROOT_ERROR];
  const shownGeneral = [...generalErrors, ...(rootError && !noLanguage ? [rootError] : [])].filter(
    (message, index, all) => all.indexOf(message) === index,
  );

  const goBack = () => {
    if (window.history.length > 2) void navigate(-1);
    else void navigate(hrefs.list);
  };
  const reloadAfterConflict = () => {
    keepServerErrors({});
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
