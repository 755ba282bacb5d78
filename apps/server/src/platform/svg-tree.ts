/**
 * Reads the SVG that our own code writes (the shared card layout, bwip-js bars) into a small element
 * tree, so the print PDF can draw the very same shapes as vectors. It accepts only that markup:
 * elements with double-quoted attributes, escaped text, no comments, CDATA or entities beyond XML's
 * five; anything else is an error, so a layout change that needs more fails loudly in the tests.
 */

export interface SvgNode {
  name: string;
  attrs: Record<string, string>;
  children: SvgNode[];
  /** The element's own text (for <text> and <title>), unescaped. */
  text: string;
}

const TOKEN = /<(\/?)([A-Za-z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>|<\?xml[^>]*\?>|([^<]+)/y;
const ATTR = /([\w:-]+)="([^"]*)"/g;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** XML's five entities and numeric character references back to text. */
export function unescapeXml(value: string): string {
  return value.replace(/&(#x[0-9a-fA-F]+|#\d+|[a-z]+);/g, (all, ref: string) => {
    if (ref.startsWith('#x')) return String.fromCodePoint(Number.parseInt(ref.slice(2), 16));
    if (ref.startsWith('#')) return String.fromCodePoint(Number.parseInt(ref.slice(1), 10));
    const ch = ENTITIES[ref];
    if (ch === undefined) throw new Error(`SVG: unknown entity ${all}`);
    return ch;
  });
}

/** The root element of an SVG document written by our code. */
export function parseSvg(svg: string): SvgNode {
  const root: SvgNode = { name: '#document', attrs: {}, children: [], text: '' };
  const stack: SvgNode[] = [root];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < svg.length) {
    const at = TOKEN.lastIndex;
    const m = TOKEN.exec(svg);
    if (!m) throw new Error(`SVG: unexpected markup at ${at}`);
    const [, closing, name, attrText, selfClosing, text] = m;
    const parent = stack[stack.length - 1] as SvgNode;
    if (text !== undefined) {
      if (text.trim()) parent.text += unescapeXml(text);
    } else if (name && closing) {
      if (parent.name !== name) throw new Error(`SVG: </${name}> closes <${parent.name}>`);
      stack.pop();
    } else if (name) {
      const attrs: Record<string, string> = {};
      for (const a of (attrText ?? '').matchAll(ATTR)) attrs[a[1] as string] = unescapeXml(a[2] as string);
      const node: SvgNode = { name, attrs, children: [], text: '' };
      parent.children.push(node);
      if (!selfClosing) stack.push(node);
    }
  }
  if (stack.length !== 1) throw new Error('SVG: unclosed element');
  const [top] = root.children;
  if (top?.name !== 'svg') throw new Error('SVG: no <svg> element');
  return top;
}

/** The numbers of an attribute such as viewBox or points ('0 0 8.5 5.4', '1,2'). */
export const numbers = (value: string | undefined): number[] =>
  (value ?? '')
    .trim()
    .split(/[\s,]+/)
    .filter(Boolean)
    .map(Number);
