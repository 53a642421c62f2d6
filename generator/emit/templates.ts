/** Handlebars templates for the modules that read better as templates than as builder calls. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Handlebars from 'handlebars';

const templatesDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'templates');
const cache = new Map<string, Handlebars.TemplateDelegate>();

/** Renders `generator/templates/<name>.hbs` (compiled once, HTML escaping off: this is code). */
export function render(name: string, context: object): string {
  let template = cache.get(name);
  if (!template) {
    template = Handlebars.compile(readFileSync(path.join(templatesDir, `${name}.hbs`), 'utf8'), {
      noEscape: true,
      strict: true,
    });
    cache.set(name, template);
  }
  return template(context);
}
