/* The search module's icons: found by the icon loader (ui/icons/loader.ts) when the shell's table lacks one. */
import searchSearch20 from "@blueprintjs/icons/lib/esm/generated/20px/paths/search";

export const paths: Record<string, string[]> = {
  "20/search": searchSearch20,
};
