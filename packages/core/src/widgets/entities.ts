import { LinksBlockEntity } from "./links-block.entity";
import { BlockLinkEntity } from "./block-link.entity";

/**
 * The widgets module's entities under their service keys, registered in `src/entities.ts`.
 * This file imports entity definitions only (no services, no db), so the registry stays a leaf.
 */
export const widgetsEntities = {
  linksBlock: LinksBlockEntity,
  blockLink: BlockLinkEntity,
};
