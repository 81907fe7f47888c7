import { NonIdealState } from "@blueprintjs/core";
import type { ModulePageProps } from "../types";
import { useShellData } from "../../shell/useShellData";
import { ArticlesLayout } from "./ArticlesLayout";
import { useArticlesTranslation } from "./i18n";
import "./articles.css";

/**
 * The knowledge base (product-spec §2): /articles (the sections), /articles/{parent} (a folder;
 * `?new=article` writes a new article in it) and /article/{_id} (an article; `?edit=1` edits it),
 * all with the contents in a sidebar. The editor (tiptap) and the history's diff load on first use.
 */
export default function ArticlesModule({ route }: ModulePageProps) {
  const { t } = useArticlesTranslation();
  const { me, client } = useShellData();
  if (!client) return <NonIdealState icon="office" title={t("ui:shell.chooseClient")} />;
  return <ArticlesLayout me={me} client={client} route={route} />;
}
