/**
 * The schema path of a form field, as uploads name it (`?field=`): the form name without the
 * `contents.<lang>.` prefix of per-language fields and without list indices
 * (`contents.it.paragrafi.2.attachments` → `paragrafi.attachments`). Pure, unit-tested.
 */
export function schemaFieldPath(formName: string): string {
  const parts = formName.split('.').filter((part) => part !== '');
  const rest = parts[0] === 'contents' && parts.length > 2 ? parts.slice(2) : parts;
  return rest.filter((part) => !/^\d+$/.test(part)).join('.');
}
