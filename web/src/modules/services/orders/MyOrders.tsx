import { FormGroup, HTMLSelect } from "@blueprintjs/core";
import type { UserView } from "@intranet/contracts";
import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { useState } from "react";
import { servicesApi, servicesKeys, type MyOrdersFilters } from "../api";
import { useServicesTranslation } from "../i18n";
import { PagedRequests } from "./PagedRequests";
import { PeriodInputs } from "./PeriodInputs";
import { ServiceSelect } from "./ServiceSelect";

/** My orders: GET bp/runned/{me}, newest first, by service, open or finished and by period, page by page. */
export function MyOrders({ me, client }: { me: UserView; client: string }) {
  const { t } = useServicesTranslation();
  const [filters, setFilters] = useState<MyOrdersFilters>({});
  const query = useInfiniteQuery({
    queryKey: servicesKeys.runned(me._id, filters),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) => servicesApi.runned(me._id, filters, pageParam),
    getNextPageParam: (page) => page.cursor,
    // A changed filter keeps the list on screen until its first page is in.
    placeholderData: keepPreviousData,
  });
  const filtered = Object.values(filters).some(Boolean);
  return (
    <>
      <div className="services-filters" role="search" aria-label={t("orders.filters")}>
        <ServiceSelect
          id="my-orders-service"
          client={client}
          value={filters.bp ?? ""}
          onChange={(bp) => setFilters({ ...filters, bp: bp || undefined })}
        />
        <FormGroup label={t("orders.state")} labelFor="my-orders-finished" className="services-filter">
          <HTMLSelect
            id="my-orders-finished"
            value={filters.finished ?? ""}
            onChange={(event) =>
              setFilters({ ...filters, finished: (event.target.value || undefined) as MyOrdersFilters["finished"] })
            }
          >
            <option value="">{t("orders.anyState")}</option>
            <option value="false">{t("orders.open")}</option>
            <option value="true">{t("orders.finished")}</option>
          </HTMLSelect>
        </FormGroup>
        <PeriodInputs
          idPrefix="my-orders"
          from={filters.from ?? ""}
          to={filters.to ?? ""}
          onChange={(period) => setFilters({ ...filters, ...period })}
        />
      </div>
      <PagedRequests
        query={query}
        client={client}
        empty={filtered ? t("orders.noneFound") : t("empty.orders")}
        emptyText={filtered ? t("orders.noneFoundText") : t("empty.ordersText")}
      />
    </>
  );
}
