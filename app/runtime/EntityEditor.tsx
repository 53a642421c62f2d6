/**
 * The generic editor every generated `Editor.tsx` renders (route `/<meta.route>/:id`, id a
 * number or 'new'). Spec content.md "Shared editor behaviour": a top bar with back, the content
 * language switcher (red '!' on languages with errors), ANTEPRIMA and Salva; the revision banner;
 * the main and side cards of the meta; live validation by each language's status; a debounced
 * save whose 422 errors land under their fields; the route's 'new' replaced after the first save.
 * The pure parts (values, payload, errors, required) are in `./editor/`.
 */
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Loader,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft, IconDeviceFloppy, IconExternalLink } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { FormProvider, useForm, useFormState, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { LANGUAGE_NAMES, type LanguageCode } from '#core/languages';
import type { EntityMeta } from '#core/model';
import { STATUS } from '#core/statuses';
import { isApiError } from '#api/errors.ts';
import { useSession } from '../auth/SessionProvider';
import { useLabel, useT, useUiLanguage } from '../i18n/context';
import { notifyError, notifySuccess } from '../ui/feedback';
import { apiGet, getItem, saveItem, type Row } from './api';
import { debounce, type Debounced } from './editor/debounce';
import { EditorCards } from './editor/EditorCards';
import { languageOfPath, statusFieldOf } from './editor/fields';
import { parseNextStatuses, type NextStatuses } from './editor/statuses';
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
} from './editor/validation';
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
} from './editor/values';
import type { EntityEditorProps } from './types';

/** The react-query key of an item as the editor loads it. */
export function editorItemKey(meta: EntityMeta, id: number | 'new' | null) {
  return ['editor-item', meta.name, id] as const;
}

/** A stand-in name watched when the entity has no status field. */
const NO_STATUS = '__editor_no_status__';

export function EntityEditor({ meta, validators }: EntityEditorProps) {
  const params = useParams();
  const routeId = parseRouteId(params.id);
  const [language, setLanguage] = useState<LanguageCode>(meta.languages[0] ?? 'it');
  const hasStatus = statusFieldOf(meta) !== null;

  const item = useQuery({
    queryKey: editorItemKey(meta, routeId),
    queryFn: ({ signal }) => getItem(meta, routeId as number, signal),
    enabled: typeof routeId === 'number',
    gcTime: 60_000,
  });
  const newStatuses = useQuery({
    queryKey: ['editor-statuses', meta.name, 'new'],
    queryFn: async ({ signal }) =>
      parseNextStatuses(
        (await apiGet<{ data?: unknown }>('operations/related_statuses', { list: meta.name, id: 'new' }, signal)).data,
      ),
    enabled: routeId === 'new' && hasStatus,
    gcTime: 0,
  });

  const itemStatuses = item.data?.nextStatuses;
  const nextStatuses = useMemo(
    () => (routeId === 'new' ? (newStatuses.data ?? {}) : parseNextStatuses(itemStatuses)),
    [routeId, newStatuses.data, itemStatuses],
  );

  const notFound = routeId === null || (isApiError(item.error) && item.error.status === 404);
  if (notFound) return <EditorNotFound meta={meta} />;
  if (typeof routeId === 'number' && item.data === undefined) {
    if (item.isError) return <EditorLoadFailed meta={meta} error={item.error} onRetry={() => void item.refetch()} />;
    return <EditorSkeleton />;
  }
  return (
    <EditorForm
      key={String(routeId)}
      meta={meta}
      validators={validators}
      item={item.data ?? null}
      nextStatuses={nextStatuses}
      reloading={item.isFetching}
      reload={() => item.refetch()}
      language={meta.languages.includes(language) ? language : (meta.languages[0] ?? 'it')}
      onLanguage={setLanguage}
    />
  );
}

interface EditorFormProps extends EntityEditorProps {
  /** The item answer; null for a new item. */
  readonly item: Row | null;
  readonly nextStatuses: NextStatuses;
  readonly reloading: boolean;
  readonly reload: () => Promise<unknown>;
  readonly language: LanguageCode;
  readonly onLanguage: (language: LanguageCode) => void;
}

