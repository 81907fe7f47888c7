import { Button, Checkbox, FormGroup, HTMLSelect, InputGroup, TextArea } from "@blueprintjs/core";
import type { FileView } from "@intranet/contracts/files";
import type { ErrorCode } from "@intranet/contracts";
import { serviceLimits, type Field } from "@intranet/contracts/services";
import { useCallback, useEffect, useRef, useState } from "react";
import { translateCode } from "../../../i18n/translateMessage";
import { PersonSearch } from "../../../shared/PersonSearch";
import { useAudienceFacets } from "../../../shared/useAudienceLabel";
import { usePeople } from "../../../shared/usePeople";
import { usePersonName } from "../../../shared/usePersonName";
import { UploadList, type UploadItem } from "../../../shared/uploads/UploadList";
import { useUploads } from "../../../shared/uploads/useUploads";
import { useServicesTranslation } from "../i18n";
import type { Draft, Drafts } from "./values";

/** A field's error in words: `required`, or a catalogue code. */
export function useFieldError() {
  const { t } = useServicesTranslation();
  return (code: string | undefined) =>
    code === undefined ? undefined : code === "required" ? t("service.required") : translateCode(t, code as ErrorCode);
}

/**
 * Which file fields of a form are still uploading: its submit waits for them, since a file still on
 * its way has no id yet and would be left out of the request without a word.
 */
export function useUploadingFields() {
  const [fields, setFields] = useState<ReadonlySet<string>>(() => new Set());
  const onUploading = useCallback(
    (id: string, uploading: boolean) =>
      setFields((held) => {
        if (held.has(id) === uploading) return held;
        const next = new Set(held);
        if (uploading) next.add(id);
        else next.delete(id);
        return next;
      }),
    [],
  );
  return { uploading: fields.size > 0, onUploading };
}

/**
 * The inputs of a form built from fields (the order form, a step's own fields, a resubmission), by
 * type; `errors` by field id. The file fields upload at once (module `services`), report ids, and
 * tell `onUploading` while they upload (`useUploadingFields`).
 */
export function FieldInputs({
  fields,
  drafts,
  errors,
  client,
  idPrefix,
  onChange,
  onUploading,
}: {
  fields: Field[];
  drafts: Drafts;
  errors: Partial<Record<string, string>>;
  client: string;
  idPrefix: string;
  onChange: (id: string, draft: Draft) => void;
  onUploading?: (id: string, uploading: boolean) => void;
}) {
  const errorOf = useFieldError();
  return (
    <div className="services-fields">
      {fields.map((field) => {
        const id = `${idPrefix}-${field.id}`;
        const error = errorOf(errors[field.id]);
        const draft = drafts[field.id];
        const group = field.type === "period" || field.type === "users" || field.type === "file";
        return (
          <FormGroup
            key={field.id}
            label={field.type === "checkbox" ? undefined : field.name}
            labelFor={group ? undefined : id}
            labelInfo={field.required && field.type !== "checkbox" ? "*" : undefined}
            helperText={error ?? (field.hint || undefined)}
            intent={error ? "danger" : "none"}
            className="services-field"
          >
            <FieldInput
              field={field}
              id={id}
              draft={draft}
              invalid={!!error}
              client={client}
              onChange={(next) => onChange(field.id, next)}
              onUploading={(uploading) => onUploading?.(field.id, uploading)}
            />
          </FormGroup>
        );
      })}
    </div>
  );
}

