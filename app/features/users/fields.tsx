/**
 * The inputs of the user and desk forms, memoised: each is given its value and a stable callback
 * (a `useCallback` with a functional update of the form's state), so a keystroke renders the input
 * typed in, not the other inputs, selects and cards of the form.
 */
import {
  PasswordInput,
  Select,
  TextInput,
  type PasswordInputProps,
  type SelectProps,
  type TextInputProps,
} from '@mantine/core';
import { memo } from 'react';

type ValueProps<P, K extends string> = Omit<P, 'value' | 'onChange'> & {
  /** The field's key, given back to `onValue`. */
  readonly name: K;
  readonly value: string;
  readonly onValue: (name: K, value: string) => void;
};

function TextInputView<K extends string>({ name, value, onValue, ...props }: ValueProps<TextInputProps, K>) {
  return <TextInput {...props} value={value} onChange={(event) => onValue(name, event.currentTarget.value)} />;
}

function PasswordInputView<K extends string>({ name, value, onValue, ...props }: ValueProps<PasswordInputProps, K>) {
  return <PasswordInput {...props} value={value} onChange={(event) => onValue(name, event.currentTarget.value)} />;
}

/** A text input of a form (`onValue(name, text)`). */
export const FormTextInput = memo(TextInputView) as typeof TextInputView;

/** A password input of a form (`onValue(name, text)`). */
export const FormPasswordInput = memo(PasswordInputView) as typeof PasswordInputView;

/** A select of a form; its `data` and `onChange` must keep their identity (`useMemo`, `useCallback`). */
export const FormSelect = memo(function FormSelect(props: SelectProps) {
  return <Select {...props} />;
});
