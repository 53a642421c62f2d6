/**
 * What makes two hostile requests the same test (issue #27): the shape of an operation and the
 * kind of a location, both read from `openapi.yaml` alone. `selection.ts` sends the whole corpus
 * once to each distinct (operation shape, location kind) pair and a sample to the locations that
 * repeat one, so an entity built like the others costs a few requests, not a corpus per field.
 *
 * Operation shape: `METHOD template media`, where
 * - the template is the path with every parameter written `{}` and every literal segment that
 *   names one of several parallel collections written `<family>`: a literal segment names a
 *   collection when two operations or more sit under it, and is parallel to a sibling (another
 *   literal at the same depth after the same segments) when the operations under each are the
 *   same set of `METHOD rest-of-path` (parameters as `{}`, other literals kept). So the calls of
 *   every entity built on the one CRUD pattern share their shapes (`PUT /<family>/{}`), while a
 *   collection with a call of its own keeps its name, and so does every single call
 *   (`POST /login`, `GET /operations/geocode`: each is a handler of its own);
 * - media is the request body's kind: `none`, `json` or `multipart`.
 * Parameters and body fields are not part of the shape: each is a location with a kind of its own.
 * (A JSON body field pairs its kind with `json body` rather than with the operation's shape: see
 * `ShapeSelection.pairOf`.)
 *
 * Location kind: where the value travels and what it meets there, never the name it sits under:
 * - a parameter: `in` (and, for a header, its name: a header is read by name), required or not,
 *   and the canonical signature of its schema;
 * - a JSON body field: `body`, its presence in its parent (required or optional property, array
 *   item, record entry), its container chain (the path with names erased: `contents.it.title` is
 *   `..`+`.`, `attachments[0].url` is `.[].`), and the signature of its schema;
 * - the whole JSON body (whole-body mutations), the hostile keys of a nested object, a body sent
 *   where none is declared, undeclared query parameters, and the parts of an upload: one kind
 *   each (with the object's signature for the first two).
 *
 * The canonical signature of a schema: `$ref` resolved; annotations dropped (`description`,
 * `title`, `summary`, `example(s)`, `deprecated`, `$comment`, `readOnly`, `writeOnly`, `x-*`);
 * keys sorted; `type` and `enum` lists sorted; `required` as a sorted name list; `properties` left
 * out (each property is a location of its own, with its own kind); `items`, `additionalProperties`,
 * `propertyNames`, `not`, `contains` and the members of `anyOf`/`oneOf`/`allOf` by their own
 * signatures; every other keyword (`format`, `pattern`, `minimum`, `maximum`, `minLength`,
 * `const`, `default`, ...) as written, but for one thing: a `maxLength` (or `maxItems`) that no
 * cheap value of the place's corpus reaches is written `unreached`, since no cheap value can tell
 * two such bounds apart (the values that can, the 1 MB strings and 100,000-entry arrays, keep
 * their own caps).
 */
import { bodyCorpus, headerCorpus, pathCorpus, queryCorpus, type UrlValue } from './corpus';
import type { ApiDocument, BodyField, Operation, Parameter, Schema } from './openapi-cases';

type Place = Parameter['in'] | 'body';

/** The longest string, and the most array entries (or repeated parameters), a cheap value of a place carries. */
interface Reach {
  readonly length: number;
  readonly items: number;
}

function urlReach(corpus: readonly UrlValue[]): Reach {
  const cheap = corpus.filter((entry) => entry.cost === 'cheap');
  // The encoded length bounds the decoded one from above, which is all the bound needs.
  const lengths = cheap.flatMap((entry) => (typeof entry.encoded === 'string' ? [entry.encoded] : entry.encoded));
  return {
    length: Math.max(...lengths.map((text) => text.length)),
    items: Math.max(...cheap.map((entry) => (typeof entry.encoded === 'string' ? 1 : entry.encoded.length))),
  };
}

const REACH: Readonly<Record<Place, Reach>> = (() => {
  const body = bodyCorpus.filter((entry) => entry.cost === 'cheap').map((entry) => entry.value);
  return {
    body: {
      length: Math.max(...body.map((value) => (typeof value === 'string' ? value.length : 0))),
      items: Math.max(...body.map((value) => (Array.isArray(value) ? value.length : 0))),
    },
    query: urlReach(queryCorpus),
    path: urlReach(pathCorpus),
    header: { length: Math.max(...headerCorpus.map((entry) => entry.value.length)), items: 1 },
  };
})();

const ANNOTATIONS = new Set([
  'description',
  'title',
  'summary',
  'example',
  'examples',
  'deprecated',
  '$comment',
  'readOnly',
  'writeOnly',
  '$ref',
]);
const NESTED = new Set(['items', 'additionalProperties', 'propertyNames', 'not', 'contains']);
const MEMBERS = new Set(['anyOf', 'oneOf', 'allOf']);

