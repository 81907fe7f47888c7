import type { IconName } from "@blueprintjs/core";
import type { SearchType } from "@intranet/contracts/search";
import { languages, type Language } from "../../i18n/languages";
import { searchHitDisplays } from "../searchHits";
import { useSearchTranslation } from "./i18n";

/** A searchable type's icon: its module's (module.ts `searchHits`), or a document's. */
export function hitIcon(type: SearchType): IconName {
  return searchHitDisplays[type]?.icon ?? "document";
}

/** A searchable type's group name in the reader's language, or `other` (search's own text) if none is declared. */
export function hitLabel(type: SearchType, language: string, other: string): string {
  const label = searchHitDisplays[type]?.label;
  if (!label) return other;
  return label[(languages as readonly string[]).includes(language) ? (language as Language) : "en"];
}

/** `hitLabel` in the reader's language now. */
export function useHitLabel(): (type: SearchType) => string {
  const { t, i18n } = useSearchTranslation();
  return (type) => hitLabel(type, i18n.language, t("types.other"));
}
