/* The vacations' icons: found by the icon loader (ui/icons/loader.ts) when the shell's table lacks one. */
import chevronLeftVac16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/chevron-left";
import chevronRightVac16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/chevron-right";
import chevronUpVac16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/chevron-up";
import chevronDownVac16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/chevron-down";
import downloadVac16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/download";
import exchangeVac16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/exchange";
import floppyDiskVac16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/floppy-disk";
import warningSignVac16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/warning-sign";
import airplaneVac20 from "@blueprintjs/icons/lib/esm/generated/20px/paths/airplane";
import peopleVac20 from "@blueprintjs/icons/lib/esm/generated/20px/paths/people";
import searchVac20 from "@blueprintjs/icons/lib/esm/generated/20px/paths/search";
import tickCircleVac20 from "@blueprintjs/icons/lib/esm/generated/20px/paths/tick-circle";
import warningSignVac20 from "@blueprintjs/icons/lib/esm/generated/20px/paths/warning-sign";

export const paths: Record<string, string[]> = {
  "16/chevron-left": chevronLeftVac16,
  "16/chevron-right": chevronRightVac16,
  "16/chevron-up": chevronUpVac16,
  "16/chevron-down": chevronDownVac16,
  "16/download": downloadVac16,
  "16/exchange": exchangeVac16,
  "16/floppy-disk": floppyDiskVac16,
  "16/warning-sign": warningSignVac16,
  "20/airplane": airplaneVac20,
  "20/people": peopleVac20,
  "20/search": searchVac20,
  "20/tick-circle": tickCircleVac20,
  "20/warning-sign": warningSignVac20,
};
