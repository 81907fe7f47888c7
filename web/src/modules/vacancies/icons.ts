/* The vacancies module's icons: found by the icon loader (ui/icons/loader.ts) when the shell's table lacks one. */
import briefcaseVacancies20 from "@blueprintjs/icons/lib/esm/generated/20px/paths/briefcase";

export const paths: Record<string, string[]> = {
  "20/briefcase": briefcaseVacancies20,
};
