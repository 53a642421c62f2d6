/**
 * Reading query-string parameters strictly: each parser returns a value or the message key of
 * what is wrong, so a list call answers 422 naming every bad parameter at once.
 */
import type { ValidationMessageKey } from './messages';
import { formatMessage } from './messages';
import type { UiLanguage } from './languages';
import { LIST_LIMITS } from './limits';

export type QueryValue = string | string[] | undefined;
export type Query = Readonly<Record<string, QueryValue>>;

/** Collects the problems of one query; `errors` is the 422 `errors` object. */
export class QueryReader {
  readonly errors: Record<string, string[]> = {};

  constructor(
    private readonly query: Query,
    private readonly language: UiLanguage,
  ) {}

  fail(param: string, key: ValidationMessageKey, params: Record<string, string | number> = {}): null {
    const list = Object.hasOwn(this.errors, param) ? (this.errors[param] ?? []) : (this.errors[param] = []);
    list.push(formatMessage(key, this.language, params));
    return null;
  }

  get ok(): boolean {
    return Object.keys(this.errors).length === 0;
  }

  /** The single string value of a parameter; undefined when absent or empty. */
  string(param: string, options: { max?: number } = {}): string | undefined {
    const raw = Object.hasOwn(this.query, param) ? this.query[param] : undefined;
    if (raw === undefined) return undefined;
    if (Array.isArray(raw)) {
      this.fail(param, 'invalid');
      return undefined;
    }
    const value = raw.trim();
    if (value === '') return undefined;
    const max = options.max ?? LIST_LIMITS.parameter;
    if (value.length > max) {
      this.fail(param, 'maxLength', { max });
      return undefined;
    }
    return value;
  }

  integer(param: string, options: { min: number; max: number }): number | undefined {
    const raw = this.string(param, { max: 20 });
    if (raw === undefined) return undefined;
    if (!/^[+-]?\d+$/.test(raw)) {
      this.fail(param, 'integer');
      return undefined;
    }
    const value = Number(raw);
    if (value < options.min) {
      this.fail(param, 'minNumber', { min: options.min });
      return undefined;
    }
    if (value > options.max) {
      this.fail(param, 'maxNumber', { max: options.max });
      return undefined;
    }
    return value;
  }

  /**
   * The values of a repeated parameter (`excludes[]=a&excludes[]=b`, or one value): each trimmed,
   * empty ones dropped; undefined when absent. More than `maxItems` values, or one over `max`
   * characters, fail (the whole parameter: nothing of it is used).
   */
  list(param: string, options: { readonly maxItems: number; readonly max: number }): string[] | undefined {
    const raw = Object.hasOwn(this.query, param) ? this.query[param] : undefined;
    if (raw === undefined) return undefined;
    const entries = (Array.isArray(raw) ? raw : [raw]).map((entry) => entry.trim()).filter((entry) => entry !== '');
    if (entries.length > options.maxItems) {
      this.fail(param, 'tooManyItems', { max: options.maxItems });
      return undefined;
    }
    if (entries.some((entry) => entry.length > options.max)) {
      this.fail(param, 'maxLength', { max: options.max });
      return undefined;
    }
    return entries;
  }

  oneOf<const T extends string>(param: string, allowed: readonly T[]): T | undefined {
    const raw = this.string(param, { max: 100 });
    if (raw === undefined) return undefined;
    if (!(allowed as readonly string[]).includes(raw)) {
      this.fail(param, 'option');
      return undefined;
    }
    return raw as T;
  }
}
