/* Icons of the home shell, its menu and the error pages: loaded once the shell needs one. */
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
// The company wall and birthdays.
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
// The shop.
import dollarShop16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/dollar";
import shoppingCartShop16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/shopping-cart";
import bankAccountShop16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/bank-account";
import badgeShop16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/badge";
import shopShop20 from "@blueprintjs/icons/lib/esm/generated/20px/paths/shop";
import badgeShop20 from "@blueprintjs/icons/lib/esm/generated/20px/paths/badge";
import shoppingCartShop20 from "@blueprintjs/icons/lib/esm/generated/20px/paths/shopping-cart";
import bankAccountShop20 from "@blueprintjs/icons/lib/esm/generated/20px/paths/bank-account";
// Search.
import searchSearch20 from "@blueprintjs/icons/lib/esm/generated/20px/paths/search";
// People: the address book, profiles and the HR import.
import pinPeople16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/pin";
import phonePeople16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/phone";
import envelopePeople16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/envelope";
import importPeople16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/import";
import downloadPeople16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/download";
// The company structure.
import moveStructure16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/move";
import flowBranchStructure16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/flow-branch";
import diagramTreeStructure20 from "@blueprintjs/icons/lib/esm/generated/20px/paths/diagram-tree";
import crownStructure16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/crown";
// Profiles: pictures, the extra and social tabs, HR data and files.
import cameraProfile16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/camera";
import historyProfile16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/history";
import smallCrossProfile16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/small-cross";
import annotationProfile20 from "@blueprintjs/icons/lib/esm/generated/20px/paths/annotation";
import globeNetworkProfile20 from "@blueprintjs/icons/lib/esm/generated/20px/paths/globe-network";
import folderOpenProfile20 from "@blueprintjs/icons/lib/esm/generated/20px/paths/folder-open";
// Groups.
import eyeOffGroups16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/eye-off";
import peopleGroups20 from "@blueprintjs/icons/lib/esm/generated/20px/paths/people";
import lockGroups20 from "@blueprintjs/icons/lib/esm/generated/20px/paths/lock";
// Polls.
import stopPolls16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/stop";
import dragHandleVerticalPolls16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/drag-handle-vertical";
import horizontalBarChartPolls20 from "@blueprintjs/icons/lib/esm/generated/20px/paths/horizontal-bar-chart";
import tickPolls20 from "@blueprintjs/icons/lib/esm/generated/20px/paths/tick";
import stopPolls20 from "@blueprintjs/icons/lib/esm/generated/20px/paths/stop";
import eyeOffPolls20 from "@blueprintjs/icons/lib/esm/generated/20px/paths/eye-off";
import thPolls20 from "@blueprintjs/icons/lib/esm/generated/20px/paths/th";
// The calendar.
import chevronLeftCalendar16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/chevron-left";
import chevronRightCalendar16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/chevron-right";
import feedCalendar16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/feed";
import videoCalendar16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/video";
import timeCalendar16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/time";
import repeatCalendar16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/repeat";
import warningSignCalendar16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/warning-sign";
import calendarCalendar20 from "@blueprintjs/icons/lib/esm/generated/20px/paths/calendar";
// Vacancies.
import briefcaseVacancies20 from "@blueprintjs/icons/lib/esm/generated/20px/paths/briefcase";
// The knowledge base.
import folderCloseArticles16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/folder-close";
import folderOpenArticles16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/folder-open";
import folderNewArticles16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/folder-new";
import starArticles16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/star";
import starEmptyArticles16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/star-empty";
import tagArticles16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/tag";
import chevronDownArticles16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/chevron-down";
import caretDownArticles16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/caret-down";
import manualArticles20 from "@blueprintjs/icons/lib/esm/generated/20px/paths/manual";
import folderCloseArticles20 from "@blueprintjs/icons/lib/esm/generated/20px/paths/folder-close";
import tagArticles20 from "@blueprintjs/icons/lib/esm/generated/20px/paths/tag";
import documentArticles20 from "@blueprintjs/icons/lib/esm/generated/20px/paths/document";

// Chats.
import notificationsSnoozeChat16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/notifications-snooze";
import arrowUpChat16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/arrow-up";
import arrowDownChat16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/arrow-down";
import chatChat20 from "@blueprintjs/icons/lib/esm/generated/20px/paths/chat";
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
  // The company wall and birthdays.
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
  // The shop.
  "16/dollar": dollarShop16,
  "16/shopping-cart": shoppingCartShop16,
  "16/bank-account": bankAccountShop16,
  "16/badge": badgeShop16,
  "20/shop": shopShop20,
  "20/badge": badgeShop20,
  "20/shopping-cart": shoppingCartShop20,
  "20/bank-account": bankAccountShop20,
  // Search.
  "20/search": searchSearch20,
  // The company structure.
  "16/move": moveStructure16,
  "16/flow-branch": flowBranchStructure16,
  "20/diagram-tree": diagramTreeStructure20,
  "16/crown": crownStructure16,
  "16/pin": pinPeople16,
  "16/phone": phonePeople16,
  "16/envelope": envelopePeople16,
  "16/import": importPeople16,
  "16/download": downloadPeople16,
  // Profiles.
  "16/camera": cameraProfile16,
  "16/history": historyProfile16,
  "16/small-cross": smallCrossProfile16,
  "20/annotation": annotationProfile20,
  "20/globe-network": globeNetworkProfile20,
  "20/folder-open": folderOpenProfile20,
  // Groups.
  "16/eye-off": eyeOffGroups16,
  "20/people": peopleGroups20,
  "20/lock": lockGroups20,
  // Polls.
  "16/stop": stopPolls16,
  "16/drag-handle-vertical": dragHandleVerticalPolls16,
  "20/horizontal-bar-chart": horizontalBarChartPolls20,
  "20/tick": tickPolls20,
  "20/stop": stopPolls20,
  "20/eye-off": eyeOffPolls20,
  "20/th": thPolls20,
  // The calendar.
  "16/chevron-left": chevronLeftCalendar16,
  "16/chevron-right": chevronRightCalendar16,
  "16/feed": feedCalendar16,
  "16/video": videoCalendar16,
  "16/time": timeCalendar16,
  "16/repeat": repeatCalendar16,
  "16/warning-sign": warningSignCalendar16,
  "20/calendar": calendarCalendar20,
  // Vacancies.
  "20/briefcase": briefcaseVacancies20,
  // The knowledge base.
  "16/folder-close": folderCloseArticles16,
  "16/folder-open": folderOpenArticles16,
  "16/folder-new": folderNewArticles16,
  "16/star": starArticles16,
  "16/star-empty": starEmptyArticles16,
  "16/tag": tagArticles16,
  "16/chevron-down": chevronDownArticles16,
  "16/caret-down": caretDownArticles16,
  "20/manual": manualArticles20,
  "20/folder-close": folderCloseArticles20,
  "20/tag": tagArticles20,
  "20/document": documentArticles20,
  // Chats.
  "16/notifications-snooze": notificationsSnoozeChat16,
  "16/arrow-up": arrowUpChat16,
  "16/arrow-down": arrowDownChat16,
  "20/chat": chatChat20,
};
