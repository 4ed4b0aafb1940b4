import type { ProductKind } from '../catalogue/kinds';
import { createRandom } from '../random';

/**
 * Flat product illustrations (400x400 SVG) so every product page and search result has a picture
 * that reads as the product kind. Colours come from the product's finish.
 */
export interface Finish {
  /** Main body colour. */
  body: string;
  /** A darker or contrasting tone for details. */
  detail: string;
  /** Accent (LEDs, logos, lens rings). */
  accent: string;
}

type Drawer = (f: Finish) => string;

const screen = (x: number, y: number, w: number, h: number, r = 4): string =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="url(#scr)"/>` +
  `<path d="M${x + w * 0.55} ${y} L${x + w} ${y} L${x + w} ${y + h * 0.45} Z" fill="#ffffff" opacity="0.08"/>`;

const DRAWERS: Record<ProductKind, Drawer> = {
  tv: (f) =>
    `<rect x="40" y="92" width="320" height="190" rx="6" fill="${f.body}"/>${screen(48, 100, 304, 174, 2)}` +
    `<rect x="190" y="282" width="20" height="24" fill="${f.detail}"/><rect x="130" y="304" width="140" height="10" rx="5" fill="${f.detail}"/>` +
    `<circle cx="200" cy="287" r="2" fill="${f.accent}"/>`,
  monitor: (f) =>
    `<rect x="60" y="80" width="280" height="170" rx="8" fill="${f.body}"/>${screen(70, 90, 260, 146, 3)}` +
    `<path d="M185 250 L215 250 L225 312 L175 312 Z" fill="${f.detail}"/><rect x="135" y="310" width="130" height="12" rx="6" fill="${f.detail}"/>` +
    `<circle cx="318" cy="243" r="3" fill="${f.accent}"/>`,
  projector: (f) =>
    `<rect x="70" y="150" width="260" height="110" rx="22" fill="${f.body}"/><rect x="70" y="230" width="260" height="30" rx="12" fill="${f.detail}" opacity="0.5"/>` +
    `<circle cx="140" cy="205" r="38" fill="${f.detail}"/><circle cx="140" cy="205" r="26" fill="#101820"/><circle cx="132" cy="197" r="8" fill="#5b7fa6" opacity="0.8"/>` +
    `<path d="M102 205 L10 150 L10 260 Z" fill="#fff7c2" opacity="0.35"/>` +
    `<g fill="${f.detail}">${[0, 1, 2, 3, 4].map((i) => `<rect x="${220 + i * 18}" y="180" width="8" height="50" rx="4"/>`).join('')}</g>` +
    `<rect x="95" y="258" width="20" height="10" fill="${f.detail}"/><rect x="285" y="258" width="20" height="10" fill="${f.detail}"/>`,
  soundbar: (f) =>
    `<rect x="30" y="170" width="340" height="56" rx="26" fill="${f.body}"/><rect x="44" y="180" width="312" height="36" rx="18" fill="${f.detail}" opacity="0.55"/>` +
    `<g fill="${f.body}" opacity="0.6">${Array.from({ length: 30 }, (_, i) => `<circle cx="${60 + i * 10}" cy="198" r="2"/>`).join('')}</g>` +
    `<circle cx="200" cy="231" r="2.5" fill="${f.accent}"/>` +
    `<rect x="150" y="250" width="100" height="60" rx="10" fill="${f.body}"/><circle cx="200" cy="280" r="20" fill="${f.detail}"/>`,
  receiver: (f) =>
    `<rect x="40" y="150" width="320" height="120" rx="8" fill="${f.body}"/><rect x="40" y="150" width="320" height="16" rx="6" fill="${f.detail}" opacity="0.4"/>` +
    `<rect x="70" y="190" width="140" height="36" rx="3" fill="#0b1220"/><text x="80" y="214" font-family="monospace" font-size="16" fill="${f.accent}">DOLBY 7.2</text>` +
    `<circle cx="290" cy="210" r="34" fill="${f.detail}"/><circle cx="290" cy="210" r="26" fill="${f.body}"/><line x1="290" y1="210" x2="290" y2="188" stroke="${f.detail}" stroke-width="4"/>` +
    `<g fill="${f.detail}">${[0, 1, 2, 3, 4, 5].map((i) => `<circle cx="${78 + i * 22}" cy="248" r="5"/>`).join('')}</g>` +
    `<rect x="60" y="270" width="24" height="8" fill="${f.detail}"/><rect x="316" y="270" width="24" height="8" fill="${f.detail}"/>`,
  headphones: (f) =>
    `<path d="M90 220 C90 90 310 90 310 220" fill="none" stroke="${f.body}" stroke-width="22" stroke-linecap="round"/>` +
    `<path d="M104 200 C108 118 292 118 296 200" fill="none" stroke="${f.detail}" stroke-width="6" opacity="0.5"/>` +
    `<rect x="62" y="196" width="64" height="112" rx="30" fill="${f.body}"/><rect x="274" y="196" width="64" height="112" rx="30" fill="${f.body}"/>` +
    `<rect x="110" y="206" width="24" height="92" rx="12" fill="${f.detail}"/><rect x="266" y="206" width="24" height="92" rx="12" fill="${f.detail}"/>` +
    `<circle cx="94" cy="282" r="4" fill="${f.accent}"/>`,
  earbuds: (f) =>
    `<rect x="110" y="210" width="180" height="100" rx="48" fill="${f.body}"/><rect x="110" y="250" width="180" height="4" fill="${f.detail}" opacity="0.5"/>` +
    `<circle cx="200" cy="290" r="4" fill="${f.accent}"/>` +
    `<g><ellipse cx="150" cy="150" rx="34" ry="40" fill="${f.body}"/><circle cx="150" cy="150" r="18" fill="${f.detail}"/><ellipse cx="124" cy="180" rx="14" ry="10" fill="${f.detail}"/></g>` +
    `<g><ellipse cx="250" cy="150" rx="34" ry="40" fill="${f.body}"/><circle cx="250" cy="150" r="18" fill="${f.detail}"/><ellipse cx="276" cy="180" rx="14" ry="10" fill="${f.detail}"/></g>`,
  speaker: (f) =>
    `<rect x="110" y="90" width="180" height="230" rx="70" fill="${f.body}"/><rect x="124" y="104" width="152" height="202" rx="60" fill="${f.detail}" opacity="0.45"/>` +
    `<circle cx="200" cy="160" r="40" fill="${f.detail}"/><circle cx="200" cy="160" r="16" fill="${f.body}"/>` +
    `<circle cx="200" cy="250" r="40" fill="${f.detail}"/><circle cx="200" cy="250" r="16" fill="${f.body}"/>` +
    `<rect x="185" y="80" width="30" height="14" rx="6" fill="${f.detail}"/><circle cx="200" cy="300" r="3" fill="${f.accent}"/>`,
  hifi: (f) =>
    `<rect x="40" y="140" width="90" height="170" rx="8" fill="${f.detail}"/><circle cx="85" cy="190" r="22" fill="${f.body}"/><circle cx="85" cy="260" r="30" fill="${f.body}"/>` +
    `<rect x="270" y="140" width="90" height="170" rx="8" fill="${f.detail}"/><circle cx="315" cy="190" r="22" fill="${f.body}"/><circle cx="315" cy="260" r="30" fill="${f.body}"/>` +
    `<rect x="145" y="200" width="110" height="110" rx="8" fill="${f.body}"/><rect x="158" y="216" width="84" height="8" rx="4" fill="${f.detail}"/>` +
    `<rect x="160" y="240" width="80" height="24" rx="3" fill="#0b1220"/><text x="168" y="257" font-family="monospace" font-size="12" fill="${f.accent}">FM 98.4</text>` +
    `<circle cx="200" cy="290" r="9" fill="${f.detail}"/>`,
  turntable: (f) =>
    `<rect x="40" y="130" width="320" height="170" rx="10" fill="${f.body}"/><rect x="40" y="285" width="320" height="15" rx="6" fill="${f.detail}"/>` +
    `<circle cx="170" cy="212" r="70" fill="#111"/><circle cx="170" cy="212" r="56" fill="none" stroke="#2b2b2b" stroke-width="2"/><circle cx="170" cy="212" r="40" fill="none" stroke="#2b2b2b" stroke-width="2"/>` +
    `<circle cx="170" cy="212" r="18" fill="${f.accent}"/><circle cx="170" cy="212" r="3" fill="#ddd"/>` +
    `<circle cx="305" cy="160" r="12" fill="${f.detail}"/><path d="M305 160 L300 250 L262 270" fill="none" stroke="#c9c9c9" stroke-width="5" stroke-linecap="round"/>` +
    `<rect x="300" y="262" width="30" height="10" rx="4" fill="${f.detail}"/>`,
  camera: (f) =>
    `<path d="M60 150 L150 150 L168 118 L232 118 L250 150 L340 150 Q352 150 352 162 L352 290 Q352 302 340 302 L60 302 Q48 302 48 290 L48 162 Q48 150 60 150 Z" fill="${f.body}"/>` +
    `<rect x="48" y="150" width="60" height="152" rx="12" fill="${f.detail}" opacity="0.6"/>` +
    `<circle cx="210" cy="225" r="66" fill="${f.detail}"/><circle cx="210" cy="225" r="54" fill="#0d141c"/><circle cx="210" cy="225" r="34" fill="#1c2c3c"/>` +
    `<circle cx="196" cy="211" r="10" fill="#6c8cb0" opacity="0.7"/><circle cx="210" cy="225" r="60" fill="none" stroke="${f.accent}" stroke-width="3"/>` +
    `<rect x="290" y="132" width="36" height="18" rx="4" fill="${f.detail}"/><circle cx="82" cy="140" r="10" fill="${f.detail}"/>`,
  'compact-camera': (f) =>
    `<rect x="70" y="140" width="260" height="150" rx="16" fill="${f.body}"/>` +
    `<circle cx="180" cy="215" r="56" fill="${f.detail}"/><circle cx="180" cy="215" r="42" fill="#0d141c"/><circle cx="180" cy="215" r="22" fill="#243a52"/><circle cx="170" cy="205" r="7" fill="#7f9fc3" opacity="0.7"/>` +
    `<rect x="270" y="160" width="36" height="20" rx="3" fill="#0d141c"/><circle cx="300" cy="130" r="0"/>` +
    `<rect x="250" y="126" width="40" height="14" rx="5" fill="${f.detail}"/><circle cx="100" cy="165" r="6" fill="${f.accent}"/>`,
  camcorder: (f) =>
    `<rect x="80" y="150" width="200" height="120" rx="24" fill="${f.body}"/><rect x="280" y="170" width="50" height="80" rx="10" fill="${f.detail}"/>` +
    `<circle cx="330" cy="210" r="36" fill="${f.detail}"/><circle cx="330" cy="210" r="26" fill="#0d141c"/><circle cx="322" cy="202" r="7" fill="#7f9fc3" opacity="0.7"/>` +
    `<rect x="60" y="160" width="40" height="90" rx="6" fill="${f.detail}"/>${screen(64, 166, 32, 78, 3)}` +
    `<rect x="120" y="128" width="110" height="22" rx="8" fill="${f.detail}"/><circle cx="250" cy="140" r="6" fill="${f.accent}"/>`,
  lens: (f) =>
    `<rect x="120" y="80" width="160" height="250" rx="18" fill="${f.body}"/><rect x="120" y="140" width="160" height="60" fill="${f.detail}"/>` +
    `<g stroke="${f.body}" stroke-width="3" opacity="0.5">${Array.from({ length: 14 }, (_, i) => `<line x1="${128 + i * 11}" y1="144" x2="${128 + i * 11}" y2="196"/>`).join('')}</g>` +
    `<rect x="120" y="230" width="160" height="30" fill="${f.detail}" opacity="0.6"/><rect x="112" y="300" width="176" height="30" rx="6" fill="${f.detail}"/>` +
    `<rect x="120" y="80" width="160" height="8" fill="${f.accent}"/><ellipse cx="200" cy="80" rx="80" ry="14" fill="#0d141c"/>`,
  'action-cam': (f) =>
    `<rect x="120" y="130" width="160" height="140" rx="18" fill="${f.body}"/><circle cx="200" cy="200" r="44" fill="${f.detail}"/><circle cx="200" cy="200" r="30" fill="#0d141c"/>` +
    `<circle cx="192" cy="192" r="8" fill="#7f9fc3" opacity="0.7"/><rect x="140" y="116" width="36" height="14" rx="4" fill="${f.accent}"/>` +
    `<rect x="170" y="270" width="60" height="30" fill="${f.detail}"/><rect x="150" y="298" width="100" height="16" rx="4" fill="${f.detail}"/>`,
  phone: (f) =>
    `<rect x="130" y="50" width="140" height="300" rx="22" fill="${f.body}"/>${screen(140, 64, 120, 262, 14)}` +
    `<rect x="186" y="56" width="28" height="5" rx="2.5" fill="#0d141c"/><rect x="270" y="120" width="4" height="40" rx="2" fill="${f.detail}"/>`,
  tablet: (f) =>
    `<rect x="60" y="70" width="280" height="260" rx="20" fill="${f.body}"/>${screen(74, 84, 252, 232, 10)}` +
    `<circle cx="200" cy="77" r="3" fill="#0d141c"/>`,
  watch: (f) =>
    `<rect x="160" y="40" width="80" height="90" rx="14" fill="${f.detail}"/><rect x="160" y="270" width="80" height="90" rx="14" fill="${f.detail}"/>` +
    `<rect x="130" y="110" width="140" height="180" rx="40" fill="${f.body}"/>${screen(146, 126, 108, 148, 30)}` +
    `<text x="200" y="210" text-anchor="middle" font-family="sans-serif" font-size="30" fill="#e6edf5">10:09</text>` +
    `<rect x="270" y="180" width="10" height="36" rx="4" fill="${f.accent}"/>`,
  console: (f) =>
    `<path d="M150 60 L250 60 L262 340 L138 340 Z" fill="${f.body}"/><path d="M192 60 L208 60 L214 340 L186 340 Z" fill="${f.detail}"/>` +
    `<path d="M110 80 L150 60 L138 340 L100 330 Z" fill="${f.detail}" opacity="0.7"/><path d="M290 80 L250 60 L262 340 L300 330 Z" fill="${f.detail}" opacity="0.7"/>` +
    `<circle cx="200" cy="320" r="3" fill="${f.accent}"/>`,
  controller: (f) =>
    `<path d="M110 150 Q200 120 290 150 Q340 160 350 240 Q356 300 318 302 Q292 304 270 260 L130 260 Q108 304 82 302 Q44 300 50 240 Q60 160 110 150 Z" fill="${f.body}"/>` +
    `<circle cx="150" cy="232" r="18" fill="${f.detail}"/><circle cx="250" cy="232" r="18" fill="${f.detail}"/>` +
    `<g fill="${f.detail}"><rect x="100" y="180" width="36" height="12" rx="3"/><rect x="112" y="168" width="12" height="36" rx="3"/></g>` +
    `<g fill="${f.accent}"><circle cx="290" cy="172" r="7"/><circle cx="306" cy="188" r="7"/><circle cx="274" cy="188" r="7"/><circle cx="290" cy="204" r="7"/></g>` +
    `<rect x="170" y="160" width="60" height="34" rx="8" fill="${f.detail}" opacity="0.6"/>`,
  laptop: (f) =>
    `<rect x="80" y="90" width="240" height="160" rx="10" fill="${f.detail}"/>${screen(92, 102, 216, 136, 4)}` +
    `<path d="M50 262 L350 262 L336 300 L64 300 Z" fill="${f.body}"/><rect x="170" y="266" width="60" height="6" rx="3" fill="${f.detail}" opacity="0.5"/>` +
    `<rect x="50" y="250" width="300" height="14" rx="4" fill="${f.body}"/>`,
  keyboard: (f) =>
    `<rect x="30" y="170" width="340" height="110" rx="12" fill="${f.body}"/>` +
    `<g fill="${f.detail}">${Array.from({ length: 4 }, (_, r) => Array.from({ length: 13 }, (_, c) => `<rect x="${44 + c * 24.5}" y="${182 + r * 22}" width="19" height="16" rx="3"/>`).join('')).join('')}</g>` +
    `<rect x="120" y="270" width="160" height="0" />` +
    `<ellipse cx="330" cy="130" rx="26" ry="38" fill="${f.body}"/><line x1="330" y1="96" x2="330" y2="124" stroke="${f.detail}" stroke-width="3"/><circle cx="330" cy="110" r="3" fill="${f.accent}"/>`,
  'smart-speaker': (f) =>
    `<path d="M120 110 Q120 90 140 90 L260 90 Q280 90 280 110 L290 320 Q290 330 280 330 L120 330 Q110 330 110 320 Z" fill="${f.body}"/>` +
    `<ellipse cx="200" cy="92" rx="70" ry="12" fill="${f.detail}"/><ellipse cx="200" cy="92" rx="52" ry="7" fill="${f.accent}" opacity="0.8"/>` +
    `<g fill="${f.detail}" opacity="0.4">${Array.from({ length: 8 }, (_, r) => Array.from({ length: 10 }, (_, c) => `<circle cx="${136 + c * 14}" cy="${150 + r * 20}" r="3"/>`).join('')).join('')}</g>`,
  'robot-vacuum': (f) =>
    `<ellipse cx="200" cy="250" rx="150" ry="56" fill="${f.detail}"/><ellipse cx="200" cy="232" rx="150" ry="56" fill="${f.body}"/>` +
    `<ellipse cx="200" cy="212" rx="34" ry="14" fill="${f.detail}"/><ellipse cx="200" cy="206" rx="24" ry="8" fill="${f.accent}"/>` +
    `<path d="M84 240 Q200 290 316 240" fill="none" stroke="${f.detail}" stroke-width="3" opacity="0.5"/><circle cx="140" cy="240" r="4" fill="${f.accent}"/>`,
  'security-camera': (f) =>
    `<rect x="180" y="60" width="40" height="90" fill="${f.detail}"/><rect x="140" y="50" width="120" height="24" rx="6" fill="${f.detail}"/>` +
    `<rect x="100" y="140" width="200" height="130" rx="60" fill="${f.body}"/><circle cx="200" cy="205" r="44" fill="#0d141c"/><circle cx="200" cy="205" r="26" fill="#243a52"/>` +
    `<circle cx="192" cy="197" r="8" fill="#7f9fc3" opacity="0.7"/><circle cx="262" cy="175" r="6" fill="${f.accent}"/>`,
  'air-purifier': (f) =>
    `<rect x="120" y="60" width="160" height="290" rx="30" fill="${f.body}"/><rect x="140" y="70" width="120" height="30" rx="10" fill="${f.detail}" opacity="0.6"/>` +
    `<g fill="${f.detail}" opacity="0.5">${Array.from({ length: 11 }, (_, i) => `<rect x="140" y="${130 + i * 18}" width="120" height="8" rx="4"/>`).join('')}</g>` +
    `<circle cx="200" cy="85" r="8" fill="${f.accent}"/>`,
  microphone: (f) =>
    `<rect x="166" y="60" width="68" height="120" rx="34" fill="${f.detail}"/>` +
    `<g stroke="${f.body}" stroke-width="3" opacity="0.6">${Array.from({ length: 6 }, (_, i) => `<line x1="170" y1="${80 + i * 16}" x2="230" y2="${80 + i * 16}"/>`).join('')}</g>` +
    `<rect x="172" y="176" width="56" height="120" rx="14" fill="${f.body}"/><rect x="192" y="200" width="16" height="40" rx="6" fill="${f.accent}"/>` +
    `<rect x="184" y="296" width="32" height="40" rx="6" fill="${f.detail}"/>`,
};

/**
 * What sets one series apart from the others of its kind, drawn from the series name: the body's
 * proportions (wider, slimmer, taller), a backdrop and a screen picture of the series' own hue, and
 * a badge, so two series of televisions no longer share one picture (the models of one series do,
 * as a brand's product shots do).
 */
export interface SeriesStyle {
  /** Horizontal and vertical scale of the product around the picture's centre. */
  scaleX: number;
  scaleY: number;
  /** Hue (0-360) of the backdrop and the screen picture. */
  hue: number;
  /** 0: plain, 1: a band behind the product, 2: a ring. */
  backdrop: 0 | 1 | 2;
}

export function seriesStyle(kind: ProductKind, series: string): SeriesStyle {
  const random = createRandom(`series-look:${kind}:${series}`);
  return {
    scaleX: 0.8 + random.int(0, 25) / 100,
    scaleY: 0.82 + random.int(0, 22) / 100,
    hue: random.int(0, 35) * 10,
    backdrop: random.pick([0, 1, 2] as const),
  };
}

function backdrop(style: SeriesStyle): string {
  const tint = `hsl(${style.hue} 45% 88%)`;
  if (style.backdrop === 1) return `<rect x="0" y="120" width="400" height="170" fill="${tint}" opacity="0.8"/>`;
  if (style.backdrop === 2) return `<circle cx="200" cy="200" r="165" fill="none" stroke="${tint}" stroke-width="28"/>`;
  return `<circle cx="330" cy="70" r="110" fill="${tint}" opacity="0.7"/>`;
}

export function productIllustration(kind: ProductKind, finish: Finish, label: string, style?: SeriesStyle): string {
  const hue = style?.hue ?? 215;
  const transform = style
    ? ` transform="translate(${(200 * (1 - style.scaleX)).toFixed(1)} ${(340 * (1 - style.scaleY)).toFixed(1)}) scale(${style.scaleX} ${style.scaleY})"`
    : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400" role="img" aria-label="${escapeXml(label)}">` +
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f7f8fa"/><stop offset="1" stop-color="#e7eaef"/></linearGradient>` +
    `<linearGradient id="scr" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 45% 18%)"/><stop offset="0.6" stop-color="hsl(${(hue + 30) % 360} 50% 38%)"/><stop offset="1" stop-color="hsl(${hue} 40% 10%)"/></linearGradient></defs>` +
    `<rect width="400" height="400" fill="url(#bg)"/>${style ? backdrop(style) : ''}<ellipse cx="200" cy="352" rx="150" ry="10" fill="#000" opacity="0.08"/>` +
    `<g${transform}>${DRAWERS[kind](finish)}</g>` +
    `</svg>`
  );
}

/** Category tiles: the representative product on the category's brand colour. */
export function categoryIllustration(kind: ProductKind, colour: string, label: string): string {
  const finish: Finish = { body: '#f2f4f7', detail: '#c5ccd6', accent: colour };
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400" role="img" aria-label="${escapeXml(label)}">` +
    `<defs><linearGradient id="scr" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1a2a44"/><stop offset="1" stop-color="#0d1626"/></linearGradient></defs>` +
    `<rect width="400" height="400" rx="24" fill="${colour}"/><circle cx="330" cy="70" r="120" fill="#fff" opacity="0.07"/>` +
    DRAWERS[kind](finish) +
    `</svg>`
  );
}

export function escapeXml(text: string): string {
  return text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );
}
