// Hero images of the sample blog posts: npm run images:blog
// The artwork is hand-composed SVG rendered by sharp, so it lives in the repo as reviewable code
// that anyone can tweak and re-render, instead of as opaque binaries of unknown origin. There is
// no text in the images (alt texts and captions carry the meaning in every language) and no
// network or external asset, so the output is byte-for-byte reproducible.
import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const W = 1600;
const H = 900;
const OUT_DIR = fileURLToPath(new URL('../public/images/blog/', import.meta.url));

// The site's theme tokens (src/app/globals.css), so the images sit seamlessly on the dark pages.
const C = {
  ink: '#070b16',
  navy: '#0b1020',
  raised: '#0e1527',
  card: '#121b31',
  line: '#23304d',
  fg: '#eef2fb',
  muted: '#b4bfd6',
  accent: '#38d5f5',
  accentStrong: '#7cf0ff',
  violet: '#a78bfa',
  success: '#34d399',
  warm: '#ffc46b',
  gold: '#f5c451',
};

type Pt = [number, number];

/** Seeded PRNG (mulberry32): the scattered stars and dots land in the same place on every run. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// One decimal keeps the SVG small and the numbers stable across platforms.
const n = (value: number) => String(Math.round(value * 10) / 10);
const points = (list: Pt[]) => list.map(([x, y]) => `${n(x)},${n(y)}`).join(' ');
const lerp = (a: number, b: number, t: number) => a + (b - a) * t;

function radialFade(id: string, color: string): string {
  // Several stops approximate a soft exponential falloff; two stops give a visible hard disc.
  const stops: Array<[number, number]> = [
    [0, 1],
    [0.18, 0.62],
    [0.4, 0.28],
    [0.65, 0.09],
    [1, 0],
  ];
  return `<radialGradient id="${id}">${stops
    .map(([o, a]) => `<stop offset="${o}" stop-color="${color}" stop-opacity="${a}"/>`)
    .join('')}</radialGradient>`;
}

// Filter regions are in user space: a horizontal line has a zero-height bounding box, and a
// bounding-box-relative region would make its glow vanish.
const blurFilter = (id: string, deviation: number) =>
  `<filter id="${id}" filterUnits="userSpaceOnUse" x="-100" y="-100" width="${W + 200}" height="${H + 200}"><feGaussianBlur stdDeviation="${deviation}"/></filter>`;

const COMMON_DEFS = [
  `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#101933"/><stop offset="0.5" stop-color="${C.navy}"/><stop offset="1" stop-color="${C.ink}"/></linearGradient>`,
  `<radialGradient id="vignette" cx="0.5" cy="0.5" r="0.75"><stop offset="0.55" stop-color="${C.ink}" stop-opacity="0"/><stop offset="1" stop-color="${C.ink}" stop-opacity="0.8"/></radialGradient>`,
  `<radialGradient id="fade"><stop offset="0" stop-color="#fff"/><stop offset="0.55" stop-color="#fff" stop-opacity="0.55"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>`,
  `<mask id="fade-mask"><rect width="${W}" height="${H}" fill="url(#fade)"/></mask>`,
  `<pattern id="dot-grid" width="32" height="32" patternUnits="userSpaceOnUse"><circle cx="16" cy="16" r="1.4" fill="#2c3b60"/></pattern>`,
  `<pattern id="line-grid" width="48" height="48" patternUnits="userSpaceOnUse"><path d="M48 0H0V48" fill="none" stroke="${C.line}" stroke-width="1"/></pattern>`,
  radialFade('halo-cyan', C.accent),
  radialFade('halo-violet', C.violet),
  radialFade('halo-green', C.success),
  radialFade('halo-white', C.fg),
  radialFade('halo-warm', C.warm),
  blurFilter('blur-xs', 2.5),
  blurFilter('blur-sm', 7),
  blurFilter('blur-md', 16),
  blurFilter('blur-lg', 36),
].join('');

function document(defs: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${COMMON_DEFS}${defs}</defs><rect width="${W}" height="${H}" fill="url(#bg)"/>${body}<rect width="${W}" height="${H}" fill="url(#vignette)"/></svg>`;
}

const halo = (cx: number, cy: number, rx: number, ry: number, id: string, opacity: number) =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="url(#${id})" opacity="${opacity}"/>`;

/** The shape twice: blurred underneath for the light bloom, crisp on top for the edge. */
const glowing = (shape: string, blur = 'blur-sm', strength = 0.9) =>
  `<g filter="url(#${blur})" opacity="${strength}">${shape}</g>${shape}`;

const dropShadow = (shape: string, dy = 18, opacity = 0.55) =>
  `<g transform="translate(0 ${dy})" filter="url(#blur-md)" opacity="${opacity}" fill="#000">${shape}</g>`;

function roundedRect(x: number, y: number, w: number, h: number, r: number, attrs = ''): string {
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${n(r)}" ${attrs}/>`;
}

function robot(cx: number, cy: number, size: number, color: string, eyes: string): string {
  const s = size / 46;
  return `<g transform="translate(${n(cx)} ${n(cy)}) scale(${s.toFixed(3)})">
    <line x1="0" y1="-16" x2="0" y2="-24" stroke="${color}" stroke-width="3.5" stroke-linecap="round"/>
    <circle cx="0" cy="-26" r="4" fill="${color}"/>
    <rect x="-23" y="-6" width="6" height="14" rx="3" fill="${color}"/>
    <rect x="17" y="-6" width="6" height="14" rx="3" fill="${color}"/>
    <rect x="-18" y="-16" width="36" height="32" rx="10" fill="${color}"/>
    <circle cx="-7.5" cy="-1" r="4.2" fill="${eyes}"/>
    <circle cx="7.5" cy="-1" r="4.2" fill="${eyes}"/>
    <rect x="-6" y="7.5" width="12" height="3.2" rx="1.6" fill="${eyes}" opacity="0.75"/>
  </g>`;
}

// ---------------------------------------------------------------------------------------------
// n8n guide: trigger -> transform -> AI agent (with its model, memory and tool) -> three outputs.

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

function cubic(a: Pt, b: Pt): { d: string; at: (t: number) => Pt } {
  const dx = Math.max(60, (b[0] - a[0]) * 0.5);
  const c1: Pt = [a[0] + dx, a[1]];
  const c2: Pt = [b[0] - dx, b[1]];
  return {
    d: `M${n(a[0])} ${n(a[1])} C${n(c1[0])} ${n(c1[1])} ${n(c2[0])} ${n(c2[1])} ${n(b[0])} ${n(b[1])}`,
    at: (t) => {
      const u = 1 - t;
      const k = [u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t] as const;
      return [
        k[0] * a[0] + k[1] * c1[0] + k[2] * c2[0] + k[3] * b[0],
        k[0] * a[1] + k[1] * c1[1] + k[2] * c2[1] + k[3] * b[1],
      ];
    },
  };
}

function gearPath(teeth: number, outer: number, inner: number): string {
  const list: Pt[] = [];
  for (let i = 0; i < teeth; i++) {
    const base = (i / teeth) * Math.PI * 2;
    const step = (Math.PI * 2) / teeth;
    for (const [f, r] of [
      [0, inner],
      [0.12, outer],
      [0.45, outer],
      [0.57, inner],
    ] as const) {
      const a = base + f * step;
      list.push([Math.cos(a) * r, Math.sin(a) * r]);
    }
  }
  return `M${points(list).replace(/ /g, ' L')} Z`;
}

