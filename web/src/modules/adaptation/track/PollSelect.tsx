import { meetsAccessLevel } from "@intranet/contracts/roles";
import { useQuery } from "@tanstack/react-query";
import { useShellData } from "../../../shell/useShellData";
import { adaptApi, adaptKeys } from "../api";
import { useAdaptTranslation } from "../i18n";
import { ChoiceSelect } from "./ChoiceSelect";

/** A poll to ask on the track: the caller's own polls, every poll for admins. */
export function PollSelect({
  id,
  client,
  value,
  onChange,
  label,
}: {
  id?: string;
  client: string;
  value: string | null;
  onChange: (id: string | null) => void;
  label?: string;
}) {
  const { t } = useAdaptTranslation();
  const { me } = useShellData();
  const tab = meetsAccessLevel(me, "admin") ? "all" : "mine";
  const query = useQuery({
    queryKey: [...adaptKeys.polls(client, me._id), tab] as const,
    queryFn: () => adaptApi.polls(client, me._id, tab),
    retry: false,
    staleTime: 5 * 60_000,
  });
  return (
    <ChoiceSelect
      id={id}
      label={label}
      value={value}
      onChange={onChange}
      query={query}
      first={{ label: t("step.choosePoll"), disabled: true }}
      none={t("step.noPolls")}
    />
  );
}
