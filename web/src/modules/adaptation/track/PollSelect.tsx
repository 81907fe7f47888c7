import { HTMLSelect } from "@blueprintjs/core";
import { meetsAccessLevel } from "@intranet/contracts/roles";
import { useQuery } from "@tanstack/react-query";
import { useShellData } from "../../../shell/useShellData";
import { adaptApi, adaptKeys } from "../api";
import { useAdaptTranslation } from "../i18n";

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
  const polls = useQuery({
    queryKey: [...adaptKeys.polls(client, me._id), tab] as const,
    queryFn: () => adaptApi.polls(client, me._id, tab),
    retry: false,
    staleTime: 5 * 60_000,
  });
  const items = polls.data?.items ?? [];
  if ((polls.isError || (polls.isSuccess && !items.length)) && !value)
    return <p className="adapt-muted">{t("step.noPolls")}</p>;
  return (
    <HTMLSelect
      id={id}
      aria-label={label}
      value={value ?? ""}
      onChange={(event) => onChange(event.currentTarget.value || null)}
      options={[
        { value: "", label: t("step.choosePoll"), disabled: true },
        ...items.map((item) => ({ value: item._id, label: item.name })),
        ...(value && !items.some((item) => item._id === value) ? [{ value, label: "…" }] : []),
      ]}
    />
  );
}