const ICONS: Record<string, (color: string) => string> = {
  bolt: (c) =>
    `<path d="M7 -32 L-17 5 H0 L-6 32 L18 -6 H1 Z" fill="${c}" fill-opacity="0.18" stroke="${c}" stroke-width="4.5" stroke-linejoin="round"/>`,
  gear: (c) =>
    `<path d="${gearPath(9, 30, 23)}" fill="none" stroke="${c}" stroke-width="4" stroke-linejoin="round"/><circle r="9" fill="none" stroke="${c}" stroke-width="4"/>`,
  spark: (c) => {
    const star = (x: number, y: number, s: number) =>
      `<path transform="translate(${x} ${y}) scale(${s})" d="M0 -40 C4 -12 12 -4 40 0 C12 4 4 12 0 40 C-4 12 -12 4 -40 0 C-12 -4 -4 -12 0 -40 Z" fill="${c}"/>`;
    return star(-6, 4, 1) + star(33, -30, 0.36) + star(36, 30, 0.22);
  },
  mail: (c) =>
    `<rect x="-28" y="-20" width="56" height="40" rx="7" fill="none" stroke="${c}" stroke-width="4.5"/><path d="M-24 -14 L0 5 L24 -14" fill="none" stroke="${c}" stroke-width="4.5" stroke-linecap="round" stroke-linejoin="round"/>`,
  chat: (c) =>
    `<path d="M-26 -22 H26 A6 6 0 0 1 32 -16 V12 A6 6 0 0 1 26 18 H-6 L-18 29 V18 H-26 A6 6 0 0 1 -32 12 V-16 A6 6 0 0 1 -26 -22 Z" fill="none" stroke="${c}" stroke-width="4.5" stroke-linejoin="round"/><circle cx="-13" cy="-2" r="3.6" fill="${c}"/><circle cx="0" cy="-2" r="3.6" fill="${c}"/><circle cx="13" cy="-2" r="3.6" fill="${c}"/>`,
  database: (c) =>
    `<ellipse cx="0" cy="-20" rx="26" ry="9" fill="none" stroke="${c}" stroke-width="4.5"/><path d="M-26 -20 V20 A26 9 0 0 0 26 20 V-20 M-26 0 A26 9 0 0 0 26 0" fill="none" stroke="${c}" stroke-width="4.5"/>`,
  chip: (c) =>
    `<rect x="-15" y="-15" width="30" height="30" rx="5" fill="none" stroke="${c}" stroke-width="3.5"/><rect x="-6" y="-6" width="12" height="12" rx="2" fill="${c}"/><path d="M-7 -15 V-22 M7 -15 V-22 M-7 15 V22 M7 15 V22 M-15 -7 H-22 M-15 7 H-22 M15 -7 H22 M15 7 H22" stroke="${c}" stroke-width="3.5" stroke-linecap="round"/>`,
  layers: (c) =>
    `<path d="M0 -18 L20 -8 L0 2 L-20 -8 Z" fill="none" stroke="${c}" stroke-width="3.5" stroke-linejoin="round"/><path d="M-20 1 L0 11 L20 1 M-20 10 L0 20 L20 10" fill="none" stroke="${c}" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round"/>`,
  globe: (c) =>
    `<circle r="19" fill="none" stroke="${c}" stroke-width="3.5"/><ellipse rx="8" ry="19" fill="none" stroke="${c}" stroke-width="3.5"/><path d="M-19 0 H19" stroke="${c}" stroke-width="3.5"/>`,
};

function workflowNode(box: Box, accent: string, icon: string, trigger = false): string {
  const { x, y, w, h } = box;
  const left = x - w / 2;
  const top = y - h / 2;
  // n8n draws trigger nodes with a rounded "D" on the left: a detail people recognise.
  const r = 24;
  const shape = trigger
    ? `<path d="M${n(left + h / 2)} ${n(top)} H${n(left + w - r)} A${r} ${r} 0 0 1 ${n(left + w)} ${n(top + r)} V${n(top + h - r)} A${r} ${r} 0 0 1 ${n(left + w - r)} ${n(top + h)} H${n(left + h / 2)} A${n(h / 2)} ${n(h / 2)} 0 0 1 ${n(left + h / 2)} ${n(top)} Z" ATTR/>`
    : `<rect x="${n(left)}" y="${n(top)}" width="${n(w)}" height="${n(h)}" rx="${r}" ATTR/>`;
  const body = shape.replace('ATTR', 'fill="url(#node-fill)"');
  const outline = shape.replace(
    'ATTR',
    `fill="none" stroke="${accent}" stroke-width="2.5" stroke-opacity="0.85"`,
  );
  const sheen = shape.replace('ATTR', 'fill="url(#node-sheen)"');
  const port = (px: number) =>
    `<circle cx="${n(px)}" cy="${n(y)}" r="8" fill="${C.ink}" stroke="${accent}" stroke-width="3"/>`;
  return [
    dropShadow(shape.replace('ATTR', '')),
    body,
    sheen,
    glowing(outline, 'blur-sm', 0.7),
    `<g transform="translate(${n(x)} ${n(y)})">${glowing(ICONS[icon]?.(accent) ?? '', 'blur-xs', 0.8)}</g>`,
    trigger ? '' : port(left),
    port(left + w),
  ].join('');
}

function checkBadge(cx: number, cy: number): string {
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="15" fill="${C.success}"/><path d="M${n(cx - 7)} ${n(cy)} l5 5 l9 -10" fill="none" stroke="${C.ink}" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round"/>`;
}

function n8nGuide(): string {
  const y = 450;
  const trigger: Box = { x: 310, y, w: 130, h: 130 };
  const transform: Box = { x: 545, y, w: 130, h: 130 };
  const ai: Box = { x: 845, y, w: 220, h: 170 };
  const outs: Array<Box & { accent: string; icon: string }> = [
    { x: 1290, y: 268, w: 130, h: 130, accent: C.accent, icon: 'mail' },
    { x: 1290, y: 450, w: 130, h: 130, accent: C.success, icon: 'chat' },
    { x: 1290, y: 632, w: 130, h: 130, accent: C.violet, icon: 'database' },
  ];
  const subs = [
    { x: 755, icon: 'chip' },
    { x: 845, icon: 'layers' },
    { x: 935, icon: 'globe' },
  ];
  const rightOf = (b: Box): Pt => [b.x + b.w / 2, b.y];
  const leftOf = (b: Box): Pt => [b.x - b.w / 2, b.y];

  const links = [
    { path: cubic(rightOf(trigger), leftOf(transform)), stroke: 'url(#flow-in)', packet: 0.5 },
    { path: cubic(rightOf(transform), leftOf(ai)), stroke: 'url(#flow-in)', packet: 0.55 },
    ...outs.map((o, i) => ({
      path: cubic(rightOf(ai), leftOf(o)),
      stroke: 'url(#flow-out)',
      packet: [0.62, 0.5, 0.4][i] ?? 0.5,
    })),
  ];
  const wires = links
    .map((l) => `<path d="${l.path.d}" fill="none" stroke="${l.stroke}" stroke-width="4"/>`)
    .join('');
  const packets = links
    .map((l) => {
      const [px, py] = l.path.at(l.packet);
      return `${halo(px, py, 26, 26, 'halo-white', 0.55)}<circle cx="${n(px)}" cy="${n(py)}" r="5.5" fill="#fff"/>`;
    })
    .join('');

  // The agent's sub-connections (model, memory, tool) hang below it as in n8n's AI Agent node.
  const subY = 672;
  const subWires = subs
    .map(
      (s) =>
        `<path d="M${s.x} ${y + ai.h / 2} V${subY - 36}" stroke="${C.violet}" stroke-width="3" stroke-dasharray="2 9" stroke-linecap="round" opacity="0.9"/>`,
    )
    .join('');
  const subNodes = subs
    .map(
      (s) =>
        `${dropShadow(`<circle cx="${s.x}" cy="${subY}" r="34"/>`, 12)}<circle cx="${s.x}" cy="${subY}" r="34" fill="url(#node-fill)" stroke="${C.violet}" stroke-opacity="0.55" stroke-width="2"/><g transform="translate(${s.x} ${subY})">${ICONS[s.icon]?.(C.muted) ?? ''}</g>` +
        `<rect x="${s.x - 7}" y="${y + ai.h / 2 - 7}" width="14" height="14" rx="2" transform="rotate(45 ${s.x} ${y + ai.h / 2})" fill="${C.ink}" stroke="${C.violet}" stroke-width="2.5"/>`,
    )
    .join('');

  const defs = `
    <linearGradient id="node-fill" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1a2646"/><stop offset="1" stop-color="#0f172c"/></linearGradient>
    <linearGradient id="node-sheen" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.07"/><stop offset="0.4" stop-color="#fff" stop-opacity="0"/></linearGradient>
    <linearGradient id="flow-in" gradientUnits="userSpaceOnUse" x1="375" y1="0" x2="735" y2="0"><stop offset="0" stop-color="${C.accent}"/><stop offset="1" stop-color="${C.violet}"/></linearGradient>
    <linearGradient id="flow-out" gradientUnits="userSpaceOnUse" x1="955" y1="0" x2="1225" y2="0"><stop offset="0" stop-color="${C.violet}"/><stop offset="1" stop-color="${C.accent}"/></linearGradient>
    <radialGradient id="ai-core" cx="0.5" cy="0.45" r="0.6"><stop offset="0" stop-color="#2a2160"/><stop offset="1" stop-color="#141a38"/></radialGradient>`;

  const aiShape = (attrs: string) =>
    roundedRect(ai.x - ai.w / 2, ai.y - ai.h / 2, ai.w, ai.h, 30, attrs);
  const aiNode = [
    dropShadow(aiShape('')),
    aiShape('fill="url(#ai-core)"'),
    aiShape('fill="url(#node-sheen)"'),
    glowing(aiShape(`fill="none" stroke="${C.violet}" stroke-width="3"`), 'blur-md', 0.9),
    halo(ai.x - 6, ai.y + 4, 80, 80, 'halo-violet', 0.45),
    `<g transform="translate(${ai.x} ${ai.y}) scale(1.15)">${glowing(ICONS.spark?.('#d9ccff') ?? '', 'blur-sm', 0.9)}</g>`,
    `<circle cx="${ai.x - ai.w / 2}" cy="${y}" r="8" fill="${C.ink}" stroke="${C.violet}" stroke-width="3"/>`,
    `<circle cx="${ai.x + ai.w / 2}" cy="${y}" r="8" fill="${C.ink}" stroke="${C.violet}" stroke-width="3"/>`,
  ].join('');

  const body = [
    `<rect width="${W}" height="${H}" fill="url(#dot-grid)" mask="url(#fade-mask)"/>`,
    halo(310, 450, 320, 260, 'halo-cyan', 0.16),
    halo(845, 450, 460, 340, 'halo-violet', 0.2),
    halo(1290, 450, 300, 320, 'halo-cyan', 0.08),
    `<g filter="url(#blur-sm)" opacity="0.9">${wires}</g>`,
    wires,
    subWires,
    packets,
    workflowNode(trigger, C.accent, 'bolt', true),
    workflowNode(transform, C.accent, 'gear'),
    aiNode,
    subNodes,
    ...outs.map((o) => workflowNode(o, o.accent, o.icon)),
    ...[trigger, transform, ...outs].map((b) => checkBadge(b.x + b.w / 2 - 6, b.y - b.h / 2 + 6)),
  ].join('');
  return document(defs, body);
}

