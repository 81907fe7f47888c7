/* The analytics' icons: found by the icon loader (ui/icons/loader.ts) when the shell's table lacks one. */
import arrowUpAn16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/arrow-up";
import arrowDownAn16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/arrow-down";
import chevronLeftAn16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/chevron-left";
import chevronRightAn16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/chevron-right";
import downloadAn16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/download";
import timelineBarChartAn20 from "@blueprintjs/icons/lib/esm/generated/20px/paths/timeline-bar-chart";
import peopleAn20 from "@blueprintjs/icons/lib/esm/generated/20px/paths/people";
import shopAn20 from "@blueprintjs/icons/lib/esm/generated/20px/paths/shop";
import lockAn20 from "@blueprintjs/icons/lib/esm/generated/20px/paths/lock";
import newPersonAn20 from "@blueprintjs/icons/lib/esm/generated/20px/paths/new-person";
import diagramTreeAn20 from "@blueprintjs/icons/lib/esm/generated/20px/paths/diagram-tree";

export const paths: Record<string, string[]> = {
  "16/arrow-up": arrowUpAn16,
  "16/arrow-down": arrowDownAn16,
  "16/chevron-left": chevronLeftAn16,
  "16/chevron-right": chevronRightAn16,
  "16/download": downloadAn16,
  "20/timeline-bar-chart": timelineBarChartAn20,
  "20/people": peopleAn20,
  "20/shop": shopAn20,
  "20/lock": lockAn20,
  "20/new-person": newPersonAn20,
  "20/diagram-tree": diagramTreeAn20,
};
