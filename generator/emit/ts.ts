/** A shared in-memory ts-morph project for emitters that build TypeScript modules. */
import {
  Project,
  QuoteKind,
  StructureKind,
  VariableDeclarationKind,
  type SourceFile,
  type StatementStructures,
  type VariableStatementStructure,
  type WriterFunction,
} from 'ts-morph';

let project: Project | null = null;

/** A fresh in-memory source file; the caller adds statements and reads `getFullText()`. */
export function sourceFile(path: string): SourceFile {
  // Single quotes, as the project's Prettier settings write them, so that the unformatted text
  // (what emitters' tests read) already quotes import specifiers the way the formatted files do.
  project ??= new Project({
    useInMemoryFileSystem: true,
    skipAddingFilesFromTsConfig: true,
    manipulationSettings: { quoteKind: QuoteKind.Single },
  });
  return project.createSourceFile(path, '', { overwrite: true });
}

/**
 * Adds the groups' statements in one manipulation, one blank line between groups and none inside
 * one. ts-morph parses the whole file again after each manipulation, so a module of many
 * statements built one `add…` call at a time costs time quadratic in its length.
 */
export function addStatementGroups(file: SourceFile, groups: readonly (readonly StatementStructures[])[]): void {
  const statements: (StatementStructures | WriterFunction)[] = [];
  for (const group of groups) {
    if (group.length === 0) continue;
    if (statements.length > 0) statements.push((writer) => void writer.blankLine());
    statements.push(...group);
  }
  file.addStatements(statements);
}

/** A JSDoc text that cannot close its comment early. */
export const docText = (text: string): string => text.replace(/\*\//g, '*\\/');

/** `export const <name>[: <type>] = <initializer>;`, with its JSDoc line if any. */
export function exportedConst(
  name: string,
  initializer: string,
  doc?: string,
  type?: string,
): VariableStatementStructure {
  return {
    kind: StructureKind.VariableStatement,
    isExported: true,
    declarationKind: VariableDeclarationKind.Const,
    docs: doc === undefined ? [] : [docText(doc)],
    declarations: [{ name, type, initializer }],
  };
}

/** The module text with the generated-file header in front. */
export function moduleText(file: SourceFile, headerText: string): string {
  return `${headerText}${file.getFullText()}`;
}
