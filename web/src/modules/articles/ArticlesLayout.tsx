import { Button, Drawer } from "@blueprintjs/core";
import type { ClientView, UserView } from "@intranet/contracts";
import { lazy, Suspense, useCallback, useEffect, useState } from "react";
import { useLocation, useParams } from "react-router-dom";
import { useMediaQuery } from "../../ui/useMediaQuery";
import { ArticleRoute } from "./article/ArticleRoute";
import type { FolderDialogState } from "./editor/FolderDialog";
import { useArticlesTranslation } from "./i18n";
import { FolderRoute } from "./pages/FolderRoute";
import { TagPage } from "./pages/TagPage";
import { TopPage } from "./pages/TopPage";
import { Sidebar } from "./sidebar/Sidebar";

const phoneQuery = "(max-width: 768px)";

// The folder dialog's form (react-hook-form and zod's messages) loads when it first opens.
const FolderDialog = lazy(() => import("./editor/FolderDialog").then((module) => ({ default: module.FolderDialog })));

/**
 * The knowledge base's frame: the contents on the left (a drawer behind a button on a phone) and the
 * page of the route; the folder dialog (new section, new folder, a folder's name) opens from both.
 */
export function ArticlesLayout({ me, client, route }: { me: UserView; client: ClientView; route: string }) {
  const { t } = useArticlesTranslation();
  const params = useParams();
  const location = useLocation();
  const phone = useMediaQuery(phoneQuery);
  const [drawer, setDrawer] = useState(false);
  const [folderDialog, setFolderDialog] = useState<FolderDialogState | null>(null);
  const currentId = route === "article/:_id" ? params._id : route === "articles/:parent" ? params.parent : undefined;
  const newFolder = useCallback((parentId: string | null) => setFolderDialog({ parentId }), []);

  // A page chosen in the drawer closes it.
  useEffect(() => setDrawer(false), [location.pathname]);

  const sidebar = <Sidebar me={me} client={client} currentId={currentId} onNewFolder={newFolder} />;
  const page =
    route === "article/:_id" ? (
      <ArticleRoute key={currentId} me={me} client={client} id={currentId ?? ""} onEditFolder={setFolderDialog} />
    ) : route === "articles/:parent" ? (
      <FolderRoute
        key={currentId}
        me={me}
        client={client}
        id={currentId ?? ""}
        onNewFolder={newFolder}
        onEditFolder={setFolderDialog}
      />
    ) : route === "articles/tag/:tag" ? (
      <TagPage key={params.tag} me={me} client={client} tagId={params.tag ?? ""} />
    ) : (
      <TopPage me={me} client={client} onNewFolder={newFolder} />
    );
  return (
    <div className={phone ? "articles-layout phone" : "articles-layout"}>
      {phone ? (
        <>
          <Button
            className="articles-contents-button"
            icon="menu"
            text={t("sidebar.open")}
            onClick={() => setDrawer(true)}
          />
          <Drawer
            isOpen={drawer}
            onClose={() => setDrawer(false)}
            position="left"
            size="90%"
            title={t("sidebar.label")}
            className="articles-drawer"
          >
            {sidebar}
          </Drawer>
        </>
      ) : (
        sidebar
      )}
      <div className="articles-main">{page}</div>
      {folderDialog ? (
        <Suspense fallback={null}>
          <FolderDialog state={folderDialog} onClose={() => setFolderDialog(null)} />
        </Suspense>
      ) : null}
    </div>
  );
}
