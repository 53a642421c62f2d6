/**
 * The frame of the stories that show an entity's screens as the admin mounts them: `<Providers>`, a
 * grey page and a memory router opened at `path`. `EditorFrame` routes the entity's editor
 * (`meta.editorRoute`, e.g. `news/:id` or `luogo/:id/:code`) and a placeholder for its list
 * (`meta.route`, where Back leads); `ListFrame` routes its list and a placeholder for the editor.
 * The API is answered by the MSW handlers the preview installs (`stories/msw/handlers.ts`).
 */
import { useState } from 'react';
import { RouterProvider, createMemoryRouter, type RouteObject } from 'react-router-dom';
import type { EntityMeta } from '#core/model';
import type { EntityValidators } from '#core/validation';
import type { EntityCalls } from '#api/client.ts';
import { Providers } from '../../app/Providers';
import { EntityEditor } from '../../app/runtime/EntityEditor';
import { EntityList } from '../../app/runtime/EntityList';
import { fillRoute } from '../../app/runtime/routes';

/** `<Providers>` and a memory router over `routes`, opened at `path`. */
export function RouterFrame({ routes, path }: { readonly routes: RouteObject[]; readonly path: string }) {
  const [router] = useState(() => createMemoryRouter(routes, { initialEntries: [path] }));
  return (
    <Providers>
      <div style={{ padding: 16, background: 'var(--mantine-color-gray-0)', minHeight: '100vh' }}>
        <RouterProvider router={router} />
      </div>
    </Providers>
  );
}

export interface EditorFrameProps {
  readonly meta: EntityMeta;
  readonly validators: EntityValidators;
  readonly calls: EntityCalls;
  /** The route opened first: `/news/12`, `/news/new`, `/luogo/1/musei-civici`. */
  readonly path: string;
}

/** The runtime editor of `meta` at `path`. */
export function EditorFrame({ meta, validators, calls, path }: EditorFrameProps) {
  return (
    <RouterFrame
      path={path}
      routes={[
        { path: `/${meta.editorRoute}`, element: <EntityEditor meta={meta} validators={validators} calls={calls} /> },
        { path: `/${meta.route}`, element: <p>{meta.list.title.it}</p> },
      ]}
    />
  );
}

export interface ListFrameProps {
  readonly meta: EntityMeta;
  readonly calls: EntityCalls;
  /** The address opened first; the list route itself (route parameters filled by `params`) by default. */
  readonly path?: string;
  /** Values of the list route's parameters (a scope such as `:code`). */
  readonly params?: Readonly<Record<string, string>>;
}

/** The runtime list of `meta`. */
export function ListFrame({ meta, calls, path, params = {} }: ListFrameProps) {
  return (
    <RouterFrame
      path={path ?? fillRoute(meta.route, params)}
      routes={[
        { path: `/${meta.route}`, element: <EntityList meta={meta} calls={calls} /> },
        { path: `/${meta.editorRoute}`, element: <p>{meta.editor.title.it}</p> },
      ]}
    />
  );
}