// ---------------------------------------------------------------------------------------------
// WhatsApp chatbot: a phone with the conversation, the bot answering with its avatar.

function bubble(x: number, y: number, w: number, h: number, side: 'in' | 'out', fill: string) {
  const r = 16;
  const tail = 11;
  // WhatsApp's bubbles have a pointed top corner on the sender's side.
  return side === 'out'
    ? `<path d="M${n(x + r)} ${n(y)} H${n(x + w + tail)} L${n(x + w)} ${n(y + 14)} V${n(y + h - r)} A${r} ${r} 0 0 1 ${n(x + w - r)} ${n(y + h)} H${n(x + r)} A${r} ${r} 0 0 1 ${n(x)} ${n(y + h - r)} V${n(y + r)} A${r} ${r} 0 0 1 ${n(x + r)} ${n(y)} Z" fill="${fill}"/>`
    : `<path d="M${n(x - tail)} ${n(y)} H${n(x + w - r)} A${r} ${r} 0 0 1 ${n(x + w)} ${n(y + r)} V${n(y + h - r)} A${r} ${r} 0 0 1 ${n(x + w - r)} ${n(y + h)} H${n(x + r)} A${r} ${r} 0 0 1 ${n(x)} ${n(y + h - r)} V${n(y + 14)} Z" fill="${fill}"/>`;
}

const textLines = (x: number, y: number, widths: number[], color: string, opacity: number) =>
  widths
    .map((w, i) => roundedRect(x, y + i * 20, w, 9, 4.5, `fill="${color}" opacity="${opacity}"`))
    .join('');

const readTicks = (x: number, y: number) =>
  `<path d="M${x} ${y} l4 4 l8 -9 M${x + 7} ${y + 4} l0.5 0 l8 -9" fill="none" stroke="#0b4f6b" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round"/>`;

function whatsappChatbot(): string {
  const px = 610;
  const py = 68;
  const pw = 380;
  const ph = 764;
  const sx = px + 13;
  const sy = py + 13;
  const sw = pw - 26;
  const sh = ph - 26;
  const green = '#3fdc8f';
  const white = '#f4f7fc';
  const avatar = (cy: number) =>
    `<circle cx="${sx + 26}" cy="${cy}" r="15" fill="#17284a" stroke="${green}" stroke-width="2"/>${robot(sx + 26, cy + 2, 19, green, '#17284a')}`;

  const chat = [
    bubble(sx + 160, 210, 176, 62, 'out', green),
    textLines(sx + 176, 224, [128, 92], '#0b3b2a', 0.55),
    readTicks(sx + 300, 254),

    avatar(304),
    bubble(sx + 50, 290, 246, 84, 'in', white),
    textLines(sx + 66, 305, [196, 210, 132], '#5b6785', 0.55),

    bubble(sx + 214, 394, 122, 44, 'out', green),
    textLines(sx + 230, 408, [58], '#0b3b2a', 0.55),
    readTicks(sx + 300, 416),

    avatar(472),
    bubble(sx + 50, 458, 266, 150, 'in', white),
    textLines(sx + 66, 473, [210, 150], '#5b6785', 0.55),
    // Quick-reply slots: the bot proposing appointment times, the typical booking flow.
    ...[0, 1, 2].map((i) =>
      roundedRect(
        sx + 66 + i * 80,
        528,
        70,
        30,
        15,
        i === 1
          ? `fill="${green}"`
          : `fill="none" stroke="${green}" stroke-width="2.2" opacity="0.9"`,
      ),
    ),
    roundedRect(sx + 66, 570, 234, 24, 12, `fill="#e3e9f5"`),

    avatar(650),
    bubble(sx + 50, 634, 84, 40, 'in', white),
    ...[0, 1, 2].map(
      (i) =>
        `<circle cx="${sx + 72 + i * 20}" cy="654" r="5" fill="#8893ad" opacity="${[0.9, 0.6, 0.35][i]}"/>`,
    ),
  ].join('');

  const header = [
    `<path d="M${sx} ${sy + 46} A46 46 0 0 1 ${sx + 46} ${sy} H${sx + sw - 46} A46 46 0 0 1 ${sx + sw} ${sy + 46} V${sy + 112} H${sx} Z" fill="#111c33"/>`,
    roundedRect(px + pw / 2 - 52, sy + 12, 104, 28, 14, `fill="${C.ink}"`),
    `<path d="M${sx + 28} ${sy + 72} l-9 -9 l9 -9" fill="none" stroke="${C.muted}" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>`,
    `<circle cx="${sx + 66}" cy="${sy + 72}" r="23" fill="${green}"/>`,
    robot(sx + 66, sy + 75, 28, '#0e2a22', green),
    roundedRect(sx + 100, sy + 58, 112, 11, 5.5, `fill="${C.fg}" opacity="0.9"`),
    `<circle cx="${sx + 105}" cy="${sy + 86}" r="4.5" fill="${green}"/>`,
    roundedRect(sx + 115, sy + 81, 60, 9, 4.5, `fill="${green}" opacity="0.7"`),
    `<rect x="${sx + 262}" y="${sy + 63}" width="24" height="18" rx="4" fill="none" stroke="${C.muted}" stroke-width="2.6"/><path d="M${sx + 286} ${sy + 69} l9 -5 v16 l-9 -5" fill="none" stroke="${C.muted}" stroke-width="2.6" stroke-linejoin="round"/>`,
    `<circle cx="${sx + 322}" cy="${sy + 62}" r="2.6" fill="${C.muted}"/><circle cx="${sx + 322}" cy="${sy + 72}" r="2.6" fill="${C.muted}"/><circle cx="${sx + 322}" cy="${sy + 82}" r="2.6" fill="${C.muted}"/>`,
  ].join('');

  const inputBar = [
    roundedRect(sx + 14, sy + sh - 74, sw - 90, 50, 25, 'fill="#1a2542"'),
    `<circle cx="${sx + 42}" cy="${sy + sh - 49}" r="10" fill="none" stroke="${C.muted}" stroke-width="2.4" opacity="0.7"/>`,
    roundedRect(sx + 62, sy + sh - 53, 110, 8, 4, `fill="${C.muted}" opacity="0.25"`),
    `<circle cx="${sx + sw - 42}" cy="${sy + sh - 49}" r="26" fill="${green}"/>`,
    `<path d="M${sx + sw - 54} ${sy + sh - 60} L${sx + sw - 28} ${sy + sh - 49} L${sx + sw - 54} ${sy + sh - 38} L${sx + sw - 49} ${sy + sh - 49} Z" fill="#0e2a22" stroke="#0e2a22" stroke-width="2" stroke-linejoin="round"/>`,
  ].join('');

  const phoneShape = (attrs: string) => roundedRect(px, py, pw, ph, 60, attrs);
  const screenShape = (attrs: string) => roundedRect(sx, sy, sw, sh, 47, attrs);

  // Glassy echoes of the conversation beside the phone: they widen the composition for the 16:9
  // frame without competing with the phone itself.
  const glass = (x: number, y: number, w: number, h: number, side: 'in' | 'out', color: string) =>
    bubble(x, y, w, h, side, color).replace(
      `fill="${color}"`,
      `fill="${color}" fill-opacity="0.1" stroke="${color}" stroke-opacity="0.5" stroke-width="2"`,
    ) + textLines(x + 20, y + 22, [w - 60, w - 96], color, 0.4);
  const floating = [
    `<g transform="rotate(-7 380 300)">${glass(300, 262, 190, 72, 'in', white)}</g>`,
    `<g transform="rotate(5 1200 640)">${glass(1110, 604, 176, 72, 'out', green)}</g>`,
  ].join('');

  const badge = [
    halo(1195, 318, 170, 170, 'halo-green', 0.35),
    `<circle cx="1195" cy="318" r="64" fill="url(#badge-fill)" stroke="${green}" stroke-width="2.5"/>`,
    glowing(robot(1195, 324, 70, '#eafff5', '#12402f'), 'blur-sm', 0.5),
    `<path d="M1131 330 C1080 350 1040 360 1004 362" fill="none" stroke="${green}" stroke-width="2.5" stroke-dasharray="2 10" stroke-linecap="round" opacity="0.8"/>`,
  ].join('');

  const defs = `
    <linearGradient id="phone-body" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#26324f"/><stop offset="0.5" stop-color="#121a30"/><stop offset="1" stop-color="#1e2947"/></linearGradient>
    <linearGradient id="phone-edge" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#7c8fbf"/><stop offset="0.5" stop-color="#2a3659"/><stop offset="1" stop-color="#5a6a98"/></linearGradient>
    <linearGradient id="screen" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#0b1222"/><stop offset="1" stop-color="#0d1528"/></linearGradient>
    <linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.07"/><stop offset="0.35" stop-color="#fff" stop-opacity="0"/></linearGradient>
    <radialGradient id="badge-fill" cx="0.35" cy="0.3"><stop offset="0" stop-color="#2fd08a"/><stop offset="1" stop-color="#0f6b4a"/></radialGradient>
    <pattern id="wallpaper" width="44" height="44" patternUnits="userSpaceOnUse"><circle cx="10" cy="10" r="1.6" fill="#1b2745"/><circle cx="32" cy="30" r="1.6" fill="#1b2745"/><path d="M30 8 l4 4 M34 8 l-4 4" stroke="#1b2745" stroke-width="1.4"/></pattern>
    <clipPath id="screen-clip">${screenShape('')}</clipPath>`;

  const rings = [260, 360, 470]
    .map(
      (r, i) =>
        `<circle cx="800" cy="450" r="${r}" fill="none" stroke="${C.success}" stroke-opacity="${[0.16, 0.1, 0.06][i]}" stroke-width="1.5"/>`,
    )
    .join('');

  const body = [
    `<rect width="${W}" height="${H}" fill="url(#line-grid)" mask="url(#fade-mask)" opacity="0.45"/>`,
    halo(800, 450, 520, 440, 'halo-green', 0.16),
    halo(560, 250, 320, 260, 'halo-cyan', 0.1),
    rings,
    floating,
    badge,
    dropShadow(phoneShape(''), 30, 0.7),
    phoneShape('fill="url(#phone-body)"'),
    glowing(phoneShape('fill="none" stroke="url(#phone-edge)" stroke-width="3"'), 'blur-sm', 0.35),
    `<rect x="${px - 4}" y="${py + 150}" width="5" height="62" rx="2.5" fill="#34426a"/><rect x="${px + pw - 1}" y="${py + 190}" width="5" height="96" rx="2.5" fill="#34426a"/>`,
    screenShape('fill="url(#screen)"'),
    `<g clip-path="url(#screen-clip)"><rect x="${sx}" y="${sy}" width="${sw}" height="${sh}" fill="url(#wallpaper)"/>${header}${chat}${inputBar}</g>`,
    screenShape('fill="url(#glass)"'),
  ].join('');
  return document(defs, body);
}

