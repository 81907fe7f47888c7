import { groupLimits } from "@intranet/contracts/groups";
import { SearchInput } from "../../ui/SearchInput";
import { useGroupsTranslation } from "./i18n";

export { searchDelayMs } from "../../ui/SearchInput";

/** The groups' name search (the list follows after a pause in typing). */
export function SearchBox({ value, onSearch }: { value: string; onSearch: (search: string) => void }) {
  const { t } = useGroupsTranslation();
  return (
    <SearchInput
      className="groups-search"
      value={value}
      onSearch={onSearch}
      label={t("search.label")}
      placeholder={t("search.placeholder")}
      maxLength={groupLimits.searchMax}
    />
  );
}
