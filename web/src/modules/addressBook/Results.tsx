import { Button, NonIdealState } from "@blueprintjs/core";
import type { DirectoryPersonView } from "@intranet/contracts/addressBook";
import { errorText } from "../../i18n/errorText";
import { LoadMore } from "../../ui/LoadMore";
import { VisuallyHidden } from "../../ui/VisuallyHidden";
import { CardSkeletons, PersonCard } from "./PersonCard";
import { PeopleTable } from "./PeopleTable";
import type { usePeoplePages } from "./useAddressBook";
import type { ViewMode } from "./useViewMode";
import { useAddressBookTranslation } from "./i18n";

interface ResultsProps {
  view: ViewMode;
  pages: ReturnType<typeof usePeoplePages>["pages"];
  people: readonly DirectoryPersonView[];
  /** A search text or a filter is on (the empty state then offers to clear them). */
  narrowed: boolean;
  onClear: () => void;
}

/** The people as cards or a table, with skeletons first, an empty or error state, and the next pages. */
export function Results({ view, pages, people, narrowed, onClear }: ResultsProps) {
  const { t } = useAddressBookTranslation();
  if (pages.isError && !pages.data)
    return (
      <NonIdealState
        icon="error"
        title={t("error.title")}
        description={errorText(t, pages.error)}
        action={<Button icon="refresh" text={t("error.retry")} onClick={() => void pages.refetch()} />}
        className="address-book-state"
      />
    );
  const loading = pages.isPending;
  if (!loading && people.length === 0)
    return (
      <NonIdealState
        icon="search"
        title={narrowed ? t("empty.title") : t("empty.none")}
        description={narrowed ? t("empty.text") : undefined}
        action={narrowed ? <Button icon="cross" text={t("empty.clearAll")} onClick={onClear} /> : undefined}
        className="address-book-state"
      />
    );
  return (
    <div
      className={pages.isPlaceholderData ? "address-book-results stale" : "address-book-results"}
      aria-busy={loading}
    >
      {loading ? <VisuallyHidden>{t("loading")}</VisuallyHidden> : null}
      {view === "table" ? (
        <PeopleTable people={people} loading={loading} />
      ) : (
        <ul className="address-book-cards">
          {loading ? (
            <CardSkeletons />
          ) : (
            people.map((person) => (
              <li key={person._id}>
                <PersonCard person={person} />
              </li>
            ))
          )}
        </ul>
      )}
      {pages.isFetchNextPageError ? (
        <NonIdealState
          icon="error"
          description={errorText(t, pages.error)}
          action={<Button icon="refresh" text={t("error.retry")} onClick={() => void pages.fetchNextPage()} />}
          className="address-book-state"
        />
      ) : null}
      {pages.hasNextPage && !pages.isFetchNextPageError ? (
        <LoadMore
          className="address-book-more"
          onMore={() => {
            if (!pages.isFetchingNextPage) void pages.fetchNextPage();
          }}
          loading={pages.isFetchingNextPage}
          generation={people.length}
        />
      ) : null}
    </div>
  );
}