// ---------------------------------------------------------------------------------------------
// AI ROI: rising bars, a glowing trend line and a few coins.

function coinFace(cx: number, cy: number, r: number): string {
  return [
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#coin-face)" stroke="#a86a12" stroke-width="${n(r * 0.06)}"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${n(r * 0.72)}" fill="none" stroke="#fff3c4" stroke-opacity="0.55" stroke-width="${n(r * 0.06)}"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${n(r * 0.72)}" fill="none" stroke="#8a540c" stroke-opacity="0.45" stroke-width="${n(r * 0.05)}" transform="translate(${n(r * 0.05)} ${n(r * 0.05)})"/>`,
    // A four-point glint: the way illustrators make a flat disc read as polished metal.
    `<path transform="translate(${n(cx - r * 0.38)} ${n(cy - r * 0.4)}) scale(${n(r / 120)})" d="M0 -40 C4 -12 12 -4 40 0 C12 4 4 12 0 40 C-4 12 -12 4 -40 0 C-12 -4 -4 -12 0 -40 Z" fill="#fffbe8"/>`,
  ].join('');
}

function coinStack(cx: number, baseY: number, rx: number, count: number): string {
  const ry = rx * 0.34;
  const t = 15;
  let out = '';
  for (let i = 0; i < count; i++) {
    const y = baseY - i * t;
    // A slight sideways drift per coin makes the stack look hand-placed rather than extruded.
    const x = cx + [0, 3, -2, 4, 1, -3][i % 6]!;
    out +=
      `<path d="M${n(x - rx)} ${n(y - t)} V${n(y)} A${n(rx)} ${n(ry)} 0 0 0 ${n(x + rx)} ${n(y)} V${n(y - t)} Z" fill="url(#coin-side)"/>` +
      `<path d="M${n(x - rx)} ${n(y - t / 2)} A${n(rx)} ${n(ry)} 0 0 0 ${n(x + rx)} ${n(y - t / 2)}" fill="none" stroke="#8a540c" stroke-opacity="0.5" stroke-width="1.5"/>` +
      `<ellipse cx="${n(x)}" cy="${n(y - t)}" rx="${n(rx)}" ry="${n(ry)}" fill="url(#coin-top)" stroke="#b27717" stroke-width="1.5"/>` +
      `<ellipse cx="${n(x)}" cy="${n(y - t)}" rx="${n(rx * 0.7)}" ry="${n(ry * 0.7)}" fill="none" stroke="#fff3c4" stroke-opacity="0.5" stroke-width="2"/>`;
  }
  return out;
}

