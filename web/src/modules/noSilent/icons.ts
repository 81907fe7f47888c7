/* The "Don't be silent" module's icons: found by the icon loader (ui/icons/loader.ts) when the shell's table lacks one. */
import documentNoSilent16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/document";
import floppyDiskNoSilent16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/floppy-disk";
import mediaNoSilent16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/media";
import paperclipNoSilent16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/paperclip";
import sendMessageNoSilent16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/send-message";
import warningSignNoSilent16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/warning-sign";
import inboxNoSilent20 from "@blueprintjs/icons/lib/esm/generated/20px/paths/inbox";
import keyNoSilent20 from "@blueprintjs/icons/lib/esm/generated/20px/paths/key";
import warningSignNoSilent20 from "@blueprintjs/icons/lib/esm/generated/20px/paths/warning-sign";

export const paths: Record<string, string[]> = {
  "16/document": documentNoSilent16,
  "16/floppy-disk": floppyDiskNoSilent16,
  "16/media": mediaNoSilent16,
  "16/paperclip": paperclipNoSilent16,
  "16/send-message": sendMessageNoSilent16,
  "16/warning-sign": warningSignNoSilent16,
  "20/inbox": inboxNoSilent20,
  "20/key": keyNoSilent20,
  "20/warning-sign": warningSignNoSilent20,
};
