import { useInfiniteQuery } from "@tanstack/react-query";
import { Link } from "react-router-dom";
import { noSilentApi, noSilentKeys } from "../api";
import { useNoSilentTranslation } from "../i18n";
import { followUpPath } from "../paths";
import { ReportList } from "./ReportList";

/** My reports: the ones sent under my name (GET mine), and the way to follow an anonymous one. */
export function MyReports({ client }: { client: string }) {
  const { t } = useNoSilentTranslation();
  const query = useInfiniteQuery({
    queryKey: noSilentKeys.mine(client),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) => noSilentApi.mine(client, pageParam),
    getNextPageParam: (page) => page.cursor,
  });
  return (
    <>
      <p className="no-silent-note">
        {t("mine.anonymousNote")} <Link to={followUpPath}>{t("mine.followUp")}</Link>
      </p>
      <ReportList query={query} empty={t("mine.empty")} emptyText={t("mine.emptyText")} />
    </>
  );
}
