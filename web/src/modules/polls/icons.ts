/* The polls module's icons: found by the icon loader (ui/icons/loader.ts) when the shell's table lacks one. */
import stopPolls16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/stop";
import dragHandleVerticalPolls16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/drag-handle-vertical";
import horizontalBarChartPolls20 from "@blueprintjs/icons/lib/esm/generated/20px/paths/horizontal-bar-chart";
import tickPolls20 from "@blueprintjs/icons/lib/esm/generated/20px/paths/tick";
import stopPolls20 from "@blueprintjs/icons/lib/esm/generated/20px/paths/stop";
import eyeOffPolls20 from "@blueprintjs/icons/lib/esm/generated/20px/paths/eye-off";
import thPolls20 from "@blueprintjs/icons/lib/esm/generated/20px/paths/th";

export const paths: Record<string, string[]> = {
  "16/stop": stopPolls16,
  "16/drag-handle-vertical": dragHandleVerticalPolls16,
  "20/horizontal-bar-chart": horizontalBarChartPolls20,
  "20/tick": tickPolls20,
  "20/stop": stopPolls20,
  "20/eye-off": eyeOffPolls20,
  "20/th": thPolls20,
};
