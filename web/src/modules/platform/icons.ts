/* The platform page's icons: found by the icon loader (ui/icons/loader.ts) when the shell's table lacks one. */
import dashboard16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/dashboard";
import database16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/database";
import box16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/box";
import media16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/media";
import exchange16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/exchange";
import envelope16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/envelope";
import time16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/time";
import tickCircle16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/tick-circle";
import warningSign16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/warning-sign";
import disable16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/disable";
import office20 from "@blueprintjs/icons/lib/esm/generated/20px/paths/office";

export const paths: Record<string, string[]> = {
  "16/dashboard": dashboard16,
  "16/database": database16,
  "16/box": box16,
  "16/media": media16,
  "16/exchange": exchange16,
  "16/envelope": envelope16,
  "16/time": time16,
  "16/tick-circle": tickCircle16,
  "16/warning-sign": warningSign16,
  "16/disable": disable16,
  "20/office": office20,
};
