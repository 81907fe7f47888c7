import { hrFields, hrImportLimits, type HrField, type HrImportReport } from "@intranet/contracts/hrImport";
import { useQueryClient } from "@tanstack/react-query";
import { ImportDialog } from "../../shared/hrImport/ImportDialog";
import { hrHeaders, hrImportApi, hrRequiredFieldSet, hrTemplateCsv } from "./hrImport";
import { employeeKeys } from "./keys";
import { useEmployeesTranslation } from "./i18n";

/**
 * Import employees from the HR system (docs/hr-import.md), admins: the shared import dialog with
 * the employees' call, counts, columns and template; the list is refreshed after an apply.
 */
export function HrImportDialog({ onClose }: { onClose: () => void }) {
  const { t } = useEmployeesTranslation();
  const queryClient = useQueryClient();
  return (
    <ImportDialog<HrImportReport>
      title={t("hr.title")}
      hint={t("hr.hint")}
      fileLabel={t("hr.file")}
      load={hrImportApi.load}
      summary={(report) =>
        t("hr.preview", {
          rows: report.rows,
          created: report.created,
          updated: report.updated,
          unchanged: report.unchanged,
          bad: report.bad.length,
        })
      }
      result={(report) =>
        t("hr.result", { created: report.created, updated: report.updated, unchanged: report.unchanged })
      }
      fieldLabel={(field) => t(`hr.fields.${field as HrField | "row"}`)}
      format={{
        text: t("hr.format.text", { max: hrImportLimits.rowsMax }),
        columns: hrFields.map((field) => ({
          key: field,
          label: t(`hr.fields.${field}`),
          required: hrRequiredFieldSet.has(field),
          en: hrHeaders.en[field],
          ru: hrHeaders.ru[field],
        })),
        template: hrTemplateCsv,
        templateName: "employees-template.csv",
      }}
      onApplied={() => queryClient.invalidateQueries({ queryKey: employeeKeys.all })}
      onClose={onClose}
    />
  );
}
