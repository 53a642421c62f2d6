/**
 * The changed fields of one history entry: each field's name and its text with the removed words
 * struck through in red and the added ones in green (`changeParts`); a status reads as the name the
 * entity's list gives it, in the UI language; a rich text whose visible text did not change says
 * that only its formatting did.
 */
import { Box, Stack, Text } from '@mantine/core';
import type { HistoryChange } from '../../../generated/api/schemas';
import { useT, useUiLanguage } from '../../i18n/context';
import { changeLabel, changeParts, type ChangeEntity } from './history';

export function HistoryChanges({
  changes,
  meta,
}: {
  readonly changes: readonly HistoryChange[];
  /** The changes' entity (its fields' kinds, its list's status names); null: values shown as stored. */
  readonly meta: ChangeEntity | null;
}) {
  const t = useT();
  const { language } = useUiLanguage();
  if (changes.length === 0) {
    return (
      <Text size="sm" c="gray.7">
        {t('history.noChanges')}
      </Text>
    );
  }
  return (
    <Stack gap={6} data-testid="history-changes">
      {changes.map((change) => {
        const parts = changeParts(change, { meta, language });
        return (
          <Box key={change.path} data-testid="history-change">
            <Text size="xs" fw={600} c="gray.8">
              {changeLabel(change)}
            </Text>
            {parts === null ? (
              <Text size="sm" c="gray.7">
                {t('history.formatting')}
              </Text>
            ) : (
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
                {parts.length === 0 ? t('history.emptyValue') : null}
                {parts.map((part, index) =>
                  part.kind === 'same' ? (
                    <span key={index}>{part.text}</span>
                  ) : part.kind === 'removed' ? (
                    <del
                      key={index}
                      style={{ color: 'var(--mantine-color-red-9)', background: 'var(--mantine-color-red-0)' }}
                    >
                      {part.text}
                    </del>
                  ) : (
                    <ins
                      key={index}
                      style={{ background: 'var(--mantine-color-green-1)', textDecoration: 'underline' }}
                    >
                      {part.text}
                    </ins>
                  ),
                )}
              </Text>
            )}
          </Box>
        );
      })}
    </Stack>
  );
}
