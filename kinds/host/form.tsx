/**
 * The form state's React side (`core/formStore.ts` holds the state): the store given to the
 * widgets below an editor, and hooks that each subscribe to one path, so that a keystroke
 * re-renders the widget whose value changed and what reads that path, nothing else (issue #49).
 * Widgets read and write their value with `useField` (the shape react-hook-form's
 * `useController` had), read another path with `useFormValue`, a value derived from a path
 * (a list's length) with `useFormSelect`, and reach the store itself (`get`/`set` at a moment,
 * never during rendering) with `useFormStore`.
 */
import { createContext, useCallback, useContext, useMemo, useRef, useSyncExternalStore, type ReactNode } from 'react';
import type { FormStore, SetOptions } from '#core/formStore';

const FormStoreContext = createContext<FormStore | null>(null);

/** Gives the widgets below it the form they edit. */
export function FormStoreProvider({ store, children }: { readonly store: FormStore; readonly children: ReactNode }) {
  return <FormStoreContext.Provider value={store}>{children}</FormStoreContext.Provider>;
}

/** The form being edited; a widget rendered outside `FormStoreProvider` is a programming error. */
export function useFormStore(): FormStore {
  const store = useContext(FormStoreContext);
  if (!store) throw new Error('a field widget needs its form (FormStoreProvider)');
  return store;
}

/** The value at `path`, re-rendering when it changes (and only then). */
export function useFormValue(path: string): unknown {
  const store = useFormStore();
  const subscribe = useCallback((listener: () => void) => store.subscribeValue(path, listener), [store, path]);
  return useSyncExternalStore(
    subscribe,
    () => store.get(path),
    () => store.get(path),
  );
}

/**
 * A value derived from the one at `path` (a list's length, a title's text), re-rendering only
 * when the derived value changes (`Object.is`): `select` must return a primitive or a value it
 * keeps the identity of.
 */
export function useFormSelect<T>(path: string, select: (value: unknown) => T): T {
  const store = useFormStore();
  const subscribe = useCallback((listener: () => void) => store.subscribeValue(path, listener), [store, path]);
  const read = () => select(store.get(path));
  return useSyncExternalStore(subscribe, read, read);
}

/**
 * The values at several paths (in their order), re-rendering when one of them changes; of the
 * form below which it is used, or of `given` (the editor that holds the form).
 */
export function useFormValues(paths: readonly string[], given?: FormStore): readonly unknown[] {
  const context = useContext(FormStoreContext);
  const store = given ?? context;
  if (!store) throw new Error('useFormValues needs a form (FormStoreProvider or given)');
  const key = paths.join('\n');
  const cache = useRef<readonly unknown[]>([]);
  const subscribe = useCallback(
    (listener: () => void) => {
      const stops = key.split('\n').map((path) => store.subscribeValue(path, listener));
      return () => {
        for (const stop of stops) stop();
      };
    },
    [store, key],
  );
  const read = () => {
    const next = key.split('\n').map((path) => store.get(path));
    const previous = cache.current;
    if (previous.length === next.length && next.every((value, index) => Object.is(value, previous[index]))) {
      return previous;
    }
    cache.current = next;
    return next;
  };
  return useSyncExternalStore(subscribe, read, read);
}

/** The message at `path` (`nested`: or the first one below it), re-rendering when it changes. */
export function useFormError(path: string, nested: boolean): string | null {
  const store = useFormStore();
  const subscribe = useCallback((listener: () => void) => store.subscribeError(path, listener), [store, path]);
  const read = () => store.getError(path, nested);
  return useSyncExternalStore(subscribe, read, read);
}

/** Whether the widget at `path` was left or picked from at least once. */
export function useFormTouched(path: string): boolean {
  const store = useFormStore();
  const subscribe = useCallback((listener: () => void) => store.subscribeValue(path, listener), [store, path]);
  const read = () => store.isTouched(path);
  return useSyncExternalStore(subscribe, read, read);
}

/**
 * Counts a render of `key` (a widget's path, `list:<path>` for a list) while a test asks for it:
 * a page that sets `globalThis.__formRenders` to a Map (the structure test of issue #49) reads
 * which widgets a keystroke rendered; otherwise nothing is kept.
 */
export function countRender(key: string): void {
  const counts = (globalThis as { __formRenders?: Map<string, number> }).__formRenders;
  if (counts instanceof Map) counts.set(key, (counts.get(key) ?? 0) + 1);
}

/** What a change handler may be given: the value, or an input's change event. */
function eventValue(input: unknown): unknown {
  if (typeof input !== 'object' || input === null || !('target' in input)) return input;
  const target: unknown = input.target;
  if (typeof target !== 'object' || target === null || !('value' in target)) return input;
  if ('type' in target && target.type === 'checkbox' && 'checked' in target) return target.checked;
  return target.value;
}

export interface FieldBinding {
  readonly field: {
    readonly name: string;
    readonly value: unknown;
    /** The new value, or an input's change event. */
    readonly onChange: (input: unknown) => void;
    readonly onBlur: () => void;
    /** The focusable element of the widget (a failed save moves the focus to the first error). */
    readonly ref: (element: { focus(): void } | null) => void;
  };
  readonly fieldState: {
    readonly error: { readonly message: string } | undefined;
    readonly isTouched: boolean;
  };
}

/** A widget's value at `name`, its handlers, its own error and whether it was left once. */
export function useField(name: string, options: SetOptions = {}): FieldBinding {
  const store = useFormStore();
  countRender(name);
  const value = useFormValue(name);
  const isTouched = useFormTouched(name);
  const message = useFormError(name, false);
  const touch = options.touch === true;
  const onChange = useCallback((input: unknown) => store.set(name, eventValue(input), { touch }), [store, name, touch]);
  const onBlur = useCallback(() => store.set(name, store.get(name), { touch: true }), [store, name]);
  const ref = useCallback((element: { focus(): void } | null) => store.setElement(name, element), [store, name]);
  const error = useMemo(() => (message === null ? undefined : { message }), [message]);
  return { field: { name, value, onChange, onBlur, ref }, fieldState: { error, isTouched } };
}