function aiRoi(): string {
  const base = 690;
  const heights = [96, 138, 126, 196, 250, 318, 408];
  const barW = 70;
  const gap = 42;
  const x0 = 800 - (heights.length * barW + (heights.length - 1) * gap) / 2 - 100;
  const bars = heights.map((h, i) => ({ x: x0 + i * (barW + gap), h }));
  const tops: Pt[] = bars.map((b) => [b.x + barW / 2, base - b.h - 46]);

  // Catmull-Rom through the bar tops gives a smooth line that still passes every data point.
  let d = `M${n(tops[0]![0])} ${n(tops[0]![1])}`;
  for (let i = 0; i < tops.length - 1; i++) {
    const p0 = tops[Math.max(0, i - 1)]!;
    const p1 = tops[i]!;
    const p2 = tops[i + 1]!;
    const p3 = tops[Math.min(tops.length - 1, i + 2)]!;
    const c1: Pt = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2: Pt = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += ` C${n(c1[0])} ${n(c1[1])} ${n(c2[0])} ${n(c2[1])} ${n(p2[0])} ${n(p2[1])}`;
  }
  const last = tops[tops.length - 1]!;
  const tip: Pt = [last[0] + 78, last[1] - 70];
  d += ` L${n(tip[0])} ${n(tip[1])}`;
  const first = tops[0]!;
  const area = `${d.slice(0, d.lastIndexOf(' L'))} L${n(last[0])} ${base} L${n(first[0])} ${base} Z`;
  const angle = (Math.atan2(tip[1] - last[1], tip[0] - last[0]) * 180) / Math.PI;

  const panel = { x: 250, y: 130, w: 1100, h: 640 };
  const gridLines = [0, 1, 2, 3, 4]
    .map((i) => {
      const gy = base - i * 110;
      return `<line x1="${panel.x + 60}" y1="${gy}" x2="${panel.x + panel.w - 60}" y2="${gy}" stroke="${C.line}" stroke-width="${i === 0 ? 2 : 1.2}" ${i === 0 ? '' : 'stroke-dasharray="4 8"'}/>`;
    })
    .join('');

  const barShapes = bars
    .map((b, i) => {
      const strong = i === bars.length - 1;
      const bar = (attributes: string) => roundedRect(b.x, base - b.h, barW, b.h, 12, attributes);
      return (
        bar(`fill="url(#${strong ? 'bar-strong' : 'bar'})"`) +
        bar(`fill="none" stroke="url(#bar-edge)" stroke-width="1.5"`) +
        roundedRect(
          b.x + 8,
          base - b.h + 6,
          barW - 16,
          5,
          2.5,
          `fill="${C.accentStrong}" opacity="${strong ? 0.95 : 0.6}"`,
        )
      );
    })
    .join('');

  const line = `<path d="${d}" fill="none" stroke="url(#trend)" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>`;
  const arrow = `<path transform="translate(${n(tip[0])} ${n(tip[1])}) rotate(${n(angle)})" d="M8 0 L-20 -17 L-13 0 L-20 17 Z" fill="${C.accentStrong}"/>`;
  const dots = tops
    .map(
      ([x, y], i) =>
        `<circle cx="${n(x)}" cy="${n(y)}" r="${i === tops.length - 1 ? 10 : 7}" fill="${C.ink}" stroke="${C.accentStrong}" stroke-width="3.5"/>`,
    )
    .join('');

  const defs = `
    <linearGradient id="panel" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#16203c" stop-opacity="0.85"/><stop offset="1" stop-color="#0d1428" stop-opacity="0.85"/></linearGradient>
    <linearGradient id="panel-edge" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#3b4c78"/><stop offset="0.6" stop-color="${C.line}"/><stop offset="1" stop-color="#2e3d63"/></linearGradient>
    <linearGradient id="bar" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${C.accent}" stop-opacity="0.55"/><stop offset="1" stop-color="${C.violet}" stop-opacity="0.08"/></linearGradient>
    <linearGradient id="bar-strong" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${C.accentStrong}" stop-opacity="0.9"/><stop offset="1" stop-color="${C.violet}" stop-opacity="0.2"/></linearGradient>
    <linearGradient id="bar-edge" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${C.accent}" stop-opacity="0.8"/><stop offset="1" stop-color="${C.accent}" stop-opacity="0"/></linearGradient>
    <linearGradient id="trend" gradientUnits="userSpaceOnUse" x1="${n(first[0])}" y1="0" x2="${n(tip[0])}" y2="0"><stop offset="0" stop-color="${C.violet}"/><stop offset="0.55" stop-color="${C.accent}"/><stop offset="1" stop-color="${C.accentStrong}"/></linearGradient>
    <linearGradient id="area" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${C.accent}" stop-opacity="0.22"/><stop offset="1" stop-color="${C.accent}" stop-opacity="0"/></linearGradient>
    <radialGradient id="coin-face" cx="0.35" cy="0.3" r="0.8"><stop offset="0" stop-color="#fff0b0"/><stop offset="0.45" stop-color="${C.gold}"/><stop offset="1" stop-color="#b7791f"/></radialGradient>
    <linearGradient id="coin-top" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffe9a3"/><stop offset="0.6" stop-color="${C.gold}"/><stop offset="1" stop-color="#c98a22"/></linearGradient>
    <linearGradient id="coin-side" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#8a540c"/><stop offset="0.35" stop-color="#d89a2b"/><stop offset="0.6" stop-color="#f1c15a"/><stop offset="1" stop-color="#8a540c"/></linearGradient>`;

  const body = [
    `<rect width="${W}" height="${H}" fill="url(#line-grid)" mask="url(#fade-mask)" opacity="0.35"/>`,
    halo(900, 330, 560, 380, 'halo-cyan', 0.14),
    halo(470, 640, 420, 300, 'halo-violet', 0.14),
    dropShadow(roundedRect(panel.x, panel.y, panel.w, panel.h, 32, ''), 30, 0.6),
    roundedRect(panel.x, panel.y, panel.w, panel.h, 32, 'fill="url(#panel)"'),
    roundedRect(
      panel.x,
      panel.y,
      panel.w,
      panel.h,
      32,
      'fill="none" stroke="url(#panel-edge)" stroke-width="1.5"',
    ),
    // Window dots: a hint of a dashboard without introducing any readable UI text.
    ...[0, 1, 2].map(
      (i) =>
        `<circle cx="${panel.x + 38 + i * 22}" cy="${panel.y + 36}" r="6" fill="${[C.violet, C.accent, C.success][i]}" opacity="0.55"/>`,
    ),
    gridLines,
    `<path d="${area}" fill="url(#area)"/>`,
    barShapes,
    `<g filter="url(#blur-md)" opacity="0.95">${line}</g>`,
    `<g filter="url(#blur-sm)">${line}</g>`,
    line,
    glowing(arrow, 'blur-sm', 0.9),
    dots,
    halo(last[0], last[1], 60, 60, 'halo-white', 0.5),
    halo(1230, 650, 170, 100, 'halo-warm', 0.22),
    coinStack(1200, base, 56, 5),
    coinStack(1282, base + 16, 44, 3),
    glowing(coinFace(1262, 468, 40), 'blur-md', 0.35),
    glowing(coinFace(1180, 536, 26), 'blur-md', 0.3),
  ].join('');
  return document(defs, body);
}

// ---------------------------------------------------------------------------------------------
// Lead generation: many prospects pour into a funnel, a few qualified leads drop out below.

