/* Learning's icons: found by the icon loader (ui/icons/loader.ts) when the shell's table lacks one. */
import archiveCourses16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/archive";
import arrowDownCourses16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/arrow-down";
import arrowRightCourses16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/arrow-right";
import arrowUpCourses16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/arrow-up";
import circleCourses16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/circle";
import crossCircleCourses16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/cross-circle";
import documentCourses16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/document";
import downloadCourses16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/download";
import flagCourses16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/flag";
import floppyDiskCourses16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/floppy-disk";
import formCourses16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/form";
import paperclipCourses16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/paperclip";
import playCourses16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/play";
import tickCircleCourses16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/tick-circle";
import videoCourses16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/video";
import learningCourses20 from "@blueprintjs/icons/lib/esm/generated/20px/paths/learning";
import manualCourses20 from "@blueprintjs/icons/lib/esm/generated/20px/paths/manual";
import peopleCourses20 from "@blueprintjs/icons/lib/esm/generated/20px/paths/people";
import formCourses20 from "@blueprintjs/icons/lib/esm/generated/20px/paths/form";
import chartCourses20 from "@blueprintjs/icons/lib/esm/generated/20px/paths/chart";

export const paths: Record<string, string[]> = {
  "16/archive": archiveCourses16,
  "16/arrow-down": arrowDownCourses16,
  "16/arrow-right": arrowRightCourses16,
  "16/arrow-up": arrowUpCourses16,
  "16/circle": circleCourses16,
  "16/cross-circle": crossCircleCourses16,
  "16/document": documentCourses16,
  "16/download": downloadCourses16,
  "16/flag": flagCourses16,
  "16/floppy-disk": floppyDiskCourses16,
  "16/form": formCourses16,
  "16/paperclip": paperclipCourses16,
  "16/play": playCourses16,
  "16/tick-circle": tickCircleCourses16,
  "16/video": videoCourses16,
  "20/learning": learningCourses20,
  "20/manual": manualCourses20,
  "20/people": peopleCourses20,
  "20/form": formCourses20,
  "20/chart": chartCourses20,
};
