/**
 * SVG uploads are sanitised, not refused.
 *
 * Decision: sanitize-html (htmlparser2 in XML mode, so element and attribute names keep their
 * case: `viewBox`, `linearGradient`) rewrites the file from an allow-list of SVG elements and
 * attributes, which is reliable for what it keeps, because everything else is dropped:
 *
 * - no `<script>`, `<foreignObject>` (HTML inside SVG), `<style>` (sanitize-html copies a style
 *   element's text unescaped, so entity-encoded markup inside it would come back as markup),
 *   animation elements (`<set>`/`<animate>` can rewrite an `href` to `javascript:`), `<iframe>`,
 *   `<embed>`, `<object>` or any element not listed below;
 * - no event attributes (`on*`) nor any attribute not listed below;
 * - `href` and `xlink:href` only to a fragment of the same file (`#id`), except on `<image>`,
 *   which may also embed a raster image as a `data:image/(png|jpeg|gif|webp)` address;
 * - no reference outside the file from CSS: an attribute whose value holds a `url(...)` that is
 *   not `url(#id)`, an `@import`, `expression(` or `javascript:` is dropped;
 * - a DOCTYPE with an internal subset (entity declarations: "billion laughs", external
 *   entities) makes the file refused, as does a result without an `<svg>` root.
 *
 * Styling written as presentation attributes or `style` attributes survives; class-based styles
 * from a `<style>` element are lost (such files should be exported with presentation
 * attributes). The stored file is also served with `Content-Security-Policy: sandbox` and
 * `nosniff` (`serve.ts`), so even a sanitiser miss could not run script on the back office's
 * origin.
 */
import sanitizeHtml from 'sanitize-html';

/** An SVG the sanitiser will not store. */
export class SvgRejected extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SvgRejected';
  }
}

const ELEMENTS = [
  'svg',
  'g',
  'defs',
  'symbol',
  'use',
  'title',
  'desc',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'textPath',
  'linearGradient',
  'radialGradient',
  'stop',
  'pattern',
  'clipPath',
  'mask',
  'marker',
  'image',
  'a',
  'filter',
  'feBlend',
  'feColorMatrix',
  'feComponentTransfer',
  'feComposite',
  'feDropShadow',
  'feFlood',
  'feFuncA',
  'feFuncB',
  'feFuncG',
  'feFuncR',
  'feGaussianBlur',
  'feMerge',
  'feMergeNode',
  'feMorphology',
  'feOffset',
  'feTile',
];

const ATTRIBUTES = [
  // structure and geometry
  'xmlns',
  'xmlns:xlink',
  'version',
  'id',
  'class',
  'style',
  'viewBox',
  'preserveAspectRatio',
  'width',
  'height',
  'x',
  'y',
  'x1',
  'x2',
  'y1',
  'y2',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'fx',
  'fy',
  'fr',
  'd',
  'points',
  'pathLength',
  'transform',
  'href',
  'xlink:href',
  'xml:space',
  'lang',
  'xml:lang',
  // gradients, patterns, masks, markers
  'offset',
  'gradientUnits',
  'gradientTransform',
  'spreadMethod',
  'patternUnits',
  'patternContentUnits',
  'patternTransform',
  'clipPathUnits',
  'maskUnits',
  'maskContentUnits',
  'markerUnits',
  'markerWidth',
  'markerHeight',
  'refX',
  'refY',
  'orient',
  // presentation attributes
  'fill',
  'fill-opacity',
  'fill-rule',
  'stroke',
  'stroke-width',
  'stroke-opacity',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-miterlimit',
  'stroke-dasharray',
  'stroke-dashoffset',
  'opacity',
  'color',
  'display',
  'visibility',
  'overflow',
  'clip-path',
  'clip-rule',
  'mask',
  'filter',
  'marker-start',
  'marker-mid',
  'marker-end',
  'stop-color',
  'stop-opacity',
  'vector-effect',
  'shape-rendering',
  'paint-order',
  'mix-blend-mode',
  'isolation',
  'color-interpolation-filters',
  // text
  'font-family',
  'font-size',
  'font-style',
  'font-weight',
  'font-variant',
  'letter-spacing',
  'word-spacing',
  'text-anchor',
  'text-decoration',
  'dominant-baseline',
  'alignment-baseline',
  'baseline-shift',
  'dx',
  'dy',
  'rotate',
  'textLength',
  'lengthAdjust',
  'startOffset',
  'writing-mode',
  // filters
  'filterUnits',
  'primitiveUnits',
  'in',
  'in2',
  'result',
  'mode',
  'type',
  'values',
  'operator',
  'k1',
  'k2',
  'k3',
  'k4',
  'stdDeviation',
  'edgeMode',
  'flood-color',
  'flood-opacity',
  'radius',
  'tableValues',
  'slope',
  'intercept',
  'amplitude',
  'exponent',
];

