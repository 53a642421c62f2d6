/**
 * The editors' form state: values addressed by dotted paths (`contents.it.title`,
 * `tappe.3.contents.en.description`), errors and touched marks by path, and subscriptions by
 * path, so that a change costs what the changed path costs, never what the whole form costs
 * (issue #49).
 *
 * - A write copies only the objects on its path (structural sharing): every other subtree keeps
 *   its identity, so a reader of an untouched path sees the same value and does not re-render.
 * - A write notifies the listeners of its path, of the paths above it (their value changed) and
 *   below it (theirs may have); nobody else.
 * - Dirtiness is kept per written path (compared with the initial value at that path only) and
 *   settled on demand; nothing walks the whole form per change.
 * - Errors are a flat map (path → message) replaced as a whole by the validation, which
 *   notifies only the paths whose message changed (and the paths above them, for the widgets
 *   that show a nested error).
 * Pure: no React (the hooks are in `kinds/host/form.tsx`), no DOM.
 */
import { isRecord } from './json';

export type FormValues = Record<string, unknown>;
type Listener = () => void;
/** Called after every write with the path written (`''`: the whole form was reset). */
export type ChangeListener = (path: string) => void;

/** The value at a dotted path (`undefined` when the path leads nowhere). */
export function valueAtPath(root: unknown, path: string): unknown {
  if (path === '') return root;
  let value: unknown = root;
  for (const key of path.split('.')) {
    if (Array.isArray(value)) value = value[Number(key)];
    else if (isRecord(value)) value = value[key];
    else return undefined;
  }
  return value;
}

/** `root` with `value` at `path`: the objects and arrays on the path copied, the rest shared. */
export function withValueAtPath(root: unknown, keys: readonly string[], value: unknown): unknown {
  const [key, ...rest] = keys;
  if (key === undefined) return value;
  if (Array.isArray(root)) {
    const copy: unknown[] = [...root];
    copy[Number(key)] = withValueAtPath(root[Number(key)], rest, value);
    return copy;
  }
  const base: Record<string, unknown> = isRecord(root) ? root : {};
  // A missing step becomes an array when the next key is an index.
  const next = base[key] ?? (rest[0] !== undefined && /^\d+$/.test(rest[0]) ? [] : {});
  return { ...base, [key]: withValueAtPath(rest.length === 0 ? base[key] : next, rest, value) };
}

/** Deep equality of plain values (what JSON can hold). */
export function sameFormValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a)) {
    return Array.isArray(b) && a.length === b.length && a.every((item, index) => sameFormValue(item, b[index]));
  }
  if (isRecord(a) && isRecord(b)) {
    const keys = Object.keys(a);
    if (keys.length !== Object.keys(b).length) return false;
    return keys.every((key) => Object.hasOwn(b, key) && sameFormValue(a[key], b[key]));
  }
  return false;
}

/** Whether `path` is `other` or lies below it. */
function within(path: string, other: string): boolean {
  return other === '' || path === other || (path.startsWith(other) && path.charAt(other.length) === '.');
}

/** `path` and every path above it, the path itself first (`a.b.c`, `a.b`, `a`). */
function selfAndAbove(path: string): string[] {
  const result = [path];
  let at = path.lastIndexOf('.');
  while (at > 0) {
    result.push(path.slice(0, at));
    at = path.lastIndexOf('.', at - 1);
  }
  return result;
}

class Listeners {
  private readonly byPath = new Map<string, Set<Listener>>();

  add(path: string, listener: Listener): () => void {
    let set = this.byPath.get(path);
    if (!set) this.byPath.set(path, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.byPath.delete(path);
    };
  }

  /** The listeners of `path`, of the paths above it and, with `below`, of the paths under it. */
  collect(path: string, below: boolean, into: Set<Listener>): void {
    for (const at of selfAndAbove(path)) for (const listener of this.byPath.get(at) ?? []) into.add(listener);
    if (!below) return;
    if (path === '') {
      for (const set of this.byPath.values()) for (const listener of set) into.add(listener);
      return;
    }
    for (const [at, set] of this.byPath) {
      if (at.length > path.length && within(at, path)) for (const listener of set) into.add(listener);
    }
  }

  get size(): number {
    let count = 0;
    for (const set of this.byPath.values()) count += set.size;
    return count;
  }
}

export interface SetOptions {
  /** Mark the path touched (a widget left, a value picked). */
  readonly touch?: boolean;
}

export class FormStore<V extends FormValues = FormValues> {
  private values: V;
  private initial: V;
  private errors: Readonly<Record<string, string>> = {};
  private touched = new Set<string>();
  /** Paths written since the last reset whose value may differ from the initial one. */
  private written = new Set<string>();
  private readonly valueListeners = new Listeners();
  private readonly errorListeners = new Listeners();
  private readonly formListeners = new Set<Listener>();
  private readonly changeListeners = new Set<ChangeListener>();
  /** The focusable element of each widget's path (given by the widgets' `ref`). */
  private readonly elements = new Map<string, { focus(): void }>();

