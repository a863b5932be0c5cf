import type { ReactElement } from 'react';
import { ART_PALETTE as P, HIGHLIGHT_OPACITY } from './art-palette';
import { gearPath, sparklePath, starPath } from './shapes';

/** A white gleam on a surface: the light falls from the top left in every drawing. */
const gleam = (d: string, width = 2.5) => <path d={d} fill="none" stroke={P.white} strokeWidth={width} opacity={HIGHLIGHT_OPACITY} />;

const featherOuter = 'M38 6 C24 8 14 20 12 34 C26 32 36 20 38 6 Z';
const featherInner = 'M35 10 C26 13 19 21 16 30 C26 27 33 20 35 10 Z';
const scaleOuter = 'M24 6 C34 6 40 12 40 20 C40 31 31 39 24 44 C17 39 8 31 8 20 C8 12 14 6 24 6 Z';
const scaleInner = 'M24 15 C29 15 32 18 32 22 C32 28 28 32 24 35 C20 32 16 28 16 22 C16 18 19 15 24 15 Z';

/** The raw materials (domain/economy/materials.ts). */
const MATERIALS: Record<string, ReactElement> = {
  'wood-plank': (
    <g transform="rotate(-28 24 24)">
      <rect x="5" y="17" width="38" height="14" rx="3" fill={P.wood} />
      <path d="M11 22h11M26 26h11M13 27h6" fill="none" stroke={P.bark} strokeWidth="1.8" />
      <ellipse cx="31" cy="21.5" rx="2.4" ry="1.3" fill="none" stroke={P.bark} strokeWidth="1.5" />
      {gleam('M9 20h24', 1.8)}
    </g>
  ),
  'stone-block': (
    <>
      <path d="M24 8 L40 16 L24 24 L8 16 Z" fill={P.pebble} />
      <path d="M8 16 L24 24 V42 L8 34 Z" fill={P.stone} />
      <path d="M24 24 L40 16 V34 L24 42 Z" fill={P.slate} />
      <path d="M13 25 l4 3 -2 4" fill="none" strokeWidth="1.6" />
      {gleam('M14 15.5 L22 11.5', 2)}
    </>
  ),
  'paper-sheet': (
    <>
      <path d="M12 6 H30 L38 14 V42 H12 Z" fill={P.white} />
      <path d="M30 6 V14 H38 Z" fill={P.mist} />
      <path d="M17 21h16M17 27h16M17 33h10" fill="none" stroke={P.lilac} strokeWidth="2" />
    </>
  ),
  'ink-vial': (
    <>
      <rect x="19" y="5" width="10" height="7" rx="2" fill={P.wood} />
      <path d="M18 12 H30 V16 C35 18 38 22 38 28 V38 A4 4 0 0 1 34 42 H14 A4 4 0 0 1 10 38 V28 C10 22 13 18 18 16 Z" fill={P.paper} />
      <path d="M10.5 29 H37.5 V38 A4 4 0 0 1 33.5 42 H14.5 A4 4 0 0 1 10.5 38 Z" fill={P.purple} stroke="none" />
      <path d="M18 12 H30 V16 C35 18 38 22 38 28 V38 A4 4 0 0 1 34 42 H14 A4 4 0 0 1 10 38 V28 C10 22 13 18 18 16 Z" fill="none" />
      {gleam('M14 27 C14 23 16 21 19 19.5')}
    </>
  ),
  'iron-ingot': (
    <>
      <path d="M14 14 H34 L38 22 H10 Z" fill={P.pebble} />
      <path d="M10 22 H38 L42 34 H6 Z" fill={P.stone} />
      <path d="M34 14 L38 22 L42 34" fill="none" />
      {gleam('M15 18 H29', 2)}
    </>
  ),
  'glass-lens': (
    <>
      <circle cx="24" cy="24" r="17" fill={P.teal} />
      <circle cx="24" cy="24" r="12.5" fill={P.frost} strokeWidth="2" />
      {gleam('M16 20 A9 9 0 0 1 22 15', 3)}
      <circle cx="30" cy="30" r="1.6" fill={P.white} stroke="none" opacity={HIGHLIGHT_OPACITY} />
    </>
  ),
  'silver-thread': (
    <>
      <rect x="16" y="13" width="16" height="22" fill={P.stone} />
      <path d="M16 17 L32 20 M16 23 L32 26 M16 29 L32 32" fill="none" stroke={P.white} strokeWidth="1.6" />
      <rect x="11" y="8" width="26" height="6" rx="2" fill={P.wood} />
      <rect x="11" y="34" width="26" height="6" rx="2" fill={P.wood} />
      <path d="M32 29 C39 30 42 35 38 42" fill="none" stroke={P.slate} strokeWidth="2" />
    </>
  ),
  'crystal-shard': (
    <>
      <path d="M24 4 L34 16 L30 43 H18 L14 16 Z" fill={P.violet} />
      <path d="M24 4 L14 16 L18 43 H24 Z" fill={P.lilac} stroke="none" />
      <path d="M14 16 L24 20 L34 16 M24 20 V43" fill="none" strokeWidth="1.6" />
      <path d="M24 4 L34 16 L30 43 H18 L14 16 Z" fill="none" />
      {gleam('M18 18 L20.5 32')}
    </>
  ),
  'golden-gear': (
    <>
      <path d={gearPath(24, 24, 19, 14.5, 8)} fill={P.gold} />
      <circle cx="24" cy="24" r="9.5" fill="none" stroke={P.amber} strokeWidth="2.2" />
      <circle cx="24" cy="24" r="5" fill={P.cream} />
      {gleam('M13 19 A12 12 0 0 1 18 13.5', 2)}
    </>
  ),
  'star-dust': (
    <>
      <path d={sparklePath(19, 25, 15)} fill={P.gold} />
      <path d={sparklePath(36, 12, 7.5)} fill={P.aqua} />
      <path d={sparklePath(37, 35, 6)} fill={P.lilac} />
      <circle cx="9" cy="10" r="1.8" fill={P.gold} strokeWidth="1.5" />
      <circle cx="28" cy="43" r="1.6" fill={P.aqua} strokeWidth="1.5" />
    </>
  ),
  'phoenix-feather': (
    <>
      <path d={featherOuter} fill={P.orange} />
      <path d={featherInner} fill={P.gold} stroke="none" />
      <path d="M38 6 C36 9 33 12 30 13 C33 10 35 8 38 6 Z" fill={P.red} strokeWidth="1.5" />
      <path d="M12 34 L32 12" fill="none" strokeWidth="2" />
      <path d="M8 42 L12 34" fill="none" strokeWidth="2.5" />
      <path d="M21 24 L17 23 M26 19 L23 17 M24 27 L26 30" fill="none" stroke={P.red} strokeWidth="1.6" />
    </>
  ),
  'dragon-scale': (
    <>
      <path d={scaleOuter} fill={P.teal} />
      <path d={scaleInner} fill={P.aqua} stroke={P.deepTeal} strokeWidth="1.8" />
      {gleam('M13 18 C14 13 18 10.5 23 10')}
    </>
  ),
};

