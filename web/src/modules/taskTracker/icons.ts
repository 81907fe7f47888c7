/* The task tracker's icons: found by the icon loader (ui/icons/loader.ts) when the shell's table lacks one. */
import arrowDownTracker16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/arrow-down";
import arrowRightTracker16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/arrow-right";
import arrowUpTracker16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/arrow-up";
import chevronDownTracker16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/chevron-down";
import chevronUpTracker16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/chevron-up";
import commentTracker16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/comment";
import dragHandleVerticalTracker16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/drag-handle-vertical";
import exchangeTracker16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/exchange";
import eyeOffTracker16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/eye-off";
import eyeOpenTracker16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/eye-open";
import floppyDiskTracker16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/floppy-disk";
import folderCloseTracker16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/folder-close";
import formTracker16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/form";
import listColumnsTracker16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/list-columns";
import paperclipTracker16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/paperclip";
import sendMessageTracker16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/send-message";
import starTracker16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/star";
import starEmptyTracker16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/star-empty";
import thTracker16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/th";
import tickCircleTracker16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/tick-circle";
import timeTracker16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/time";
import filterTracker20 from "@blueprintjs/icons/lib/esm/generated/20px/paths/filter";
import folderCloseTracker20 from "@blueprintjs/icons/lib/esm/generated/20px/paths/folder-close";
import lockTracker20 from "@blueprintjs/icons/lib/esm/generated/20px/paths/lock";
import projectsTracker20 from "@blueprintjs/icons/lib/esm/generated/20px/paths/projects";
import searchTracker20 from "@blueprintjs/icons/lib/esm/generated/20px/paths/search";
import thTracker20 from "@blueprintjs/icons/lib/esm/generated/20px/paths/th";
import tickCircleTracker20 from "@blueprintjs/icons/lib/esm/generated/20px/paths/tick-circle";

export const paths: Record<string, string[]> = {
  "16/arrow-down": arrowDownTracker16,
  "16/arrow-right": arrowRightTracker16,
  "16/arrow-up": arrowUpTracker16,
  "16/chevron-down": chevronDownTracker16,
  "16/chevron-up": chevronUpTracker16,
  "16/comment": commentTracker16,
  "16/drag-handle-vertical": dragHandleVerticalTracker16,
  "16/exchange": exchangeTracker16,
  "16/eye-off": eyeOffTracker16,
  "16/eye-open": eyeOpenTracker16,
  "16/floppy-disk": floppyDiskTracker16,
  "16/folder-close": folderCloseTracker16,
  "16/form": formTracker16,
  "16/list-columns": listColumnsTracker16,
  "16/paperclip": paperclipTracker16,
  "16/send-message": sendMessageTracker16,
  "16/star": starTracker16,
  "16/star-empty": starEmptyTracker16,
  "16/th": thTracker16,
  "16/tick-circle": tickCircleTracker16,
  "16/time": timeTracker16,
  "20/filter": filterTracker20,
  "20/folder-close": folderCloseTracker20,
  "20/lock": lockTracker20,
  "20/projects": projectsTracker20,
  "20/search": searchTracker20,
  "20/th": thTracker20,
  "20/tick-circle": tickCircleTracker20,
};
