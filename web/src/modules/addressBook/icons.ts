/* The addressBook module's icons: found by the icon loader (ui/icons/loader.ts) when the shell's table lacks one. */
import pinPeople16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/pin";
import phonePeople16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/phone";
import envelopePeople16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/envelope";
import importPeople16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/import";
import downloadPeople16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/download";

export const paths: Record<string, string[]> = {
  "16/pin": pinPeople16,
  "16/phone": phonePeople16,
  "16/envelope": envelopePeople16,
  "16/import": importPeople16,
  "16/download": downloadPeople16,
};
