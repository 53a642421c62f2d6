/**
 * Stage 4 (check): cross-schema conflicts found on the normalised model, reported as issues with
 * file and line (from the source map normalise's stage hands beside the model). Names the
 * emitters would produce twice or cannot produce (tables, exports, columns, API paths,
 * operationIds, component schemas: the emitters' own conflict finders, so this checks exactly
 * what they will emit) and routes that would land on a hand-written screen (`core/screens.ts`).
 */
import type { SettingsMeta } from '../core/model';
import { screenClaiming } from '../core/screens';
import type { SchemaConflict } from './emit/conflicts';
import { dbConflicts } from './emit/db/conflicts';
import { openApiConflicts } from './emit/openapi/conflicts';
import { issueAt, sortIssues, type Issue, type PathSegment, type SourceDocument } from './issues';
import type { Model } from './normalise';
import { entitySources, type ModelSources } from './sources';

function conflictIssue(conflict: SchemaConflict, sources: ModelSources): Issue {
  const entity = entitySources(sources, conflict.entity.name);
  const details = { code: conflict.code, message: conflict.message };
  const field = conflict.field === null ? undefined : entity.fields.get(conflict.field);
  if (field) return issueAt(field.source, field.at, details);
  const key = conflict.key === 'path' && entity.written.has('path') ? 'path' : 'entity';
  return issueAt(entity.source, [key], details);
}

/** A route a schema asks for and the key that says so. */
interface ClaimedRoute {
  readonly route: string;
  readonly what: string;
  readonly at: readonly PathSegment[];
}

function screenRouteIssues(model: Model, sources: ModelSources): Issue[] {
  const issues: Issue[] = [];
  const refuse = (source: SourceDocument, owner: string, claimed: ClaimedRoute): void => {
    const screen = screenClaiming(claimed.route);
    if (!screen) return;
    const same = screen.path === claimed.route;
    issues.push(
      issueAt(source, claimed.at, {
        code: 'conflict',
        message:
          `the ${claimed.what} '${claimed.route}' of ${owner} ${same ? 'is' : 'shares its first segment with'} ` +
          `the hand-written screen '${screen.name}' (/${screen.path}, core/screens.ts): choose another route`,
      }),
    );
  };
  for (const entity of model.entities) {
    const where = entitySources(sources, entity.name);
    const key = (name: string): PathSegment => (where.written.has(name) ? name : 'entity');
    const claims: ClaimedRoute[] = [
      { route: entity.route, what: 'route', at: [key('route')] },
      // The default editor route is the list route's: reported once, on the route.
      ...(where.written.has('editorRoute')
        ? [{ route: entity.editorRoute, what: 'editor route', at: ['editorRoute'] }]
        : []),
      ...entity.routeAliases.list.map((route, index) => ({
        route,
        what: 'list route alias',
        at: ['routeAliases', 'list', index],
      })),
      ...entity.routeAliases.editor.map((route, index) => ({
        route,
        what: 'editor route alias',
        at: ['routeAliases', 'editor', index],
      })),
    ];
    for (const claim of claims) refuse(where.source, `entity '${entity.name}'`, claim);
  }
  for (const screen of model.settings)
    refuse(settingsSource(screen, sources), `settings '${screen.name}'`, {
      route: screen.route,
      what: 'route',
      at: ['route'],
    });
  return issues;
}

function settingsSource(screen: SettingsMeta, sources: ModelSources): SourceDocument {
  const source = sources.settings.get(screen.name);
  if (!source) throw new Error(`generator bug: no validated schema for settings '${screen.name}'`);
  return source;
}

/** Every conflict of a valid model, sorted; none for the schemas in `schemas/`. */
export function checkModel(model: Model, sources: ModelSources): Issue[] {
  return sortIssues([
    ...[...dbConflicts(model), ...openApiConflicts(model)].map((conflict) => conflictIssue(conflict, sources)),
    ...screenRouteIssues(model, sources),
  ]);
}
