/** A shared in-memory ts-morph project for emitters that build TypeScript modules. */
import { Project, type SourceFile } from 'ts-morph';

let project: Project | null = null;

/** A fresh in-memory source file; the caller adds statements and reads `getFullText()`. */
export function sourceFile(path: string): SourceFile {
  project ??= new Project({ useInMemoryFileSystem: true, skipAddingFilesFromTsConfig: true });
  return project.createSourceFile(path, '', { overwrite: true });
}

/** The module text with the generated-file header in front. */
export function moduleText(file: SourceFile, headerText: string): string {
  return `${headerText}${file.getFullText()}`;
}
