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
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { FormProvider, useForm, useFormState, type FieldErrors, type Resolver } from 'react-hook-form';
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
import {
  activeServerErrors,
  flattenFormErrors,
  languagesWithErrors,
  mergeErrors,
  serverErrors,
  toFormErrors,
  validateValues,
  type ServerError,
} from './editor/validation';
import { defaultsContext, storedItemValues, type EditorValues, type ItemInfo } from './editor/values';
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
  const userId = session.user?.id ?? null;
  const initial = useMemo(
    () => storedItemValues(meta, itemOfSections(meta, data), defaultsContext(userId)),
    [meta, data, userId],
  );
  const form = useForm<EditorValues>({ mode: 'onChange', resolver, defaultValues: initial });
  const { errors, isValid } = useFormState({ control: form.control });
  useEffect(() => {
    form.reset(initial);
    void form.trigger();
  }, [form, initial]);

  const errorLanguages = languagesWithErrors(flattenFormErrors(errors));
  const save = async () => {
    setSaving(true);
    try {
      if (!(await form.trigger())) {
        notifyError(new Error(t('settings.invalid')), uiLanguage);
        return;
      }
      const answer = await saveSettings({ section, data: sectionsOfValues(meta, form.getValues()) });
      kept.current = {};
      notifySuccess(answer.data.message);
      await queryClient.invalidateQueries({ queryKey: queryKeys.settings(section) });
    } catch (error) {
      if (isApiError(error) && error.status === 422) {
        const byPath = Object.fromEntries(
          Object.entries(error.errors).map(([path, messages]) => [formPathOfError(meta, path), messages]),
        );
        const found = serverErrors(meta, byPath, form.getValues());
        kept.current = found.byField;
        for (const [name, entry] of Object.entries(found.byField)) {
          form.setError(name, { type: 'server', message: entry.messages.join(' ') });
        }
      }
      notifyError(error, uiLanguage);
    } finally {
      setSaving(false);
    }
  };
  const copyFromItalian = () => {
    form.reset(copyLanguage(form.getValues(), DEFAULT_LANGUAGE, language), { keepDefaultValues: true });
    void form.trigger();
    notifySuccess(t('settings.copied'));
  };

  return (
    <FormProvider {...form}>
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
    </FormProvider>
  );
}
