/**
 * Where each part of the normalised model was written: the model (`core/model.ts`) holds no YAML
 * positions, so normalise's stage hands this map beside it and the check stage reports its
 * issues with file and line without reading the schemas again.
 */
import type { PathSegment, SourceDocument } from './issues';
import type { ValidatedSchemas } from './validate';

/** A place in a schema file: the document and the path of the node to point at. */
export interface SourcePlace {
  readonly source: SourceDocument;
  readonly at: readonly PathSegment[];
}

export interface EntitySources {
  readonly source: SourceDocument;
  /** Top-level fields (per-language and shared) by name: where each (or its last override) is written. */
  readonly fields: ReadonlyMap<string, SourcePlace>;
  /** The entity keys written in its file (`path`, `route`, `editorRoute`...), by name. */
  readonly written: ReadonlySet<string>;
}

export interface ModelSources {
  /** By entity name. */
  readonly entities: ReadonlyMap<string, EntitySources>;
  /** Settings screens by name. */
  readonly settings: ReadonlyMap<string, SourceDocument>;
}

export function modelSources(schemas: ValidatedSchemas): ModelSources {
  const entities = new Map<string, EntitySources>();
  for (const entity of schemas.entities) {
    const fields = new Map<string, SourcePlace>();
    for (const field of [...entity.contents, ...entity.fields]) {
      if (!fields.has(field.name)) fields.set(field.name, { source: field.source, at: field.at });
    }
    const written = new Set(Object.keys(entity.input).filter((key) => entity.source.document.has(key)));
    entities.set(entity.input.entity, { source: entity.source, fields, written });
  }
  const settings = new Map(schemas.settings.map((screen) => [screen.input.settings, screen.source]));
  return { entities, settings };
}

/** The sources of an entity of the model (a missing one is a generator bug). */
export function entitySources(sources: ModelSources, name: string): EntitySources {
  const found = sources.entities.get(name);
  if (!found) throw new Error(`generator bug: no validated schema for entity '${name}'`);
  return found;
}
