/**
 * What every widget shares: the props contract, the label / required mark / help / error
 * "chrome" Mantine inputs take, and the error message of a form path.
 */
import { Input } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { get, useFormContext, useFormState } from 'react-hook-form';
import type { LanguageCode } from '#core/languages';
import type { FieldMeta } from '#core/model';
import { useLabel } from '../../i18n/context';
import { firstErrorMessage, ownErrorMessage } from './errorMessages';

export interface FieldInputProps {
  /** A leaf field (group members are resolved by the editor; never 'group', never 'status'). */
  readonly field: FieldMeta;
  /** react-hook-form path of the value: 'contents.it.title', 'comune', 'category'... */
  readonly name: string;
  /** The content language being edited (for lookups such as category titles). */
  readonly language: LanguageCode;
  /** Whether to mark the label required. */
  readonly required: boolean;
  readonly disabled?: boolean;
  /** Called when a text-like input is left, with its trimmed value (the editor fills the slug from the title). */
  readonly onLeave?: (value: string) => void;
}

/** Props of a widget for one kind. */
export type KindProps<K extends FieldMeta['kind']> = Omit<FieldInputProps, 'field'> & {
  readonly field: Extract<FieldMeta, { kind: K }>;
};

/**
 * The error message of a path. `nested`: also a message set on a child path (`category.ids`,
 * `contents.it.tags.0.name`), for widgets that show one message for their whole value.
 */
export function useFieldError(name: string, nested = true): string | null {
  const { control } = useFormContext();
  const { errors } = useFormState({ control, name });
  const entry: unknown = get(errors, name);
  return nested ? firstErrorMessage(entry) : ownErrorMessage(entry);
}

export interface FieldChrome {
  readonly label: string;
  readonly description: string | undefined;
  readonly error: string | undefined;
  readonly withAsterisk: boolean;
}

/** Label in the UI language, required mark, help text and error message, as Mantine input props. */
export function useFieldChrome(field: FieldMeta, name: string, required: boolean, nestedErrors = true): FieldChrome {
  const label = useLabel();
  const error = useFieldError(name, nestedErrors);
  return {
    label: label(field.label),
    description: field.help ? label(field.help) : undefined,
    error: error ?? undefined,
    withAsterisk: required,
  };
}

/**
 * The labelled frame of a widget made of several controls (params, contacts, lists, images,
 * portal, address): the field's label, help and error around them, announced as one group.
 */
export function FieldGroup({ chrome, children }: { readonly chrome: FieldChrome; readonly children: ReactNode }) {
  const labelId = `${useId()}-label`;
  return (
    <Input.Wrapper
      label={chrome.label}
      labelElement="div"
      labelProps={{ id: labelId }}
      description={chrome.description}
      error={chrome.error}
      withAsterisk={chrome.withAsterisk}
      role="group"
      aria-labelledby={labelId}
    >
      {children}
    </Input.Wrapper>
  );
}
