/**
 * The status box's choices for one language: the server's `nextStatuses` (options with a
 * non-positive `active` shown disabled) and, for a language not stored yet, "not present" (-1).
 */
import type { LanguageCode, UiLanguage } from '#core/languages';
import { STATUS, STATUS_NAMES, isStatusCode, nextStatuses } from '#core/statuses';
import { isRecord } from '#api/errors.ts';

export interface StatusOptionAnswer {
  readonly id: number;
  readonly name: string;
  readonly active: number;
}

export type NextStatuses = Readonly<Partial<Record<LanguageCode, readonly StatusOptionAnswer[]>>>;

export interface StatusChoice {
  readonly value: string;
  readonly label: string;
  readonly disabled: boolean;
}

/** `nextStatuses` of an item answer or the `related_statuses` call, keeping well-formed options only. */
export function parseNextStatuses(value: unknown): NextStatuses {
  if (!isRecord(value)) return {};
  const result: Partial<Record<LanguageCode, StatusOptionAnswer[]>> = {};
  for (const [language, options] of Object.entries(value)) {
    if (!Array.isArray(options)) continue;
    result[language as LanguageCode] = options.filter(
      (option): option is StatusOptionAnswer =>
        isRecord(option) &&
        typeof option.id === 'number' &&
        typeof option.name === 'string' &&
        typeof option.active === 'number',
    );
  }
  return result;
}

export function statusChoices(options: {
  readonly answer: readonly StatusOptionAnswer[] | undefined;
  /** The language is stored on the server (it cannot become "not present" again). */
  readonly stored: boolean;
  /** The status the form holds now. */
  readonly current: number;
  readonly uiLanguage: UiLanguage;
  /** Used when the server gave no options: the local transition table from "not present". */
  readonly canPublish: boolean;
}): StatusChoice[] {
  const answer =
    options.answer ??
    nextStatuses({ current: STATUS.absent, canPublish: options.canPublish, language: options.uiLanguage });
  const choices: StatusChoice[] = answer.map((option) => ({
    value: String(option.id),
    label: option.name,
    disabled: option.active <= 0,
  }));
  if (!options.stored) {
    choices.unshift({
      value: String(STATUS.absent),
      label: STATUS_NAMES[STATUS.absent][options.uiLanguage],
      disabled: false,
    });
  }
  // The current value is always listed (a status the server no longer offers stays visible).
  if (!choices.some((choice) => choice.value === String(options.current)) && isStatusCode(options.current)) {
    choices.push({
      value: String(options.current),
      label: STATUS_NAMES[options.current][options.uiLanguage],
      disabled: true,
    });
  }
  return choices;
}
