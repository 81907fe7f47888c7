import { useQuery } from "@tanstack/react-query";
import { adaptApi, adaptKeys } from "../api";
import { useAdaptTranslation } from "../i18n";
import { ChoiceSelect } from "./ChoiceSelect";

/** The shop's achievements to give (none chosen: coins only); a company without the shop offers none. */
export function AchievementSelect({
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
  const query = useQuery({
    queryKey: adaptKeys.achievements(client),
    queryFn: () => adaptApi.achievements(client),
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
      first={{ label: t("step.noAchievement") }}
      none={t("step.noAchievements")}
    />
  );
}
