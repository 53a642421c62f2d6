/**
 * The form state of an editor (the generic one and the settings'): a `FormStore` of its values,
 * checked by the editor's whole-item rule (`check`) at three moments only: when the form opens
 * (quietly for a new item: its errors appear after the first change), once typing pauses
 * (`CHECK_DELAY_MS` after the last change), and at save (`checkNow`). A keystroke writes its
 * path and nothing else: the check never runs in a keystroke's task, and only the fields whose
 * message changed re-render when it does (issue #49). The server's 422 messages stay on their
 * fields while these hold the value that was sent.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { FormStore } from '#core/formStore';
import { activeServerErrors, mergeErrors, type ErrorMap, type ServerError } from './validation';
import type { EditorValues } from './values';

/** The pause after the last change before the whole item is checked again. */
export const CHECK_DELAY_MS = 250;

/** The path the messages naming no field are kept under (shown above the form). */
export const ROOT_ERROR = 'root';

/** An error map as the store keeps it: one message per path (a field's messages joined). */
export function flatErrors(errors: ErrorMap): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [name, messages] of Object.entries(errors)) flat[name === '' ? ROOT_ERROR : name] = messages.join(' ');
  return flat;
}

export interface ValidatedForm {
  readonly store: FormStore<EditorValues>;
  /** Checks the whole item now and shows the result; true when it is valid. */
  checkNow(): boolean;
  /** Whether the item passed its last check (also the quiet one of a new item). */
  readonly isValid: boolean;
  /** Keeps a 422 answer's messages on their fields (until a field's value changes). */
  keepServerErrors(errors: Readonly<Record<string, ServerError>>): void;
}

export interface ValidatedFormOptions {
  /** The values the form opens with (read once). */
  readonly initial: () => EditorValues;
  /** The whole-item rule: messages by field path (empty: valid). */
  readonly check: (values: EditorValues) => ErrorMap;
  /** Show the errors of the opening values at once (a stored item) or only after a change (a new one). */
  readonly showInitialErrors: boolean;
}

export function useValidatedForm({ initial, check, showInitialErrors }: ValidatedFormOptions): ValidatedForm {
  const [store] = useState(() => new FormStore<EditorValues>(initial()));
  const checkRef = useRef(check);
  useLayoutEffect(() => {
    checkRef.current = check;
  });
  const kept = useRef<Readonly<Record<string, ServerError>>>({});
  const [isValid, setValid] = useState(() => Object.keys(check(store.getValues())).length === 0);

  const checkNow = useCallback(() => {
    const values = store.getValues();
    const errors = mergeErrors(checkRef.current(values), activeServerErrors(kept.current, values));
    store.setErrors(flatErrors(errors));
    const valid = Object.keys(errors).length === 0;
    setValid(valid);
    return valid;
  }, [store]);

  const keepServerErrors = useCallback(
    (errors: Readonly<Record<string, ServerError>>) => {
      kept.current = errors;
      checkNow();
    },
    [checkNow],
  );

  // Every change (re)starts the pause; the check runs once it has passed, outside any keystroke.
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = store.onChange(() => {
      clearTimeout(timer);
      timer = setTimeout(checkNow, CHECK_DELAY_MS);
    });
    return () => {
      clearTimeout(timer);
      stop();
    };
  }, [store, checkNow]);

  // A stored item shows its errors when it opens.
  const shownAtOpen = useRef(showInitialErrors);
  useEffect(() => {
    if (shownAtOpen.current) checkNow();
  }, [checkNow]);

  return { store, checkNow, isValid, keepServerErrors };
}

/** The store's messages by path, re-rendering when they change (the editor's top bar and switcher). */
export function useFormErrors(store: FormStore<EditorValues>): Readonly<Record<string, string>> {
  const subscribe = useCallback((listener: () => void) => store.subscribeErrors(listener), [store]);
  return useSyncExternalStore(
    subscribe,
    () => store.getErrors(),
    () => store.getErrors(),
  );
}
