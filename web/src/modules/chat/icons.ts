/* The chat module's icons: found by the icon loader (ui/icons/loader.ts) when the shell's table lacks one. */
import notificationsSnoozeChat16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/notifications-snooze";
import arrowUpChat16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/arrow-up";
import arrowDownChat16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/arrow-down";
import chatChat20 from "@blueprintjs/icons/lib/esm/generated/20px/paths/chat";

export const paths: Record<string, string[]> = {
  "16/notifications-snooze": notificationsSnoozeChat16,
  "16/arrow-up": arrowUpChat16,
  "16/arrow-down": arrowDownChat16,
  "20/chat": chatChat20,
};
