/* The adaptation's icons: found by the icon loader (ui/icons/loader.ts) when the shell's table lacks one. */
import dragHandleVerticalAdapt16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/drag-handle-vertical";
import eyeOpenAdapt16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/eye-open";
import floppyDiskAdapt16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/floppy-disk";
import formAdapt16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/form";
import linkAdapt16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/link";
import pauseAdapt16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/pause";
import playAdapt16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/play";
import newPersonAdapt20 from "@blueprintjs/icons/lib/esm/generated/20px/paths/new-person";
import peopleAdapt20 from "@blueprintjs/icons/lib/esm/generated/20px/paths/people";

export const paths: Record<string, string[]> = {
  "16/drag-handle-vertical": dragHandleVerticalAdapt16,
  "16/eye-open": eyeOpenAdapt16,
  "16/floppy-disk": floppyDiskAdapt16,
  "16/form": formAdapt16,
  "16/link": linkAdapt16,
  "16/pause": pauseAdapt16,
  "16/play": playAdapt16,
  "20/new-person": newPersonAdapt20,
  "20/people": peopleAdapt20,
};