function leadGeneration(): string {
  const rnd = random(7);
  const cx = 800;
  const rimY = 262;
  const rimRx = 340;
  const rimRy = 58;
  const neckY = 585;
  const neckRx = 58;
  const spoutY = 660;
  const spoutRx = 48;
  // The funnel's half-width along its height, concave like a real funnel rather than a cone.
  const halfWidth = (t: number) => lerp(rimRx, neckRx, 1 - Math.pow(1 - t, 1.9));
  const sideY = (t: number) => lerp(rimY, neckY, t);

  const side = (sign: 1 | -1) => {
    const list: Pt[] = [];
    for (let i = 0; i <= 24; i++) {
      const t = i / 24;
      list.push([cx + sign * halfWidth(t), sideY(t)]);
    }
    return list;
  };
  const left = side(-1);
  const right = side(1);
  const bodyPath =
    `M${points(left).replace(/ /g, ' L')} L${cx - spoutRx} ${spoutY} A${spoutRx} ${spoutRx * 0.32} 0 0 0 ${cx + spoutRx} ${spoutY} L` +
    `${points([...right].reverse()).replace(/ /g, ' L')} A${rimRx} ${rimRy} 0 0 0 ${cx - rimRx} ${rimY} Z`;

  // A specular streak down the left wall is what makes the translucent body read as glass.
  const streak: Pt[] = [];
  for (let i = 0; i <= 16; i++) {
    const t = lerp(0.12, 0.86, i / 16);
    streak.push([cx - halfWidth(t) * 0.72, sideY(t) + halfWidth(t) * 0.1]);
  }
  const highlight = `M${points(streak).replace(/ /g, ' L')}`;

  const bands = [0.28, 0.55, 0.8]
    .map((t) => {
      const rx = halfWidth(t);
      const y = sideY(t);
      return `<path d="M${n(cx - rx)} ${n(y)} A${n(rx)} ${n(rx * 0.17)} 0 0 0 ${n(cx + rx)} ${n(y)}" fill="none" stroke="url(#band)" stroke-width="2"/>`;
    })
    .join('');

  // Prospects: a wide cloud narrowing towards the rim, each dot with a faint motion streak.
  let crowd = '';
  for (let i = 0; i < 230; i++) {
    const t = Math.pow(rnd(), 0.8);
    const y = lerp(70, rimY - 8, t);
    const spread = lerp(520, rimRx - 40, t);
    const u = rnd() * 2 - 1;
    const x = cx + Math.sign(u) * Math.pow(Math.abs(u), 0.9) * spread;
    // Streaks aim at a point deep below the rim, so the whole cloud reads as pouring inwards.
    const dir = Math.atan2(rimY + 460 - y, cx - x);
    const len = 12 + rnd() * 22;
    const pick = rnd();
    const color = pick < 0.16 ? C.accent : pick < 0.3 ? C.violet : C.muted;
    const r = 1.8 + rnd() * 3;
    const a = 0.35 + rnd() * 0.5;
    const tail: Pt = [x - Math.cos(dir) * len, y - Math.sin(dir) * len];
    crowd +=
      `<line x1="${n(x)}" y1="${n(y)}" x2="${n(tail[0])}" y2="${n(tail[1])}" stroke="${color}" stroke-opacity="${n(a * 0.22)}" stroke-width="${n(r * 0.55)}" stroke-linecap="round"/>` +
      `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${color}" fill-opacity="${n(a)}"/>`;
  }

  // Inside the glass: fewer, converging dots, fading as they are filtered out.
  let inside = '';
  for (let i = 0; i < 70; i++) {
    const t = Math.pow(rnd(), 1.3);
    const y = lerp(rimY + 10, neckY - 10, t);
    const hw = halfWidth(t) * 0.82;
    const x = cx + (rnd() * 2 - 1) * hw;
    const color = rnd() < 0.3 ? C.accent : C.muted;
    inside += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(1.8 + rnd() * 2.4)}" fill="${color}" fill-opacity="${n(lerp(0.55, 0.25, t))}"/>`;
  }

  const leads: Array<[number, number, number]> = [
    [cx - 4, 714, 13],
    [cx + 30, 770, 11.5],
    [cx - 26, 822, 10],
  ];
  const leadDots = leads
    .map(
      ([x, y, r]) =>
        halo(x, y, r * 6, r * 6, 'halo-green', 0.55) +
        glowing(
          `<circle cx="${x}" cy="${y}" r="${r}" fill="${C.success}"/><circle cx="${x - r * 0.3}" cy="${y - r * 0.3}" r="${r * 0.4}" fill="#eafff6"/>`,
          'blur-sm',
          0.95,
        ),
    )
    .join('');

  const defs = `
    <linearGradient id="funnel" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${C.violet}" stop-opacity="0.26"/><stop offset="0.5" stop-color="${C.accent}" stop-opacity="0.06"/><stop offset="1" stop-color="${C.accent}" stop-opacity="0.3"/></linearGradient>
    <linearGradient id="funnel-depth" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#0b1020" stop-opacity="0"/><stop offset="1" stop-color="${C.accent}" stop-opacity="0.2"/></linearGradient>
    <linearGradient id="rim" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${C.violet}"/><stop offset="1" stop-color="${C.accent}"/></linearGradient>
    <linearGradient id="band" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${C.violet}" stop-opacity="0.5"/><stop offset="0.5" stop-color="${C.accentStrong}" stop-opacity="0.55"/><stop offset="1" stop-color="${C.accent}" stop-opacity="0.5"/></linearGradient>
    <linearGradient id="streak" gradientUnits="userSpaceOnUse" x1="0" y1="${rimY + 30}" x2="0" y2="${neckY}"><stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset="0.3" stop-color="#fff" stop-opacity="0.3"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>
    <radialGradient id="mouth" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#03060e"/><stop offset="1" stop-color="#0d1730"/></radialGradient>
    <clipPath id="funnel-clip"><path d="${bodyPath}"/></clipPath>`;

  const outline = `<path d="${bodyPath}" fill="none" stroke="url(#rim)" stroke-width="3" stroke-linejoin="round"/>`;
  const rimFront = `<path d="M${cx - rimRx} ${rimY} A${rimRx} ${rimRy} 0 0 0 ${cx + rimRx} ${rimY}" fill="none" stroke="url(#rim)" stroke-width="4"/>`;
  const rimBack = `<path d="M${cx - rimRx} ${rimY} A${rimRx} ${rimRy} 0 0 1 ${cx + rimRx} ${rimY}" fill="none" stroke="url(#rim)" stroke-width="3" stroke-opacity="0.6"/>`;

  const body = [
    `<rect width="${W}" height="${H}" fill="url(#dot-grid)" mask="url(#fade-mask)" opacity="0.6"/>`,
    halo(cx, 200, 700, 260, 'halo-violet', 0.12),
    halo(cx, 440, 420, 330, 'halo-cyan', 0.16),
    halo(cx, 780, 260, 160, 'halo-green', 0.18),
    `<ellipse cx="${cx}" cy="${rimY}" rx="${rimRx}" ry="${rimRy}" fill="url(#mouth)"/>`,
    rimBack,
    `<path d="${bodyPath}" fill="url(#funnel)"/>`,
    `<path d="${bodyPath}" fill="url(#funnel-depth)"/>`,
    `<g clip-path="url(#funnel-clip)">${inside}${bands}</g>`,
    `<path d="${highlight}" fill="none" stroke="url(#streak)" stroke-width="7" stroke-linecap="round" filter="url(#blur-xs)"/>`,
    `<g filter="url(#blur-sm)" opacity="0.8">${outline}${rimFront}</g>`,
    outline,
    rimFront,
    crowd,
    // The stream from the spout to the leads, so the eye follows the flow downwards.
    `<path d="M${cx} ${spoutY + 10} C${cx} 700 ${cx + 20} 740 ${cx + 10} 830" fill="none" stroke="${C.success}" stroke-opacity="0.35" stroke-width="3" stroke-dasharray="1 12" stroke-linecap="round"/>`,
    leadDots,
  ].join('');
  return document(defs, body);
}

// ---------------------------------------------------------------------------------------------
// Alpine resorts: snowy peaks under a starry sky, a lit chalet and a chat bubble.

/** Midpoint displacement between hand-placed key points: natural rocky ridges, fixed shape. */
function ridge(keys: Pt[], rnd: () => number, depth: number, roughness: number): Pt[] {
  let list = keys;
  for (let level = 0; level < depth; level++) {
    const next: Pt[] = [];
    for (let i = 0; i < list.length - 1; i++) {
      const a = list[i]!;
      const b = list[i + 1]!;
      const span = Math.hypot(b[0] - a[0], b[1] - a[1]);
      next.push(a, [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2 + (rnd() - 0.5) * span * roughness]);
    }
    next.push(list[list.length - 1]!);
    list = next;
  }
  return list;
}

function ridgeYAt(list: Pt[], x: number): number {
  for (let i = 0; i < list.length - 1; i++) {
    const a = list[i]!;
    const b = list[i + 1]!;
    if (x >= a[0] && x <= b[0]) return lerp(a[1], b[1], (x - a[0]) / (b[0] - a[0] || 1));
  }
  return list[list.length - 1]![1];
}

function mountainRange(
  id: string,
  keys: Pt[],
  seed: number,
  opts: {
    fill: string;
    snowFill: string;
    snowBelow: number;
    snowDepth: number;
    shade: number;
    shadeEnd: number;
  },
): string {
  const rnd = random(seed);
  const line = ridge(keys, rnd, 4, 0.22);
  const shape = `M${points(line).replace(/ /g, ' L')} L${W} ${H} L0 ${H} Z`;

  // Snow reaches further down below high summits; low ridges stay bare, as in real ranges.
  const snowLine: Pt[] = [];
  for (let x = 0; x <= W; x += 12) {
    const top = ridgeYAt(line, x);
    const depth = Math.max(0, (opts.snowBelow - top) * opts.snowDepth) + (rnd() - 0.5) * 14;
    snowLine.push([x, top + Math.max(0, depth)]);
  }
  const snow = `M${points(line).replace(/ /g, ' L')} L${points([...snowLine].reverse()).replace(/ /g, ' L')} Z`;

  // Moonlight comes from the upper right, so each summit's left face falls into shadow.
  let shadows = '';
  for (let i = 1; i < keys.length - 1; i++) {
    const peak = keys[i]!;
    const prev = keys[i - 1]!;
    const next = keys[i + 1]!;
    if (peak[1] >= prev[1] || peak[1] >= next[1]) continue;
    const face = line.filter(([x]) => x >= prev[0] && x <= peak[0]);
    // Both edges of the shadowed face run down as rough gullies; straight edges look cut out.
    const fall = ridge([peak, [peak[0] + 30, peak[1] + 260], [peak[0] + 10, H]], rnd, 3, 0.12);
    const gully = ridge([prev, [prev[0] + 24, prev[1] + 200], [prev[0] - 6, H]], rnd, 3, 0.12);
    const foot: Pt[] = [...fall.slice(1), ...gully.slice(1).reverse()];
    shadows += `<polygon points="${points([...face, ...foot])}" fill="#050916" opacity="${opts.shade}"/>`;
  }

  // Shading fades out towards the foot of the range, where haze takes over: hard-edged faces all
  // the way down read as vertical columns rather than slopes.
  const fade = `<linearGradient id="${id}-fade" gradientUnits="userSpaceOnUse" x1="0" y1="${opts.shadeEnd - 260}" x2="0" y2="${opts.shadeEnd}"><stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="#000"/></linearGradient><mask id="${id}-mask"><rect width="${W}" height="${H}" fill="url(#${id}-fade)"/></mask>`;
  return `${fade}<clipPath id="${id}"><path d="${shape}"/></clipPath><path d="${shape}" fill="${opts.fill}"/><g clip-path="url(#${id})"><path d="${snow}" fill="${opts.snowFill}"/><g mask="url(#${id}-mask)">${shadows}</g></g>`;
}

