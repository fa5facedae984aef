import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { CategorySeed } from './data/categories.ts';
import { drawings } from './drawings.ts';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
export const slugOf = (s: string) =>
  s
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

function productSvg(brand: string, model: string, category: CategorySeed): string {
  const caption = `${model} · ${category.name}`;
  const size = Math.min(34, Math.floor(1350 / caption.length));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600">
<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${category.colour}"/><stop offset="1" stop-color="#10161c"/></linearGradient></defs>
<rect width="800" height="600" fill="url(#g)"/>${drawings[category.drawing]}
<rect y="460" width="800" height="140" fill="#10161c" fill-opacity="0.82"/>
<text x="40" y="515" font-family="DejaVu Sans" font-weight="bold" font-size="40" fill="#f89e23">${esc(brand)}</text>
<text x="40" y="565" font-family="DejaVu Sans" font-size="${size}" fill="#ffffff">${esc(caption)}</text>
</svg>`;
}

export interface RenderedImage {
  url: string;
  thumbUrl: string;
}

/** One WebP (800x600) and a 256 px thumbnail per model, rendered locally; existing files are kept. */
export async function renderProductImage(mediaDir: string, brand: string, model: string, category: CategorySeed): Promise<RenderedImage> {
  const dir = path.join(mediaDir, 'seed');
  mkdirSync(dir, { recursive: true });
  const slug = slugOf(`${brand}-${model}`);
  const full = path.join(dir, `${slug}.webp`);
  const thumb = path.join(dir, `${slug}-thumb.webp`);
  if (!existsSync(full) || !existsSync(thumb)) {
    const png = await sharp(Buffer.from(productSvg(brand, model, category)))
      .png()
      .toBuffer();
    await Promise.all([
      sharp(png).webp({ quality: 80 }).toFile(full),
      sharp(png).resize({ width: 256 }).webp({ quality: 75 }).toFile(thumb),
    ]);
  }
  return { url: `/media/seed/${slug}.webp`, thumbUrl: `/media/seed/${slug}-thumb.webp` };
}
