/* The help centre's and the about page's icons: found by the icon loader (ui/icons/loader.ts) when the shell's table lacks one. */
import help16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/help";
import infoSign16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/info-sign";
import heart16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/heart";
import import16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/import";
import build16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/build";
import dashboard16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/dashboard";
import document16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/document";
import lightbulb16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/lightbulb";
import lock20 from "@blueprintjs/icons/lib/esm/generated/20px/paths/lock";

export const paths: Record<string, string[]> = {
  "16/help": help16,
  "16/info-sign": infoSign16,
  "16/heart": heart16,
  "16/import": import16,
  "16/build": build16,
  "16/dashboard": dashboard16,
  "16/document": document16,
  "16/lightbulb": lightbulb16,
  "20/lock": lock20,
};
