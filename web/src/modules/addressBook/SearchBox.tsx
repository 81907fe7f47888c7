import { addressBookLimits } from "@intranet/contracts/addressBook";
import { SearchInput } from "../../ui/SearchInput";
import { useAddressBookTranslation } from "./i18n";

export { searchDelayMs } from "../../ui/SearchInput";

/** The address book's words (the URL, and so the list, follows after a pause in typing). */
export function SearchBox({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const { t } = useAddressBookTranslation();
  return (
    <SearchInput
      className="address-book-search"
      value={value}
      onSearch={onSearch}
      label={t("search.label")}
      placeholder={t("search.placeholder")}
      maxLength={addressBookLimits.queryMax}
    />
  );
}
