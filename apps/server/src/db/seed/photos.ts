/** Demo portrait photos drawn locally (SVG rendered by sharp): nothing is downloaded. */
import sharp from 'sharp';

const SKIN = ['#f1c27d', '#e0ac69', '#c68642', '#8d5524', '#ffdbac', '#f3d2b3'];
const HAIR = ['#2c1b10', '#6a4e23', '#b5854b', '#e6c07b', '#3b3024', '#8b3a1a', '#1a1a1a'];
const SHIRT = ['#024589', '#2e7d32', '#c62828', '#6a1b9a', '#ef6c00', '#00838f', '#455a64'];
const BACKDROP = ['#e3eaf2', '#eef1e6', '#f2ebe3', '#e8e4f0', '#e6f0ef'];

const pick = <T>(list: readonly T[], n: number): T => list[n % list.length] as T;

/** A 230x340 PNG portrait; `variant` varies skin, hair, shirt and backdrop. */
export async function drawPortrait(variant: number): Promise<Buffer> {
  const skin = pick(SKIN, variant);
  const hair = pick(HAIR, Math.floor(variant / 3));
  const shirt = pick(SHIRT, Math.floor(variant / 5));
  const bg = pick(BACKDROP, Math.floor(variant / 2));
  const longHair = variant % 4 === 1;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="230" height="340" viewBox="0 0 230 340">
  <rect width="230" height="340" fill="${bg}"/>
  ${longHair ? `<path d="M55 120 Q50 260 75 280 L155 280 Q180 260 175 120 Z" fill="${hair}"/>` : ''}
  <path d="M15 340 Q20 250 115 240 Q210 250 215 340 Z" fill="${shirt}"/>
  <rect x="98" y="200" width="34" height="45" rx="10" fill="${skin}"/>
  <ellipse cx="115" cy="150" rx="55" ry="68" fill="${skin}"/>
  <path d="M58 140 Q60 75 115 72 Q170 75 172 140 Q150 100 115 102 Q80 100 58 140 Z" fill="${hair}"/>
  <ellipse cx="94" cy="150" rx="7" ry="5" fill="#fff"/><circle cx="94" cy="150" r="3.5" fill="#3a2a1a"/>
  <ellipse cx="136" cy="150" rx="7" ry="5" fill="#fff"/><circle cx="136" cy="150" r="3.5" fill="#3a2a1a"/>
  <path d="M84 136 Q94 130 104 135 M126 135 Q136 130 146 136" stroke="${hair}" stroke-width="3" fill="none"/>
  <path d="M115 158 Q110 175 117 178" stroke="#00000033" stroke-width="2.5" fill="none"/>
  <path d="M100 192 Q115 202 130 192" stroke="#8a3b2f" stroke-width="3" fill="none" stroke-linecap="round"/>
  <ellipse cx="60" cy="155" rx="7" ry="12" fill="${skin}"/><ellipse cx="170" cy="155" rx="7" ry="12" fill="${skin}"/>
</svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}

const svgPng = (svg: string) => sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();

/** Font size so that the text fits the 112 px beside the badge (DejaVu Sans averages ~0.62 em per glyph). */
const fitFont = (text: string, max: number, bold = false) =>
  Math.min(max, Math.floor(112 / (text.length * (bold ? 0.68 : 0.6))));

/** A 230x130 logo: initials in a coloured badge and the name. */
export function drawLogo(initials: string, name: [string, string], color: string): Promise<Buffer> {
  return svgPng(`<svg xmlns="http://www.w3.org/2000/svg" width="230" height="130" viewBox="0 0 230 130">
  <rect width="230" height="130" fill="#ffffff"/>
  <circle cx="55" cy="65" r="45" fill="${color}"/>
  <text x="55" y="78" font-family="DejaVu Sans, Arial, sans-serif" font-size="34" font-weight="bold" fill="#ffffff" text-anchor="middle">${initials}</text>
  <text x="110" y="60" font-family="DejaVu Sans, Arial, sans-serif" font-size="${fitFont(name[0], 17, true)}" font-weight="bold" fill="${color}">${name[0]}</text>
  <text x="110" y="84" font-family="DejaVu Sans, Arial, sans-serif" font-size="${fitFont(name[1], 14)}" fill="#333333">${name[1]}</text>
</svg>`);
}

/** Letters set one by one along a circle (librsvg has no textPath); upper arc reads left to right. */
function arcText(text: string, r: number, size: number, color: string, upper: boolean): string {
  const step = (size * 0.7) / r;
  const start = -((text.length - 1) * step) / 2;
  return [...text]
    .map((ch, i) => {
      const a = start + i * step;
      const angle = upper ? a - Math.PI / 2 : Math.PI / 2 - a;
      const x = 130 + r * Math.cos(angle);
      const y = 102 + r * Math.sin(angle);
      const rot = (angle * 180) / Math.PI + (upper ? 90 : -90);
      return `<text x="${x.toFixed(1)}" y="${y.toFixed(1)}" transform="rotate(${rot.toFixed(1)} ${x.toFixed(1)} ${y.toFixed(1)})" font-family="DejaVu Sans, Arial, sans-serif" font-size="${size}" font-weight="bold" fill="${color}" fill-opacity="0.85" text-anchor="middle" dominant-baseline="middle">${ch}</text>`;
    })
    .join('');
}

/** A 260x205 round stamp with the institution's name. */
export function drawStamp(top: string, bottom: string, color = '#1f3f8f'): Promise<Buffer> {
  return svgPng(`<svg xmlns="http://www.w3.org/2000/svg" width="260" height="205" viewBox="0 0 260 205">
  <g fill="none" stroke="${color}" stroke-opacity="0.85"><circle cx="130" cy="102" r="98" stroke-width="4"/><circle cx="130" cy="102" r="62" stroke-width="2"/></g>
  ${arcText(top, 80, 16, color, true)}
  ${arcText(bottom, 80, 14, color, false)}
  <text x="130" y="112" font-family="DejaVu Sans, Arial, sans-serif" font-size="28" font-weight="bold" fill="${color}" fill-opacity="0.85" text-anchor="middle">★</text>
</svg>`);
}

/** A 260x70 handwritten-looking signature line. */
export function drawSign(width = 260, height = 70): Promise<Buffer> {
  return svgPng(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 260 70">
  <path d="M10 50 C30 10 45 10 50 40 S70 60 80 30 S100 5 110 40 S130 55 140 35 C150 20 160 30 165 42 S190 50 200 30 L250 28" fill="none" stroke="#1a237e" stroke-width="3" stroke-linecap="round"/>
</svg>`);
}
