/* The services module's icons: found by the icon loader (ui/icons/loader.ts) when the shell's table lacks one. */
import arrowRightServices16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/arrow-right";
import exchangeServices16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/exchange";
import disableServices16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/disable";
import floppyDiskServices16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/floppy-disk";
import applicationServices20 from "@blueprintjs/icons/lib/esm/generated/20px/paths/application";
import buildServices20 from "@blueprintjs/icons/lib/esm/generated/20px/paths/build";
import lockServices20 from "@blueprintjs/icons/lib/esm/generated/20px/paths/lock";

export const paths: Record<string, string[]> = {
  "16/arrow-right": arrowRightServices16,
  "16/disable": disableServices16,
  "16/exchange": exchangeServices16,
  "16/floppy-disk": floppyDiskServices16,
  "20/application": applicationServices20,
  "20/build": buildServices20,
  "20/lock": lockServices20,
};
