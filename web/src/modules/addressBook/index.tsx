import { NonIdealState } from "@blueprintjs/core";
import { addressBookLimits } from "@intranet/contracts/addressBook";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router-dom";
import { useShellData } from "../../shell/useShellData";
import { SegmentedControl } from "../../ui/bp/SegmentedControl";
import { useMediaQuery } from "../../ui/useMediaQuery";
import { ExportButton } from "./ExportButton";
import { FilterPanel } from "./FilterPanel";
import { activeFilters, cleared, readFilters, writeFilters, type Filters } from "./queryState";
import { Results } from "./Results";
import { SearchBox } from "./SearchBox";
import { useDepartments, useFacets, usePeoplePages } from "./useAddressBook";
import { useViewMode } from "./useViewMode";
import { useAddressBookTranslation } from "./i18n";
import "./addressBook.css";

/**
 * The address book (/addressBook/, product-spec §2): the company's active people, found by words
 * and narrowed by department, city, office and position (all kept in the URL), as cards or a
 * table; a person opens their profile; what is shown exports to Excel.
 */
export default function AddressBookModule() {
  const { t } = useAddressBookTranslation();
  const { t: ui } = useTranslation();
  const { client } = useShellData();
  const [params, setParams] = useSearchParams();
  const narrow = useMediaQuery("(max-width: 768px)");
  const [view, setView] = useViewMode();
  const clientId = client?._id ?? "";
  const filters = readFilters(params);
  const { pages, people } = usePeoplePages(clientId, filters);
  const facets = useFacets(clientId);
  const departments = useDepartments(facets.data);
  if (!client) return <NonIdealState icon="office" title={ui("shell.chooseClient")} />;

  // A filter is a step back and forward can undo; typing only replaces the current entry.
  const change = (changes: Partial<Filters>, replace = false) => setParams(writeFilters(params, changes), { replace });
  const narrowed = !!filters.q.trim() || activeFilters(filters) > 0;
  const capped = !!filters.q.trim() && !pages.hasNextPage && people.length >= addressBookLimits.textMatchesMax;

  return (
    <section className="address-book" aria-labelledby="address-book-title">
      <header className="address-book-header">
        <h1 id="address-book-title" className="address-book-title">
          {t("title")}
        </h1>
        <div className="address-book-tools">
          <SegmentedControl
            label={t("views.label")}
            value={view}
            options={[
              { value: "cards", label: t("views.cards") },
              { value: "table", label: t("views.table") },
            ]}
            onChange={setView}
          />
          <ExportButton client={clientId} filters={filters} />
        </div>
      </header>
      <div className="address-book-bar" role="search">
        <SearchBox value={filters.q} onSearch={(q) => change({ q }, true)} />
        <FilterPanel
          narrow={narrow}
          filters={filters}
          departments={departments}
          facets={facets.data}
          onChange={(changes) => change(changes)}
        />
      </div>
      {pages.data ? (
        <p className="address-book-count" role="status">
          {t("count.shown", { count: people.length })}
          {pages.hasNextPage ? ` · ${t("count.more")}` : ""}
          {capped ? ` · ${t("count.capped", { count: addressBookLimits.textMatchesMax })}` : ""}
        </p>
      ) : null}
      <Results view={view} pages={pages} people={people} narrowed={narrowed} onClear={() => change(cleared(true))} />
    </section>
  );
}
