import { Button, FormGroup, HTMLSelect } from "@blueprintjs/core";
import { adaptLimits, type ScenarioView } from "@intranet/contracts/adaptation";
import { useAdaptTranslation } from "../i18n";
import { scenarioName } from "../stepName";

/** The scenario shown (a variant of the track), with adding, renaming and deleting scenarios. */
export function ScenarioBar({
  scenarios,
  value,
  onChange,
  onAdd,
  onRename,
  onDelete,
}: {
  scenarios: ScenarioView[];
  value: string;
  onChange: (id: string) => void;
  onAdd: () => void;
  onRename: () => void;
  onDelete: () => void;
}) {
  const { t } = useAdaptTranslation();
  return (
    <div className="adapt-scenario-bar">
      <FormGroup label={t("scenario.label")} labelFor="adapt-scenario" inline className="adapt-scenario-select">
        <HTMLSelect
          id="adapt-scenario"
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
          options={scenarios.map((scenario) => ({ value: scenario._id, label: scenarioName(t, scenario) }))}
        />
      </FormGroup>
      <div className="adapt-toolbar">
        <Button icon="edit" text={t("scenario.rename")} onClick={onRename} />
        <Button
          icon="plus"
          text={t("scenario.add")}
          disabled={scenarios.length >= adaptLimits.scenariosMax}
          onClick={onAdd}
        />
        <Button
          icon="trash"
          intent="danger"
          variant="outlined"
          text={t("scenario.delete")}
          disabled={scenarios.length <= 1}
          onClick={onDelete}
        />
      </div>
    </div>
  );
}
