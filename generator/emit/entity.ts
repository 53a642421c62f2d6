/** Per-entity files under `generated/entities/<name>/`: meta.ts, schema.ts, List.tsx, Editor.tsx. */
import { VariableDeclarationKind } from 'ts-morph';
import type { EntityMeta } from '../../core/model';
import type { Model } from '../normalise';
import { entityDir, entityIdentifiers } from './names';
import { render } from './templates';
import { moduleText, sourceFile } from './ts';
import { header, type FileMap } from './types';
import { emitSchemaModule } from './zod';

const RUNTIME = '#runtime';

/** The model of one entity as `as const` data, typed by `EntityMeta`. */
export function emitMetaModule(entity: EntityMeta): string {
  const ids = entityIdentifiers(entity);
  const file = sourceFile(`/${entity.name}/meta.ts`);
  file.addImportDeclaration({ moduleSpecifier: '#core/model', namedImports: ['EntityMeta'], isTypeOnly: true });
  file.addVariableStatement({
    isExported: true,
    declarationKind: VariableDeclarationKind.Const,
    docs: [`${entity.label.singular.en}: the normalised schema, read by the admin runtime and the server.`],
    declarations: [{ name: ids.meta, initializer: `${JSON.stringify(entity)} as const satisfies EntityMeta` }],
  });
  return moduleText(file, header({ sources: [entity.source], comment: '//' }));
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
