import type { LinksModule, LinkView } from "@intranet/contracts";
import { isExternalUrl } from "@intranet/contracts/widgets";

/** The wall's links block is the one of module "wall" (each module of a tenant has its own). */
export const WALL_LINKS: LinksModule = "wall";

/** Where a link leads: an external http(s) page, or a knowledge base article inside the portal. */
export function linkTarget(link: Pick<LinkView, "kind" | "link">): { href: string; external: boolean } | null {
  if (link.kind === "external") return isExternalUrl(link.link) ? { href: link.link, external: true } : null;
  return { href: link.link.startsWith("/") ? link.link : `/article/${encodeURIComponent(link.link)}`, external: false };
}
