/**
 * The permission grid of a role: a row per section with only the actions it has (Categorie: view
 * and edit), row and column toggles, the filter and the summary; the read-only grid of a role the
 * user may not change; and the role form around it.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Providers } from '../../app/Providers';
import { PermissionGrid } from '../../app/runtime/permissions/PermissionGrid';
import { RolePage } from '../../app/features/roles/RolePage';
import { GRID_LABELS, permissionGrid, sampleAbilities, userHandlers } from '../msw/users';
import { RouteFrame } from './RouteFrame';

function GridStory({ held, readOnly }: { held: readonly string[]; readOnly: boolean }) {
  const [value, setValue] = useState<Set<string>>(() => new Set(held));
  return (
    <Providers>
      <div style={{ padding: 16 }}>
        <PermissionGrid
          permission={permissionGrid(held)}
          labels={GRID_LABELS}
          value={value}
          onChange={setValue}
          readOnly={readOnly}
        />
      </div>
    </Providers>
  );
}

const meta = {
  title: 'Users/PermissionGrid',
  component: GridStory,
  args: { held: [...sampleAbilities(), 'category-view'], readOnly: false },
} satisfies Meta<typeof GridStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Editable: Story = {};

export const ReadOnly: Story = { args: { readOnly: true } };

/** The role form around the grid. */
export const RoleForm: Story = {
  render: () => <RouteFrame pattern="/users/roles/:id" path="/users/roles/4" element={<RolePage />} />,
  parameters: { msw: { handlers: userHandlers() } },
};