type Canonical = null | boolean | number | string | readonly Canonical[] | { readonly [key: string]: Canonical };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** JSON text with sorted keys (the signatures are compared as text). */
function stable(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`;
  if (isRecord(value)) {
    const keys = Object.keys(value).sort();
    return `{${keys.map((key) => `${JSON.stringify(key)}:${stable(value[key])}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The canonical signature of a schema (see the module comment), as seen by the cheap values of `place`. */
export function schemaSignature(raw: unknown, resolve: ApiDocument['resolve'], place: Place, depth = 0): Canonical {
  if (!isRecord(raw)) return typeof raw === 'boolean' ? raw : null;
  if (depth > 12) return 'deep';
  const schema = resolve(raw) as Record<string, unknown>;
  const reach = REACH[place];
  const out: Record<string, Canonical> = {};
  for (const key of Object.keys(schema).sort()) {
    const value = schema[key];
    if (ANNOTATIONS.has(key) || key.startsWith('x-') || key === 'properties') continue;
    if (NESTED.has(key)) out[key] = schemaSignature(value, resolve, place, depth + 1);
    else if (MEMBERS.has(key) && Array.isArray(value))
      out[key] = value.map((member) => schemaSignature(member, resolve, place, depth + 1));
    else if ((key === 'type' || key === 'enum' || key === 'required') && Array.isArray(value))
      out[key] = value.map(stable).sort();
    else if (key === 'maxLength' && typeof value === 'number') out[key] = value >= reach.length ? 'unreached' : value;
    else if (key === 'maxItems' && typeof value === 'number') out[key] = value >= reach.items ? 'unreached' : value;
    else out[key] = JSON.parse(stable(value)) as Canonical;
  }
  return out;
}

const signatureText = (schema: unknown, resolve: ApiDocument['resolve'], place: Place): string =>
  stable(schemaSignature(schema, resolve, place));

/** The kind of a parameter: `query optional {"maximum":100,...}`, `header accept-language optional {...}`. */
export function parameterKind(parameter: Parameter, resolve: ApiDocument['resolve']): string {
  const name = parameter.in === 'header' ? ` ${parameter.name.toLowerCase()}` : '';
  return `${parameter.in}${name} ${parameter.required ? 'required' : 'optional'} ${signatureText(parameter.schema, resolve, parameter.in)}`;
}

/** The container chain of a body path: names erased, array entries kept (`.[].`). */
function chainOf(field: Pick<BodyField, 'path'>): string {
  return field.path.map((segment) => (typeof segment === 'number' ? '[]' : '.')).join('');
}

/** The kind of a JSON body field: `body required .. {"maxLength":"unreached","type":"string"}`. */
export function bodyFieldKind(field: BodyField, resolve: ApiDocument['resolve']): string {
  return `body ${field.presence} ${chainOf(field)} ${signatureText(field.schema, resolve, 'body')}`;
}

/** The kind of a nested object's key set (the hostile keys added to it). */
export function hostileKeysKind(field: BodyField, resolve: ApiDocument['resolve']): string {
  return `keys of ${bodyFieldKind(field, resolve)}`;
}

/** The kind of the whole JSON body (the whole-body mutations). */
export function wholeBodyKind(schema: Schema, resolve: ApiDocument['resolve']): string {
  return `body <root> ${signatureText(schema, resolve, 'body')}`;
}

/** Kinds with no schema of their own. */
export const FIXED_KINDS = {
  undeclaredQuery: 'query <undeclared>',
  unexpectedBody: 'body <none declared>',
  fileName: 'upload <file name>',
  fileContent: 'upload <file content>',
  filePart: 'upload <file part>',
} as const;

/* ----------------------------------------------------------------------------------------------
 * Operation shapes.
 * ------------------------------------------------------------------------------------------- */

const segmentsOf = (path: string): string[] => path.split('/').filter((segment) => segment !== '');
const isParameter = (segment: string): boolean => segment.startsWith('{');

/** The shape of every operation of the document (see the module comment). */
export function operationShapes(document: ApiDocument): ReadonlyMap<Operation, string> {
  const paths = document.operations.map((operation) => ({ operation, segments: segmentsOf(operation.path) }));
  const startsWith = (segments: readonly string[], prefix: readonly string[]) =>
    prefix.every((segment, index) => segments[index] === segment);
  const families = new Map<string, string>();
  /** The `METHOD rest` set under a prefix, parameters as `{}`. */
  const family = (prefix: readonly string[]): string => {
    const key = prefix.join('/');
    let found = families.get(key);
    if (found === undefined) {
      const rows = paths
        .filter(({ segments }) => startsWith(segments, prefix))
        .map(
          ({ operation, segments }) =>
            `${operation.method} /${segments
              .slice(prefix.length)
              .map((segment) => (isParameter(segment) ? '{}' : segment))
              .join('/')}`,
        );
      found = [...new Set(rows)].sort().join(' ; ');
      families.set(key, found);
    }
    return found;
  };
  const shapes = new Map<Operation, string>();
  for (const { operation, segments } of paths) {
    const template = segments.map((segment, index) => {
      if (isParameter(segment)) return '{}';
      const prefix = segments.slice(0, index);
      const mine = family([...prefix, segment]);
      const siblings = new Set(
        paths
          .map((other) => other.segments)
          .filter((other) => other.length > index && startsWith(other, prefix))
          .map((other) => other[index]!)
          .filter((other) => other !== segment && !isParameter(other)),
      );
      const collection = mine.includes(' ; ');
      return collection && [...siblings].some((sibling) => family([...prefix, sibling]) === mine)
        ? `<${mine}>`
        : segment;
    });
    const media = operation.upload ? 'multipart' : operation.body ? 'json' : 'none';
    shapes.set(operation, `${operation.method} /${template.join('/')} ${media}`);
  }
  return shapes;
}
