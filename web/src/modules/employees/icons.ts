/* The employee cabinet's icons (its settings tabs and the shared menu editor they show): found by the icon loader (ui/icons/loader.ts) when the shell's table lacks one. */
import arrowUpEmployees16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/arrow-up";
import arrowDownEmployees16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/arrow-down";
import resetEmployees16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/reset";
import dragHandleVerticalEmployees16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/drag-handle-vertical";
import infoSignEmployees16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/info-sign";
import warningSignEmployees16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/warning-sign";
import sendMessageEmployees16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/send-message";
import tickCircleEmployees16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/tick-circle";
import infoSignEmployees20 from "@blueprintjs/icons/lib/esm/generated/20px/paths/info-sign";
import warningSignEmployees20 from "@blueprintjs/icons/lib/esm/generated/20px/paths/warning-sign";

export const paths: Record<string, string[]> = {
  "16/arrow-up": arrowUpEmployees16,
  "16/arrow-down": arrowDownEmployees16,
  "16/reset": resetEmployees16,
  "16/drag-handle-vertical": dragHandleVerticalEmployees16,
  "16/info-sign": infoSignEmployees16,
  "16/warning-sign": warningSignEmployees16,
  "16/send-message": sendMessageEmployees16,
  "16/tick-circle": tickCircleEmployees16,
  "20/info-sign": infoSignEmployees20,
  "20/warning-sign": warningSignEmployees20,
};
