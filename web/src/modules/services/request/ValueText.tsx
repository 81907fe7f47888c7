import { Button } from "@blueprintjs/core";
import type { UserView } from "@intranet/contracts";
import type { Field, FieldValue, RequestView } from "@intranet/contracts/services";
import { useAudienceFacets } from "../../../shared/useAudienceLabel";
import { usePersonName } from "../../../shared/usePersonName";
import { useShellData } from "../../../shell/useShellData";
import { useDays } from "../../../shared/useDateTime";
import { servicesApi } from "../api";
import { useServicesTranslation } from "../i18n";

/** A form value in words by its field's type; files are links (a short-lived download link asked on click). */
export function ValueText({
  request,
  field,
  value,
  byId,
}: {
  /** The request the value belongs to: its id (for the files' links) and its files' names. */
  request: Pick<RequestView, "_id" | "files">;
  field: Field;
  value: FieldValue | undefined;
  byId: Map<string, UserView>;
}) {
  const { t } = useServicesTranslation();
  const name = usePersonName();
  const days = useDays();
  if (value === undefined || value === "" || (Array.isArray(value) && value.length === 0))
    return <>{t("request.noValue")}</>;
  const person = (id: string) => {
    const found = byId.get(id);
    return found ? name(found) : id;
  };
  switch (field.type) {
    case "checkbox":
      return <>{value === true ? t("service.yes") : t("request.noValue")}</>;
    case "date":
      return <>{typeof value === "string" ? days.date(value) : String(value)}</>;
    case "period":
      return typeof value === "object" && !Array.isArray(value) ? (
        <>
          {days.date(value.from)} – {days.date(value.to)}
        </>
      ) : null;
    case "user":
      return <>{typeof value === "string" ? person(value) : null}</>;
    case "users":
      return <>{Array.isArray(value) ? value.map(person).join(", ") : null}</>;
    case "department":
      return <DepartmentText id={String(value)} />;
    case "file":
      return Array.isArray(value) ? (
        <span className="services-file-links">
          {value.map((file, index) => (
            <FileLink
              key={file}
              requestId={request._id}
              file={file}
              label={request.files[file]?.name ?? `${field.name} ${index + 1}`}
            />
          ))}
        </span>
      ) : null;
    default:
      return <span className="services-value-text">{String(value)}</span>;
  }
}

function DepartmentText({ id }: { id: string }) {
  const { client } = useShellData();
  const facets = useAudienceFacets(client?._id ?? "");
  return <>{facets.data?.departments.find((dept) => dept._id === id)?.name ?? id}</>;
}

/** A file of the request: GET bp/request/{id}/file/{file} gives a short-lived link, opened at once. */
function FileLink({ requestId, file, label }: { requestId: string; file: string; label: string }) {
  return (
    <Button
      variant="minimal"
      icon="paperclip"
      text={label}
      onClick={() => {
        void servicesApi.requestFile(requestId, file).then(({ url }) => window.open(url, "_blank", "noopener"));
      }}
    />
  );
}
