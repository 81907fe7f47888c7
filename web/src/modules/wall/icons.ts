/* The wall module's icons: found by the icon loader (ui/icons/loader.ts) when the shell's table lacks one. */
import atWall16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/at";
import boldWall16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/bold";
import italicWall16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/italic";
import propertiesWall16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/properties";
import paperclipWall16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/paperclip";
import sendMessageWall16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/send-message";
import heartWall16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/heart";
import commentWall16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/comment";
import infoSignWall16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/info-sign";
import mediaWall16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/media";
import documentWall16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/document";
import giftBoxWall16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/gift-box";
import linkWall16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/link";
import shareWall16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/share";
import inboxWall16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/inbox";
import inboxWall20 from "@blueprintjs/icons/lib/esm/generated/20px/paths/inbox";
import giftBoxWall20 from "@blueprintjs/icons/lib/esm/generated/20px/paths/gift-box";

export const paths: Record<string, string[]> = {
  "16/at": atWall16,
  "16/bold": boldWall16,
  "16/italic": italicWall16,
  "16/properties": propertiesWall16,
  "16/paperclip": paperclipWall16,
  "16/send-message": sendMessageWall16,
  "16/heart": heartWall16,
  "16/comment": commentWall16,
  "16/info-sign": infoSignWall16,
  "16/media": mediaWall16,
  "16/document": documentWall16,
  "16/gift-box": giftBoxWall16,
  "16/link": linkWall16,
  "16/share": shareWall16,
  "16/inbox": inboxWall16,
  "20/inbox": inboxWall20,
  "20/gift-box": giftBoxWall20,
};
