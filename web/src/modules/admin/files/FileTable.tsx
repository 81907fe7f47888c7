import { Checkbox, HTMLTable } from "@blueprintjs/core";
import type { HangedFileView } from "@intranet/contracts/admin";
import { useDays } from "../../../shared/useDateTime";
import { usePersonName } from "../../../shared/usePersonName";
import { useAdminTranslation } from "../i18n";
import { useBytes } from "../../../shared/useBytes";
import { useDataNames } from "../parts/useDataNames";

/** Who uploaded a file, in the language's order; a person the company no longer has is "unknown". */
function useUploaderName() {
  const { t } = useAdminTranslation();
  const name = usePersonName();
  return ({ firstName, lastName }: HangedFileView["uploadedBy"]) =>
    firstName || lastName
      ? name({ firstName: firstName ?? "", lastName: lastName ?? "" })
      : t("logs.entry.unknownPerson");
}

/**
 * The unreferenced files shown, a row each with its checkbox: name, module, size, who uploaded it
 * and when; the header's checkbox selects every row shown. On a phone each row is a card.
 */
export function FileTable({
  files,
  selected,
  onSelect,
}: {
  files: HangedFileView[];
  selected: ReadonlySet<string>;
  onSelect: (fileIds: string[], chosen: boolean) => void;
}) {
  const { t } = useAdminTranslation();
  const names = useDataNames();
  const bytes = useBytes();
  const days = useDays();
  const uploader = useUploaderName();
  const chosen = files.filter((file) => selected.has(file.fileId)).length;
  const all = chosen > 0 && chosen === files.length;
  return (
    <HTMLTable compact className="admin-table admin-files" aria-label={t("files.list")}>
      <thead>
        <tr>
          <th scope="col" className="admin-check-col">
            <Checkbox
              className="admin-check"
              aria-label={t("files.selectAll")}
              labelElement={<span className="admin-check-all">{t("files.selectAll")}</span>}
              checked={all}
              indeterminate={chosen > 0 && !all}
              onChange={() =>
                onSelect(
                  files.map((file) => file.fileId),
                  !all,
                )
              }
            />
          </th>
          <th scope="col">{t("files.name")}</th>
          <th scope="col">{t("files.module")}</th>
          <th scope="col" className="admin-num">
            {t("files.size")}
          </th>
          <th scope="col">{t("files.uploadedBy")}</th>
          <th scope="col">{t("files.uploadedAt")}</th>
        </tr>
      </thead>
      <tbody>
        {files.map((file) => {
          const on = selected.has(file.fileId);
          return (
            <tr key={file.fileId} className={on ? "admin-file-chosen" : undefined}>
              <td className="admin-check-col">
                <Checkbox
                  className="admin-check"
                  aria-label={t("files.select", { name: file.name })}
                  checked={on}
                  onChange={() => onSelect([file.fileId], !on)}
                />
              </td>
              <th scope="row" className="admin-file-name" title={file.contentType}>
                {file.name}
              </th>
              <td className="admin-file-module">{names.fileModule(file.module)}</td>
              <td className="admin-num admin-file-size">{bytes(file.size)}</td>
              <td className="admin-file-by">{uploader(file.uploadedBy)}</td>
              <td className="admin-file-at">
                <time dateTime={file.createdAt}>{days.momentDay(file.createdAt)}</time>
              </td>
            </tr>
          );
        })}
      </tbody>
    </HTMLTable>
  );
}
