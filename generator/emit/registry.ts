/** `generated/registry.ts`: what the server needs per entity (model, validators, tables). */
import type { Model } from '../normalise';
import { camelCase, entityIdentifiers } from './names';
import { moduleText, sourceFile } from './ts';
import { header, type FileMap } from './types';
import { VariableDeclarationKind } from 'ts-morph';

export function emitRegistry(model: Model): FileMap {
  const file = sourceFile('/registry.ts');
  for (const entity of model.entities) {
    const ids = entityIdentifiers(entity);
    file.addImportDeclaration({ moduleSpecifier: `./entities/${entity.name}/meta`, namedImports: [ids.meta] });
    file.addImportDeclaration({ moduleSpecifier: `./entities/${entity.name}/schema`, namedImports: [ids.validators] });
  }
  file.addImportDeclaration({
    moduleSpecifier: './db/schema',
    namedImports: model.entities.map((entity) => `${camelCase(entity.name)}Tables`),
  });
  const entries = model.entities.map((entity) => {
    const ids = entityIdentifiers(entity);
    return `${JSON.stringify(entity.name)}: { meta: ${ids.meta}, validators: ${ids.validators}, tables: ${camelCase(entity.name)}Tables }`;
  });
  file.addVariableStatement({
    isExported: true,
    declarationKind: VariableDeclarationKind.Const,
    docs: ['Every generated entity by name: its model, zod validators and database tables.'],
    declarations: [{ name: 'registry', initializer: `{ ${entries.join(',\n')} } as const` }],
  });
  file.addTypeAlias({ isExported: true, name: 'EntityName', type: 'keyof typeof registry' });
  file.addVariableStatement({
    isExported: true,
    declarationKind: VariableDeclarationKind.Const,
    declarations: [
      {
        name: 'entityNames',
        initializer: `${JSON.stringify(model.entities.map((entity) => entity.name))} as const satisfies readonly EntityName[]`,
      },
    ],
  });
  return new Map([
    [
      'generated/registry.ts',
      moduleText(file, header({ sources: model.entities.map((entity) => entity.source), comment: '//' })),
    ],
  ]);
}
