import type { AccessLevel, ClientView, UserView } from "@intranet/contracts";
import { manifestMenu, moduleManifest, type ManifestRow, type ModuleKey } from "@intranet/contracts/manifest";
import { meetsAccessLevel } from "@intranet/contracts/roles";
import { helpArticles, type HelpArticleId, type HelpArticleMeta } from "./articles";

type Reader = Pick<UserView, "_id" | "roles" | "rights">;
type Company = Pick<ClientView, "features"> | null;

const rows = moduleManifest as readonly ManifestRow[];

/** Whether the reader may open a module: its manifest access, and its feature on in the company (absent: on). */
export function mayOpenModule(reader: Reader, client: Company, module: ModuleKey): boolean {
  const row = rows.find((entry) => entry.key === module);
  if (!row || !meetsAccessLevel(reader, row.access as AccessLevel)) return false;
  const feature = row.features?.[0];
  return !feature || (client?.features.find((entry) => entry.code === feature)?.active ?? true);
}

/**
 * The articles a reader is shown: the administrators' group only to administrators (a superadmin
 * too), and an article about a module only to whom may open it in this company — nobody is told how
 * a module works that they do not have.
 */
export function visibleArticles(reader: Reader, client: Company): HelpArticleMeta[] {
  const admin = meetsAccessLevel(reader, "admin");
  return helpArticles.filter(
    (article: HelpArticleMeta) =>
      (article.group !== "admins" || admin) && (!article.module || mayOpenModule(reader, client, article.module)),
  );
}

/** Pages an article leads to that are not its module's first menu entry. */
const pathOf: Partial<Record<HelpArticleId, string>> = {
  search: "/search",
  "admin-settings": "/employees/?tab=other",
  platform: "/app",
};

/** Where the article's "Open" button leads (its module's menu entry; `{me}` is the reader), if anywhere. */
export function articlePath(article: HelpArticleMeta, userId: string): string | undefined {
  const path = pathOf[article.id] ?? manifestMenu.find((entry) => entry.module === article.module)?.path;
  return path?.replace("{me}", encodeURIComponent(userId));
}

/** The article's icon: its own, else its module's menu icon, else a document. */
export function articleIcon(article: HelpArticleMeta): string {
  return article.icon ?? manifestMenu.find((entry) => entry.module === article.module)?.icon ?? "document";
}
