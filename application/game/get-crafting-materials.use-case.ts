import { findCatalogueItem } from '../../domain/game/economy/catalogue';
import { studentRead } from './student-read';
import { ownedMaterials } from './crafting';

export class GetCraftingMaterialsUseCase extends studentRead(async (tx, player, now) => {
  const owned = await ownedMaterials(tx, player.userId, now);
  return Object.entries(owned).map(([itemId, quantity]) => {
    const item = findCatalogueItem(itemId);
    return { itemId, quantity, name: item?.name ?? itemId, icon: item?.icon ?? '', rarity: item?.rarity ?? 'common' };
  });
}) {}
