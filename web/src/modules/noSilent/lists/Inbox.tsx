import { FormGroup, HTMLSelect } from "@blueprintjs/core";
import { reportStatuses, type ReportStatus } from "@intranet/contracts/noSilent";
import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { useState } from "react";
import { noSilentApi, noSilentKeys } from "../api";
import { useNoSilentTranslation } from "../i18n";
import { ReportList } from "./ReportList";

/** The recipients' inbox (GET reports): newest day first, one status or all, page by page. */
export function Inbox({ client }: { client: string }) {
  const { t } = useNoSilentTranslation();
  const [status, setStatus] = useState<ReportStatus | "">("");
  const query = useInfiniteQuery({
    queryKey: noSilentKeys.inbox(client, status),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) => noSilentApi.inbox(client, status, pageParam),
    getNextPageParam: (page) => page.cursor,
    // A changed filter keeps the list on screen until its first page is in.
    placeholderData: keepPreviousData,
  });
  return (
    <>
      <div className="no-silent-filters" role="search" aria-label={t("inbox.filters")}>
        <FormGroup label={t("inbox.status")} labelFor="no-silent-status" inline>
          <HTMLSelect
            id="no-silent-status"
            value={status}
            onChange={(event) => setStatus(event.currentTarget.value as ReportStatus | "")}
          >
            <option value="">{t("inbox.anyStatus")}</option>
            {reportStatuses.map((value) => (
              <option key={value} value={value}>
                {t(`status.${value}`)}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
      </div>
      <ReportList
        deadlines
        query={query}
        empty={status ? t("inbox.noneFound") : t("inbox.empty")}
        emptyText={status ? t("inbox.noneFoundText") : t("inbox.emptyText")}
      />
    </>
  );
}
