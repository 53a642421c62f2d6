/**
 * The generic editor every generated `Editor.tsx` renders (route `meta.editorRoute`, id a
 * number or 'new'). Spec content.md "Shared editor behaviour": a top bar with back, the content
 * language switcher (red '!' on languages with errors), ANTEPRIMA (and 'Condividi anteprima',
 * `features/preview/`) and Salva; the revision banner;
 * the main and side cards of the meta; live validation by each language's status; a debounced
 * save whose 422 errors land under their fields; the route's 'new' replaced after the first save.
 * This file is the view: the state, effects and save are in `./editor/useEntityEditor.ts`, the
 * pure parts (values, payload, errors, required) in the other modules of `./editor/`.
 */
import { Alert, Anchor, Button, Group, Loader, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft, IconDeviceFloppy } from '@tabler/icons-react';
import { useMemo } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { isRecord } from '#api/errors.ts';
import { FormStoreProvider } from '../../kinds/host/form';
import type { EntityMeta } from '#core/model';
import { STATUS } from '#core/statuses';
import { TDH_ABILITY } from '#core/tdh';
import { useSession } from '../auth/SessionProvider';
import { TdhBox } from '../features/tdh/TdhBox';
import { AudioBox } from '../features/audio/AudioBox';
import { PreviewButtons } from '../features/preview/PreviewButtons';
import { HistoryPanel } from '../features/history/HistoryPanel';
import { audioLanguageOf } from '../features/audio/audio';
import { useLabel, useT } from '../i18n/context';
import { EditorCards } from './editor/EditorCards';
import { LanguageSwitcher } from './editor/LanguageSwitcher';
import { EditorContextProvider } from './editor/EditorContext';
import { useEditorForm, useEntityEditor, type EditorFormInput } from './editor/useEntityEditor';
import { saveAllowed } from './editor/values';
import type { EntityEditorProps } from './types';
import { useEntityHrefs } from './routes';

export function EntityEditor({ meta, validators, calls }: EntityEditorProps) {
  const load = useEntityEditor(meta, calls);
  const location = useLocation();
  if (load.state === 'notFound') return <EditorNotFound meta={meta} />;
  if (load.state === 'failed') return <EditorLoadFailed meta={meta} error={load.error} onRetry={load.retry} />;
  if (load.state === 'loading') return <EditorSkeleton />;
  // One form per item, and one per visit of 'new'; a new item's form keeps its key at the address
  // its first save gives it (the key travels in the navigation's state), so it is not mounted again.
  const carried: unknown = isRecord(location.state) ? location.state.editorKey : undefined;
  const formKey =
    typeof carried === 'string' ? carried : load.routeId === 'new' ? `new:${location.key}` : `item:${load.routeId}`;
  return (
    <EditorForm
      key={formKey}
      formKey={formKey}
      meta={meta}
      validators={validators}
      calls={calls}
      item={load.item}
      nextStatuses={load.nextStatuses}
      reloading={load.reloading}
      reload={load.reload}
      language={load.language}
      onLanguage={load.onLanguage}
    />
  );
}

type EditorFormProps = EntityEditorProps & EditorFormInput & { readonly formKey: string };

