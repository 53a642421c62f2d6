/** A screen of the admin at a route of a memory router, inside the app's providers (stories). */
import type { ReactElement } from 'react';
import { RouterFrame } from '../frames/EditorFrame';

export function RouteFrame({ pattern, path, element }: { pattern: string; path: string; element: ReactElement }) {
  return (
    <RouterFrame
      path={path}
      routes={[
        { path: pattern, element },
        { path: '*', element: <p>Altra pagina</p> },
      ]}
    />
  );
}
