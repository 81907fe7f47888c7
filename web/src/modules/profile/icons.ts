/* The profile module's icons: found by the icon loader (ui/icons/loader.ts) when the shell's table lacks one. */
import cameraProfile16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/camera";
import historyProfile16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/history";
import smallCrossProfile16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/small-cross";
import annotationProfile20 from "@blueprintjs/icons/lib/esm/generated/20px/paths/annotation";
import globeNetworkProfile20 from "@blueprintjs/icons/lib/esm/generated/20px/paths/globe-network";
import folderOpenProfile20 from "@blueprintjs/icons/lib/esm/generated/20px/paths/folder-open";

export const paths: Record<string, string[]> = {
  "16/camera": cameraProfile16,
  "16/history": historyProfile16,
  "16/small-cross": smallCrossProfile16,
  "20/annotation": annotationProfile20,
  "20/globe-network": globeNetworkProfile20,
  "20/folder-open": folderOpenProfile20,
};
