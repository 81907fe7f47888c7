import type { Announcements, ScreenReaderInstructions } from "@dnd-kit/core";
import { useArticlesTranslation } from "../i18n";
import type { ArticleTree } from "./model";

/** What a screen reader hears while a row is dragged, in the interface's language (dnd-kit's own are English). */
export function useTreeAnnouncements(tree: ArticleTree): {
  announcements: Announcements;
  screenReaderInstructions: ScreenReaderInstructions;
} {
  const { t } = useArticlesTranslation();
  const title = (id: string | number | undefined) => tree.byId.get(String(id))?.title ?? "";
  return {
    screenReaderInstructions: { draggable: t("dnd.instructions") },
    announcements: {
      onDragStart: ({ active }) => t("dnd.picked", { title: title(active.id) }),
      onDragOver: ({ active, over }) =>
        over ? t("dnd.over", { title: title(active.id), target: title(over.id) }) : undefined,
      onDragEnd: ({ active, over }) =>
        over ? t("dnd.dropped", { title: title(active.id), target: title(over.id) }) : t("dnd.cancelled"),
      onDragCancel: () => t("dnd.cancelled"),
    },
  };
}
