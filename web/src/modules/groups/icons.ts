/* The groups module's icons: found by the icon loader (ui/icons/loader.ts) when the shell's table lacks one. */
import eyeOffGroups16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/eye-off";
import peopleGroups20 from "@blueprintjs/icons/lib/esm/generated/20px/paths/people";
import lockGroups20 from "@blueprintjs/icons/lib/esm/generated/20px/paths/lock";

export const paths: Record<string, string[]> = {
  "16/eye-off": eyeOffGroups16,
  "20/people": peopleGroups20,
  "20/lock": lockGroups20,
};
