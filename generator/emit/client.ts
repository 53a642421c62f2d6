/**
 * Emits `generated/api/`: the typed react-query client of `openapi.yaml`, made by orval.
 *
 * orval writes files, so it runs in a private temporary directory that mirrors the project
 * layout (`openapi.yaml`, `app/api/mutator.ts`, `generated/api/`): its relative imports of the
 * mutator then come out right, and nothing of the project is read or written. The files are read
 * back, given the generated-file header, and the directory is removed: the stage stays a function
 * of the OpenAPI text.
 */
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ts } from 'ts-morph';
import { header, type FileMap } from './types';

export const CLIENT_DIR = 'generated/api';
export const MUTATOR_PATH = 'app/api/mutator.ts';
export const MUTATOR_NAME = 'customFetch';

/**
 * orval inspects only the mutator's exports: whether the function takes the request options, and
 * whether an `ErrorType` (the hooks' error type) is exported. A stand-in with the real
 * signature keeps the run independent of the project's files; a test checks the two agree.
 */
export const MUTATOR_STAND_IN = `export type ErrorType<Body> = Error & { body?: Body };
export const ${MUTATOR_NAME} = async <T>(url: string, options: RequestInit): Promise<T> => {
  return fetch(url, options) as Promise<T>;
};
`;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/**
 * The import specifier of the mutator in generated files: the package's `#api/*` import map, so
 * that the same text resolves from `generated/api/` and from golden copies under `tests/`.
 */
export const MUTATOR_SPECIFIER = '#api/mutator.ts';

/** A replacement of `text.slice(start, end)`. */
interface Edit {
  readonly start: number;
  readonly end: number;
  readonly text: string;
}

function applyEdits(text: string, edits: readonly Edit[]): string {
  return [...edits]
    .sort((a, b) => b.start - a.start)
    .reduce((result, edit) => result.slice(0, edit.start) + edit.text + result.slice(edit.end), text);
}

/** `X & { queryKey: ... }` → the `{ queryKey }` member. */
function isQueryKeyMember(node: ts.TypeNode): boolean {
  return ts.isTypeLiteralNode(node) && node.members.length === 1 && node.members[0]?.name?.getText() === 'queryKey';
}

/**
 * Reshapes orval's react-query hooks to pass the project's lint rules, which apply to generated
 * code too:
 * - each query hook declares one overload identical to its implementation; with the overload for
 *   `undefined` initial data they are two signatures that can be unified
 *   (`@typescript-eslint/unified-signatures`): the duplicate is dropped;
 * - each query hook writes `queryKey` into the object `useQuery` returned, a value React treats
 *   as immutable (`react-hooks/immutability`): the hook returns `useQuery`'s result as it is, and
 *   callers take the key from the exported `get...QueryKey()`.
 */
export function tidyQueryHooks(text: string): string {
  const source = ts.createSourceFile('client.ts', text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const hooks = new Map<string, ts.FunctionDeclaration[]>();
  for (const statement of source.statements) {
    if (ts.isFunctionDeclaration(statement) && statement.name && /^use[A-Z]/.test(statement.name.text)) {
      hooks.set(statement.name.text, [...(hooks.get(statement.name.text) ?? []), statement]);
    }
  }
  const edits: Edit[] = [];
  const signature = (declaration: ts.FunctionDeclaration): string =>
    text.slice(declaration.getStart(source), (declaration.type ?? declaration.parameters).end).replace(/\s+/g, '');
  for (const declarations of hooks.values()) {
    const implementation = declarations.find((declaration) => declaration.body);
    if (!implementation) continue;
    for (const declaration of declarations) {
      if (declaration !== implementation && signature(declaration) === signature(implementation)) {
        edits.push({ start: declaration.getStart(source), end: declaration.end, text: '' });
        continue;
      }
      const visit = (node: ts.Node): void => {
        if (ts.isIntersectionTypeNode(node) && node.types.some(isQueryKeyMember)) {
          const kept = node.types.filter((member) => !isQueryKeyMember(member)).map((member) => member.getText(source));
          edits.push({ start: node.getStart(source), end: node.end, text: kept.join(' & ') });
          return;
        }
        if (
          ts.isExpressionStatement(node) &&
          ts.isBinaryExpression(node.expression) &&
          node.expression.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
          ts.isPropertyAccessExpression(node.expression.left) &&
          node.expression.left.name.text === 'queryKey'
        ) {
          edits.push({ start: node.getStart(source), end: node.end, text: '' });
          return;
        }
        ts.forEachChild(node, visit);
      };
      visit(declaration);
    }
  }
  return applyEdits(text, edits);
}

/**
 * Points every import of the mutator at `#api/mutator.ts`, whatever path orval computed, and
 * drops orval's disable comments for a lint rule the project does not enable (ESLint would
 * report them as unused directives).
 */
function tidy(text: string): string {
  return tidyQueryHooks(text)
    .replace(
      /(from\s+['"])([^'"]*\/mutator)(['"])/g,
      (_match, open: string, _specifier: string, close: string) => `${open}${MUTATOR_SPECIFIER}${close}`,
    )
    .replace(/^\/\/ eslint-disable-next-line @typescript-eslint\/no-redeclare\n/gm, '');
}

export async function emitClient(openApi: string): Promise<FileMap> {
  // Loaded on first use: orval is large, and most users of the emitters never run it.
  const { generate } = await import('orval');
  const work = await mkdtemp(path.join(os.tmpdir(), 'er-orval-'));
  try {
    const input = path.join(work, 'openapi.yaml');
    const mutator = path.join(work, MUTATOR_PATH);
    const output = path.join(work, CLIENT_DIR);
    await mkdir(path.dirname(mutator), { recursive: true });
    await writeFile(input, openApi);
    await writeFile(mutator, MUTATOR_STAND_IN);
    // orval looks for a package.json upwards from its workspace: give it this one, so that
    // whatever lies above the temporary directory cannot change the output.
    await writeFile(path.join(work, 'package.json'), '{ "private": true }\n');
    await generate(
      {
        input: { target: input, validation: false },
        output: {
          mode: 'tags-split',
          target: path.join(output, 'index.ts'),
          client: 'react-query',
          httpClient: 'fetch',
          clean: false,
          prettier: false,
          indexFiles: false,
          // Given inline, so that orval looks for no tsconfig.json of its own.
          tsconfig: { compilerOptions: { target: 'es2022' } },
          override: {
            header: false,
            mutator: { path: mutator, name: MUTATOR_NAME },
            // The mutator throws `ApiError` on every non-2xx answer, so calls resolve to
            // successful answers only: `{data, status, headers}`.
            fetch: { includeHttpResponseReturnType: true, forceSuccessResponse: true },
            query: { version: 5, signal: true },
          },
        },
      },
      work,
    );
    const banner = header({ sources: ['openapi.yaml'], comment: '//' });
    const files = new Map<string, string>();
    for (const relative of await filesUnder(output)) {
      const file = `${CLIENT_DIR}/${relative}`;
      const text = await readFile(path.join(output, relative), 'utf8');
      files.set(file, `${banner}${tidy(text)}`);
    }
    return files;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
