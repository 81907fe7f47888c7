import { useState } from "react";

/**
 * A dialog's save: `run(save)` marks it saving, clears the last refusal and keeps the new one in
 * `failure` (the dialog shows it above its fields with `FormAlert`/`FormProblems`); what happens
 * on success (a toast, closing) is the `save` function's own.
 */
export function useDialogSave() {
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const run = async (save: () => Promise<void>) => {
    setSaving(true);
    setFailure(null);
    try {
      await save();
    } catch (error) {
      setFailure(error);
    } finally {
      setSaving(false);
    }
  };
  return { saving, failure, run };
}
