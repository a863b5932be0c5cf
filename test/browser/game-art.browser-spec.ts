import type { Locator, Page, Request } from 'playwright-core';
import { RECIPES, craftedItemOf } from '../../domain/game/economy/crafted-items';
import { MATERIALS } from '../../domain/game/economy/materials';
import { USABLE_BOOSTS } from '../../domain/game/economy/usable-boosts';
import type { CatalogueItem } from '../../domain/game/inventory/item';
import { describeInBrowser, screenshot } from '../support/browser/browser';
import { useBrowserSession } from '../support/browser/harness';
import { DEMO_ACCOUNTS, signIn } from '../support/browser/flows';

/** What the page scripts below use of the browser (this project compiles without the DOM library). */
interface LoadedFontFace {
  family: string;
  weight: string;
  status: string;
}
declare const document: { fonts: { ready: Promise<unknown>; forEach(callback: (face: LoadedFontFace) => void): void } };

/** A character drawn from the device's emoji font: what the issue says shows as an empty box without one. */
const PICTOGRAPH = /\p{Extended_Pictographic}/u;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** The weights of Inter the page has loaded from its own @font-face rules. */
function loadedInterWeights(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    await document.fonts.ready;
    const weights: string[] = [];
    document.fonts.forEach((face) => {
      if (face.family.replace(/["']/g, '') === 'Inter' && face.status === 'loaded') weights.push(face.weight);
    });
    return weights;
  });
}

/** Every request the page makes, kept to check where they went. */
function recordRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return requests;
}

/**
 * Each piece of art in `container` is an SVG the app drew, with the expected art name when one is
 * given, and nothing in the container is written with an emoji character.
 */
async function expectDrawnWithoutEmoji(container: Locator, expectedArt?: string | null): Promise<void> {
  const art = container.locator('svg[data-art]');
  // Waits for the art (the expected one, when named) to render; a wrong one fails on the comparison below.
  await (expectedArt ? container.locator(`svg[data-art="${expectedArt}"]`) : art).first().waitFor({ timeout: 5000 }).catch(() => undefined);
  expect(await art.count()).toBeGreaterThan(0);
  const box = await art.first().boundingBox();
  expect(box?.width).toBeGreaterThan(8);
  if (expectedArt) expect(await art.first().getAttribute('data-art')).toBe(expectedArt);
  expect(await container.textContent()).not.toMatch(PICTOGRAPH);
}

async function expectEachDrawn(items: Locator, artOf: (item: Locator) => Promise<string | null>): Promise<number> {
  const count = await items.count();
  for (let index = 0; index < count; index++) {
    const item = items.nth(index);
    await expectDrawnWithoutEmoji(item, await artOf(item));
  }
  return count;
}

/** An inventory entry as GET /api/student/inventory answers it. */
type CatalogueEntry = Pick<CatalogueItem, 'itemId' | 'name' | 'description' | 'icon' | 'rarity'> & { type: string };
const entryOf = (item: CatalogueEntry, id: number) => ({
  id,
  itemId: item.itemId,
  name: item.name,
  description: item.description,
  icon: item.icon,
  image: null,
  rarity: item.rarity,
  type: item.type,
  quantity: 1,
  value: 1,
  isUsable: false,
  isSellable: true,
  acquiredAt: '2025-01-01T10:00:00.000Z',
  expiresAt: null,
  effects: null,
});

