/**
 * Which drawing an item gets. The API names each item by its itemId and still sends the catalogue's
 * `icon` (an emoji) for clients that draw with the device's emoji font; this app draws its own art
 * and reads the icon only to place an item whose itemId it does not know.
 */

/** The catalogue's icons (domain/economy/*.ts), without variation selectors, by the item they stand for. */
const ART_BY_ICON: Record<string, string> = {
  '🪵': 'wood-plank',
  '🪨': 'stone-block',
  '📄': 'paper-sheet',
  '🖋': 'ink-vial',
  '🔩': 'iron-ingot',
  '🔍': 'glass-lens',
  '🧵': 'silver-thread',
  '💎': 'crystal-shard',
  '⚙': 'golden-gear',
  '✨': 'star-dust',
  '🪶': 'phoenix-feather',
  '🐉': 'dragon-scale',
  '🔖': 'wooden-bookmark',
  '✒': 'quill-pen',
  '🔎': 'magnifying-glass',
  '🎒': 'scholar-satchel',
  '🔮': 'crystal-globe',
  '🦉': 'clockwork-owl',
  '🪄': 'phoenix-quill',
  '📖': 'dragon-scale-tome',
  '⚡': 'xp-boost',
  '🧊': 'streak-freeze',
};

const ART_BY_TYPE: Record<string, string> = { material: 'some-material', crafted: 'some-crafted-item', usable: 'some-boost' };

export const UNKNOWN_ITEM_ART = 'unknown-item';

export interface ItemLike {
  itemId?: string | null;
  icon?: string | null;
  type?: string | null;
}

/** The art of an item: its own by itemId, else by its icon, else its type's, else the unknown item's. */
export function itemArtName(item: ItemLike, drawn: (name: string) => boolean): string {
  if (item.itemId && drawn(item.itemId)) return item.itemId;
  const byIcon = item.icon ? ART_BY_ICON[item.icon.replace(/\uFE0F/g, '').trim()] : undefined;
  if (byIcon && drawn(byIcon)) return byIcon;
  return (item.type && ART_BY_TYPE[item.type]) || UNKNOWN_ITEM_ART;
}
