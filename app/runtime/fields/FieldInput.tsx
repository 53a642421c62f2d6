/**
 * One field of the runtime editor: the widget of the field's kind (`WIDGETS` of `widgets.ts`).
 * Every widget reads and writes its value through react-hook-form (`useController`), shows its
 * label in the UI language, the required mark, the help text and the error message of its path
 * (client validation or the server's 422 errors set with `setError`).
 */
import { createElement, type JSX } from 'react';
import type { FieldInputProps } from './shared';
import { widgetOf } from './widgets';

export type { FieldInputProps } from './shared';

export function FieldInput(props: FieldInputProps): JSX.Element {
  // A widget is a module-level component of `WIDGETS`, picked (not created) here.
  return createElement(widgetOf(props.field.kind), props);
}
