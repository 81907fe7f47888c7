import { Tab, Tabs } from "@blueprintjs/core";
import type { ClientView, UserView } from "@intranet/contracts";
import type { PollView } from "@intranet/contracts/polls";
import { useQuery } from "@tanstack/react-query";
import { LinkButton } from "../../../ui/LinkButton";
import { pollPath } from "../paths";
import { PollTags } from "../PollTags";
import { pollsApi, pollsKeys } from "../api";
import { ExcelButton } from "./ExcelButton";
import { excelAllowed } from "./excelAllowed";
import { GeneralTab } from "./GeneralTab";
import { NotPassedTab } from "./NotPassedTab";
import { TableTab } from "./TableTab";
import { usePollsTranslation } from "../i18n";
import { useUrlTab } from "../../../shared/useUrlTab";

type ResultsTab = "general" | "table" | "notPassed";

/**
 * /poll/{_id}/results (its own lazy chunk, with the charts): general (charts and filters), table
 * (answers by person, where the type allows) and not passed (author and admins), and Excel.
 */
export default function ResultsPage({ me, client, poll }: { me: UserView; client: ClientView; poll: PollView }) {
  const { t } = usePollsTranslation();
  const tabs: ResultsTab[] = [
    "general",
    ...(poll.can.table ? ["table" as const] : []),
    ...(poll.can.manage ? ["notPassed" as const] : []),
  ];
  const [tab, setTab] = useUrlTab(tabs, "general");
  // An anonymous poll's export waits for published answers: the whole poll's results say (the general tab's query).
  const overall = useQuery({
    queryKey: pollsKeys.results(poll._id, undefined, undefined),
    queryFn: () => pollsApi.results(poll._id),
    enabled: poll.can.manage && poll.type === "anonymous",
  });
  const panel = (key: ResultsTab) => {
    if (key === "table") return <TableTab poll={poll} clientId={client._id} />;
    if (key === "notPassed") return <NotPassedTab poll={poll} clientId={client._id} />;
    return <GeneralTab poll={poll} clientId={client._id} />;
  };
  return (
    <div className="polls polls-page polls-results">
      <LinkButton to={pollPath(poll._id)} icon="arrow-left" text={t("results.back")} />
      <header className="polls-header">
        <div className="polls-poll-head">
          <h1 className="polls-title">{t("results.title", { name: poll.name })}</h1>
          <PollTags poll={poll} />
        </div>
        {excelAllowed(poll, overall.data) ? <ExcelButton pollId={poll._id} userId={me._id} /> : null}
      </header>
      <Tabs
        id="poll-results-tabs"
        selectedTabId={tab}
        onChange={setTab}
        renderActiveTabPanelOnly
        className="tabs-scroll"
      >
        {tabs.map((key) => (
          <Tab key={key} id={key} title={t(`results.tabs.${key}`)} panel={panel(key)} />
        ))}
      </Tabs>
    </div>
  );
}
