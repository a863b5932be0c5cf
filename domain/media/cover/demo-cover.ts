import { fnv1a, planDigest } from '../plan-digest';
import type { RgbImage } from '../film/png-image';

/**
 * A demo content's cover, drawn by the product itself: its category's two colours as a diagonal
 * gradient, two soft circles placed by its title, and its type's symbol in white (a play button, a
 * checklist, a page of lines, a pointer on a slider). The same plan always gives the same pixels.
 */

export const COVER_SIZE = { width: 320, height: 180 } as const;

/** Bumped whenever the drawing changes, so an older cover is never taken for the new one. */
export const COVER_MAKER_VERSION = 1;

export type CoverSymbol = 'video' | 'quiz' | 'document' | 'interactive';

export interface CoverPlan {
  symbol: CoverSymbol;
  /** The category, which picks the colours. */
  category: string;
  /** Places the circles (any text: the content's title). */
  seed: string;
}

type Rgb = readonly [number, number, number];

/** Each category's two colours, as the web's placeholder of a picture draws them. */
const CATEGORY_COLOURS: Record<string, readonly [Rgb, Rgb]> = {
  math: [[61, 52, 139], [118, 120, 237]],
  science: [[32, 84, 63], [42, 157, 143]],
  english: [[122, 48, 72], [231, 111, 81]],
  art: [[138, 58, 155], [244, 162, 97]],
  programming: [[38, 70, 83], [58, 134, 255]],
  history: [[92, 64, 40], [201, 143, 61]],
  geography: [[29, 92, 122], [82, 183, 136]],
  general: [[60, 74, 99], [142, 154, 175]],
};

const WHITE: Rgb = [250, 250, 252];

/** A digest of everything a cover is drawn from: equal plans give equal digests, and so the same file. */
export function coverDigest(plan: CoverPlan): string {
  return planDigest([COVER_MAKER_VERSION, plan.symbol, plan.category, plan.seed]);
}

/** The media key a cover is stored under (served at the public pictures address). */
export const demoCoverKey = (plan: CoverPlan) => `demo-cover-${coverDigest(plan)}.png`;

class Canvas {
  readonly rgb: Uint8Array;
  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.rgb = new Uint8Array(width * height * 3);
  }

  /** Mixes `colour` into the pixel by `share` (0..1). */
  blend(x: number, y: number, colour: Rgb, share: number): void {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height) return;
    const at = (y * this.width + x) * 3;
    for (let channel = 0; channel < 3; channel++) this.rgb[at + channel] = Math.round(this.rgb[at + channel] + (colour[channel] - this.rgb[at + channel]) * share);
  }

  /** Paints every pixel whose centre `inside` accepts. */
  fill(left: number, top: number, right: number, bottom: number, colour: Rgb, share: number, inside: (x: number, y: number) => boolean = () => true): void {
    for (let y = Math.max(0, Math.floor(top)); y < Math.min(this.height, Math.ceil(bottom)); y++) {
      for (let x = Math.max(0, Math.floor(left)); x < Math.min(this.width, Math.ceil(right)); x++) if (inside(x + 0.5, y + 0.5)) this.blend(x, y, colour, share);
    }
  }

  circle(cx: number, cy: number, r: number, colour: Rgb, share = 1): void {
    this.fill(cx - r, cy - r, cx + r, cy + r, colour, share, (x, y) => (x - cx) ** 2 + (y - cy) ** 2 <= r * r);
  }

  ring(cx: number, cy: number, r: number, width: number, colour: Rgb, share = 1): void {
    this.fill(cx - r, cy - r, cx + r, cy + r, colour, share, (x, y) => {
      const distance = Math.hypot(x - cx, y - cy);
      return distance <= r && distance >= r - width;
    });
  }

  rect(left: number, top: number, right: number, bottom: number, colour: Rgb, share = 1): void {
    this.fill(left, top, right, bottom, colour, share);
  }

  /** A triangle, by its corners. */
  triangle(a: [number, number], b: [number, number], c: [number, number], colour: Rgb, share = 1): void {
    const side = (p: [number, number], q: [number, number], x: number, y: number) => (q[0] - p[0]) * (y - p[1]) - (q[1] - p[1]) * (x - p[0]);
    const inside = (x: number, y: number) => {
      const [s1, s2, s3] = [side(a, b, x, y), side(b, c, x, y), side(c, a, x, y)];
      return (s1 >= 0 && s2 >= 0 && s3 >= 0) || (s1 <= 0 && s2 <= 0 && s3 <= 0);
    };
    this.fill(Math.min(a[0], b[0], c[0]), Math.min(a[1], b[1], c[1]), Math.max(a[0], b[0], c[0]), Math.max(a[1], b[1], c[1]), colour, share, inside);
  }
}

