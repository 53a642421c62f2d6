/**
 * The screen of a settings schema (`schemas/settings/<name>.yaml`; content.md "Home settings",
 * "Advanced settings", "Mega-menu editor"): the sections are loaded with one `GET
 * operations/settings`, edited with the entity editor's cards and field widgets, checked live by
 * the generated validators, and saved together with one `POST operations/settings` (Salva; 422
 * errors land under their fields). A language switch with the red '!' of languages with errors,
 * and 'Copia dall'italiano' on the other languages. Without `<ability>-edit` the screen is
 * read-only.
 */
import { Alert, Button, Group, Loader, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCopy, IconDeviceFloppy } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { FormStoreProvider } from '../../kinds/host/form';
import { DEFAULT_LANGUAGE, type LanguageCode } from '#core/languages';
import { isApiError } from '#api/errors.ts';
import { queryKeys } from '#api/queryKeys.ts';
import { getSettings, saveSettings } from '../../generated/api/platform';
import type { SettingsScreen } from '../../generated/settings/registry';
import { useSession } from '../auth/SessionProvider';
import { useLabel, useT, useUiLanguage } from '../i18n/context';
import { notifyError, notifySuccess } from '../ui/feedback';
import { EditorCards } from './editor/EditorCards';
import { LanguageSwitcher } from './editor/LanguageSwitcher';
import { useFormErrors, useValidatedForm } from './editor/formState';
import { languagesWithErrors, serverErrors, validateValues } from './editor/validation';
import { defaultsContext, storedItemValues, type ItemInfo } from './editor/values';
import { copyLanguage, formPathOfError, itemOfSections, sectionNames, sectionsOfValues } from './settings/sections';

/** Settings have no item of their own: no id, no version, no statuses. */
const SETTINGS_INFO: ItemInfo = {
  id: null,
  version: null,
  canSave: true,
  draft: 0,
  storedLanguages: [],
  permalinks: {},
};

export function SettingsEditor({ screen }: { readonly screen: SettingsScreen }) {
  const t = useT();
  const { meta } = screen;
  const section = sectionNames(meta).join(',');
  const answer = useQuery({
    queryKey: queryKeys.settings(section),
    queryFn: async () => (await getSettings({ section })).data,
  });
  if (answer.isPending) {
    return (
      <Stack gap="md" data-testid="settings-loading">
        <Skeleton height={36} width="40%" />
        <Skeleton height={220} />
      </Stack>
    );
  }
  if (answer.isError) {
    return (
      <Alert color="red" data-testid="settings-load-error">
        <Group justify="space-between">
          <Text size="sm">{t('settings.loadError')}</Text>
          <Button size="xs" variant="white" color="red" onClick={() => void answer.refetch()}>
            {t('editor.reload')}
          </Button>
        </Group>
      </Alert>
    );
  }
  return <SettingsForm screen={screen} data={answer.data} section={section} />;
}

function SettingsForm({
  screen,
  data,
  section,
}: {
  readonly screen: SettingsScreen;
  readonly data: Readonly<Record<string, unknown>>;
  readonly section: string;
}) {
  const { meta, validators } = screen;
  const t = useT();
  const label = useLabel();
  const session = useSession();
  const queryClient = useQueryClient();
  const { language: uiLanguage } = useUiLanguage();
  const canEdit = session.allows(`${meta.ability}-edit`);
  const [language, setLanguage] = useState<LanguageCode>(meta.languages[0] ?? DEFAULT_LANGUAGE);
  const [saving, setSaving] = useState(false);

  const userId = session.user?.id ?? null;
  const initial = useMemo(
    () => storedItemValues(meta, itemOfSections(meta, data), defaultsContext(userId)),
    [meta, data, userId],
  );
  // Checked when it opens, once typing pauses and at save (./editor/formState.ts).
  const {
    store: form,
    checkNow,
    isValid,
    keepServerErrors,
  } = useValidatedForm({
    initial: () => initial,
    check: (values) => validateValues(meta, validators, values, uiLanguage),
    showInitialErrors: true,
  });
  // Sections loaded again (after a save) replace the values.
  const opened = useRef(initial);
  useEffect(() => {
    if (opened.current === initial) return;
    opened.current = initial;
    form.reset(initial);
    checkNow();
  }, [form, initial, checkNow]);

  const errorLanguages = languagesWithErrors(useFormErrors(form));
  const save = async () => {
    setSaving(true);
    try {
      if (!checkNow()) {
        notifyError(new Error(t('settings.invalid')), uiLanguage);
        return;
      }
      const answer = await saveSettings({ section, data: sectionsOfValues(meta, form.getValues()) });
      keepServerErrors({});
      notifySuccess(answer.data.message);
      await queryClient.invalidateQueries({ queryKey: queryKeys.settings(section) });
    } catch (error) {
      if (isApiError(error) && error.status === 422) {
        const byPath = Object.fromEntries(
          Object.entries(error.errors).map(([path, messages]) => [formPathOfError(meta, path), messages]),
        );
        keepServerErrors(serverErrors(meta, byPath, form.getValues()).byField);
      }
      notifyError(error, uiLanguage);
    } finally {
      setSaving(false);
    }
  };
  const copyFromItalian = () => {
    // Written where it differs, as typed values are (the item stays changed against what was loaded).
    const current = form.getValues();
    const copied = copyLanguage(current, DEFAULT_LANGUAGE, language);
    for (const [key, value] of Object.entries(copied)) if (current[key] !== value) form.set(key, value);
    checkNow();
    notifySuccess(t('settings.copied'));
  };

  return (
    <FormStoreProvider store={form}>
      <form noValidate aria-label={label(meta.label)} onSubmit={(event) => event.preventDefault()}>
        <Stack gap="md">
          <Group justify="space-between" wrap="wrap" gap="sm" data-testid="settings-top-bar">
            <Group gap="sm" wrap="wrap">
              <Title order={1} size="h3">
                {label(meta.label)}
              </Title>
              {meta.languageSwitch && (
                <LanguageSwitcher
                  languages={meta.languages}
                  value={language}
                  onChange={setLanguage}
                  uiLanguage={uiLanguage}
                  errorLanguages={errorLanguages}
                />
              )}
              {meta.languageSwitch &&
                language !== DEFAULT_LANGUAGE &&
                meta.languages.includes(DEFAULT_LANGUAGE) &&
                canEdit && (
                  <Button variant="subtle" leftSection={<IconCopy size={16} />} onClick={copyFromItalian}>
                    {t('settings.copyFromItalian')}
                  </Button>
                )}
            </Group>
            <Button
              type="button"
              onClick={() => void save()}
              leftSection={saving ? <Loader size={14} color="white" /> : <IconDeviceFloppy size={16} />}
              disabled={!canEdit || !isValid || saving}
              data-testid="settings-save"
            >
              {t('settings.save')}
            </Button>
          </Group>
          {!canEdit && (
            <Alert color="gray" data-testid="settings-read-only">
              {t('editor.cannotSave')}
            </Alert>
          )}
          <fieldset disabled={!canEdit} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
            <EditorCards
              key={language}
              meta={meta}
              language={language}
              uiLanguage={uiLanguage}
              info={SETTINGS_INFO}
              nextStatuses={{}}
              canPublish={false}
            />
          </fieldset>
        </Stack>
      </form>
    </FormStoreProvider>
  );
}
