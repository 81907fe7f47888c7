import { Button, Checkbox } from "@blueprintjs/core";
import { featureRights, type FeatureRight } from "@intranet/contracts/roles";
import { useState, type ReactNode } from "react";
import { FormAlert } from "../forms/FormAlert";
import { isBuiltRight } from "./builtModules";
import { useSharedTranslation } from "./i18n";

interface RightsEditorProps {
  title: string;
  initial: readonly FeatureRight[];
  saveText?: string;
  /** Resolves to the message shown after saving (defaults to "Saved"). */
  onSave: (rights: FeatureRight[]) => Promise<string | void>;
  children?: ReactNode;
}

/** The rights the checklist offers: those of built modules (the others keep what is stored). */
const offeredRights = featureRights.filter(isBuiltRight);

/** A checklist of the feature rights (product-spec §6) with one save button. */
export function RightsEditor({ title, initial, saveText, onSave, children }: RightsEditorProps) {
  const { t } = useSharedTranslation();
  const [checked, setChecked] = useState(() => new Set(initial));
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const toggle = (right: FeatureRight) => {
    const next = new Set(checked);
    if (next.has(right)) next.delete(right);
    else next.add(right);
    setChecked(next);
    setDone(null);
  };
  const save = async () => {
    setBusy(true);
    try {
      setDone((await onSave(featureRights.filter((right) => checked.has(right)))) || t("ui:common.saved"));
    } catch {
      // the error dialog has told the user
    } finally {
      setBusy(false);
    }
  };
  return (
    <fieldset className="rights-editor">
      <legend>{title}</legend>
      {children}
      <div className="rights-grid">
        {offeredRights.map((right) => (
          <Checkbox
            key={right}
            checked={checked.has(right)}
            label={t(`rights.names.${right}`)}
            onChange={() => toggle(right)}
          />
        ))}
      </div>
      {done ? <FormAlert intent="success">{done}</FormAlert> : null}
      <Button intent="primary" text={saveText ?? t("ui:common.save")} loading={busy} onClick={() => void save()} />
    </fieldset>
  );
}
