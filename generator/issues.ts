/** Problems found in the schemas, returned as data so that every one can be reported at once. */
import { isNode, type Document, type LineCounter } from 'yaml';

export type Severity = 'error' | 'warning';

export interface Issue {
  /** A stable short code (`yaml`, `shape`, `unknown-field`, `duplicate`...). */
  readonly code: string;
  readonly severity: Severity;
  /** Source file, relative to the schemas directory's parent (`schemas/news.yaml`). */
  readonly file: string;
  readonly line: number;
  readonly column: number;
  /** Where in the document: `list.columns.2.key`. */
  readonly path: string;
  readonly message: string;
}

/** One parsed YAML file with what is needed to point at its lines. */
export interface SourceDocument {
  readonly file: string;
  readonly text: string;
  readonly document: Document;
  readonly lines: LineCounter;
  readonly value: unknown;
}

export type PathSegment = string | number;

/** The line and column of the deepest node that exists along `path` (1-based). */
export function locate(source: SourceDocument, path: readonly PathSegment[]): { line: number; column: number } {
  for (let depth = path.length; depth >= 0; depth -= 1) {
    const node: unknown = depth === 0 ? source.document.contents : source.document.getIn(path.slice(0, depth), true);
    if (isNode(node) && node.range) {
      // For a map key that exists but whose value is what failed, point at the value.
      const { line, col } = source.lines.linePos(node.range[0]);
      return { line, column: col };
    }
  }
  return { line: 1, column: 1 };
}

export function issueAt(
  source: SourceDocument,
  path: readonly PathSegment[],
  details: { code: string; message: string; severity?: Severity },
): Issue {
  const { line, column } = locate(source, path);
  return {
    code: details.code,
    severity: details.severity ?? 'error',
    file: source.file,
    line,
    column,
    path: path.join('.'),
    message: details.message,
  };
}

/** `schemas/news.yaml:12:5 error [shape] list.columns.0.label: ...` */
export function formatIssue(issue: Issue): string {
  const where = issue.path ? ` ${issue.path}:` : '';
  return `${issue.file}:${issue.line}:${issue.column} ${issue.severity} [${issue.code}]${where} ${issue.message}`;
}

export function hasErrors(issues: readonly Issue[]): boolean {
  return issues.some((issue) => issue.severity === 'error');
}

/** Issues in a stable order: by file, then line, then column. */
export function sortIssues(issues: readonly Issue[]): Issue[] {
  return [...issues].sort(
    (a, b) =>
      a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column || a.message.localeCompare(b.message),
  );
}
