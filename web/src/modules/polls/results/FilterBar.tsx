import { HTMLSelect } from "@blueprintjs/core";
import { addressBookRoutes } from "@intranet/contracts/addressBook";
import { normalizeValue } from "@intranet/contracts/audiences";
import { resultDimensions, type PollResults, type ResultDimension } from "@intranet/contracts/polls";
import { useQuery } from "@tanstack/react-query";
import { callRoute } from "../../../api/client";
import { usePollsTranslation } from "../i18n";

export interface ResultFilter {
  dimension?: ResultDimension;
  value?: string;
}

/** The readable name of a filter value: department names, cities and positions as written, gender, age and working-time bands in the reader's language. */
export function useFilterValueLabel(clientId: string) {
  const { t } = usePollsTranslation();
  const facets = useQuery({
    queryKey: ["polls", "facets", clientId],
    queryFn: () => callRoute(addressBookRoutes.facets, { params: { client: clientId } }, { no_show: true }),
    staleTime: 5 * 60_000,
    retry: false,
  });
  const tr = t as unknown as (key: string, options: { defaultValue: string }) => string;
  return (dimension: ResultDimension, value: string): string => {
    if (dimension === "department") return facets.data?.departments.find((dept) => dept._id === value)?.name ?? value;
    // Cities and positions are grouped in their normal form ("london"): shown as people wrote them.
    const written = dimension === "city" ? facets.data?.cities : dimension === "position" ? facets.data?.positions : [];
    const shown = written?.find((facet) => normalizeValue(facet.value) === value)?.value;
    if (shown) return shown;
    if (dimension === "gender") return tr(`results.genders.${value}`, { defaultValue: value });
    if (dimension === "age") return tr(`results.ageBands.${value}`, { defaultValue: value });
    if (dimension === "tenure") return tr(`results.tenureBands.${value}`, { defaultValue: value });
    return value;
  };
}

/**
 * One filter at a time (product-spec §2 results; an intersection of two groups could narrow an
 * anonymous poll down to a person): the dimension, then one of its values that has answers. An
 * anonymous poll (`anonymousMin`, k) leaves out groups that could single out fewer than k people
 * (the cell rule, docs/modules/polls.md): the bar says so beside the choice, and says when no group
 * of the kind is left, rather than offering an empty list.
 */
export function FilterBar({
  clientId,
  filters,
  filter,
  onChange,
  anonymousMin,
}: {
  clientId: string;
  filters: PollResults["filters"] | undefined;
  filter: ResultFilter;
  onChange: (filter: ResultFilter) => void;
  anonymousMin?: number | undefined;
}) {
  const { t } = usePollsTranslation();
  const label = useFilterValueLabel(clientId);
  const values = filter.dimension ? (filters?.[filter.dimension] ?? []) : [];
  const noneLeft = anonymousMin !== undefined && values.length === 0;
  return (
    <div className="polls-filters" role="group" aria-label={t("results.filter")}>
      <HTMLSelect
        aria-label={t("results.dimension")}
        value={filter.dimension ?? ""}
        onChange={(event) => {
          const dimension = event.currentTarget.value as ResultDimension | "";
          onChange(dimension ? { dimension } : {});
        }}
        options={[
          { value: "", label: t("results.everyone") },
          ...resultDimensions.map((dimension) => ({ value: dimension, label: t(`results.dimensions.${dimension}`) })),
        ]}
      />
      {filter.dimension ? (
        <HTMLSelect
          aria-label={t("results.value")}
          value={filter.value ?? ""}
          disabled={noneLeft}
          onChange={(event) => onChange({ dimension: filter.dimension, value: event.currentTarget.value || undefined })}
          options={[
            { value: "", label: noneLeft ? t("results.noGroups") : t("audience.choose") },
            ...values.map((value) => ({ value, label: label(filter.dimension!, value) })),
          ]}
        />
      ) : null}
      {filter.dimension && anonymousMin !== undefined ? (
        <p className="polls-muted polls-filter-note">{t("results.filterNote", { min: anonymousMin })}</p>
      ) : null}
    </div>
  );
}
