/* The admin panel's icons: found by the icon loader (ui/icons/loader.ts) when the shell's table lacks one. */
import arrowRightAdmin16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/arrow-right";
import downloadAdmin16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/download";
import envelopeAdmin16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/envelope";
import filterAdmin16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/filter";
import floppyDiskAdmin16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/floppy-disk";
import folderCloseAdmin16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/folder-close";
import folderNewAdmin16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/folder-new";
import historyAdmin16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/history";
import infoSignAdmin16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/info-sign";
import resetAdmin16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/reset";
import translateAdmin16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/translate";
import warningSignAdmin16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/warning-sign";
import personAdmin16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/person";
import filterAdmin20 from "@blueprintjs/icons/lib/esm/generated/20px/paths/filter";
import historyAdmin20 from "@blueprintjs/icons/lib/esm/generated/20px/paths/history";
import searchAdmin20 from "@blueprintjs/icons/lib/esm/generated/20px/paths/search";
import tickAdmin20 from "@blueprintjs/icons/lib/esm/generated/20px/paths/tick";
import infoSignAdmin20 from "@blueprintjs/icons/lib/esm/generated/20px/paths/info-sign";
import warningSignAdmin20 from "@blueprintjs/icons/lib/esm/generated/20px/paths/warning-sign";
import translateAdmin20 from "@blueprintjs/icons/lib/esm/generated/20px/paths/translate";
import errorAdmin20 from "@blueprintjs/icons/lib/esm/generated/20px/paths/error";
import calculatorAdmin16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/calculator";
import calculatorAdmin20 from "@blueprintjs/icons/lib/esm/generated/20px/paths/calculator";
import tickCircleAdmin20 from "@blueprintjs/icons/lib/esm/generated/20px/paths/tick-circle";

export const paths: Record<string, string[]> = {
  "16/arrow-right": arrowRightAdmin16,
  "16/download": downloadAdmin16,
  "16/envelope": envelopeAdmin16,
  "16/filter": filterAdmin16,
  "16/floppy-disk": floppyDiskAdmin16,
  "16/folder-close": folderCloseAdmin16,
  "16/folder-new": folderNewAdmin16,
  "16/history": historyAdmin16,
  "16/info-sign": infoSignAdmin16,
  "16/reset": resetAdmin16,
  "16/translate": translateAdmin16,
  "16/warning-sign": warningSignAdmin16,
  "16/person": personAdmin16,
  "20/filter": filterAdmin20,
  "20/history": historyAdmin20,
  "20/search": searchAdmin20,
  "20/tick": tickAdmin20,
  "20/info-sign": infoSignAdmin20,
  "20/warning-sign": warningSignAdmin20,
  "20/translate": translateAdmin20,
  "20/error": errorAdmin20,
  "16/calculator": calculatorAdmin16,
  "20/calculator": calculatorAdmin20,
  "20/tick-circle": tickCircleAdmin20,
};
