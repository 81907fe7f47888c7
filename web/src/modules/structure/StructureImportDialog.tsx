import { hrImportLimits, structFields, structHeaderNames, structRequiredFields } from "@intranet/contracts/hrImport";
import type { StructField, StructImportReport } from "@intranet/contracts/hrImport";
import type { StructureType } from "@intranet/contracts/structure";
import { useQueryClient } from "@tanstack/react-query";
import { ImportDialog } from "../../shared/hrImport/ImportDialog";
import { structureKeys } from "./api";
import { structImportApi, structTemplateCsv } from "./hrImport";
import { useStructureTranslation } from "./i18n";

/**
 * Import the departments of one structure type from the HR system (docs/hr-import.md), admins: the
 * shared import dialog with the departments' call, counts (moves too), columns and template; the
 * structure is refreshed after an apply.
 */
export function StructureImportDialog({ type, onClose }: { type: StructureType; onClose: () => void }) {
  const { t } = useStructureTranslation();
  const queryClient = useQueryClient();
  return (
    <ImportDialog<StructImportReport>
      title={t("import.title", { type: t(`types.${type}`) })}
      hint={t("import.hint")}
      fileLabel={t("import.file")}
      load={(fileId, mode, skipBadRows) => structImportApi.load(fileId, mode, skipBadRows, type)}
      summary={(report) =>
        t("import.preview", {
          rows: report.rows,
          created: report.created,
          updated: report.updated,
          moved: report.moved,
          unchanged: report.unchanged,
          bad: report.bad.length,
        })
      }
      result={(report) =>
        t("import.result", {
          created: report.created,
          updated: report.updated,
          moved: report.moved,
          unchanged: report.unchanged,
        })
      }
      fieldLabel={(field) => t(`import.fields.${field as StructField | "row"}`)}
      format={{
        text: t("import.format", { max: hrImportLimits.rowsMax }),
        columns: structFields.map((field) => ({
          key: field,
          label: t(`import.fields.${field}`),
          required: structRequiredFields.includes(field),
          en: structHeaderNames[field].en,
          ru: structHeaderNames[field].ru,
        })),
        template: structTemplateCsv,
        templateName: "departments-template.csv",
      }}
      onApplied={() => queryClient.invalidateQueries({ queryKey: structureKeys.all })}
      onClose={onClose}
    />
  );
}
