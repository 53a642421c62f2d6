/**
 * The content language switch of the editors (spec content.md "Shared editor behaviour"): one
 * segment per language, a red '!' on languages whose fields have errors, and languages not
 * present dimmed. Used by the entity editor and the settings screens.
 */
import { Badge, Group, SegmentedControl, Text } from '@mantine/core';
import { LANGUAGE_NAMES, type LanguageCode, type UiLanguage } from '#core/languages';
import { useT } from '../../i18n/context';

export interface LanguageSwitcherProps {
  readonly languages: readonly LanguageCode[];
  readonly value: LanguageCode;
  readonly onChange: (language: LanguageCode) => void;
  readonly uiLanguage: UiLanguage;
  readonly errorLanguages: readonly LanguageCode[];
  /** Languages the item does not have yet (shown dimmed). */
  readonly isAbsent?: (language: LanguageCode) => boolean;
}

export function LanguageSwitcher({
  languages,
  value,
  onChange,
  uiLanguage,
  errorLanguages,
  isAbsent,
}: LanguageSwitcherProps) {
  const t = useT();
  return (
    <SegmentedControl
      aria-label={t('editor.contentLanguage')}
      data-testid="language-switcher"
      value={value}
      onChange={(next) => onChange(next as LanguageCode)}
      data={languages.map((code) => {
        const name = LANGUAGE_NAMES[code][uiLanguage];
        return {
          value: code,
          label: (
            <Group gap={4} wrap="nowrap" justify="center" title={name} data-language={code}>
              <Text span size="sm" fw={600} c={isAbsent?.(code) ? 'dimmed' : undefined}>
                {code.toUpperCase()}
              </Text>
              {errorLanguages.includes(code) && (
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
  );
}
