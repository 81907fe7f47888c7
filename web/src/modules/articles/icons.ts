/* The articles module's icons: found by the icon loader (ui/icons/loader.ts) when the shell's table lacks one. */
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

export const paths: Record<string, string[]> = {
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
};
