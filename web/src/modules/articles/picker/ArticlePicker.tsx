import { Button, Menu, MenuItem } from "@blueprintjs/core";
import { articleLimits } from "@intranet/contracts/articles";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { SearchInput } from "../../../ui/SearchInput";
import { articlesApi, articlesKeys } from "../api";

export interface ArticlePickerLabels {
  /** The search box's name ("Find an article"). */
  search: string;
  /** What is chosen, in words ("Described by the article …"). */
  chosen: (title: string) => string;
  /** The button that clears the choice. */
  clear: string;
  /** Said when the search finds nothing. */
  none: string;
}

/**
 * Chooses one knowledge-base article the caller may read, found by its title (the list's `search`),
 * or clears the choice. Shows the chosen article's title (read once by its id).
 */
export function ArticlePicker({
  client,
  user,
  value,
  onChange,
  labels,
}: {
  client: string;
  user: string;
  value: string | null;
  onChange: (id: string | null) => void;
  labels: ArticlePickerLabels;
}) {
  const [search, setSearch] = useState("");
  const chosen = useQuery({
    queryKey: articlesKeys.node(value ?? ""),
    queryFn: () => articlesApi.get(value ?? ""),
    enabled: value !== null,
  });
  const found = useQuery({
    queryKey: [...articlesKeys.all, "picker", client, search] as const,
    queryFn: () => articlesApi.search(client, user, search),
    enabled: value === null && search.trim() !== "",
  });
  if (value !== null)
    return (
      <div className="article-picker-chosen">
        <span>{labels.chosen(chosen.data?.title ?? "…")}</span>
        <Button icon="cross" variant="minimal" text={labels.clear} onClick={() => onChange(null)} />
      </div>
    );
  const articles = (found.data?.items ?? []).filter((item) => item.kind === "article");
  return (
    <div className="article-picker">
      <SearchInput
        value={search}
        onSearch={setSearch}
        label={labels.search}
        placeholder={labels.search}
        maxLength={articleLimits.searchMax}
      />
      {search.trim() !== "" && found.isSuccess ? (
        articles.length > 0 ? (
          <Menu aria-label={labels.search}>
            {articles.slice(0, 10).map((article) => (
              <MenuItem
                key={article.id}
                icon="document"
                text={article.title}
                onClick={() => {
                  setSearch("");
                  onChange(article.id);
                }}
              />
            ))}
          </Menu>
        ) : (
          <p className="bp6-text-muted">{labels.none}</p>
        )
      ) : null}
    </div>
  );
}
