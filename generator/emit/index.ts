/**
 * Runs every emitter and merges their files (a path emitted twice is a generator bug). Pure: the
 * model and the template texts the load stage read are all it reads.
 */
import type { Model } from '../normalise';
import { emitClient } from './client';
import { emitDb } from './db';
import { emitEntityFiles } from './entity';
import { emitMenu } from './menu';
import { buildOpenApi, emitOpenApi } from './openapi';
import { emitRegistry } from './registry';
import { emitRoutes } from './routes';
import { emitSettings } from './settings';
import { templateRenderer, type TemplateTexts } from './render';
import type { Emitter, FileMap } from './types';

/** Emitters that depend only on the model. */
export const MODEL_EMITTERS: readonly Emitter[] = [
  emitEntityFiles,
  emitRoutes,
  emitMenu,
  emitRegistry,
  emitDb,
  emitSettings,
];

export async function emitAll(model: Model, templates: TemplateTexts): Promise<FileMap> {
  const input = { render: templateRenderer(templates) };
  const files = new Map<string, string>();
  const add = (emitted: FileMap): void => {
    for (const [file, text] of emitted) {
      if (files.has(file)) throw new Error(`generator bug: ${file} emitted twice`);
      files.set(file, text);
    }
  };
  for (const emitter of MODEL_EMITTERS) add(await emitter(model, input));
  // The OpenAPI document, and the typed client derived from it (from the document itself: reading
  // back its YAML took longer than all the other emitters).
  const document = buildOpenApi(model);
  add(emitOpenApi(model, document));
  add(emitClient(document, model));
  return files;
}
