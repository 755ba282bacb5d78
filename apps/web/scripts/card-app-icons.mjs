// Draws the card app's PWA icons (public/app/icon-192.png, icon-512.png) from one SVG: a white ID card
// on the theme colour, inside the maskable safe zone. Run once after changing the drawing:
//   node apps/web/scripts/card-app-icons.mjs
import path from 'node:path';
import sharp from 'sharp';

const out = path.resolve(import.meta.dirname, '../public/app');
const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">
  <rect width="512" height="512" fill="#024589"/>
  <rect x="106" y="161" width="300" height="190" rx="22" fill="#ffffff"/>
  <circle cx="178" cy="232" r="32" fill="#024589"/>
  <path d="M128 318c8-36 27-54 50-54s42 18 50 54z" fill="#024589"/>
  <rect x="252" y="206" width="118" height="18" rx="9" fill="#024589"/>
  <rect x="252" y="246" width="96" height="18" rx="9" fill="#024589"/>
  <rect x="252" y="286" width="74" height="18" rx="9" fill="#024589"/>
</svg>`;

for (const size of [192, 512]) {
  await sharp(Buffer.from(svg))
    .resize(size, size)
    .png()
    .toFile(path.join(out, `icon-${size}.png`));
}
