/* Icons of the public screens (login, password recovery), drawn by ui/bp/SvgIcon; also the first table the Blueprint icon loader looks in. */
import person16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/person";
import lock16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/lock";
import eyeOpen16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/eye-open";
import eyeOff16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/eye-off";
import envelope16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/envelope";
import office16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/office";
import key16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/key";
import arrowLeft16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/arrow-left";
import logIn16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/log-in";
import globe16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/globe";
import error16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/error";
import tick16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/tick";

export const paths: Record<string, string[]> = {
  "16/person": person16,
  "16/lock": lock16,
  "16/eye-open": eyeOpen16,
  "16/eye-off": eyeOff16,
  "16/envelope": envelope16,
  "16/office": office16,
  "16/key": key16,
  "16/arrow-left": arrowLeft16,
  "16/log-in": logIn16,
  "16/globe": globe16,
  "16/error": error16,
  "16/tick": tick16,
};
