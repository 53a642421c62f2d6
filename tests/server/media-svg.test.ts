import { describe, expect, it } from 'vitest';
import { SvgRejected, sanitizeSvg } from '../../server/media/svg';

const NS = 'xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"';

describe('sanitizeSvg', () => {
  it('keeps the drawing: case-sensitive names, geometry, gradients, local references', () => {
    const source = `<?xml version="1.0" encoding="UTF-8"?>
<!-- Generator: Illustrator -->
<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">
<svg ${NS} viewBox="0 0 100 50" preserveAspectRatio="xMidYMid meet">
  <defs><linearGradient id="g" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="#c00"/></linearGradient>
  <clipPath id="c"><rect width="10" height="10"/></clipPath></defs>
  <title>Logo &amp; co</title>
  <path d="M0 0L100 50" fill="url(#g)" clip-path="url('#c')" style="stroke: red; stroke-width: 2"/>
  <use xlink:href="#g" href="#g"/>
  <text x="1" y="2" font-family="Arial">Rocca &lt;Estense&gt;</text>
</svg>`;
    const clean = sanitizeSvg(source);
    expect(clean.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<svg')).toBe(true);
    expect(clean).toContain('viewBox="0 0 100 50"');
    expect(clean).toContain('preserveAspectRatio="xMidYMid meet"');
    expect(clean).toContain('<linearGradient id="g" gradientUnits="userSpaceOnUse">');
    expect(clean).toContain('<clipPath id="c">');
    expect(clean).toContain('fill="url(#g)"');
    expect(clean).toContain(`clip-path="url('#c')"`);
    expect(clean).toContain('style="stroke:red;stroke-width:2"');
    expect(clean).toContain('xlink:href="#g"');
    expect(clean).toContain('Logo &amp; co');
    expect(clean).toContain('Rocca &lt;Estense&gt;');
  });

  it('removes scripts, event attributes, foreignObject, style elements and animations', () => {
    const clean = sanitizeSvg(`<svg ${NS} onload="alert(1)">
  <script>alert(2)</script>
  <script type="text/ecmascript"><![CDATA[ alert(3) ]]></script>
  <foreignObject width="10" height="10"><div xmlns="http://www.w3.org/1999/xhtml"><img src="x" onerror="alert(4)"/>hidden</div></foreignObject>
  <style>&lt;/style&gt;&lt;script&gt;alert(5)&lt;/script&gt;</style>
  <rect width="1" height="1" onclick="alert(6)" OnMouseOver="alert(7)"/>
  <a href="#x"><set attributeName="href" to="javascript:alert(8)"/><animate attributeName="href" values="javascript:alert(9)"/>go</a>
  <iframe src="javascript:alert(10)"/><embed src="x"/><object data="x"/>
</svg>`);
    expect(clean).not.toMatch(
      /alert|<script|<foreignObject|<style|<set|<animate|<iframe|<embed|<object|onload|onclick|onmouseover|hidden/i,
    );
    expect(clean).toContain('<rect width="1" height="1" />');
    expect(clean).toContain('<a href="#x">go</a>');
  });

  it('keeps only #fragment links (and raster data on <image>)', () => {
    const clean = sanitizeSvg(`<svg ${NS}>
  <a href="javascript:alert(1)"><text>a</text></a>
  <a xlink:href="https://evil.example/"><text>b</text></a>
  <use href="https://evil.example/sprite.svg#icon"/>
  <use href="data:image/svg+xml;base64,PHN2Zz4="/>
  <image href="http://tracker.example/pixel.png" width="1" height="1"/>
  <image href="data:image/png;base64,iVBORw0KGgo=" width="2" height="2"/>
  <image href="data:text/html;base64,PGh0bWw+" width="3" height="3"/>
</svg>`);
    expect(clean).not.toMatch(/javascript|evil|tracker|svg\+xml|text\/html/);
    expect(clean).toContain('<image href="data:image/png;base64,iVBORw0KGgo=" width="2" height="2" />');
    expect(clean).toContain('<image width="3" height="3" />');
  });

  it('drops attributes that reach outside the file through CSS', () => {
    const clean = sanitizeSvg(`<svg ${NS}>
  <rect width="1" fill="url(http://evil.example/x.svg#g)"/>
  <rect width="2" style="background: url( 'https://evil.example/' )"/>
  <rect width="3" style="fill: u\\72l(https://evil.example/)"/>
  <rect width="4" style="@import 'x'"/>
  <rect width="5" fill="url(#ok)" mask="url(#m) url(http://evil.example/)"/>
</svg>`);
    expect(clean).not.toContain('evil');
    expect(clean).not.toContain('import');
    expect(clean).toContain('<rect width="5" fill="url(#ok)" />');
  });

  it('refuses DOCTYPE internal subsets (entity expansion) and documents without an <svg> root', () => {
    const laughs = `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;">]><svg ${NS}><text>&lol2;</text></svg>`;
    expect(() => sanitizeSvg(laughs)).toThrow(SvgRejected);
    expect(() => sanitizeSvg('<html><body>x</body></html>')).toThrow(SvgRejected);
    expect(() => sanitizeSvg('<script>alert(1)</script>')).toThrow(SvgRejected);
    expect(() => sanitizeSvg('')).toThrow(SvgRejected);
  });
});
