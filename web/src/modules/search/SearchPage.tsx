import { Button, InputGroup, NonIdealState, Spinner, Tab, Tabs } from "@blueprintjs/core";
import { meetsAccessLevel } from "@intranet/contracts/roles";
import { searchLimits, searchTypeAccess, searchTypes, type SearchType } from "@intranet/contracts/search";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { useEffect, useState, type FormEvent } from "react";
import { useSearchParams } from "react-router-dom";
import { useShellData } from "../../shell/useShellData";
import { searchApi, searchKeys } from "./api";
import { HitRow } from "./HitRow";
import { useHitLabel } from "./hitTypes";
import { useSearchTranslation } from "./i18n";

const isType = (value: string | null): value is SearchType => (searchTypes as readonly string[]).includes(value ?? "");

/**
 * /search?q=…&type=…: the full results. "All" shows each type's first page (with "Show all" where
 * there is more); a type's tab pages through it. The URL holds the query and the tab, so reload,
 * back and forward keep them.
 */
export function SearchPage() {
  const { t } = useSearchTranslation();
  const hitLabel = useHitLabel();
  const [params, setParams] = useSearchParams();
  const q = (params.get("q") ?? "").trim();
  const type = isType(params.get("type")) ? (params.get("type") as SearchType) : null;
  const { me } = useShellData();
  // Tabs only for the types this person may find at all (posts and comments need the wall).
  const openable = searchTypes.filter((each) => meetsAccessLevel(me, searchTypeAccess[each]));
  const [draft, setDraft] = useState(q);
  useEffect(() => setDraft(q), [q]);

  const go = (next: { q?: string; type?: SearchType | null }) => {
    const query = next.q ?? q;
    const tab = next.type === undefined ? type : next.type;
    setParams({ ...(query ? { q: query } : {}), ...(tab ? { type: tab } : {}) });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    go({ q: draft.trim() });
  };
  const ready = q.length >= searchLimits.queryMinChars;

  return (
    <section className="search-page" aria-labelledby="search-page-title">
      <h1 id="search-page-title" className="search-page-title">
        {t("page.title")}
      </h1>
      <form role="search" className="search-page-form" onSubmit={submit}>
        <InputGroup
          type="search"
          leftIcon="search"
          large
          value={draft}
          onValueChange={setDraft}
          aria-label={t("page.label")}
          placeholder={t("box.placeholder")}
          maxLength={searchLimits.queryMaxChars}
          autoFocus={!q}
          className="search-page-input"
        />
        <Button type="submit" large intent="primary" text={t("page.submit")} />
      </form>
      <Tabs
        id="search-types"
        selectedTabId={type ?? "all"}
        onChange={(id) => go({ type: id === "all" ? null : (id as SearchType) })}
        className="search-page-tabs"
      >
        <Tab id="all" title={t("types.all")} />
        {openable.map((each) => (
          <Tab key={each} id={each} title={hitLabel(each)} />
        ))}
      </Tabs>
      {!ready ? (
        <NonIdealState icon="search-template" description={t("page.empty")} className="search-page-state" />
      ) : type ? (
        <TypeResults q={q} type={type} />
      ) : (
        <AllResults q={q} onShowAll={(each) => go({ type: each })} />
      )}
    </section>
  );
}

function AllResults({ q, onShowAll }: { q: string; onShowAll: (type: SearchType) => void }) {
  const { t } = useSearchTranslation();
  const hitLabel = useHitLabel();
  const answer = useQuery({
    queryKey: searchKeys.page(q, []),
    queryFn: ({ signal }) => searchApi.search({ q }, signal),
    retry: false,
  });
  if (answer.isPending) return <Loading />;
  if (answer.isError) return <Failed onRetry={() => void answer.refetch()} />;
  if (answer.data.groups.length === 0) return <NothingFound q={q} />;
  return (
    <div className="search-page-groups">
      {answer.data.groups.map((group) => (
        <section key={group.type} className="search-page-group" aria-labelledby={`search-group-${group.type}`}>
          <h2 id={`search-group-${group.type}`} className="search-page-group-title">
            {hitLabel(group.type)}
          </h2>
          <ul className="search-hits">
            {group.hits.map((hit) => (
              <HitRow key={`${hit.type}:${hit.id}`} hit={hit} />
            ))}
          </ul>
          {group.cursor ? (
            <Button variant="minimal" intent="primary" text={t("page.showAll")} onClick={() => onShowAll(group.type)} />
          ) : null}
        </section>
      ))}
    </div>
  );
}

function TypeResults({ q, type }: { q: string; type: SearchType }) {
  const { t } = useSearchTranslation();
  const pages = useInfiniteQuery({
    queryKey: searchKeys.page(q, [type]),
    queryFn: ({ pageParam, signal }) => searchApi.search({ q, types: [type], cursor: pageParam }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.groups[0]?.cursor ?? null,
    retry: false,
  });
  if (pages.isPending) return <Loading />;
  if (pages.isError && !pages.data) return <Failed onRetry={() => void pages.refetch()} />;
  const hits = pages.data?.pages.flatMap((page) => page.groups[0]?.hits ?? []) ?? [];
  if (hits.length === 0) return <NothingFound q={q} />;
  return (
    <div className="search-page-group">
      <ul className="search-hits">
        {hits.map((hit) => (
          <HitRow key={`${hit.type}:${hit.id}`} hit={hit} />
        ))}
      </ul>
      {pages.isFetchNextPageError ? <Failed onRetry={() => void pages.fetchNextPage()} /> : null}
      {pages.hasNextPage && !pages.isFetchNextPageError ? (
        <Button
          className="search-page-more"
          text={t("page.more")}
          loading={pages.isFetchingNextPage}
          onClick={() => void pages.fetchNextPage()}
        />
      ) : null}
    </div>
  );
}

function Loading() {
  const { t } = useSearchTranslation();
  return (
    <div className="search-page-state" role="status">
      <Spinner size={24} aria-label={t("page.loading")} />
    </div>
  );
}

function Failed({ onRetry }: { onRetry: () => void }) {
  const { t } = useSearchTranslation();
  return (
    <NonIdealState
      icon="error"
      description={t("page.error")}
      action={<Button icon="refresh" text={t("page.retry")} onClick={onRetry} />}
      className="search-page-state"
    />
  );
}

function NothingFound({ q }: { q: string }) {
  const { t } = useSearchTranslation();
  return (
    <NonIdealState
      icon="search"
      title={t("page.noResults", { query: q })}
      description={t("page.noResultsHint")}
      className="search-page-state"
    />
  );
}