describeInBrowser('the game art and the typeface', () => {
  const session = useBrowserSession();
  let page: Page;

  beforeEach(() => {
    page = session.page;
  });

  const tab = (name: string) => page.getByRole('tab', { name, exact: true });
  const signInStudent = () => signIn(page, DEMO_ACCOUNTS.student.username, DEMO_ACCOUNTS.student.password, 'student');

  it('draws the items, materials, chest, recipes, badges and medals as SVG art, never as emoji characters', async () => {
    await page.setViewportSize(DESKTOP);
    await signInStudent();

    // The dashboard: the achievement badges, the recent drops and the chest's quick action.
    const achievements = page.locator('[data-testid^="achievement-"]');
    await achievements.first().waitFor();
    expect(await expectEachDrawn(achievements, async () => null)).toBeGreaterThanOrEqual(4);
    await page.getByTestId('recent-drop').first().waitFor();
    await expectEachDrawn(page.getByTestId('recent-drop'), async () => null);
    await expectDrawnWithoutEmoji(page.getByTestId('action-daily-chest'), 'chest');

    // The inventory: every item by its own drawing, in each list.
    await tab('Inventory').click();
    const cards = page.getByTestId('item-card');
    await cards.first().waitFor();
    const ownArt = (card: Locator) => card.getAttribute('data-item');
    let drawn = await expectEachDrawn(cards, ownArt);
    await screenshot(page, 'game-art-inventory-desktop');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'game-art-inventory-phone');
    await page.setViewportSize(DESKTOP);
    for (const list of [/^Crafted items/, /^Usable boosts/]) {
      await page.getByRole('tab', { name: list }).click();
      // The list's own panel (labelled by its tab) holds the cards once the tab has switched.
      await page.getByRole('tabpanel', { name: list }).waitFor();
      drawn += await expectEachDrawn(cards, ownArt);
    }
    expect(drawn).toBeGreaterThanOrEqual(3);
    await cards.first().getByRole('button').click();
    const detail = page.getByTestId('item-detail');
    await expectDrawnWithoutEmoji(detail.getByRole('heading', { level: 2 }), await cards.first().getAttribute('data-item'));
    await detail.getByRole('button', { name: 'Close', exact: true }).click();
    await detail.waitFor({ state: 'hidden' });

    // Crafting: the materials owned, every recipe and the materials a recipe needs.
    await page.getByRole('tab', { name: /^Crafting/ }).click();
    const crafting = page.getByTestId('crafting-panel');
    await crafting.getByRole('heading', { name: 'Tier 1' }).waitFor();
    expect(await expectEachDrawn(crafting.getByTestId('crafting-material'), ownArt)).toBeGreaterThan(0);
    expect(await expectEachDrawn(crafting.getByTestId('recipe-row'), (row) => row.getAttribute('data-recipe'))).toBe(8);
    await crafting.locator('[data-recipe="wooden-bookmark"]').click();
    const recipe = page.getByTestId('recipe-detail');
    await expectDrawnWithoutEmoji(recipe.getByRole('heading', { level: 2 }), 'wooden-bookmark');
    const materials = recipe.getByTestId('recipe-material');
    expect(await expectEachDrawn(materials, async () => null)).toBe(2);
    const needed = await Promise.all([0, 1].map((index) => materials.nth(index).locator('svg[data-art]').getAttribute('data-art')));
    expect(needed.sort()).toEqual(RECIPES.find((entry) => entry.itemId === 'wooden-bookmark')!.craftingRecipe.map((part) => part.materialId).sort());
    await screenshot(page, 'game-art-crafting');
    await recipe.getByRole('button', { name: 'Cancel' }).click();
    await recipe.waitFor({ state: 'hidden' });

    // The challenges' bonus and the leaderboard's medals.
    await tab('Challenges').click();
    await expectDrawnWithoutEmoji(page.getByTestId('bonus-card'), 'bonus-gift');
    await page.getByTestId('challenges-tab-monthly').click();
    await expectDrawnWithoutEmoji(page.getByTestId('bonus-card'), 'bonus-crown');
    await tab('Leaderboard').click();
    const medals = page.locator('[data-medal]');
    await medals.first().waitFor();
    expect(await expectEachDrawn(medals, async (medal) => `medal-${await medal.getAttribute('data-medal')}`)).toBe(3);

    // The daily chest, closed and then opened, on a phone and on a desk.
    await tab('Dashboard').click();
    await page.getByTestId('action-daily-chest').click();
    const chest = page.getByTestId('daily-chest-modal');
    await expectDrawnWithoutEmoji(chest.getByTestId('chest-art'), 'chest');
    await screenshot(page, 'game-art-chest-desktop');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'game-art-chest-phone');
    const opened = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/student/chest/daily');
    await chest.getByRole('button', { name: 'Open Chest' }).click();
    const { reward } = ((await (await opened).json()) as { data: { reward: { type: string; itemId?: string } } }).data;
    await expectDrawnWithoutEmoji(chest.getByTestId('chest-reward'), reward.type === 'token' ? 'token' : reward.itemId);
    await screenshot(page, 'game-art-chest-opened-phone');
    await page.setViewportSize(DESKTOP);
    await screenshot(page, 'game-art-chest-opened-desktop');
  });

  it('gives every item of the catalogue its own drawing, places an unknown item by its icon or type, and never shows the icon character', async () => {
    const catalogue = [...MATERIALS, ...RECIPES.map(craftedItemOf), ...USABLE_BOOSTS];
    const unknown: Array<CatalogueEntry & { expected: string }> = [
      { itemId: 'moon-rock', name: 'Moon Rock', description: 'From a later release.', icon: '🪐', rarity: 'rare', type: 'material', expected: 'some-material' },
      { itemId: 'globe-of-stars', name: 'Globe of Stars', description: 'Drawn like its icon.', icon: '🔮', rarity: 'epic', type: 'crafted', expected: 'crystal-globe' },
      { itemId: 'time-turner', name: 'Time Turner', description: 'A new kind of boost.', icon: '⏳', rarity: 'epic', type: 'usable', expected: 'some-boost' },
      { itemId: 'odd-thing', name: 'Odd Thing', description: 'Of no known type.', icon: '🧿', rarity: 'common', type: 'relic', expected: 'unknown-item' },
    ];
    const listOf = (type: string) => [...catalogue, ...unknown].map((item, index) => ({ item, index })).filter(({ item }) => item.type === type);
    const inventory = {
      rawMaterials: [...listOf('material'), ...listOf('relic')].map(({ item, index }) => entryOf(item, index + 1)),
      craftedItems: listOf('crafted').map(({ item, index }) => entryOf(item, index + 1)),
      usableBoosts: listOf('usable').map(({ item, index }) => entryOf(item, index + 1)),
      activeBoosts: [],
      recentDrops: [],
    };
    await page.route('**/api/student/inventory', (route) => route.fulfill({ json: { data: inventory } }));
    await signInStudent();
    await tab('Inventory').click();

    const artByItem = new Map<string, string | null>();
    for (const list of [/^Raw materials/, /^Crafted items/, /^Usable boosts/]) {
      await page.getByRole('tab', { name: list }).click();
      const cards = page.getByRole('tabpanel', { name: list }).getByTestId('item-card');
      await cards.first().waitFor();
      for (const card of await cards.all()) {
        await expectDrawnWithoutEmoji(card);
        artByItem.set((await card.getAttribute('data-item'))!, await card.locator('svg[data-art]').getAttribute('data-art'));
      }
    }
    await screenshot(page, 'game-art-catalogue');
    // 12 materials, 8 crafted items, 2 boosts: each drawn as itself.
    expect(catalogue).toHaveLength(22);
    for (const item of catalogue) expect([item.itemId, artByItem.get(item.itemId)]).toEqual([item.itemId, item.itemId]);
    for (const item of unknown) expect([item.itemId, artByItem.get(item.itemId)]).toEqual([item.itemId, item.expected]);
  });

  it('loads the Inter typeface from the app itself and nothing from another host', async () => {
    const requests = recordRequests(page);
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Welcome Back!' }).waitFor();
    expect(await loadedInterWeights(page)).toEqual(expect.arrayContaining(['400']));

    await signInStudent();
    await page.getByTestId('student-header-card').waitFor();
    expect(await loadedInterWeights(page)).toEqual(expect.arrayContaining(['400', '700', '800']));

    const origin = session.server.baseUrl;
    const fonts = requests.filter((request) => request.resourceType() === 'font');
    expect(fonts.length).toBeGreaterThanOrEqual(3);
    for (const font of fonts) {
      expect(new URL(font.url()).origin).toBe(origin);
      expect(new URL(font.url()).pathname).toMatch(/^\/assets\/inter-latin-\d00-normal-[\w-]+\.woff2$/);
      const response = await font.response();
      expect(response?.status()).toBe(200);
      expect(response?.headers()['content-type']).toBe('font/woff2');
      expect(response?.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    const elsewhere = requests.map((request) => new URL(request.url())).filter((url) => /^https?:$/.test(url.protocol) && url.origin !== origin);
    expect(elsewhere.map(String)).toEqual([]);
  });
});
