/* Icons of the home shell, its menu, the error pages and the shared rich-text editor: loaded once the shell needs one (each module has its own, modules/<m>/icons.ts). */
import menu16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/menu";
import notifications16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/notifications";
import office16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/office";
import book16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/book";
import person16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/person";
import people16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/people";
import calendar16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/calendar";
import manual16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/manual";
import briefcase16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/briefcase";
import application16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/application";
import horizontalBarChart16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/horizontal-bar-chart";
import chat16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/chat";
import diagramTree16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/diagram-tree";
import volumeUp16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/volume-up";
import lightbulb16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/lightbulb";
import key16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/key";
import globeNetwork16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/globe-network";
import cog16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/cog";
import shop16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/shop";
import projects16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/projects";
import newPerson16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/new-person";
import airplane16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/airplane";
import learning16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/learning";
import chart16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/chart";
import trendingUp16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/trending-up";
import timelineBarChart16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/timeline-bar-chart";
import logOut16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/log-out";
import moon16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/moon";
import flash16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/flash";
import cross16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/cross";
import code16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/code";
import more16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/more";
import home16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/home";
import globe16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/globe";
import refresh16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/refresh";
import blockedPerson20 from "@blueprintjs/icons/lib/esm/generated/20px/paths/blocked-person";
import searchTemplate20 from "@blueprintjs/icons/lib/esm/generated/20px/paths/search-template";
import error20 from "@blueprintjs/icons/lib/esm/generated/20px/paths/error";
import build20 from "@blueprintjs/icons/lib/esm/generated/20px/paths/build";
import edit16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/edit";
import trash16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/trash";
import undo16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/undo";
import shield16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/shield";
import search16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/search";
import blockedPerson16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/blocked-person";
import doubleCaretVertical16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/double-caret-vertical";
import plus16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/plus";
import lock16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/lock";
import unlock16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/unlock";
import duplicate16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/duplicate";
import upload16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/upload";
import arrowLeft16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/arrow-left";
import logIn16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/log-in";
import tick16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/tick";
import error16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/error";
import office20 from "@blueprintjs/icons/lib/esm/generated/20px/paths/office";
import notifications20 from "@blueprintjs/icons/lib/esm/generated/20px/paths/notifications";
// The rich-text editor (documents: the knowledge base, vacancies).
import strikethroughRichText16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/strikethrough";
import paragraphRichText16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/paragraph";
import numberedListRichText16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/numbered-list";
import citationRichText16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/citation";
import codeBlockRichText16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/code-block";
import thRichText16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/th";
import addRowBottomRichText16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/add-row-bottom";
import addColumnRightRichText16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/add-column-right";
import removeRowBottomRichText16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/remove-row-bottom";
import removeColumnRightRichText16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/remove-column-right";
import minusRichText16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/minus";
import redoRichText16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/redo";
export const paths: Record<string, string[]> = {
  "16/menu": menu16,
  "16/notifications": notifications16,
  "16/office": office16,
  "16/book": book16,
  "16/person": person16,
  "16/people": people16,
  "16/calendar": calendar16,
  "16/manual": manual16,
  "16/briefcase": briefcase16,
  "16/application": application16,
  "16/horizontal-bar-chart": horizontalBarChart16,
  "16/chat": chat16,
  "16/diagram-tree": diagramTree16,
  "16/volume-up": volumeUp16,
  "16/lightbulb": lightbulb16,
  "16/key": key16,
  "16/globe-network": globeNetwork16,
  "16/cog": cog16,
  "16/shop": shop16,
  "16/projects": projects16,
  "16/new-person": newPerson16,
  "16/airplane": airplane16,
  "16/learning": learning16,
  "16/chart": chart16,
  "16/trending-up": trendingUp16,
  "16/timeline-bar-chart": timelineBarChart16,
  "16/log-out": logOut16,
  "16/moon": moon16,
  "16/flash": flash16,
  "16/cross": cross16,
  "16/code": code16,
  "16/more": more16,
  "16/home": home16,
  "16/globe": globe16,
  "16/refresh": refresh16,
  "20/blocked-person": blockedPerson20,
  "20/search-template": searchTemplate20,
  "20/error": error20,
  "20/build": build20,
  "16/edit": edit16,
  "16/trash": trash16,
  "16/undo": undo16,
  "16/shield": shield16,
  "16/search": search16,
  "16/blocked-person": blockedPerson16,
  "16/double-caret-vertical": doubleCaretVertical16,
  "16/plus": plus16,
  "16/lock": lock16,
  "16/unlock": unlock16,
  "16/duplicate": duplicate16,
  "16/upload": upload16,
  "16/arrow-left": arrowLeft16,
  "16/log-in": logIn16,
  "16/tick": tick16,
  "16/error": error16,
  "20/office": office20,
  "20/notifications": notifications20,
  // The rich-text editor.
  "16/strikethrough": strikethroughRichText16,
  "16/paragraph": paragraphRichText16,
  "16/numbered-list": numberedListRichText16,
  "16/citation": citationRichText16,
  "16/code-block": codeBlockRichText16,
  "16/th": thRichText16,
  "16/add-row-bottom": addRowBottomRichText16,
  "16/add-column-right": addColumnRightRichText16,
  "16/remove-row-bottom": removeRowBottomRichText16,
  "16/remove-column-right": removeColumnRightRichText16,
  "16/minus": minusRichText16,
  "16/redo": redoRichText16,
};
