import type { Drawing } from './data/categories.ts';

const body = (x: number, y: number, w: number, h: number) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="14" fill="#eef1f4" stroke="#2b2f36" stroke-width="4"/>`;
const knobs = (x: number, y: number, n: number, gap = 46) =>
  Array.from({ length: n }, (_, i) => `<circle cx="${x + (i % 3) * gap}" cy="${y + Math.floor(i / 3) * gap}" r="15" fill="#3a3f47"/>`).join(
    '',
  );
const screen = (x: number, y: number, w: number, h: number, trace: string) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="6" fill="#0d1b24"/><path d="${trace}" fill="none" stroke="#5ef08f" stroke-width="3"/>`;

const sine = (x: number, y: number, w: number, amp: number) =>
  `M${x} ${y}` + Array.from({ length: 40 }, (_, i) => ` L${x + ((i + 1) * w) / 40} ${y - Math.sin((i + 1) / 3) * amp}`).join('');
const peaks = (x: number, y: number, w: number) =>
  `M${x} ${y}` + [0.1, 0.22, 0.3, 0.45, 0.5, 0.55, 0.7, 0.85, 1].map((f, i) => ` L${x + f * w} ${y - (i % 2 ? 20 + i * 11 : 6)}`).join('');

/** A simple front view per kind of instrument, drawn in the 800x440 area above the caption band. */
export const drawings: Record<Drawing, string> = {
  scope: body(120, 110, 560, 290) + screen(150, 140, 330, 230, sine(160, 255, 310, 70)) + knobs(530, 170, 9),
  analyzer:
    body(110, 110, 580, 290) +
    screen(140, 140, 360, 230, peaks(150, 350, 340)) +
    knobs(545, 170, 6) +
    '<rect x="530" y="300" width="130" height="60" rx="8" fill="#c9ced6"/>',
  handheld:
    '<rect x="290" y="70" width="220" height="360" rx="34" fill="#f0b429" stroke="#2b2f36" stroke-width="4"/>' +
    screen(320, 100, 160, 100, sine(330, 150, 140, 25)) +
    '<circle cx="400" cy="300" r="62" fill="#3a3f47"/><circle cx="400" cy="300" r="18" fill="#eef1f4"/>',
  bench:
    body(110, 150, 580, 220) +
    '<rect x="140" y="180" width="280" height="110" rx="6" fill="#0d1b24"/>' +
    '<text x="280" y="255" font-family="DejaVu Sans Mono" font-size="52" fill="#5ef08f" text-anchor="middle">12.000</text>' +
    knobs(470, 200, 6, 60),
  centrifuge:
    '<rect x="170" y="230" width="460" height="190" rx="18" fill="#eef1f4" stroke="#2b2f36" stroke-width="4"/>' +
    '<ellipse cx="400" cy="230" rx="230" ry="70" fill="#d7dde4" stroke="#2b2f36" stroke-width="4"/>' +
    '<ellipse cx="400" cy="230" rx="120" ry="34" fill="#9aa5b1"/>' +
    screen(220, 300, 160, 70, 'M230 340 L370 340'),
  stack: [0, 1, 2, 3]
    .map((i) => body(250, 80 + i * 88, 300, 80) + `<rect x="270" y="${100 + i * 88}" width="90" height="36" rx="4" fill="#0d1b24"/>`)
    .join(''),
  balance:
    body(180, 300, 440, 120) +
    '<rect x="240" y="90" width="320" height="210" rx="8" fill="#cfe8f5" fill-opacity="0.6" stroke="#2b2f36" stroke-width="4"/>' +
    '<rect x="330" y="260" width="140" height="16" fill="#9aa5b1"/>' +
    screen(230, 330, 200, 60, 'M240 360 L420 360'),
  microscope:
    '<rect x="250" y="380" width="300" height="40" rx="10" fill="#3a3f47"/><rect x="470" y="120" width="50" height="270" rx="14" fill="#eef1f4" stroke="#2b2f36" stroke-width="4"/>' +
    '<rect x="300" y="280" width="200" height="20" fill="#3a3f47"/><polygon points="340,90 420,90 440,250 360,250" fill="#eef1f4" stroke="#2b2f36" stroke-width="4"/>' +
    '<rect x="330" y="60" width="60" height="40" rx="6" fill="#3a3f47"/>',
  cabinet:
    body(200, 60, 400, 370) +
    '<rect x="250" y="110" width="300" height="190" rx="8" fill="#cfe8f5" stroke="#2b2f36" stroke-width="3"/>' +
    '<circle cx="400" cy="205" r="70" fill="none" stroke="#3a3f47" stroke-width="8"/>' +
    screen(250, 330, 150, 60, 'M260 360 L390 360'),
  chassis:
    body(120, 120, 560, 270) +
    Array.from(
      { length: 8 },
      (_, i) =>
        `<rect x="${150 + i * 64}" y="150" width="50" height="210" rx="4" fill="#c9ced6" stroke="#2b2f36" stroke-width="2"/><circle cx="${175 + i * 64}" cy="180" r="7" fill="#5ef08f"/>`,
    ).join(''),
};