function EditorForm({
  meta,
  calls,
  validators,
  formKey,
  item,
  nextStatuses,
  reloading,
  reload,
  language,
  onLanguage,
}: EditorFormProps) {
  const t = useT();
  const label = useLabel();
  const {
    form,
    uiLanguage,
    info,
    mayWrite,
    canPublish,
    hasStatus,
    statuses,
    isValid,
    hasErrors,
    errorLanguages,
    noLanguage,
    generalErrors,
    saving,
    conflict,
    save,
    goBack,
    reloadAfterConflict,
  } = useEditorForm({ meta, validators, calls, item, reload, formKey });
  const permalink = info.permalinks[language];
  const busy = saving || reloading;
  // Spec content.md section 4: saving is allowed when canSave is true or the current language's
  // status is not 1 (the language shown; an editor without statuses is never at 1).
  const currentStatus: unknown = hasStatus ? statuses[meta.languages.indexOf(language)] : undefined;
  const allowedNow = saveAllowed(info.canSave, currentStatus);
  const title = t(info.id === null ? 'editor.new' : 'editor.edit', { name: label(meta.editor.title) });
  // The data hub box (platform.md section 4) of an entity the hub takes (`tdh` in its meta), for
  // users with the hub's ability; a revision draft is never sent, so it has none.
  const { allows } = useSession();
  const hubBox = meta.tdh !== null && allows(TDH_ABILITY) && info.draft === 0;
  // The audio box (content.md section 2; issue #34) of an entity with `audio` in its meta, in the
  // language being edited, for users who may write the item; a revision draft has none.
  const audioLang = mayWrite && info.draft === 0 ? audioLanguageOf(meta, language) : null;
  const aside = useMemo(
    () =>
      hubBox || audioLang !== null ? (
        <>
          {hubBox && <TdhBox entity={meta.name} id={info.id} />}
          {audioLang !== null && <AudioBox entity={meta.name} id={info.id} lang={audioLang} />}
        </>
      ) : null,
    [hubBox, audioLang, meta.name, info.id],
  );

  return (
    <FormStoreProvider store={form}>
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
                <LanguageSwitcher
                  languages={meta.languages}
                  value={language}
                  onChange={onLanguage}
                  uiLanguage={uiLanguage}
                  errorLanguages={errorLanguages}
                  isAbsent={(code) => hasStatus && statuses[meta.languages.indexOf(code)] === STATUS.absent}
                />
              )}
            </Group>
            <Group gap="sm" wrap="wrap">
              {meta.editor.preview && (
                <PreviewButtons
                  entity={meta.name}
                  id={info.id}
                  lang={language}
                  mayWrite={mayWrite}
                  permalink={permalink ?? null}
                />
              )}
              <HistoryPanel meta={meta} id={info.id} mayWrite={mayWrite} onRestored={reload} />
              <Button
                type="button"
                onClick={save}
                leftSection={busy ? <Loader size={14} color="white" /> : <IconDeviceFloppy size={16} />}
                disabled={!mayWrite || !allowedNow || !isValid || busy}
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
          {!mayWrite && (
            <Alert color="gray" data-testid="editor-cannot-save">
              {t('editor.cannotSave')}
            </Alert>
          )}
          {mayWrite && !allowedNow && (
            <Alert color="gray" data-testid="editor-cannot-save-published">
              {t('editor.cannotSavePublished')}
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
          {generalErrors.length > 0 && (
            <Alert color="red" data-testid="editor-general-errors">
              {generalErrors.map((message) => (
                <Text key={message} size="sm">
                  {message}
                </Text>
              ))}
            </Alert>
          )}
          {mayWrite && allowedNow && !isValid && hasErrors && (
            <Text size="sm" c="red" data-testid="editor-invalid">
              {t('editor.invalid')}
            </Text>
          )}

          <EditorContextProvider entity={meta.name} itemId={info.id ?? 0}>
            <EditorCards
              key={language}
              meta={meta}
              language={language}
              uiLanguage={uiLanguage}
              info={info}
              nextStatuses={nextStatuses}
              canPublish={canPublish}
              aside={aside}
            />
          </EditorContextProvider>
        </Stack>
      </form>
    </FormStoreProvider>
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
  const hrefs = useEntityHrefs(meta);
  return (
    <Alert color="red" title={t('editor.notFound')} data-testid="editor-not-found">
      <Stack gap="xs">
        <Text size="sm">{t('editor.notFoundText')}</Text>
        <Anchor component={Link} to={hrefs.list}>
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
  const hrefs = useEntityHrefs(meta);
  const message = error instanceof Error ? error.message : '';
  return (
    <Alert color="red" title={t('editor.loadError')} data-testid="editor-load-failed">
      <Stack gap="xs">
        {message && <Text size="sm">{message}</Text>}
        <Group gap="sm">
          <Button size="xs" variant="default" onClick={onRetry}>
            {t('editor.reload')}
          </Button>
          <Anchor component={Link} to={hrefs.list}>
            {t('editor.backToList')}
          </Anchor>
        </Group>
      </Stack>
    </Alert>
  );
}
