/**
 * The sortable tree (`app/runtime/sortable/SortableTree.tsx`), under the menu and category editors
 * (through `EditableTree`): a small menu to reorder by dragging the handles, with the pointer or the
 * keyboard (space or enter picks a row up, up and down move it, right and left change its level,
 * space or enter drops it, Escape cancels). The outline under the tree shows what `onChange` gave.
 */
import { Group, Paper, Text } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Providers } from '../app/Providers';
import { SortableTree } from '../app/runtime/sortable/SortableTree';

interface MenuItem {
  readonly id: string;
  readonly label: string;
  readonly children: readonly MenuItem[];
}

const item = (id: string, label: string, children: readonly MenuItem[] = []): MenuItem => ({ id, label, children });

const MENU: readonly MenuItem[] = [
  item('home', 'Home'),
  item('territory', 'Territorio', [
    item('cities', 'Città d’arte', [item('bologna', 'Bologna'), item('ferrara', 'Ferrara')]),
    item('coast', 'Riviera'),
  ]),
  item('events', 'Eventi'),
  item('contacts', 'Contatti'),
];

/** The tree as `label(children)` text. */
function outline(nodes: readonly MenuItem[]): string {
  return nodes
    .map((node) => (node.children.length ? `${node.label}(${outline(node.children)})` : node.label))
    .join(' ');
}

function TreeDemo({
  initial,
  disabled = false,
}: {
  readonly initial: readonly MenuItem[];
  readonly disabled?: boolean;
}) {
  const [tree, setTree] = useState<readonly MenuItem[]>(initial);
  return (
    <Providers language="it">
      <div style={{ maxWidth: 480 }}>
        <SortableTree
          tree={tree}
          onChange={setTree}
          getLabel={(node) => node.label}
          disabled={disabled}
          renderNode={(node, { handle, isDragging }) => (
            <Paper withBorder p={6} shadow={isDragging ? 'sm' : undefined}>
              <Group gap="xs" wrap="nowrap">
                {handle}
                <Text size="sm">{node.label}</Text>
              </Group>
            </Paper>
          )}
        />
        <Text data-testid="tree-outline" size="xs" c="gray.7" mt="md" ff="monospace">
          {outline(tree)}
        </Text>
      </div>
    </Providers>
  );
}

const meta = {
  title: 'Runtime/SortableTree',
  component: TreeDemo,
  parameters: { layout: 'padded' },
  args: { initial: MENU },
} satisfies Meta<typeof TreeDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const Default: Story = {};

/** Keyboard only: "Contatti" goes up one row, then one level right, under "Territorio". */
export const KeyboardMove: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const handle = await canvas.findByRole('button', { name: 'Trascina per riordinare: Contatti' });
    handle.focus();
    await userEvent.keyboard(' ');
    await pause(100);
    await userEvent.keyboard('{ArrowUp}');
    await pause(100);
    await userEvent.keyboard(' ');
    await waitFor(() =>
      expect(canvas.getByTestId('tree-outline')).toHaveTextContent(
        'Home Territorio(Città d’arte(Bologna Ferrara) Riviera) Contatti Eventi',
      ),
    );
    await pause(300);
    handle.focus();
    await userEvent.keyboard(' ');
    await pause(100);
    await userEvent.keyboard('{ArrowRight}');
    await pause(100);
    await userEvent.keyboard(' ');
    await waitFor(() =>
      expect(canvas.getByTestId('tree-outline')).toHaveTextContent(
        'Home Territorio(Città d’arte(Bologna Ferrara) Riviera Contatti) Eventi',
      ),
    );
  },
};

export const Disabled: Story = { args: { disabled: true } };
