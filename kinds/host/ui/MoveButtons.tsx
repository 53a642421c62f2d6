/**
 * The up and down buttons of an entry in an ordered list (repeatable lists, references), named
 * after the entry for screen readers; the keyboard-free alternative to dragging.
 */
import { ActionIcon } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { useT } from '../admin';

export function MoveButtons({
  name,
  index,
  count,
  disabled,
  onMove,
}: {
  /** The entry's title, in the buttons' labels. */
  readonly name: string;
  readonly index: number;
  readonly count: number;
  readonly disabled: boolean;
  readonly onMove: (to: number) => void;
}) {
  const t = useT();
  return (
    <>
      <ActionIcon
        variant="subtle"
        color="gray"
        aria-label={`${t('field.moveUp')}: ${name}`}
        disabled={disabled || index === 0}
        onClick={() => onMove(index - 1)}
      >
        <IconArrowUp size={16} aria-hidden />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="gray"
        aria-label={`${t('field.moveDown')}: ${name}`}
        disabled={disabled || index === count - 1}
        onClick={() => onMove(index + 1)}
      >
        <IconArrowDown size={16} aria-hidden />
      </ActionIcon>
    </>
  );
}