const RASTER_DATA_URL = /^data:image\/(png|jpeg|gif|webp);base64,[a-z0-9+/=\s]*$/i;

/** Whether an attribute value reaches outside the file or runs something. */
function dangerousValue(value: string): boolean {
  // A CSS escape (`u\72l(`) could spell any of the words below: refuse backslashes outright.
  if (value.includes('\\')) return true;
  const lower = value.toLowerCase().replace(/\s+/g, '');
  if (lower.includes('javascript:') || lower.includes('@import') || lower.includes('expression(')) return true;
  let index = lower.indexOf('url(');
  while (index >= 0) {
    const target = lower.slice(index + 4).replace(/^['"]/, '');
    if (!target.startsWith('#')) return true;
    index = lower.indexOf('url(', index + 4);
  }
  return false;
}

function filterAttributes(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Attributes {
  const kept: sanitizeHtml.Attributes = {};
  for (const [name, value] of Object.entries(attribs)) {
    if (name.toLowerCase().startsWith('on')) continue;
    if (name === 'href' || name === 'xlink:href') {
      const target = value.trim();
      const local = target.startsWith('#') && !dangerousValue(target);
      const raster = tagName === 'image' && target.length > 0 && RASTER_DATA_URL.test(target);
      if (local || raster) kept[name] = target;
      continue;
    }
    if (dangerousValue(value)) continue;
    kept[name] = value;
  }
  return { ...kept };
}

const OPTIONS: sanitizeHtml.IOptions = {
  parser: { xmlMode: true, decodeEntities: true },
  allowedTags: ELEMENTS,
  allowedAttributes: { '*': ATTRIBUTES },
  // href values are checked by `filterAttributes`; no scheme of sanitize-html's own applies.
  allowedSchemes: [],
  allowedSchemesAppliedToAttributes: [],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // The text of these is dropped with the element (sanitize-html keeps the text of a
  // discarded element otherwise).
  nonTextTags: ['script', 'style', 'foreignObject', 'textarea', 'option', 'noscript', 'iframe'],
  selfClosing: [
    'path',
    'rect',
    'circle',
    'ellipse',
    'line',
    'polyline',
    'polygon',
    'stop',
    'use',
    'image',
    'feBlend',
    'feColorMatrix',
    'feComposite',
    'feDropShadow',
    'feFlood',
    'feFuncA',
    'feFuncB',
    'feFuncG',
    'feFuncR',
    'feGaussianBlur',
    'feMergeNode',
    'feMorphology',
    'feOffset',
    'feTile',
  ],
  transformTags: {
    '*': (tagName, attribs) => ({ tagName, attribs: filterAttributes(tagName, attribs) }),
  },
};

/** Whether a DOCTYPE declares an internal subset (`<!DOCTYPE svg [ ... ]>`). */
function hasInternalSubset(text: string): boolean {
  const lower = text.toLowerCase();
  if (lower.includes('<!entity')) return true;
  const doctype = lower.indexOf('<!doctype');
  if (doctype < 0) return false;
  const end = lower.indexOf('>', doctype);
  const bracket = lower.indexOf('[', doctype);
  return bracket >= 0 && (end < 0 || bracket < end);
}

/**
 * The sanitised form of an SVG document (UTF-8 text), ready to store. Throws `SvgRejected` for
 * a document with entity declarations or without an `<svg>` root.
 */
export function sanitizeSvg(source: string): string {
  const text = source.startsWith('\ufeff') ? source.slice(1) : source;
  if (hasInternalSubset(text)) throw new SvgRejected('SVG with a DOCTYPE internal subset');
  const clean = sanitizeHtml(text, OPTIONS).trim();
  if (!clean.startsWith('<svg')) throw new SvgRejected('No <svg> root element');
  return `<?xml version="1.0" encoding="UTF-8"?>\n${clean}\n`;
}
