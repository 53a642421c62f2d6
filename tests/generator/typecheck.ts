/**
 * Type-checks the project with some files replaced in memory, for tests that show a change is
 * caught by the compiler: the tsconfig's files under the given folders, plus the overrides.
 * Answers every error as `file: message`, files relative to the project root.
 */
import path from 'node:path';
import ts from 'typescript';

export const ROOT = path.resolve(import.meta.dirname, '..', '..');

/** The last program built: the next one reuses its unchanged source files (parsed once). */
let previous: ts.Program | undefined;

/**
 * `only`: report the errors of these files alone (project-relative), which checks them and what
 * they use instead of the whole project.
 */
export function typeErrors(
  overrides: ReadonlyMap<string, string>,
  folders: readonly string[],
  only?: readonly string[],
): string[] {
  const replaced = new Map([...overrides].map(([file, text]) => [path.join(ROOT, file), text]));
  const config = ts.readConfigFile(path.join(ROOT, 'tsconfig.json'), (file) => ts.sys.readFile(file));
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, ROOT);
  const roots = parsed.fileNames.filter((file) =>
    folders.some((folder) => path.relative(ROOT, file).startsWith(`${folder}${path.sep}`)),
  );
  const host = ts.createCompilerHost(parsed.options);
  const readFile = host.readFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  host.readFile = (file) => replaced.get(path.resolve(file)) ?? readFile(file);
  host.fileExists = (file) => replaced.has(path.resolve(file)) || fileExists(file);
  const program = ts.createProgram({
    rootNames: [...new Set([...roots, ...replaced.keys()])],
    options: parsed.options,
    host,
    oldProgram: previous,
  });
  previous = program;
  const diagnostics = only
    ? only.flatMap((file) => {
        const source = program.getSourceFile(path.join(ROOT, file));
        if (!source) throw new Error(`${file} is not part of the program`);
        return [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)];
      })
    : ts.getPreEmitDiagnostics(program);
  return diagnostics.map((diagnostic) => {
    const file = diagnostic.file ? path.relative(ROOT, diagnostic.file.fileName) : '(global)';
    return `${file}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ')}`;
  });
}
