/* The ideas module's icons: found by the icon loader (ui/icons/loader.ts) when the shell's table lacks one. */
import commentIdeas16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/comment";
import dollarIdeas16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/dollar";
import floppyDiskIdeas16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/floppy-disk";
import paperclipIdeas16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/paperclip";
import sendMessageIdeas16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/send-message";
import thumbsUpIdeas16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/thumbs-up";
import timeIdeas16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/time";
import filterIdeas20 from "@blueprintjs/icons/lib/esm/generated/20px/paths/filter";
import inboxIdeas20 from "@blueprintjs/icons/lib/esm/generated/20px/paths/inbox";
import lightbulbIdeas20 from "@blueprintjs/icons/lib/esm/generated/20px/paths/lightbulb";

export const paths: Record<string, string[]> = {
  "16/comment": commentIdeas16,
  "16/dollar": dollarIdeas16,
  "16/floppy-disk": floppyDiskIdeas16,
  "16/paperclip": paperclipIdeas16,
  "16/send-message": sendMessageIdeas16,
  "16/thumbs-up": thumbsUpIdeas16,
  "16/time": timeIdeas16,
  "20/filter": filterIdeas20,
  "20/inbox": inboxIdeas20,
  "20/lightbulb": lightbulbIdeas20,
};
