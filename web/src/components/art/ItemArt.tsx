import { ArtSvg, type ArtProps } from './ArtSvg';
import { ITEM_DRAWINGS } from './item-drawings';
import { itemArtName, type ItemLike } from './item-art-name';

const isDrawn = (name: string) => Object.hasOwn(ITEM_DRAWINGS, name);

/** An item, material or boost drawn by the app (never the device's emoji font). */
export function ItemArt({ item, ...props }: ArtProps & { item: ItemLike }) {
  const name = itemArtName(item, isDrawn);
  return (
    <ArtSvg name={name} {...props}>
      {ITEM_DRAWINGS[name]}
    </ArtSvg>
  );
}