function pine(x: number, y: number, h: number): string {
  const w = h * 0.42;
  const tiers = [0, 0.3, 0.56]
    .map((t, i) => {
      const ty = y - h + t * h;
      const tw = w * (0.55 + i * 0.22);
      const by = ty + h * 0.46;
      // Dark silhouette, a moonlit right half and a thin line of snow on each bough.
      return (
        `<path d="M${n(x)} ${n(ty)} L${n(x + tw)} ${n(by)} L${n(x - tw)} ${n(by)} Z" fill="#060a17"/>` +
        `<path d="M${n(x)} ${n(ty)} L${n(x + tw)} ${n(by)} L${n(x)} ${n(by - h * 0.04)} Z" fill="#111a36"/>` +
        `<path d="M${n(x - tw)} ${n(by)} Q${n(x)} ${n(by - h * 0.08)} ${n(x + tw)} ${n(by)}" fill="none" stroke="#b9c6e8" stroke-opacity="0.4" stroke-width="${n(Math.max(1.2, h * 0.025))}" stroke-linecap="round"/>`
      );
    })
    .join('');
  return `<rect x="${n(x - h * 0.03)}" y="${n(y - h * 0.1)}" width="${n(h * 0.06)}" height="${n(h * 0.12)}" fill="#060a17"/>${tiers}`;
}

