import { useEffect, useMemo, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircle from '@mui/icons-material/CheckCircle';
import Construction from '@mui/icons-material/Construction';
import Lock from '@mui/icons-material/Lock';
import { canCraft, canCraftInDetailModal, craftBlocker } from '../../../domain/game/inventory/crafting-eligibility';
import { TIERS } from '../../../domain/game/inventory/item';
import { errorText, type CraftingMaterial, type Recipe } from '../api/game-api';
import { useToast } from '../components/Toasts';
import { gameTexts } from '../i18n';
import { ItemArt } from '../components/art/ItemArt';
import { RarityChip, rarityColour, softFill } from '../components/game-look';
import { EmptyState, ErrorState, LoadingBlocks } from '../components/states';
import { useLastChosen } from '../hooks/use-last-chosen';
import { useCraft, useCraftingData } from './queries';

const text = gameTexts.crafting;

/** What the student owns of each material, by item id. */
function ownedMap(materials: readonly CraftingMaterial[]): Record<string, number> {
  const owned: Record<string, number> = {};
  for (const material of materials) owned[material.itemId] = (owned[material.itemId] ?? 0) + material.quantity;
  return owned;
}

const requirementOf = (recipe: Recipe) => ({
  requiredLevel: recipe.requiredLevel,
  craftingRecipe: recipe.craftingRecipe.map(({ materialId, quantity }) => ({ materialId, quantity })),
});

function DetailRow({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Box sx={{ flex: '1 1 40%', p: 1, borderRadius: 2, bgcolor: 'action.hover' }}>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
        {label}
      </Typography>
      <Typography component="div" variant="body2" sx={{ fontWeight: 700 }}>
        {value}
      </Typography>
    </Box>
  );
}

/** The recipe's detail: materials owned and needed, rarity, value, tier, level; Cancel and 'Craft Item'. */
function RecipeDialog({
  recipe,
  owned,
  userLevel,
  onClose,
}: {
  recipe: Recipe | null;
  owned: Record<string, number>;
  userLevel: number;
  onClose: () => void;
}) {
  const toast = useToast();
  const { mutateAsync: craftItem } = useCraft();
  const [busy, setBusy] = useState(false);
  const current = useLastChosen(recipe);
  const craftable = current ? canCraftInDetailModal(requirementOf(current), owned) : false;

  const craft = async () => {
    if (!current) return;
    setBusy(true);
    try {
      const result = await craftItem(current.itemId);
      toast.success(text.crafted(result.quantity ?? 1, result.craftedItem?.name ?? current.name));
      onClose();
    } catch (error) {
      toast.error(errorText(error, text.craftFailed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={recipe !== null} onClose={busy ? undefined : onClose} maxWidth="xs" fullWidth aria-labelledby="recipe-title" data-testid="recipe-detail">
      {current && (
        <>
          <DialogTitle id="recipe-title" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, fontWeight: 800 }}>
            <Box
              aria-hidden
              sx={{
                width: 52,
                height: 52,
                borderRadius: 3,
                display: 'grid',
                placeItems: 'center',
                flexShrink: 0,
                bgcolor: softFill(rarityColour(current.rarity)),
                border: `2px solid ${rarityColour(current.rarity).main}`,
              }}
            >
              <ItemArt item={{ itemId: current.itemId, icon: current.icon, type: 'crafted' }} size={38} />
            </Box>
            {current.name}
          </DialogTitle>
          <DialogContent>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {current.description}
            </Typography>
            <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 700 }}>
              {text.requiredMaterials}
            </Typography>
            <List dense disablePadding sx={{ mb: 2 }}>
              {current.craftingRecipe.map((material) => {
                const have = owned[material.materialId] ?? material.owned ?? 0;
                const enough = have >= material.quantity;
                return (
                  <ListItem key={material.materialId} disableGutters data-testid="recipe-material" data-enough={enough}>
                    <ItemArt item={{ itemId: material.materialId, icon: material.icon, type: 'material' }} size={28} style={{ marginRight: 12 }} />
                    <Typography sx={{ flex: 1 }}>{material.name}</Typography>
                    <Chip
                      size="small"
                      color={enough ? 'success' : 'error'}
                      variant={enough ? 'filled' : 'outlined'}
                      label={text.ownedOfNeeded(have, material.quantity)}
                    />
                  </ListItem>
                );
              })}
            </List>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
              <DetailRow label={text.rarity} value={<RarityChip rarity={current.rarity} />} />
              <DetailRow label={text.value} value={gameTexts.item.valueTokens(current.value)} />
              <DetailRow label={text.tierLabel} value={text.tier(current.tier)} />
              <DetailRow label={text.requiredLevel} value={`${current.requiredLevel} (${text.yourLevel(userLevel)})`} />
            </Stack>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2.5 }}>
            <Button onClick={onClose} disabled={busy}>
              {gameTexts.common.cancel}
            </Button>
            <Button
              variant="contained"
              onClick={craft}
              disabled={!craftable || busy}
              startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
            >
              {busy ? text.crafting : text.craft}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}

/** Crafting: the materials owned and the recipes by tier, with what blocks each. */
export function CraftingPanel() {
  const toast = useToast();
  const [selected, setSelected] = useState<Recipe | null>(null);
  const data = useCraftingData();

  // Each failed load says so once.
  useEffect(() => {
    if (data.errorUpdatedAt > 0) toast.error(text.loadFailed);
  }, [data.errorUpdatedAt, toast]);

  const owned = useMemo(() => ownedMap(data.data?.materials ?? []), [data.data]);
  const byTier = useMemo(() => {
    const recipes = data.data?.recipes ?? [];
    const known = TIERS.map((tier) => ({ tier: tier as string, recipes: recipes.filter((recipe) => recipe.tier === tier) }));
    const others = recipes.filter((recipe) => !(TIERS as readonly string[]).includes(recipe.tier));
    return [...known, ...(others.length ? [{ tier: 'other', recipes: others }] : [])].filter((group) => group.recipes.length > 0);
  }, [data.data]);

  if (data.isPending) return <LoadingBlocks rows={4} height={52} label={gameTexts.common.loading} />;
  if (!data.data) return <ErrorState message={errorText(data.error, text.loadFailed)} onRetry={() => void data.refetch()} />;
  const { materials, recipes, userLevel } = data.data;

  return (
    <Box data-testid="crafting-panel">
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        {text.yourMaterials}
      </Typography>
      {materials.length === 0 ? (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {text.noMaterials}
        </Typography>
      ) : (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mb: 3 }}>
          {materials.map((material) => (
            <Chip
              key={material.itemId}
              icon={<ItemArt item={{ itemId: material.itemId, icon: material.icon, type: 'material' }} size={20} />}
              label={`${material.name} × ${material.quantity}`}
              data-testid="crafting-material"
              data-item={material.itemId}
              sx={{ border: `1px solid ${rarityColour(material.rarity).main}`, bgcolor: softFill(rarityColour(material.rarity)) }}
            />
          ))}
        </Stack>
      )}

      {recipes.length === 0 ? (
        <EmptyState icon={<Construction fontSize="inherit" />} title={text.noRecipes} text={text.noRecipesHint} testId="no-recipes" />
      ) : (
        <Stack spacing={2.5}>
          {byTier.map((group) => (
            <Box key={group.tier} component="section" aria-labelledby={`tier-${group.tier}`} data-testid={`tier-${group.tier}`}>
              <Typography id={`tier-${group.tier}`} variant="subtitle1" component="h3" sx={{ fontWeight: 800, color: 'primary.main' }}>
                {group.tier === 'other' ? group.tier : text.tier(group.tier)}
              </Typography>
              <List disablePadding>
                {group.recipes.map((recipe) => {
                  const requirement = requirementOf(recipe);
                  const ready = canCraft(userLevel, requirement, owned);
                  const blocker = ready ? null : craftBlocker(userLevel, requirement, owned) ?? recipe.blocker;
                  return (
                    <ListItem key={recipe.itemId} disablePadding sx={{ mb: 1 }}>
                      <ListItemButton
                        onClick={() => setSelected(recipe)}
                        data-testid="recipe-row"
                        data-recipe={recipe.itemId}
                        sx={{ borderRadius: 2, border: '1px solid', borderColor: ready ? 'success.light' : 'divider', gap: 1.5, alignItems: 'center' }}
                      >
                        <ItemArt item={{ itemId: recipe.itemId, icon: recipe.icon, type: 'crafted' }} size={36} />
                        <Box sx={{ flex: 1, minWidth: 0 }}>
                          <Typography sx={{ fontWeight: 700 }}>{recipe.name}</Typography>
                          <Typography variant="body2" color="text.secondary" noWrap>
                            {recipe.craftingRecipe.map((material) => text.needs(material.quantity, material.name)).join(' + ')}
                          </Typography>
                        </Box>
                        <RarityChip rarity={recipe.rarity} />
                        {ready ? (
                          <Chip size="small" color="success" icon={<CheckCircle />} label={text.ready} />
                        ) : (
                          <Chip size="small" variant="outlined" icon={<Lock />} label={blocker ?? ''} data-testid="recipe-blocker" />
                        )}
                      </ListItemButton>
                    </ListItem>
                  );
                })}
              </List>
            </Box>
          ))}
        </Stack>
      )}
      <RecipeDialog recipe={selected} owned={owned} userLevel={userLevel} onClose={() => setSelected(null)} />
    </Box>
  );
}
