import { Button } from "@blueprintjs/core";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { currentLanguage } from "../../i18n";
import { addressBookApi } from "./api";
import { ExportDialog } from "../../shared/ExportDialog";
import { exportBody, type Filters } from "./queryState";
import { useAddressBookTranslation } from "./i18n";

/** "Export to Excel": what the list shows (its filters, names in the reader's language), followed in a dialog. */
export function ExportButton({ client, filters }: { client: string; filters: Filters }) {
  const { t } = useAddressBookTranslation();
  const [open, setOpen] = useState(false);
  const start = useMutation({
    mutationFn: () => addressBookApi.startExport(client, exportBody(filters, currentLanguage())),
  });
  return (
    <>
      <Button
        icon="document"
        text={t("export.button")}
        onClick={() => {
          setOpen(true);
          start.reset();
          start.mutate();
        }}
      />
      {open ? (
        <ExportDialog started={start.data ?? null} startError={start.error} onClose={() => setOpen(false)} />
      ) : null}
    </>
  );
}
