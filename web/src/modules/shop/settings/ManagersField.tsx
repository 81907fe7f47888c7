import { FormGroup } from "@blueprintjs/core";
import { PersonSearch } from "../../../shared/PersonSearch";
import { RemovableChip } from "../../../shared/RemovableChip";
import { usePeople } from "../../../shared/usePeople";
import { usePersonName } from "../../../shared/usePersonName";
import { useShopTranslation } from "../i18n";

/** The shop's managers, chosen from the company's people with the shared people picker (admins only). */
export function ManagersField({
  client,
  managers,
  editable,
  onChange,
}: {
  client: string;
  managers: string[];
  editable: boolean;
  onChange: (managers: string[]) => void;
}) {
  const { t } = useShopTranslation();
  const name = usePersonName();
  const { byId } = usePeople(client);
  const nameOf = (userId: string) => (byId.has(userId) ? name(byId.get(userId)!) : t("someone"));
  return (
    <FormGroup
      label={t("settings.managers")}
      helperText={editable ? t("settings.managersHelp") : t("settings.managersAdminsOnly")}
    >
      {managers.length ? (
        <div role="list" className="shop-managers" aria-label={t("settings.managers")}>
          {managers.map((userId) =>
            editable ? (
              <RemovableChip
                key={userId}
                icon="person"
                text={nameOf(userId)}
                removeLabel={t("settings.removeManager", { name: nameOf(userId) })}
                onRemove={() => onChange(managers.filter((other) => other !== userId))}
              />
            ) : (
              <span key={userId} role="listitem" className="shop-manager">
                {nameOf(userId)}
              </span>
            ),
          )}
        </div>
      ) : (
        <p className="shop-muted">{t("settings.noManagers")}</p>
      )}
      {editable ? (
        <PersonSearch
          clientId={client}
          chosen={new Set(managers)}
          onPick={(person) => onChange([...managers, person._id])}
        />
      ) : null}
    </FormGroup>
  );
}
