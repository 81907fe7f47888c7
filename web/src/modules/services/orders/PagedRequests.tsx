import type { RequestPage } from "@intranet/contracts/services";
import type { InfiniteData, UseInfiniteQueryResult } from "@tanstack/react-query";
import { QueryMore } from "../../../ui/QueryMore";
import { QueryState } from "../../../ui/QueryState";
import { useServicesTranslation } from "../i18n";
import { RequestList } from "../list/RequestList";

/** A list of requests read page by page (my orders, a service's orders, the inbox): more as you scroll. */
export function PagedRequests({
  query,
  client,
  empty,
  emptyText,
}: {
  query: UseInfiniteQueryResult<InfiniteData<RequestPage>>;
  client: string;
  empty: string;
  emptyText: string;
}) {
  const { t } = useServicesTranslation();
  if (!query.data) return <QueryState query={query} errorTitle={t("loadFailed")} />;
  const items = query.data.pages.flatMap((page) => page.items);
  return (
    <>
      <RequestList client={client} items={items} empty={empty} emptyText={emptyText} />
      <QueryMore query={query} count={items.length} />
    </>
  );
}