function alpineResortsGuide(): string {
  const rnd = random(42);
  let stars = '';
  for (let i = 0; i < 260; i++) {
    const x = rnd() * W;
    const y = Math.pow(rnd(), 1.4) * 560;
    const r = 0.5 + Math.pow(rnd(), 3) * 1.9;
    const a = 0.35 + rnd() * 0.6;
    stars += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="#fff" opacity="${n(a)}"/>`;
    if (r > 1.8) {
      stars += `${halo(x, y, r * 7, r * 7, 'halo-white', 0.35)}<path d="M${n(x - r * 5)} ${n(y)} H${n(x + r * 5)} M${n(x)} ${n(y - r * 5)} V${n(y + r * 5)}" stroke="#fff" stroke-opacity="0.45" stroke-width="0.9"/>`;
    }
  }

  const far = mountainRange(
    'far-range',
    [
      [0, 470],
      [150, 400],
      [290, 440],
      [420, 360],
      [560, 420],
      [700, 380],
      [830, 430],
      [980, 350],
      [1120, 410],
      [1260, 340],
      [1400, 400],
      [1520, 370],
      [1600, 400],
    ],
    3,
    {
      fill: 'url(#far)',
      snowFill: '#55628f',
      snowBelow: 440,
      snowDepth: 0.6,
      shade: 0.3,
      shadeEnd: 560,
    },
  );
  const main = mountainRange(
    'main-range',
    [
      [0, 560],
      [110, 470],
      [210, 520],
      [350, 380],
      [460, 470],
      [560, 420],
      [650, 480],
      [790, 250],
      [930, 440],
      [1030, 400],
      [1120, 460],
      [1260, 330],
      [1380, 450],
      [1480, 420],
      [1600, 520],
    ],
    11,
    {
      fill: 'url(#rock)',
      snowFill: 'url(#snow)',
      snowBelow: 560,
      snowDepth: 0.42,
      shade: 0.5,
      shadeEnd: 680,
    },
  );

  const hill = (x: number) =>
    700 - 38 * Math.exp(-(((x - 800) / 360) ** 2)) + 22 * Math.sin(x / 190 + 1.2);
  const hillPoints: Pt[] = [];
  for (let x = 0; x <= W; x += 20) hillPoints.push([x, hill(x)]);
  const hillShape = `M${points(hillPoints).replace(/ /g, ' L')} L${W} ${H} L0 ${H} Z`;
  const nearShape = `M0 800 C300 740 520 820 800 830 C1080 840 1300 760 1600 790 L${W} ${H} L0 ${H} Z`;

  const treeRnd = random(5);
  const trees: Array<[number, number]> = [];
  for (const [from, to, count] of [
    [40, 560, 16],
    [1050, 1560, 16],
  ] as const) {
    for (let i = 0; i < count; i++) {
      const x = lerp(from, to, (i + treeRnd() * 0.8) / count);
      trees.push([x, 40 + treeRnd() * 70]);
    }
  }
  const forest = trees
    .sort((a, b) => a[1] - b[1])
    .map(([x, h]) => pine(x, hill(x) + 6 + treeRnd() * 10, h))
    .join('');

  const gx = 800;
  const gy = hill(gx) + 8;
  const chalet = [
    halo(gx, gy + 4, 260, 60, 'halo-warm', 0.4),
    halo(gx, gy - 50, 170, 130, 'halo-warm', 0.22),
    // Log walls and a steep gable roof loaded with snow: the archetypal Swiss chalet.
    `<rect x="${gx - 78}" y="${gy - 84}" width="156" height="84" fill="url(#wood)"/>`,
    ...[0, 1, 2, 3, 4, 5].map(
      (i) =>
        `<line x1="${gx - 78}" y1="${gy - 72 + i * 13}" x2="${gx + 78}" y2="${gy - 72 + i * 13}" stroke="#1d120c" stroke-opacity="0.55" stroke-width="1.5"/>`,
    ),
    `<polygon points="${points([
      [gx - 106, gy - 76],
      [gx, gy - 160],
      [gx + 106, gy - 76],
      [gx + 92, gy - 76],
      [gx, gy - 146],
      [gx - 92, gy - 76],
    ])}" fill="#2a1b12"/>`,
    `<polygon points="${points([
      [gx - 78, gy - 84],
      [gx, gy - 146],
      [gx + 78, gy - 84],
    ])}" fill="url(#wood)"/>`,
    `<path d="M${gx - 114} ${gy - 70} L${gx} ${gy - 170} L${gx + 114} ${gy - 70} L${gx + 104} ${gy - 66} L${gx + 86} ${gy - 74} L${gx + 60} ${gy - 92} L${gx} ${gy - 148} L${gx - 60} ${gy - 92} L${gx - 88} ${gy - 73} L${gx - 104} ${gy - 66} Z" fill="url(#roof-snow)"/>`,
    `<rect x="${gx + 40}" y="${gy - 160}" width="20" height="40" fill="#2a1b12"/><rect x="${gx + 36}" y="${gy - 168}" width="28" height="10" rx="4" fill="#e6edfb"/>`,
    `<path d="M${gx + 52} ${gy - 176} C${gx + 40} ${gy - 200} ${gx + 74} ${gy - 214} ${gx + 60} ${gy - 240} C${gx + 52} ${gy - 256} ${gx + 80} ${gy - 268} ${gx + 76} ${gy - 290}" fill="none" stroke="#cbd5ee" stroke-opacity="0.22" stroke-width="12" stroke-linecap="round" filter="url(#blur-sm)"/>`,
    glowing(
      [
        roundedRect(gx - 62, gy - 62, 34, 30, 3, 'fill="url(#window)"'),
        roundedRect(gx + 28, gy - 62, 34, 30, 3, 'fill="url(#window)"'),
        roundedRect(gx - 14, gy - 46, 28, 46, 3, 'fill="url(#window)" opacity="0.85"'),
        `<circle cx="${gx}" cy="${gy - 112}" r="14" fill="url(#window)"/>`,
      ].join(''),
      'blur-sm',
      1,
    ),
    `<path d="M${gx - 45} ${gy - 62} V${gy - 32} M${gx - 62} ${gy - 47} H${gx - 28} M${gx + 45} ${gy - 62} V${gy - 32} M${gx + 28} ${gy - 47} H${gx + 62} M${gx} ${gy - 126} V${gy - 98} M${gx - 14} ${gy - 112} H${gx + 14}" stroke="#3a2415" stroke-width="3"/>`,
    `<path d="M${gx - 96} ${gy} Q${gx} ${gy - 10} ${gx + 96} ${gy} L${gx + 110} ${gy + 8} L${gx - 110} ${gy + 8} Z" fill="#c7d3ef" opacity="0.5"/>`,
  ].join('');

  const bx = gx + 92;
  const by = gy - 262;
  const chatBubble = glowing(
    `<path d="M${bx + 22} ${by} H${bx + 96} A22 22 0 0 1 ${bx + 118} ${by + 22} V${by + 40} A22 22 0 0 1 ${bx + 96} ${by + 62} H${bx + 34} L${bx + 8} ${by + 82} L${bx + 14} ${by + 58} A22 22 0 0 1 ${bx} ${by + 40} V${by + 22} A22 22 0 0 1 ${bx + 22} ${by} Z" fill="url(#bubble)"/>` +
      [0, 1, 2]
        .map((i) => `<circle cx="${bx + 36 + i * 23}" cy="${by + 31}" r="6" fill="${C.ink}"/>`)
        .join(''),
    'blur-md',
    0.8,
  );

  const defs = `
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#050914"/><stop offset="0.45" stop-color="#0b1330"/><stop offset="0.75" stop-color="#1b1f4d"/><stop offset="1" stop-color="#2a2a5e"/></linearGradient>
    <linearGradient id="aurora" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${C.success}" stop-opacity="0"/><stop offset="0.3" stop-color="${C.accent}"/><stop offset="0.7" stop-color="${C.violet}"/><stop offset="1" stop-color="${C.violet}" stop-opacity="0"/></linearGradient>
    <linearGradient id="haze-far" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1f2558" stop-opacity="0"/><stop offset="1" stop-color="#1f2558" stop-opacity="0.75"/></linearGradient>
    <linearGradient id="haze-near" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#28316a" stop-opacity="0"/><stop offset="1" stop-color="#28316a" stop-opacity="0.8"/></linearGradient>
    <linearGradient id="far" x1="0" y1="0" x2="0" y2="1"><stop offset="0.35" stop-color="#2b3366"/><stop offset="0.7" stop-color="#171d40"/></linearGradient>
    <linearGradient id="rock" x1="0" y1="0" x2="0" y2="1"><stop offset="0.25" stop-color="#2c3763"/><stop offset="0.7" stop-color="#111732"/></linearGradient>
    <linearGradient id="snow" x1="0" y1="0" x2="0" y2="1"><stop offset="0.25" stop-color="#eef3ff"/><stop offset="0.5" stop-color="#a9b8df"/><stop offset="0.7" stop-color="#6d7cab"/></linearGradient>
    <linearGradient id="field" x1="0" y1="0" x2="0" y2="1"><stop offset="0.7" stop-color="#39477a"/><stop offset="1" stop-color="#141b38"/></linearGradient>
    <linearGradient id="near" x1="0" y1="0" x2="0" y2="1"><stop offset="0.85" stop-color="#222c55"/><stop offset="1" stop-color="#0c1128"/></linearGradient>
    <linearGradient id="wood" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#5a3a24"/><stop offset="1" stop-color="#3a2516"/></linearGradient>
    <linearGradient id="roof-snow" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f4f7ff"/><stop offset="1" stop-color="#a8b6dc"/></linearGradient>
    <linearGradient id="window" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffe3a1"/><stop offset="1" stop-color="#ffab3d"/></linearGradient>
    <linearGradient id="bubble" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${C.accentStrong}"/><stop offset="1" stop-color="${C.accent}"/></linearGradient>
    <mask id="crescent"><rect width="${W}" height="${H}" fill="#fff"/><circle cx="1296" cy="150" r="40" fill="#000"/></mask>`;

  const body = [
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>`,
    `<g filter="url(#blur-lg)" opacity="0.3"><path d="M150 300 C450 160 700 330 1000 210 C1200 130 1400 220 1560 150 L1560 210 C1400 290 1200 200 1000 290 C700 400 450 240 150 370 Z" fill="url(#aurora)"/></g>`,
    stars,
    halo(1272, 166, 190, 190, 'halo-white', 0.22),
    `<circle cx="1272" cy="166" r="44" fill="#f3f1e6" mask="url(#crescent)"/>`,
    halo(800, 520, 800, 160, 'halo-violet', 0.18),
    far,
    `<rect y="380" width="${W}" height="260" fill="url(#haze-far)"/>`,
    main,
    `<rect y="460" width="${W}" height="260" fill="url(#haze-near)"/>`,
    `<path d="${hillShape}" fill="url(#field)"/>`,
    forest,
    chalet,
    `<path d="${nearShape}" fill="url(#near)"/>`,
    chatBubble,
  ].join('');
  return document(defs, body);
}

// ---------------------------------------------------------------------------------------------
// Placeholder: the brand's ink, a perspective grid and a quiet glowing core, with no subject.

function placeholder(): string {
  const horizon = 560;
  const vx = 800;
  let grid = '';
  for (let k = -20; k <= 20; k++) {
    grid += `<line x1="${vx + k * 22}" y1="${horizon}" x2="${vx + k * 190}" y2="${H}" stroke="${C.line}" stroke-width="1.4"/>`;
  }
  for (let i = 1; i <= 9; i++) {
    const y = horizon + (H - horizon) * Math.pow(i / 9, 2.2);
    grid += `<line x1="0" y1="${n(y)}" x2="${W}" y2="${n(y)}" stroke="${C.line}" stroke-width="1.4"/>`;
  }

  const core = { x: 800, y: 400 };
  const orbits = [
    { rx: 300, ry: 84, rot: -12, color: C.accent, nodes: [0.15, 0.55] },
    { rx: 250, ry: 120, rot: 24, color: C.violet, nodes: [0.35, 0.8] },
  ]
    .map((o) => {
      const nodes = o.nodes
        .map((t) => {
          const a = t * Math.PI * 2;
          const x = Math.cos(a) * o.rx;
          const y = Math.sin(a) * o.ry;
          return `${halo(x, y, 30, 30, o.color === C.accent ? 'halo-cyan' : 'halo-violet', 0.8)}<circle cx="${n(x)}" cy="${n(y)}" r="6" fill="${o.color}"/>`;
        })
        .join('');
      return `<g transform="translate(${core.x} ${core.y}) rotate(${o.rot})"><ellipse rx="${o.rx}" ry="${o.ry}" fill="none" stroke="${o.color}" stroke-opacity="0.35" stroke-width="1.6"/>${nodes}</g>`;
    })
    .join('');

  const defs = `
    <linearGradient id="floor-fade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset="0.5" stop-color="#fff" stop-opacity="0.7"/><stop offset="1" stop-color="#fff" stop-opacity="0.25"/></linearGradient>
    <mask id="floor-mask"><rect y="${horizon}" width="${W}" height="${H - horizon}" fill="url(#floor-fade)"/></mask>
    <linearGradient id="ring" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${C.accentStrong}"/><stop offset="1" stop-color="${C.violet}"/></linearGradient>
    <radialGradient id="orb" cx="0.4" cy="0.35" r="0.7"><stop offset="0" stop-color="#24335e"/><stop offset="1" stop-color="#0c1226"/></radialGradient>`;

  const body = [
    halo(380, 160, 600, 420, 'halo-cyan', 0.1),
    halo(1260, 760, 640, 420, 'halo-violet', 0.12),
    `<g mask="url(#floor-mask)">${grid}</g>`,
    halo(core.x, horizon, 620, 60, 'halo-cyan', 0.16),
    halo(core.x, core.y, 300, 300, 'halo-violet', 0.25),
    `<circle cx="${core.x}" cy="${core.y}" r="190" fill="none" stroke="${C.line}" stroke-width="1.2"/>`,
    `<circle cx="${core.x}" cy="${core.y}" r="250" fill="none" stroke="${C.line}" stroke-width="1" stroke-dasharray="3 10"/>`,
    orbits,
    `<circle cx="${core.x}" cy="${core.y}" r="112" fill="url(#orb)"/>`,
    glowing(
      `<circle cx="${core.x}" cy="${core.y}" r="112" fill="none" stroke="url(#ring)" stroke-width="3.5"/>`,
      'blur-md',
      0.9,
    ),
    halo(core.x - 30, core.y - 34, 90, 90, 'halo-cyan', 0.22),
  ].join('');
  return document(defs, body);
}

// ---------------------------------------------------------------------------------------------

const IMAGES: Record<string, () => string> = {
  'n8n-guide.jpg': n8nGuide,
  'whatsapp-chatbot.jpg': whatsappChatbot,
  'ai-roi.jpg': aiRoi,
  'lead-generation.jpg': leadGeneration,
  'alpine-resorts-guide.jpg': alpineResortsGuide,
  'placeholder.jpg': placeholder,
};

await mkdir(OUT_DIR, { recursive: true });
for (const [file, build] of Object.entries(IMAGES)) {
  // sharp drops all metadata unless asked to keep it; mozjpeg's progressive scans keep the files
  // small while large heroes still paint a coarse preview early.
  const jpeg = await sharp(Buffer.from(build()))
    .jpeg({ quality: 82, progressive: true, mozjpeg: true, chromaSubsampling: '4:4:4' })
    .toBuffer();
  await writeFile(OUT_DIR + file, jpeg);
  console.log(`${file}: ${(jpeg.length / 1024).toFixed(0)} KB`);
}
