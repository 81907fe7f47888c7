import { Button } from "@blueprintjs/core";
import { useState } from "react";
import { useVacationsTranslation } from "../i18n";
import { AdjustDialog } from "./AdjustDialog";

/** "Adjust the balance" and its dialog. */
export function AdjustButton({ userId }: { userId: string }) {
  const { t } = useVacationsTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon="exchange" text={t("balance.adjust")} onClick={() => setOpen(true)} />
      {open ? <AdjustDialog userId={userId} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
