import type { IconName } from "@blueprintjs/core";
import type { ModuleKey } from "@intranet/contracts/manifest";

/** Who an article is written for: everyone signed in, or the company's administrators only. */
export type HelpGroup = "everyone" | "admins";

/**
 * The help centre's articles, in the order they are listed, whatever the language. Their texts are
 * in `content/<language>.ts` (the help chunk loads only the reader's language); an id is the
 * article's address, `/help/<id>`, so it never changes.
 */
export const helpArticles = [
  { id: "getting-started", group: "everyone", icon: "home" },
  { id: "wall", group: "everyone", module: "wall" },
  { id: "profile", group: "everyone", module: "profile" },
  { id: "address-book", group: "everyone", module: "addressBook" },
  { id: "structure", group: "everyone", module: "structure" },
  { id: "groups", group: "everyone", module: "groups" },
  { id: "calendar", group: "everyone", module: "calendar" },
  { id: "knowledge-base", group: "everyone", module: "articles" },
  { id: "vacancies", group: "everyone", module: "vacancies" },
  { id: "chat", group: "everyone", module: "chat" },
  { id: "polls", group: "everyone", module: "polls" },
  { id: "mood", group: "everyone", module: "mood", icon: "heart" },
  { id: "shop", group: "everyone", module: "shop" },
  { id: "services", group: "everyone", module: "services" },
  { id: "ideas", group: "everyone", module: "ideas" },
  { id: "report-violation", group: "everyone", module: "noSilent" },
  { id: "task-tracker", group: "everyone", module: "taskTracker" },
  { id: "adaptation", group: "everyone", module: "adaptation" },
  { id: "vacations", group: "everyone", module: "vacations" },
  { id: "notifications", group: "everyone", module: "notifications" },
  { id: "search", group: "everyone", module: "search", icon: "search" },
  { id: "analytics", group: "everyone", module: "analytics" },
  { id: "admin-employees", group: "admins", module: "employees", icon: "people" },
  { id: "admin-hr-import", group: "admins", module: "employees", icon: "import" },
  { id: "admin-settings", group: "admins", module: "employees" },
  { id: "admin-panel", group: "admins", module: "admin" },
  { id: "admin-modules", group: "admins", icon: "build" },
  { id: "platform", group: "admins", module: "platform", icon: "dashboard" },
] as const satisfies ReadonlyArray<{ id: string; group: HelpGroup; module?: ModuleKey; icon?: IconName }>;

export type HelpArticleId = (typeof helpArticles)[number]["id"];
export type HelpArticleMeta = { id: HelpArticleId; group: HelpGroup; module?: ModuleKey; icon?: IconName };

export const helpGroups: readonly HelpGroup[] = ["everyone", "admins"];

/** An article's text in one language: paragraphs in a small markup (see `ArticleBody`). */
export interface HelpArticleText {
  title: string;
  /** One sentence: the list's line and the search result's fallback. */
  summary: string;
  /**
   * Blocks, one a string: `## ` a heading, `- ` a list item, `1. ` a step, `> ` a tip, anything else
   * a paragraph; `**words**` are the screen's own words (buttons, tabs), shown in bold.
   */
  body: readonly string[];
}

export type HelpContent = Record<HelpArticleId, HelpArticleText>;
