import { signedInClient } from '../support/api-client';
import { useGameApp } from '../support/game-app';

describe('inventory, crafting, selling and using items (API)', () => {
  const t = useGameApp({ clockAt: '2026-11-18T12:00:00Z' });

  /** A student holding materials for a Wooden Bookmark (3 wood, 1 paper) and one XP boost. */
  async function crafter() {
    const { client, account } = await signedInClient(t.app);
    await t.fixtures.give(account.user.id, 'wood-plank', 5);
    await t.fixtures.give(account.user.id, 'paper-sheet', 2);
    const boostId = await t.fixtures.give(account.user.id, 'xp-boost', 1, new Date('2026-11-25T12:00:00Z'));
    return { client, userId: account.user.id, boostId };
  }

  it('lists raw materials, crafted items and usable boosts with their item fields', async () => {
    const { client } = await crafter();
    const inventory = (await client.get('/api/student/inventory').expect(200)).body.data;
    expect(inventory.rawMaterials.map((item: { itemId: string }) => item.itemId).sort()).toEqual(['paper-sheet', 'wood-plank']);
    expect(inventory.craftedItems).toEqual([]);
    expect(inventory.usableBoosts).toHaveLength(1);
    expect(inventory.rawMaterials.find((item: { itemId: string }) => item.itemId === 'wood-plank')).toMatchObject({
      name: 'Wood Plank',
      rarity: 'common',
      type: 'material',
      quantity: 5,
      value: 2,
      isUsable: false,
      isSellable: true,
      expiresAt: null,
    });
    expect(inventory.usableBoosts[0]).toMatchObject({ itemId: 'xp-boost', isUsable: true, expiringSoon: false });
  });

  it('marks an item expiring within 24 hours and hides an expired one', async () => {
    const { client, account } = await signedInClient(t.app);
    await t.fixtures.give(account.user.id, 'xp-boost', 1, new Date('2026-11-19T06:00:00Z'));
    await t.fixtures.give(account.user.id, 'streak-freeze', 1, new Date('2026-11-18T11:00:00Z'));
    const boosts = (await client.get('/api/student/inventory')).body.data.usableBoosts;
    expect(boosts).toHaveLength(1);
    expect(boosts[0]).toMatchObject({ itemId: 'xp-boost', expiringSoon: true });
  });

  it('lists recipes by tier with the level and material blockers, and the user level', async () => {
    const { client } = await crafter();
    const response = (await client.get('/api/student/crafting/recipes').expect(200)).body;
    expect(response.userLevel).toBe(1);
    const byId = Object.fromEntries(response.data.map((recipe: { itemId: string }) => [recipe.itemId, recipe]));
    expect(byId['wooden-bookmark']).toMatchObject({ tier: 'tier1', requiredLevel: 1, canCraft: true, blocker: null });
    expect(byId['quill-pen']).toMatchObject({ canCraft: false, blocker: 'Missing materials' });
    expect(byId['magnifying-glass']).toMatchObject({ tier: 'tier2', requiredLevel: 5, canCraft: false, blocker: 'Need level 5' });
    expect(new Set(response.data.map((recipe: { tier: string }) => recipe.tier))).toEqual(new Set(['tier1', 'tier2', 'tier3', 'tier4']));
    const materials = (await client.get('/api/student/crafting/materials').expect(200)).body.data;
    expect(materials).toEqual(expect.arrayContaining([expect.objectContaining({ itemId: 'wood-plank', quantity: 5, name: 'Wood Plank' })]));
  });

  it('crafts: consumes the materials and adds the item in one go, counting itemsCrafted', async () => {
    const { client, userId } = await crafter();
    const crafted = (await client.post('/api/student/crafting/craft', { itemId: 'wooden-bookmark' }).expect(200)).body.data;
    expect(crafted).toMatchObject({ craftedItem: { itemId: 'wooden-bookmark', name: 'Wooden Bookmark' }, quantity: 1 });
    expect(await t.fixtures.quantityOf(userId, 'wood-plank')).toBe(2);
    expect(await t.fixtures.quantityOf(userId, 'paper-sheet')).toBe(1);
    expect(await t.fixtures.quantityOf(userId, 'wooden-bookmark')).toBe(1);
    expect((await client.get('/api/student/activity')).body.data.itemsCrafted).toBe(1);

    const short = await client.post('/api/student/crafting/craft', { itemId: 'wooden-bookmark' }).expect(422);
    expect(short.body.code).toBe('MISSING_MATERIALS');
    expect(await t.fixtures.quantityOf(userId, 'wood-plank')).toBe(2);
  });

  it('refuses a recipe above the level with "Need level N", and unknown or malformed requests', async () => {
    const { client, userId } = await crafter();
    await t.fixtures.give(userId, 'glass-lens', 2);
    await t.fixtures.give(userId, 'iron-ingot', 1);
    const tooLow = await client.post('/api/student/crafting/craft', { itemId: 'magnifying-glass' }).expect(422);
    expect(tooLow.body).toMatchObject({ code: 'LEVEL_TOO_LOW', message: 'Need level 5' });
    expect((await client.post('/api/student/crafting/craft', { itemId: 'golden-throne' }).expect(404)).body.code).toBe('RECIPE_NOT_FOUND');
    await client.post('/api/student/crafting/craft', { itemId: 'wooden-bookmark', quantity: 0 }).expect(400);
    await client.post('/api/student/crafting/craft', { itemId: 'wooden-bookmark', quantity: 1000 }).expect(400);
    await client.post('/api/student/crafting/craft', { itemId: "x'; DROP TABLE items; --" }).expect(400);
    await client.post('/api/student/crafting/craft', {}).expect(400);
    expect(await t.fixtures.quantityOf(userId, 'glass-lens')).toBe(2);
  });

  it('sells for value × quantity tokens, with a ledger row, and refuses more than owned', async () => {
    const { client, userId } = await crafter();
    const inventory = (await client.get('/api/student/inventory')).body.data;
    const wood = inventory.rawMaterials.find((item: { itemId: string }) => item.itemId === 'wood-plank');
    const sold = (await client.post('/api/student/inventory/sell', { inventoryItemId: wood.id, quantity: 3 }).expect(200)).body.data;
    expect(sold).toMatchObject({ tokensEarned: 6, tokenBalance: 6, quantity: 3, item: { remaining: 2 } });
    expect(await t.fixtures.books(userId)).toMatchObject({ balance: 6, ledger: 6, ledger_rows: 1 });
    expect((await client.get('/api/student/gaming')).body.data.tokensEarned).toBe(6);

    const tooMany = await client.post('/api/student/inventory/sell', { inventoryItemId: wood.id, quantity: 3 }).expect(409);
    expect(tooMany.body.code).toBe('INSUFFICIENT_QUANTITY');
    await client.post('/api/student/inventory/sell', { inventoryItemId: wood.id, quantity: 2 }).expect(200);
    expect(await t.fixtures.quantityOf(userId, 'wood-plank')).toBe(0);
    await client.post('/api/student/inventory/sell', { inventoryItemId: wood.id }).expect(404);
  });

  it("cannot touch another student's inventory", async () => {
    const victim = await crafter();
    const { client: thief, account } = await signedInClient(t.app);
    const [wood] = (await victim.client.get('/api/student/inventory')).body.data.rawMaterials;
    expect((await thief.post('/api/student/inventory/sell', { inventoryItemId: wood.id }).expect(404)).body.code).toBe('ITEM_NOT_FOUND');
    await thief.post('/api/student/inventory/use', { inventoryItemId: victim.boostId }).expect(404);
    expect(await t.fixtures.books(account.user.id)).toMatchObject({ balance: 0 });
    expect(await t.fixtures.quantityOf(victim.userId, wood.itemId)).toBe(wood.quantity);
  });

  it.each([
    [{ inventoryItemId: -1 }],
    [{ inventoryItemId: 'abc' }],
    [{ inventoryItemId: 1, quantity: -3 }],
    [{ inventoryItemId: 1, quantity: 1.5 }],
    [{ inventoryItemId: 1, quantity: 1e9 }],
    [{ quantity: 1 }],
  ])('refuses sell %j with 400', async (body) => {
    const { client } = await crafter();
    await client.post('/api/student/inventory/sell', body).expect(400);
  });

  it('uses an XP boost: effectApplied {type, multiplier, duration in seconds}, and doubles XP for 30 minutes', async () => {
    const { client, boostId, userId } = await crafter();
    const used = (await client.post('/api/student/inventory/use', { inventoryItemId: boostId }).expect(200)).body.data;
    expect(used.effectApplied).toMatchObject({ type: 'xp_boost', multiplier: 2, duration: 1800 });
    expect(await t.fixtures.quantityOf(userId, 'xp-boost')).toBe(0);
    expect((await client.post('/api/student/xp', { xpGain: 20, source: 'video_completed' })).body.data.xpGain).toBe(40);
    t.clock.advance(31 * 60);
    expect((await client.post('/api/student/xp', { xpGain: 20, source: 'video_completed' })).body.data.xpGain).toBe(20);
  });

  it('uses a streak freeze to restore the grace day, and refuses to use a material', async () => {
    const { client, userId } = await crafter();
    await t.fixtures.setGaming(userId, { grace_day: false });
    const freezeId = await t.fixtures.give(userId, 'streak-freeze', 1);
    const used = (await client.post('/api/student/inventory/use', { inventoryItemId: freezeId }).expect(200)).body.data;
    expect(used.effectApplied).toEqual({ type: 'streak_freeze' });
    expect((await client.get('/api/student/gaming')).body.data.graceDay).toBe(true);
    const [wood] = (await client.get('/api/student/inventory')).body.data.rawMaterials;
    expect((await client.post('/api/student/inventory/use', { inventoryItemId: wood.id }).expect(422)).body.code).toBe('ITEM_NOT_USABLE');
  });
});
