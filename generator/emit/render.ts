/**
 * Handlebars templates for the modules that read better as templates than as builder calls. The
 * load stage reads their texts (`loadTemplates`); emit only compiles and renders what it is given.
 */
import Handlebars from 'handlebars';

/** Template texts by name (`List.tsx` for `generator/handlebars/List.tsx.hbs`). */
export type TemplateTexts = ReadonlyMap<string, string>;

/** Renders the named template with a context (compiled once per set, HTML escaping off: this is code). */
export type Render = (name: string, context: object) => string;

export function templateRenderer(texts: TemplateTexts): Render {
  const compiled = new Map<string, Handlebars.TemplateDelegate>();
  return (name, context) => {
    let template = compiled.get(name);
    if (!template) {
      const text = texts.get(name);
      if (text === undefined) throw new Error(`generator bug: no template '${name}' was loaded`);
      template = Handlebars.compile(text, { noEscape: true, strict: true });
      compiled.set(name, template);
    }
    return template(context);
  };
}
