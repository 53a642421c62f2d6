/** Per-entity files under `generated/entities/<name>/`: meta.ts, schema.ts, List.tsx, Editor.tsx. */
import type { EntityMeta } from '../../core/model';
import type { Model } from '../normalise';
import { entityDir, entityIdentifiers } from './names';
import { render } from './templates';
import { header, type FileMap } from './types';
import { emitSchemaModule } from './zod';

const RUNTIME = '#runtime';

/**
 * The model of one entity as `as const` data, typed by `EntityMeta`. Written as text: the module is
 * one declaration, and building it with ts-morph cost more than the rest of the entity's files.
 */
export function emitMetaModule(entity: EntityMeta): string {
  const ids = entityIdentifiers(entity);
  return (
    header({ sources: [entity.source], comment: '//' }) +
    "import type { EntityMeta } from '#core/model';\n\n" +
    `/** ${entity.label.singular.en.replace(/\*\//g, '*\\/')}: the normalised schema, read by the admin runtime and the server. */\n` +
    `export const ${ids.meta} = ${JSON.stringify(entity)} as const satisfies EntityMeta;\n`
  );
}

function emitScreens(entity: EntityMeta): [string, string][] {
  const ids = entityIdentifiers(entity);
  const headerText = header({ sources: [entity.source], comment: '//' });
  const dir = entityDir(entity);
  return [
    [
      `${dir}/List.tsx`,
      render('List.tsx', {
        header: headerText,
        runtime: RUNTIME,
        meta: ids.meta,
        calls: ids.calls,
        client: `../../api/${entity.name}`,
        component: ids.list,
        description: `The list screen of ${entity.label.plural.en} (/${entity.route}).`,
      }),
    ],
    [
      `${dir}/Editor.tsx`,
      render('Editor.tsx', {
        header: headerText,
        runtime: RUNTIME,
        meta: ids.meta,
        validators: ids.validators,
        calls: ids.calls,
        client: `../../api/${entity.name}`,
        component: ids.editor,
        description: `The editor of ${entity.label.plural.en} (/${entity.route}/:id, id 'new' to create).`,
      }),
    ],
  ];
}

export function emitEntityFiles(model: Model): FileMap {
  const files = new Map<string, string>();
  for (const entity of model.entities) {
    const dir = entityDir(entity);
    files.set(`${dir}/meta.ts`, emitMetaModule(entity));
    files.set(`${dir}/schema.ts`, emitSchemaModule(entity));
    for (const [file, text] of emitScreens(entity)) files.set(file, text);
  }
  return files;
}
