import { Button, Checkbox } from "@blueprintjs/core";
import { featureRights, type FeatureRight } from "@intranet/contracts/roles";
import { useState, type ReactNode } from "react";
import { showToast } from "../ui/toast";
import { isBuiltRight } from "./builtModules";
import { useSharedTranslation } from "./i18n";

interface RightsEditorProps {
  title: string;
  initial: readonly FeatureRight[];
  saveText?: string;
  /** Resolves to the toast saying what was saved. */
  onSave: (rights: FeatureRight[]) => Promise<string>;
  /** Nothing to save yet (no person chosen). */
  disabled?: boolean;
  children?: ReactNode;
}

/** The rights the checklist offers: those of built modules (the others keep what is stored). */
const offeredRights = featureRights.filter(isBuiltRight);

/** A checklist of the feature rights (product-spec §6) with one save button; a save says so in a toast. */
export function RightsEditor({ title, initial, saveText, onSave, disabled, children }: RightsEditorProps) {
  const { t } = useSharedTranslation();
  const [checked, setChecked] = useState(() => new Set(initial));
  const [busy, setBusy] = useState(false);
  const toggle = (right: FeatureRight) => {
    const next = new Set(checked);
    if (next.has(right)) next.delete(right);
    else next.add(right);
    setChecked(next);
  };
  const save = async () => {
    setBusy(true);
    try {
      void showToast(await onSave(featureRights.filter((right) => checked.has(right))));
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
      <Button
        intent="primary"
        text={saveText ?? t("ui:common.save")}
        loading={busy}
        disabled={disabled}
        onClick={() => void save()}
      />
    </fieldset>
  );
}