function FieldInput({
  field,
  id,
  draft,
  invalid,
  client,
  onChange,
  onUploading,
}: {
  field: Field;
  id: string;
  draft: Draft | undefined;
  invalid: boolean;
  client: string;
  onChange: (draft: Draft) => void;
  onUploading: (uploading: boolean) => void;
}) {
  const { t } = useServicesTranslation();
  const text = typeof draft === "string" ? draft : "";
  const intent = invalid ? "danger" : "none";
  switch (field.type) {
    case "string":
      return (
        <>
          <InputGroup id={id} value={text} intent={intent} onValueChange={onChange} aria-describedby={`${id}-count`} />
          <div
            id={`${id}-count`}
            className={`services-muted services-counter${text.trim().length > serviceLimits.stringMax ? " services-overdue" : ""}`}
          >
            {t("service.chars", { count: text.trim().length, max: serviceLimits.stringMax })}
          </div>
        </>
      );
    case "text":
      return (
        <TextArea
          id={id}
          value={text}
          intent={intent}
          fill
          rows={4}
          maxLength={serviceLimits.textMax}
          onChange={(event) => onChange(event.target.value)}
        />
      );
    case "number":
      return <InputGroup id={id} value={text} intent={intent} inputMode="decimal" onValueChange={onChange} />;
    case "date":
      return <InputGroup id={id} type="date" value={text} intent={intent} onValueChange={onChange} />;
    case "phone":
      return <InputGroup id={id} type="tel" value={text} intent={intent} onValueChange={onChange} />;
    case "email":
      return <InputGroup id={id} type="email" value={text} intent={intent} onValueChange={onChange} />;
    case "period": {
      const period = draft && typeof draft === "object" && !Array.isArray(draft) ? draft : { from: "", to: "" };
      return (
        <div className="services-period" role="group" aria-label={field.name}>
          <InputGroup
            aria-label={`${field.name}: ${t("service.from")}`}
            type="date"
            value={period.from}
            intent={intent}
            onValueChange={(from) => onChange({ ...period, from })}
          />
          <span aria-hidden>–</span>
          <InputGroup
            aria-label={`${field.name}: ${t("service.to")}`}
            type="date"
            value={period.to}
            intent={intent}
            onValueChange={(to) => onChange({ ...period, to })}
          />
        </div>
      );
    }
    case "select":
      return (
        <HTMLSelect id={id} value={text} onChange={(event) => onChange(event.target.value)}>
          <option value="">{t("service.choose")}</option>
          {field.options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </HTMLSelect>
      );
    case "checkbox":
      return (
        <Checkbox id={id} checked={draft === true} onChange={(event) => onChange(event.currentTarget.checked)}>
          {field.name}
          {field.required ? " *" : ""}
        </Checkbox>
      );
    case "department":
      return <DepartmentSelect id={id} client={client} value={text} onChange={onChange} />;
    case "user":
    case "users":
      return (
        <PeopleInput
          client={client}
          label={field.name}
          ids={Array.isArray(draft) ? draft : text ? [text] : []}
          single={field.type === "user"}
          onChange={(ids) => onChange(field.type === "user" ? (ids[0] ?? "") : ids)}
        />
      );
    case "file":
      return <FilesInput id={id} label={field.name} onChange={onChange} onUploading={onUploading} />;
  }
}

/** A department of the company's structure (the address book's facets list them); `none` names the empty choice. */
export function DepartmentSelect({
  id,
  client,
  value,
  none,
  onChange,
}: {
  id: string;
  client: string;
  value: string;
  none?: string;
  onChange: (id: string) => void;
}) {
  const { t } = useServicesTranslation();
  const facets = useAudienceFacets(client);
  return (
    <HTMLSelect id={id} value={value} onChange={(event) => onChange(event.target.value)}>
      <option value="">{none ?? t("service.choose")}</option>
      {(facets.data?.departments ?? []).map((dept) => (
        <option key={dept._id} value={dept._id}>
          {dept.name}
        </option>
      ))}
    </HTMLSelect>
  );
}

/** One person or several, found by name; each chosen one removable. */
export function PeopleInput({
  client,
  label,
  ids,
  single,
  onChange,
}: {
  client: string;
  label: string;
  ids: string[];
  single: boolean;
  onChange: (ids: string[]) => void;
}) {
  const { t } = useServicesTranslation();
  const name = usePersonName();
  const { byId } = usePeople(client);
  return (
    <div className="services-people" role="group" aria-label={label}>
      {ids.map((personId) => {
        const person = byId.get(personId);
        const shown = person ? name(person) : personId;
        return (
          <span key={personId} className="services-person-chip">
            {shown}
            <Button
              minimal
              small
              icon="cross"
              aria-label={t("service.removePerson", { name: shown })}
              onClick={() => onChange(ids.filter((other) => other !== personId))}
            />
          </span>
        );
      })}
      {single && ids.length > 0 ? null : (
        <PersonSearch
          clientId={client}
          chosen={new Set(ids)}
          onPick={(person) => onChange(single ? [person._id] : [...ids, person._id])}
        />
      )}
    </div>
  );
}

interface FileUpload extends UploadItem {
  fileId?: string;
}

/** Files uploaded at once to the services' files; the field holds the ids of those uploaded. */
function FilesInput({
  id,
  label,
  onChange,
  onUploading,
}: {
  id: string;
  label: string;
  onChange: (ids: string[]) => void;
  onUploading: (uploading: boolean) => void;
}) {
  const { t } = useServicesTranslation();
  const uploads = useUploads<FileUpload>({ module: "services", keep: (stored: FileView) => ({ fileId: stored._id }) });
  const ids = uploads.items.flatMap((item) => (item.status === "done" && item.fileId ? [item.fileId] : []));
  const key = ids.join(",");
  const latest = useRef(onChange);
  latest.current = onChange;
  useEffect(() => {
    latest.current(key ? key.split(",") : []);
  }, [key]);
  const telling = useRef(onUploading);
  telling.current = onUploading;
  useEffect(() => {
    telling.current(uploads.uploading);
    return () => telling.current(false);
  }, [uploads.uploading]);
  const room = serviceLimits.filesMax - uploads.items.length;
  return (
    <div className="services-files">
      <label className="bp6-button services-attach" htmlFor={id}>
        {t("service.attach")}
      </label>
      <input
        id={id}
        type="file"
        multiple
        className="services-file-input"
        aria-label={`${label}: ${t("service.attach")}`}
        disabled={room <= 0}
        onChange={(event) => {
          const files = Array.from(event.currentTarget.files ?? []).slice(
            0,
            Math.max(0, serviceLimits.filesMax - uploads.held()),
          );
          uploads.start(files);
          event.currentTarget.value = "";
        }}
      />
      <UploadList items={uploads.items} onRemove={uploads.remove} />
    </div>
  );
}