function EditorForm({
  meta,
  validators,
  item,
  nextStatuses,
  reloading,
  reload,
  language,
  onLanguage,
}: EditorFormProps) {
  const session = useSession();
  const userId = session.user?.id ?? null;
  const { language: uiLanguage } = useUiLanguage();
  const t = useT();
  const label = useLabel();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const statusField = statusFieldOf(meta);
  const canCreate = session.canOn(meta, 'create');
  const canPublish = !meta.actions.publish || session.canOn(meta, 'publish');
  const info = useMemo(() => (item ? itemInfo(meta, item) : newItemInfo(canCreate)), [meta, item, canCreate]);

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
    item ? storedItemValues(meta, item, defaultsContext(userId)) : newItemValues(meta, defaultsContext(userId)),
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

  // A reloaded item (after a save, or Ricarica) replaces the form values; a stored item shows
  // its errors at once (a new one only after the first change).
  useEffect(() => {
    if (!item) return;
    form.reset(storedItemValues(meta, item, defaultsContext(userId)));
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
      const values = form.getValues();
      const body = buildPayload(meta, values, info.version);
      const answer = await saveItem(meta, info.id, body);
      kept.current = {};
      setGeneralErrors([]);
      setConflict(false);
      notifySuccess(answer.message);
      if (info.id === null) {
        try {
          queryClient.setQueryData(editorItemKey(meta, answer.id), await getItem(meta, answer.id));
        } catch {
          // The editor of the new id loads it itself.
        }
        void navigate(`/${meta.route}/${answer.id}`, { replace: true });
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
  }, [form, meta, info, queryClient, navigate, reload, uiLanguage]);

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
  const errorLanguages = languagesWithErrors(flatErrors);
  const noLanguage = statusField !== null && statuses.every((status) => status === STATUS.absent);
  // Errors no field shows: the server's, and the live check's (`root`) unless it is "no language".
  const shownGeneral = [...generalErrors, ...(flatErrors.root && !noLanguage ? [flatErrors.root] : [])].filter(
    (message, index, all) => all.indexOf(message) === index,
  );
  const permalink = info.permalinks[language];
  const busy = saving || reloading;
  const title = t(info.id === null ? 'editor.new' : 'editor.edit', { name: label(meta.editor.title) });

  const goBack = () => {
    if (window.history.length > 2) void navigate(-1);
    else void navigate(`/${meta.route}`);
  };
  const reloadAfterConflict = () => {
    kept.current = {};
    setConflict(false);
    setGeneralErrors([]);
    void reload();
  };

  return (
    <FormProvider {...form}>
      <form
        noValidate
        aria-label={title}
        onSubmit={(event) => {
          // Enter in an input (a tag box, a picker) never saves: only Salva does.
          event.preventDefault();
        }}
      >
        <Stack gap="md">
          <Group justify="space-between" wrap="wrap" gap="sm" data-testid="editor-top-bar">
            <Group gap="sm" wrap="wrap">
              <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={goBack}>
                {t('editor.back')}
              </Button>
              {meta.languageSwitch && meta.languages.length > 0 && (
                <SegmentedControl
                  aria-label={t('editor.contentLanguage')}
                  data-testid="language-switcher"
                  value={language}
                  onChange={(next) => onLanguage(next as LanguageCode)}
                  data={meta.languages.map((code) => {
                    const name = LANGUAGE_NAMES[code][uiLanguage];
                    const hasErrors = errorLanguages.includes(code);
                    const absent = statusField !== null && statuses[meta.languages.indexOf(code)] === STATUS.absent;
                    return {
                      value: code,
                      label: (
                        <Group gap={4} wrap="nowrap" justify="center" title={name} data-language={code}>
                          <Text span size="sm" fw={600} c={absent ? 'dimmed' : undefined}>
                            {code.toUpperCase()}
                          </Text>
                          {hasErrors && (
                            <Badge
                              color="red"
                              size="xs"
                              circle
                              data-testid={`language-error-${code}`}
                              aria-label={t('editor.languageHasErrors', { language: name })}
                            >
                              !
                            </Badge>
                          )}
                        </Group>
                      ),
                    };
                  })}
                />
              )}
            </Group>
            <Group gap="sm" wrap="wrap">
              {meta.editor.preview && permalink && (
                <Button
                  component="a"
                  href={permalink}
                  target="_blank"
                  rel="noopener noreferrer"
                  color="green"
                  leftSection={<IconExternalLink size={16} />}
                >
                  {t('editor.preview')}
                </Button>
              )}
              <Button
                type="button"
                onClick={() => debounced.current?.call()}
                leftSection={busy ? <Loader size={14} color="white" /> : <IconDeviceFloppy size={16} />}
                disabled={!info.canSave || !isValid || busy}
                data-testid="editor-save"
              >
                {t('editor.save')}
              </Button>
            </Group>
          </Group>

          <Title order={1} size="h3">
            {title}
          </Title>
          {info.draft > 0 && (
            <Alert color="yellow" variant="filled" icon={<IconAlertTriangle size={18} />} data-testid="revision-banner">
              {t('editor.revisionBanner')}
            </Alert>
          )}
          {!info.canSave && (
            <Alert color="gray" data-testid="editor-cannot-save">
              {t('editor.cannotSave')}
            </Alert>
          )}
          {conflict && (
            <Alert color="red" data-testid="editor-conflict">
              <Group justify="space-between" gap="sm">
                <Text size="sm">{t('editor.conflict')}</Text>
                <Button size="xs" color="red" variant="white" onClick={reloadAfterConflict}>
                  {t('editor.reload')}
                </Button>
              </Group>
            </Alert>
          )}
          {noLanguage && (
            <Alert color="red" data-testid="editor-no-language">
              {t('editor.noLanguage')}
            </Alert>
          )}
          {shownGeneral.length > 0 && (
            <Alert color="red" data-testid="editor-general-errors">
              {shownGeneral.map((message) => (
                <Text key={message} size="sm">
                  {message}
                </Text>
              ))}
            </Alert>
          )}
          {info.canSave && !isValid && Object.keys(flatErrors).length > 0 && (
            <Text size="sm" c="red" data-testid="editor-invalid">
              {t('editor.invalid')}
            </Text>
          )}

          <EditorCards
            key={language}
            meta={meta}
            language={language}
            uiLanguage={uiLanguage}
            info={info}
            nextStatuses={nextStatuses}
            canPublish={canPublish}
          />
        </Stack>
      </form>
    </FormProvider>
  );
}

function EditorSkeleton() {
  const t = useT();
  return (
    <Stack gap="md" data-testid="editor-loading" aria-busy="true">
      <VisuallyHidden>{t('editor.loading')}</VisuallyHidden>
      <Group justify="space-between">
        <Skeleton height={36} width={260} />
        <Skeleton height={36} width={120} />
      </Group>
      <Skeleton height={28} width={320} />
      <Group align="flex-start" grow>
        <Skeleton height={360} />
        <Skeleton height={240} maw={360} />
      </Group>
      <Loader size="sm" />
    </Stack>
  );
}

function EditorNotFound({ meta }: { readonly meta: EntityMeta }) {
  const t = useT();
  return (
    <Alert color="red" title={t('editor.notFound')} data-testid="editor-not-found">
      <Stack gap="xs">
        <Text size="sm">{t('editor.notFoundText')}</Text>
        <Anchor component={Link} to={`/${meta.route}`}>
          {t('editor.backToList')}
        </Anchor>
      </Stack>
    </Alert>
  );
}

function EditorLoadFailed({
  meta,
  error,
  onRetry,
}: {
  readonly meta: EntityMeta;
  readonly error: unknown;
  readonly onRetry: () => void;
}) {
  const t = useT();
  const message = error instanceof Error ? error.message : '';
  return (
    <Alert color="red" title={t('editor.loadError')} data-testid="editor-load-failed">
      <Stack gap="xs">
        {message && <Text size="sm">{message}</Text>}
        <Group gap="sm">
          <Button size="xs" variant="default" onClick={onRetry}>
            {t('editor.reload')}
          </Button>
          <Anchor component={Link} to={`/${meta.route}`}>
            {t('editor.backToList')}
          </Anchor>
        </Group>
      </Stack>
    </Alert>
  );
}
