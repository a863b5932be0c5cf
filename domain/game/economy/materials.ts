import type { CatalogueItem } from '../inventory/item';

const material = (itemId: string, name: string, description: string, icon: string, rarity: CatalogueItem['rarity'], value: number): CatalogueItem => ({
  itemId,
  name,
  description,
  icon,
  rarity,
  type: 'material',
  value,
  isUsable: false,
  isSellable: true,
});

/** Raw materials, found in chests and as drops: four common, three rare, three epic, two legendary. */
export const MATERIALS: readonly CatalogueItem[] = [
  material('wood-plank', 'Wood Plank', 'A sturdy plank, the start of many crafts.', '🪵', 'common', 2),
  material('stone-block', 'Stone Block', 'A solid block of stone.', '🪨', 'common', 2),
  material('paper-sheet', 'Paper Sheet', 'A clean sheet, ready for notes.', '📄', 'common', 3),
  material('ink-vial', 'Ink Vial', 'Deep blue ink for writing things down.', '🖋️', 'common', 3),
  material('iron-ingot', 'Iron Ingot', 'Refined iron, strong and dependable.', '🔩', 'rare', 10),
  material('glass-lens', 'Glass Lens', 'A polished lens that brings details into focus.', '🔍', 'rare', 12),
  material('silver-thread', 'Silver Thread', 'A fine, shining thread.', '🧵', 'rare', 12),
  material('crystal-shard', 'Crystal Shard', 'A shard that hums with stored knowledge.', '💎', 'epic', 40),
  material('golden-gear', 'Golden Gear', 'A precise gear of gold.', '⚙️', 'epic', 45),
  material('star-dust', 'Star Dust', 'A pinch of glittering dust from the night sky.', '✨', 'epic', 50),
  material('phoenix-feather', 'Phoenix Feather', 'A warm feather that never stops glowing.', '🪶', 'legendary', 150),
  material('dragon-scale', 'Dragon Scale', 'A scale as hard as diamond.', '🐉', 'legendary', 200),
];
