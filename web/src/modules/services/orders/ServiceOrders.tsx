import { FormGroup, HTMLSelect } from "@blueprintjs/core";
import { requestStatuses, type RequestStatus, type ServiceView } from "@intranet/contracts/services";
import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { useState } from "react";
import { ExportButton } from "../../../shared/ExportButton";
import { servicesApi, servicesKeys, type OrdersFilters } from "../api";
import { useServicesTranslation } from "../i18n";
import { PagedRequests } from "./PagedRequests";
import { PeriodInputs } from "./PeriodInputs";

/**
 * "Rights and orders" (product-spec §2): every order of a service, for its responsible department
 * and the admins — by status and period, page by page, and the same selection to Excel.
 */
export function ServiceOrders({ service, client }: { service: ServiceView; client: string }) {
  const { t } = useServicesTranslation();
  const [filters, setFilters] = useState<OrdersFilters>({});
  const query = useInfiniteQuery({
    queryKey: servicesKeys.orders(service._id, filters),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) => servicesApi.orders(service._id, filters, pageParam),
    getNextPageParam: (page) => page.cursor,
    // A changed filter keeps the list on screen until its first page is in.
    placeholderData: keepPreviousData,
  });
  const filtered = Object.values(filters).some(Boolean);
  return (
    <>
      <div className="services-filters" role="search" aria-label={t("orders.filters")}>
        <FormGroup label={t("orders.status")} labelFor="service-orders-status" className="services-filter">
          <HTMLSelect
            id="service-orders-status"
            value={filters.status ?? ""}
            onChange={(event) =>
              setFilters({ ...filters, status: (event.target.value || undefined) as RequestStatus | undefined })
            }
          >
            <option value="">{t("orders.anyStatus")}</option>
            {requestStatuses.map((status) => (
              <option key={status} value={status}>
                {t(`status.${status}`)}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        <PeriodInputs
          idPrefix="service-orders"
          from={filters.from ?? ""}
          to={filters.to ?? ""}
          onChange={(period) => setFilters({ ...filters, ...period })}
        />
        <div className="services-filter services-filter-end">
          <ExportButton
            start={() => servicesApi.ordersExcel(service._id, filters)}
            text={t("orders.excel")}
            title={t("orders.excelTitle", { service: service.name })}
          />
        </div>
      </div>
      <PagedRequests
        query={query}
        client={client}
        empty={filtered ? t("orders.noneFound") : t("orders.none")}
        emptyText={filtered ? t("orders.noneFoundText") : t("orders.noneText")}
      />
    </>
  );
}
