/** What emitters hand to the write stage: a pure map from project-relative path to file text. */
import type { Model } from '../normalise';
import type { Render } from './render';

export type FileMap = ReadonlyMap<string, string>;

/** What emitters get beside the model: the loaded templates, ready to render. Emitters read no files. */
export interface EmitInput {
  readonly render: Render;
}

/** An emitter is a pure function of the model (and the loaded templates). */
export type Emitter = (model: Model, input: EmitInput) => FileMap | Promise<FileMap>;

export const REGENERATE_COMMAND = 'npm run generate';

/**
 * The header every generated file starts with: its sources and the command that remakes it.
 * No timestamps and no machine paths, so output is deterministic.
 */
export function header(options: { sources: readonly string[]; comment: '//' | '#' }): string {
  const sources = [...options.sources].sort();
  const from =
    sources.length === 1
      ? sources[0]
      : sources.length <= 3
        ? sources.join(', ')
        : `${sources.length} schemas under schemas/`;
  return [
    `${options.comment} Generated from ${from} by \`${REGENERATE_COMMAND}\`. Do not edit by hand:`,
    `${options.comment} change the schema or the generator and run \`${REGENERATE_COMMAND}\` again.`,
    '',
  ].join('\n');
}