/** The crafted items (domain/economy/crafted-items.ts). */
const CRAFTED: Record<string, ReactElement> = {
  'wooden-bookmark': (
    <>
      <path d="M15 4 H33 V44 L24 36 L15 44 Z" fill={P.wood} />
      <path d="M19 30 V38 M29 30 V38" fill="none" stroke={P.bark} strokeWidth="1.6" />
      <circle cx="24" cy="10" r="2.5" fill={P.paper} strokeWidth="2" />
      <path d={starPath(24, 21, 6.5)} fill={P.gold} strokeWidth="1.8" />
    </>
  ),
  'quill-pen': (
    <>
      <path d={featherOuter} fill={P.white} />
      <path d={featherInner} fill={P.mist} stroke="none" />
      <path d={featherOuter} fill="none" />
      <path d="M12 34 L32 12" fill="none" strokeWidth="2" />
      <path d="M12 34 L7 43 L15 37 Z" fill={P.stone} strokeWidth="2" />
      <circle cx="6" cy="45" r="1.6" fill={P.purple} strokeWidth="1.4" />
    </>
  ),
  'magnifying-glass': (
    <>
      <path d="M29 29 L41 41" fill="none" strokeWidth="8" />
      <path d="M29 29 L41 41" fill="none" stroke={P.wood} strokeWidth="3.5" />
      <circle cx="20" cy="20" r="13" fill={P.gold} />
      <circle cx="20" cy="20" r="9" fill={P.frost} strokeWidth="2" />
      {gleam('M14 18 A6.5 6.5 0 0 1 18 13.5', 2.5)}
    </>
  ),
  'scholar-satchel': (
    <>
      <path d="M18 16 V11 A3 3 0 0 1 21 8 H27 A3 3 0 0 1 30 11 V16" fill="none" />
      <rect x="7" y="16" width="34" height="27" rx="5" fill={P.purple} />
      <path d="M7 21 A5 5 0 0 1 12 16 H36 A5 5 0 0 1 41 21 V28 C36 31 30 32 24 32 C18 32 12 31 7 28 Z" fill={P.violet} />
      <rect x="21" y="28" width="6" height="7" rx="1.5" fill={P.gold} strokeWidth="2" />
      {gleam('M11 21 A2.5 2.5 0 0 1 13 19.5', 2)}
    </>
  ),
  'crystal-globe': (
    <>
      <path d="M13 37 H35 L38 44 H10 Z" fill={P.wood} />
      <rect x="18" y="32" width="12" height="5" rx="1.5" fill={P.gold} strokeWidth="2" />
      <circle cx="24" cy="19" r="14" fill={P.lilac} />
      <path d="M14 22 C18 16 24 27 34 18" fill="none" stroke={P.frost} strokeWidth="2.2" />
      <circle cx="18" cy="13" r="2.8" fill={P.white} stroke="none" opacity={HIGHLIGHT_OPACITY} />
    </>
  ),
  'clockwork-owl': (
    <>
      <path d="M11 8 L17 12 C21 10 27 10 31 12 L37 8 L37 32 C37 39 31 44 24 44 C17 44 11 39 11 32 Z" fill={P.gold} />
      <ellipse cx="24" cy="34" rx="7.5" ry="7" fill={P.cream} strokeWidth="2" />
      <path d="M21 32 l3 2 3 -2 M21 37 l3 2 3 -2" fill="none" stroke={P.amber} strokeWidth="1.6" />
      <path d={gearPath(18, 21, 6.5, 5, 6)} fill={P.stone} strokeWidth="1.8" />
      <path d={gearPath(30, 21, 6.5, 5, 6)} fill={P.stone} strokeWidth="1.8" />
      <circle cx="18" cy="21" r="3" fill={P.white} strokeWidth="1.5" />
      <circle cx="30" cy="21" r="3" fill={P.white} strokeWidth="1.5" />
      <circle cx="18" cy="21" r="1.2" fill={P.ink} stroke="none" />
      <circle cx="30" cy="21" r="1.2" fill={P.ink} stroke="none" />
      <path d="M22 25.5 L24 29 L26 25.5 Z" fill={P.amber} strokeWidth="1.8" />
    </>
  ),
  'phoenix-quill': (
    <>
      <path d={featherOuter} fill={P.red} />
      <path d={featherInner} fill={P.orange} stroke="none" />
      <path d="M33 13 C28 16 23 21 20 26 C26 24 31 19 33 13 Z" fill={P.gold} stroke="none" />
      <path d={featherOuter} fill="none" />
      <path d="M12 34 L32 12" fill="none" strokeWidth="2" />
      <path d="M12 34 L7 43 L15 37 Z" fill={P.gold} strokeWidth="2" />
      <path d={sparklePath(40, 36, 5.5)} fill={P.gold} strokeWidth="1.8" />
    </>
  ),
  'dragon-scale-tome': (
    <>
      <rect x="12" y="8" width="28" height="36" rx="2" fill={P.paper} />
      <rect x="8" y="5" width="28" height="36" rx="3" fill={P.teal} />
      <path d="M14 5 V41" fill="none" />
      <rect x="8" y="5" width="6" height="36" rx="3" fill={P.deepTeal} stroke="none" opacity="0.5" />
      <path d="M25 14 C30 14 32 17 32 20 C32 25 28 28 25 31 C22 28 18 25 18 20 C18 17 20 14 25 14 Z" fill={P.aqua} strokeWidth="2" />
      <path d="M25 18 C27 18 28 19.5 28 21 C28 23.5 26.5 25 25 26.5 C23.5 25 22 23.5 22 21 C22 19.5 23 18 25 18 Z" fill="none" stroke={P.deepTeal} strokeWidth="1.5" />
    </>
  ),
};

