import { HTMLSelect, NonIdealState } from "@blueprintjs/core";
import type { IdpList, IdpStatus } from "@intranet/contracts/idp";
import { useInfiniteQuery } from "@tanstack/react-query";
import { useState } from "react";
import { QueryMore } from "../../../ui/QueryMore";
import { QueryState } from "../../../ui/QueryState";
import { idpApi, idpKeys } from "../api";
import { useIdpTranslation } from "../i18n";
import { PlanRow } from "./PlanRow";

/** One list of /idp, page by page, with a status filter (mine, my employees', all). */
export function PlanList({ client, list }: { client: string; list: IdpList }) {
  const { t } = useIdpTranslation();
  const [status, setStatus] = useState<IdpStatus | null>(null);
  const pages = useInfiniteQuery({
    queryKey: idpKeys.list(list, status),
    queryFn: ({ pageParam }) => idpApi.plans(list, status, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.cursor,
  });
  const items = pages.data?.pages.flatMap((page) => page.items) ?? [];
  const filterId = `idp-filter-${list}`;
  return (
    <div className="idp-list">
      <div className="idp-filter">
        <label htmlFor={filterId} className="idp-muted">
          {t("filter")}
        </label>
        <HTMLSelect
          id={filterId}
          value={status ?? ""}
          onChange={(event) => setStatus((event.currentTarget.value || null) as IdpStatus | null)}
          options={[
            { value: "", label: t("status.all") },
            { value: "active", label: t("status.active") },
            { value: "finished", label: t("status.finished") },
          ]}
        />
      </div>
      {pages.isPending || pages.isError ? (
        <QueryState query={pages} errorTitle={t("loadFailed")} />
      ) : items.length ? (
        <>
          <ul className="idp-rows" aria-label={t(`tabs.${list}`)}>
            {items.map((plan) => (
              <PlanRow key={plan._id} client={client} plan={plan} showEmployee={list !== "mine"} />
            ))}
          </ul>
          <QueryMore query={pages} count={items.length} className="idp-more" />
        </>
      ) : (
        <NonIdealState icon="trending-up" title={t(`empty.${list}`)} description={t(`empty.${list}Text`)} />
      )}
    </div>
  );
}