  constructor(values: V) {
    this.values = values;
    this.initial = values;
  }

  /** The whole form, as it stands (never mutated: a write makes a new root). */
  getValues(): V {
    return this.values;
  }

  get(path: string): unknown {
    return valueAtPath(this.values, path);
  }

  /** Writes a value; a value equal (`===`) to the current one changes nothing. */
  set(path: string, value: unknown, options: SetOptions = {}): void {
    const touchedNow = options.touch === true && !this.touched.has(path);
    if (touchedNow) this.touched.add(path);
    if (this.get(path) === value) {
      if (touchedNow) this.notifyValue(path, false);
      return;
    }
    this.values = withValueAtPath(this.values, path === '' ? [] : path.split('.'), value) as V;
    // A write below a path written before stays within it; a write above settles those below.
    for (const at of [...this.written]) if (at !== path && within(at, path)) this.written.delete(at);
    if (![...selfAndAbove(path)].some((at) => this.written.has(at))) this.written.add(path);
    this.notifyValue(path, true);
    for (const listener of [...this.changeListeners]) listener(path);
  }

  /** New values (a loaded item): nothing dirty, nothing touched; errors kept until the next check. */
  reset(values: V): void {
    this.values = values;
    this.initial = values;
    this.written.clear();
    this.touched.clear();
    this.notifyValue('', true);
    for (const listener of [...this.changeListeners]) listener('');
  }

  /** Whether some value differs from the initial one (each written path compared, nothing else). */
  isDirty(): boolean {
    for (const path of this.written) {
      if (!sameFormValue(this.get(path), valueAtPath(this.initial, path))) return true;
    }
    return false;
  }

  /** The paths whose value differs from the initial one. */
  dirtyPaths(): string[] {
    return [...this.written].filter((path) => !sameFormValue(this.get(path), valueAtPath(this.initial, path)));
  }

  isTouched(path: string): boolean {
    return this.touched.has(path);
  }

  getErrors(): Readonly<Record<string, string>> {
    return this.errors;
  }

  /**
   * The message at `path`; with `nested`, else the first message below it (a widget showing one
   * message for a whole value: `category` shows `category.ids`'s).
   */
  getError(path: string, nested: boolean): string | null {
    const own = this.errors[path];
    if (own !== undefined) return own;
    if (!nested) return null;
    for (const [at, message] of Object.entries(this.errors)) if (within(at, path)) return message;
    return null;
  }

  /** Replaces the errors; only the paths whose message changed (and those above them) hear of it. */
  setErrors(next: Readonly<Record<string, string>>): void {
    const changed = new Set<string>();
    for (const [path, message] of Object.entries(next)) if (this.errors[path] !== message) changed.add(path);
    for (const path of Object.keys(this.errors)) if (!Object.hasOwn(next, path)) changed.add(path);
    if (changed.size === 0) return;
    this.errors = next;
    const listeners = new Set<Listener>();
    for (const path of changed) this.errorListeners.collect(path, false, listeners);
    for (const listener of this.formListeners) listeners.add(listener);
    for (const listener of listeners) listener();
  }

  /** Sets one path's message (a 422 answer), the others kept. */
  setError(path: string, message: string): void {
    this.setErrors({ ...this.errors, [path]: message });
  }

  /** Hears of changes to the value at `path` (or above or below it). */
  subscribeValue(path: string, listener: Listener): () => void {
    return this.valueListeners.add(path, listener);
  }

  /** Hears of changes to the message at `path` or below it. */
  subscribeError(path: string, listener: Listener): () => void {
    return this.errorListeners.add(path, listener);
  }

  /** Hears of any change of the errors (the editor's summary: valid, languages with errors). */
  subscribeErrors(listener: Listener): () => void {
    this.formListeners.add(listener);
    return () => this.formListeners.delete(listener);
  }

  /** Hears of every write, with its path (no copy of the form is made for it). */
  onChange(listener: ChangeListener): () => void {
    this.changeListeners.add(listener);
    return () => this.changeListeners.delete(listener);
  }

  /** Records (or, with null, forgets) the element that takes the focus for `path`. */
  setElement(path: string, element: { focus(): void } | null): void {
    if (element) this.elements.set(path, element);
    else this.elements.delete(path);
  }

  /** Moves the focus to the first field with an error that has an element; whether one had. */
  focusFirstError(): boolean {
    for (const path of Object.keys(this.errors)) {
      const element = this.elements.get(path);
      if (element) {
        element.focus();
        return true;
      }
    }
    return false;
  }

  /** How many value and error listeners are registered (tests: nothing leaks). */
  listenerCount(): number {
    return this.valueListeners.size + this.errorListeners.size + this.formListeners.size + this.changeListeners.size;
  }

  private notifyValue(path: string, below: boolean): void {
    const listeners = new Set<Listener>();
    this.valueListeners.collect(path, below, listeners);
    for (const listener of listeners) listener();
  }
}
