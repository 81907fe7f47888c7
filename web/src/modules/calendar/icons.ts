/* The calendar module's icons: found by the icon loader (ui/icons/loader.ts) when the shell's table lacks one. */
import chevronLeftCalendar16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/chevron-left";
import chevronRightCalendar16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/chevron-right";
import feedCalendar16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/feed";
import videoCalendar16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/video";
import timeCalendar16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/time";
import repeatCalendar16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/repeat";
import warningSignCalendar16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/warning-sign";
import calendarCalendar20 from "@blueprintjs/icons/lib/esm/generated/20px/paths/calendar";

export const paths: Record<string, string[]> = {
  "16/chevron-left": chevronLeftCalendar16,
  "16/chevron-right": chevronRightCalendar16,
  "16/feed": feedCalendar16,
  "16/video": videoCalendar16,
  "16/time": timeCalendar16,
  "16/repeat": repeatCalendar16,
  "16/warning-sign": warningSignCalendar16,
  "20/calendar": calendarCalendar20,
};
