/**
 * One field of the runtime editor: the widget of the field's kind (`widgetOf` of
 * `kinds/registry.admin.ts`), given the admin's offer to widgets (`./host.tsx`). Every widget
 * reads and writes its value through the form store (`useField` of `kinds/host/form.tsx`), shows its label in the UI
 * language, the required mark, the help text and the error message of its path (client validation
 * or the server's 422 errors set with `setError`).
 */
import { createElement, type JSX } from 'react';
import { AdminHostProvider, type FieldInputProps } from '../../../kinds/host/admin';
import { widgetOf } from '../../../kinds/registry.admin';
import { createAdminHost } from './host';

export type { FieldInputProps } from '../../../kinds/host/admin';

export function FieldInput(props: FieldInputProps): JSX.Element {
  // A widget is a module-level component of `ADMIN_KINDS`, picked (not created) here.
  return <AdminHostProvider host={ADMIN_HOST}>{createElement(widgetOf(props.field.kind), props)}</AdminHostProvider>;
}

/** The admin's offer; group and list widgets render their members with `FieldInput`. */
const ADMIN_HOST = createAdminHost(FieldInput);
