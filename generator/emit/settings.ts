/**
 * Per settings screen (`schemas/settings/<name>.yaml`), under `generated/settings/<name>/`: its
 * model (`meta.ts`) and its validators (`schema.ts`: the form's, as for an entity, and one per
 * section for `operations/settings`); then `generated/settings/registry.ts` (every screen, for the
 * server) and `generated/settings/routes.ts` (the admin's routes, loading each screen lazily).
 */
import { VariableDeclarationKind } from 'ts-morph';
import type { SettingsMeta } from '../../core/model';
import type { Model } from '../normalise';
import { entityIdentifiers } from './names';
import { moduleText, sourceFile } from './ts';
import { header, type FileMap } from './types';
import { emitSchemaModule, sectionExpression } from './zod';

/** Identifiers of a screen's modules: `homeSettingsMeta`, `homeSettingsValidators`... */
export function settingsIdentifiers(settings: Pick<SettingsMeta, 'name'>) {
  const ids = entityIdentifiers({ name: `${settings.name}_settings` });
  return { ...ids, sections: ids.validators.replace(/Validators$/, 'Sections') };
}

function emitMeta(settings: SettingsMeta): string {
  const ids = settingsIdentifiers(settings);
  const file = sourceFile(`/settings/${settings.name}/meta.ts`);
  file.addImportDeclaration({ moduleSpecifier: '#core/model', namedImports: ['SettingsMeta'], isTypeOnly: true });
  file.addVariableStatement({
    isExported: true,
    declarationKind: VariableDeclarationKind.Const,
    docs: [`${settings.label.en}: the normalised settings schema, read by the admin runtime and the server.`],
    declarations: [{ name: ids.meta, initializer: `${JSON.stringify(settings)} as const satisfies SettingsMeta` }],
  });
  return moduleText(file, header({ sources: [settings.source], comment: '//' }));
}

function emitSchema(settings: SettingsMeta): string {
  const ids = settingsIdentifiers(settings);
  return emitSchemaModule({ ...settings, name: `${settings.name}_settings` }, (file) => {
    const sections = [...settings.contents, ...settings.fields].map(
      (field) => `${JSON.stringify(field.name)}: ${sectionExpression(field, settings.languages)}`,
    );
    file.addVariableStatement({
      isExported: true,
      declarationKind: VariableDeclarationKind.Const,
      docs: ["Each section's value as `operations/settings` carries it (per-language sections keyed by language)."],
      declarations: [{ name: ids.sections, initializer: `{ ${sections.join(',\n')} } as const` }],
    });
  });
}

function emitRegistry(model: Model): string {
  const file = sourceFile('/settings/registry.ts');
  file.addImportDeclaration({ moduleSpecifier: '#core/model', namedImports: ['SettingsMeta'], isTypeOnly: true });
  file.addImportDeclaration({ moduleSpecifier: 'zod', namedImports: ['ZodType'], isTypeOnly: true });
  file.addImportDeclaration({
    moduleSpecifier: '#core/validation',
    namedImports: ['EntityValidators'],
    isTypeOnly: true,
  });
  for (const settings of model.settings) {
    const ids = settingsIdentifiers(settings);
    file.addImportDeclaration({ moduleSpecifier: `./${settings.name}/meta`, namedImports: [ids.meta] });
    file.addImportDeclaration({
      moduleSpecifier: `./${settings.name}/schema`,
      namedImports: [ids.validators, ids.sections],
    });
  }
  file.addInterface({
    isExported: true,
    name: 'SettingsScreen',
    docs: ['A settings screen: its model, its form validators and the validator of each section.'],
    properties: [
      { name: 'meta', type: 'SettingsMeta', isReadonly: true },
      { name: 'validators', type: 'EntityValidators', isReadonly: true },
      { name: 'sections', type: 'Readonly<Record<string, ZodType>>', isReadonly: true },
    ],
  });
  const entries = model.settings.map((settings) => {
    const ids = settingsIdentifiers(settings);
    return `{ meta: ${ids.meta}, validators: ${ids.validators}, sections: ${ids.sections} }`;
  });
  file.addVariableStatement({
    isExported: true,
    declarationKind: VariableDeclarationKind.Const,
    docs: ['Every settings screen, by schema name order.'],
    declarations: [
      { name: 'settingsScreens', type: 'readonly SettingsScreen[]', initializer: `[${entries.join(',\n')}]` },
    ],
  });
  return moduleText(file, header({ sources: model.settings.map((settings) => settings.source), comment: '//' }));
}

function emitRoutes(model: Model): string {
  const file = sourceFile('/settings/routes.ts');
  file.addImportDeclaration({ moduleSpecifier: '#core/model', namedImports: ['Label'], isTypeOnly: true });
  file.addImportDeclaration({ moduleSpecifier: './registry', namedImports: ['SettingsScreen'], isTypeOnly: true });
  file.addInterface({
    isExported: true,
    name: 'SettingsRoute',
    docs: ["A settings screen's route: what the router and the guard need, and the screen on demand."],
    properties: [
      { name: 'name', type: 'string', isReadonly: true },
      { name: 'route', type: 'string', isReadonly: true },
      { name: 'ability', type: 'string', isReadonly: true },
      { name: 'label', type: 'Label', isReadonly: true },
      { name: 'load', type: '() => Promise<SettingsScreen>', isReadonly: true },
    ],
  });
  const entries = model.settings.map((settings) => {
    const ids = settingsIdentifiers(settings);
    const load = `async () => { const [meta, schema] = await Promise.all([import('./${settings.name}/meta'), import('./${settings.name}/schema')]); return { meta: meta.${ids.meta}, validators: schema.${ids.validators}, sections: schema.${ids.sections} }; }`;
    return `{ name: ${JSON.stringify(settings.name)}, route: ${JSON.stringify(settings.route)}, ability: ${JSON.stringify(settings.ability)}, label: ${JSON.stringify(settings.label)}, load: ${load} }`;
  });
  file.addVariableStatement({
    isExported: true,
    declarationKind: VariableDeclarationKind.Const,
    docs: ['The route of every settings screen; the screen loads when it is opened.'],
    declarations: [
      { name: 'settingsRoutes', type: 'readonly SettingsRoute[]', initializer: `[${entries.join(',\n')}]` },
    ],
  });
  return moduleText(file, header({ sources: model.settings.map((settings) => settings.source), comment: '//' }));
}

export function emitSettings(model: Model): FileMap {
  const files = new Map<string, string>();
  for (const settings of model.settings) {
    files.set(`generated/settings/${settings.name}/meta.ts`, emitMeta(settings));
    files.set(`generated/settings/${settings.name}/schema.ts`, emitSchema(settings));
  }
  files.set('generated/settings/registry.ts', emitRegistry(model));
  files.set('generated/settings/routes.ts', emitRoutes(model));
  return files;
}
