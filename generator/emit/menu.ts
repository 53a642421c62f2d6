/** `generated/menu.ts`: the sidebar of `schemas/sidebar.yaml`, resolved against the entities. */
import { VariableDeclarationKind } from 'ts-morph';
import type { Model } from '../normalise';
import { moduleText, sourceFile } from './ts';
import { header, type FileMap } from './types';

export function emitMenu(model: Model): FileMap {
  const file = sourceFile('/menu.ts');
  file.addImportDeclaration({ moduleSpecifier: '#core/menu', namedImports: ['MenuGroup'], isTypeOnly: true });
  file.addVariableStatement({
    isExported: true,
    declarationKind: VariableDeclarationKind.Const,
    docs: ['The sidebar groups and links, each shown only with its ability (`true`: everyone).'],
    declarations: [
      { name: 'sidebar', initializer: `${JSON.stringify(model.sidebar)} as const satisfies readonly MenuGroup[]` },
    ],
  });
  return new Map([
    ['generated/menu.ts', moduleText(file, header({ sources: ['schemas/sidebar.yaml'], comment: '//' }))],
  ]);
}
