/* The structure module's icons: found by the icon loader (ui/icons/loader.ts) when the shell's table lacks one. */
import moveStructure16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/move";
import flowBranchStructure16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/flow-branch";
import diagramTreeStructure20 from "@blueprintjs/icons/lib/esm/generated/20px/paths/diagram-tree";
import crownStructure16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/crown";

export const paths: Record<string, string[]> = {
  "16/move": moveStructure16,
  "16/flow-branch": flowBranchStructure16,
  "20/diagram-tree": diagramTreeStructure20,
  "16/crown": crownStructure16,
};