/** The usable boosts (domain/economy/usable-boosts.ts). */
const BOOSTS: Record<string, ReactElement> = {
  'xp-boost': (
    <>
      <circle cx="24" cy="24" r="19" fill={P.purple} />
      <path d="M27 8 L14 27 H23 L20 40 L34 20 H25 Z" fill={P.gold} />
      {gleam('M12 17 A13 13 0 0 1 17 11', 2)}
    </>
  ),
  'streak-freeze': (
    <>
      <rect x="7" y="8" width="34" height="33" rx="7" fill={P.aqua} />
      <path d="M24 14 V35 M15 19 L33 30 M15 30 L33 19" fill="none" stroke={P.white} strokeWidth="2.5" />
      <path d="M21 15.5 L24 18 L27 15.5 M21 33.5 L24 31 L27 33.5" fill="none" stroke={P.white} strokeWidth="2" />
      <path d="M11 13 A4 4 0 0 1 14 11.5" fill="none" stroke={P.white} strokeWidth="2.5" />
    </>
  ),
};

/** What an item not drawn yet gets, by its type; the last one for anything else. */
const FALLBACKS: Record<string, ReactElement> = {
  'some-material': (
    <>
      <path d="M8 31 L13 16 L26 9 L39 17 L41 32 L28 41 L14 38 Z" fill={P.stone} />
      <path d="M18 22 L22 19 L24 24 Z M30 28 L34 26 L33 31 Z" fill={P.lilac} strokeWidth="1.6" />
      {gleam('M14 20 L17 15', 2)}
    </>
  ),
  'some-crafted-item': (
    <>
      <path d="M24 7 L41 15 L24 23 L7 15 Z" fill={P.lilac} />
      <path d="M7 15 L24 23 V42 L7 34 Z" fill={P.violet} />
      <path d="M24 23 L41 15 V34 L24 42 Z" fill={P.purple} />
      <path d="M15.5 11 L32.5 19 V38" fill="none" stroke={P.gold} strokeWidth="3.5" strokeLinecap="butt" />
    </>
  ),
  'some-boost': (
    <>
      <rect x="19" y="4" width="10" height="7" rx="2" fill={P.wood} />
      <path d="M20 11 H28 V16 A13 13 0 1 1 20 16 Z" fill={P.paper} />
      <path d="M11.1 30 H36.9 A13 13 0 0 1 11.1 30 Z" fill={P.teal} stroke="none" />
      <path d="M20 11 H28 V16 A13 13 0 1 1 20 16 Z" fill="none" />
      {gleam('M15 25 A9 9 0 0 1 18 20.5')}
    </>
  ),
  'unknown-item': (
    <>
      <rect x="7" y="7" width="34" height="34" rx="8" fill={P.mist} />
      <path d="M18.5 19 A5.5 5.5 0 1 1 26.5 23.8 C25 24.6 24 25.6 24 27.5 V29" fill="none" strokeWidth="3" />
      <path d="M24 35 h0" fill="none" strokeWidth="3.8" />
    </>
  ),
};

/** Every drawing of an item, keyed by its art name (an itemId, or a fallback's name). */
export const ITEM_DRAWINGS: Record<string, ReactElement> = { ...MATERIALS, ...CRAFTED, ...BOOSTS, ...FALLBACKS };
