/* The development plans' icons: found by the icon loader (ui/icons/loader.ts) when the shell's table lacks one. */
import historyIdp16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/history";
import historyIdp20 from "@blueprintjs/icons/lib/esm/generated/20px/paths/history";
import editIdp20 from "@blueprintjs/icons/lib/esm/generated/20px/paths/edit";
import tickIdp20 from "@blueprintjs/icons/lib/esm/generated/20px/paths/tick";
import trendingUpIdp20 from "@blueprintjs/icons/lib/esm/generated/20px/paths/trending-up";

export const paths: Record<string, string[]> = {
  "16/history": historyIdp16,
  "20/history": historyIdp20,
  "20/edit": editIdp20,
  "20/tick": tickIdp20,
  "20/trending-up": trendingUpIdp20,
};