function drawSymbol(canvas: Canvas, symbol: CoverSymbol, cx: number, cy: number): void {
  switch (symbol) {
    case 'video':
      canvas.ring(cx, cy, 40, 6, WHITE);
      canvas.triangle([cx - 12, cy - 20], [cx - 12, cy + 20], [cx + 22, cy], WHITE);
      return;
    case 'quiz':
      // Three answers, the second ticked.
      for (let row = 0; row < 3; row++) {
        const top = cy - 34 + row * 26;
        canvas.rect(cx - 42, top, cx - 22, top + 20, WHITE);
        canvas.rect(cx - 38, top + 4, cx - 26, top + 16, row === 1 ? WHITE : [0, 0, 0], row === 1 ? 1 : 0.25);
        canvas.rect(cx - 12, top + 7, cx + 42 - row * 10, top + 13, WHITE, 0.9);
      }
      return;
    case 'document':
      // A page with a folded corner and lines of text.
      canvas.rect(cx - 30, cy - 40, cx + 16, cy + 40, WHITE);
      canvas.rect(cx + 16, cy - 26, cx + 30, cy + 40, WHITE);
      canvas.triangle([cx + 16, cy - 40], [cx + 16, cy - 26], [cx + 30, cy - 26], WHITE, 0.6);
      for (let line = 0; line < 5; line++) canvas.rect(cx - 22, cy - 22 + line * 12, cx + (line === 4 ? 2 : 22), cy - 18 + line * 12, [0, 0, 0], 0.35);
      return;
    case 'interactive':
      // A slider with its knob, and a pointer pressing it.
      canvas.rect(cx - 46, cy - 4, cx + 46, cy + 4, WHITE, 0.6);
      canvas.rect(cx - 46, cy - 4, cx + 6, cy + 4, WHITE);
      canvas.circle(cx + 6, cy, 13, WHITE);
      canvas.triangle([cx + 14, cy + 8], [cx + 14, cy + 44], [cx + 38, cy + 30], WHITE);
      return;
  }
}

/** The cover of a plan, in RGB at COVER_SIZE. */
export function demoCover(plan: CoverPlan): RgbImage {
  const { width, height } = COVER_SIZE;
  const [from, to] = CATEGORY_COLOURS[plan.category] ?? CATEGORY_COLOURS.general;
  const canvas = new Canvas(width, height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const share = (x / width + y / height) / 2;
      const at = (y * width + x) * 3;
      for (let channel = 0; channel < 3; channel++) canvas.rgb[at + channel] = Math.round(from[channel] + (to[channel] - from[channel]) * share);
    }
  }
  const hash = fnv1a(plan.seed);
  canvas.circle(40 + (hash % 80), 20 + ((hash >>> 8) % 40), 46 + ((hash >>> 16) % 20), WHITE, 0.12);
  canvas.circle(width - 30 - ((hash >>> 4) % 70), height - 10 - ((hash >>> 12) % 30), 56 + ((hash >>> 20) % 24), WHITE, 0.1);
  drawSymbol(canvas, plan.symbol, width / 2, height / 2);
  return { width, height, rgb: canvas.rgb };
}
