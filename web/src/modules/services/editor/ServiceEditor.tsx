import { Button, Callout, Card, FormGroup, HTMLSelect, InputGroup, NumericInput, Switch } from "@blueprintjs/core";
import type { ClientView } from "@intranet/contracts";
import type { ErrorCode } from "@intranet/contracts";
import { serviceLimits, type ServiceView } from "@intranet/contracts/services";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router-dom";
import { bodyIssuesByField } from "../../../forms/serverIssues";
import { errorText } from "../../../i18n/errorText";
import { translateCode } from "../../../i18n/translateMessage";
import { RecipientsField } from "../../../shared/RecipientsField";
import { useShellData } from "../../../shell/useShellData";
import { ArticlePicker } from "../../articles/public";
import { LazyRichTextEditor } from "../../../shared/richText";
import { ChoiceRadios } from "../../../ui/ChoiceRadios";
import { ConfirmDialog } from "../../../ui/ConfirmDialog";
import { QueryState } from "../../../ui/QueryState";
import { showToast } from "../../../ui/toast";
import { servicesApi, servicesKeys } from "../api";
import { useServicesTranslation } from "../i18n";
import { DepartmentSelect } from "../order/FieldInputs";
import { servicePath, servicesPath } from "../paths";
import { bodyOf, draftFromTemplate, draftOf, type ServiceDraft } from "./draft";
import { FieldsEditor } from "./FieldsEditor";
import { StepsEditor } from "./StepsEditor";

/** Where an API issue belongs in the editor (its first path segment). */
type Place = "name" | "groupId" | "description" | "audiences" | "fields" | "steps" | "form";
const places: readonly Place[] = ["name", "groupId", "description", "audiences", "fields", "steps"];
const placeOf = (path: string[]): Place => places.find((place) => place === path[0]) ?? "form";

/** /services/new and /service/{id}/edit (admins): the service, its form and its route; POST or PUT bp, delete. */
export default function ServiceEditor({ id, client }: { id: string | null; client: ClientView }) {
  const { t } = useServicesTranslation();
  const groups = useQuery({ queryKey: servicesKeys.groups(client._id), queryFn: () => servicesApi.groups(client._id) });
  const service = useQuery({
    queryKey: servicesKeys.service(id ?? ""),
    queryFn: () => servicesApi.get(id ?? ""),
    enabled: id !== null,
  });
  if (groups.isPending || groups.isError) return <QueryState query={groups} errorTitle={t("loadFailed")} />;
  if (id !== null && (service.isPending || service.isError))
    return <QueryState query={service} errorTitle={t("loadFailed")} />;
  return <EditorForm service={id !== null ? (service.data ?? null) : null} groups={groups.data} client={client._id} />;
}

function EditorForm({
  service,
  groups,
  client,
}: {
  service: ServiceView | null;
  groups: Array<{ _id: string; name: string }>;
  client: string;
}) {
  const { t } = useServicesTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<ServiceDraft>(() => draftOf(service, groups[0]?._id ?? ""));
  const [issues, setIssues] = useState<Partial<Record<Place, string>>>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [removing, setRemoving] = useState(false);
  const [converting, setConverting] = useState(false);
  /** The rich-text editor opens its text once: a draft filled anew (template, conversion) is a new one. */
  const [filled, setFilled] = useState(0);
  const [templateId, setTemplateId] = useState("");
  const { me } = useShellData();
  const change = (patch: Partial<ServiceDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const issue = (place: Place) => (issues[place] ? translateCode(t, issues[place] as ErrorCode) : undefined);

  const save = useMutation({
    mutationFn: () =>
      service
        ? servicesApi.update(service._id, bodyOf(draft), { no_show: true })
        : servicesApi.create(bodyOf(draft), { no_show: true }),
    onMutate: () => {
      setIssues({});
      setFailure(null);
    },
    onSuccess: (saved) => {
      void queryClient.invalidateQueries({ queryKey: servicesKeys.all });
      void showToast(t("editor.saved"));
      navigate(servicePath(saved._id));
    },
    onError: (error) => {
      const found = bodyIssuesByField(error, placeOf);
      setIssues(found);
      if (Object.keys(found).length === 0 || found.form) setFailure(error);
    },
  });
  const fill = (next: ServiceDraft) => {
    setDraft(next);
    setIssues({});
    setFailure(null);
    setFilled((count) => count + 1);
  };
  const templates = useQuery({
    queryKey: servicesKeys.templates(client),
    queryFn: () => servicesApi.templates(client),
    enabled: service === null,
  });
  const fromTemplate = useMutation({
    mutationFn: (id: string) =>
      queryClient.fetchQuery({ queryKey: servicesKeys.service(id), queryFn: () => servicesApi.get(id) }),
    onSuccess: (template) => fill(draftFromTemplate(template)),
    onError: (error) => setFailure(error),
  });
  const otherType = draft.type === "simple" ? "multi" : "simple";
  const convertText = draft.type === "simple" ? t("editor.convert") : t("editor.convertSimple");
  const convert = useMutation({
    mutationFn: () => servicesApi.convert(service?._id ?? "", otherType, { no_show: true }),
    onMutate: () => setFailure(null),
    onSuccess: (converted) => {
      queryClient.setQueryData(servicesKeys.service(converted._id), converted);
      void queryClient.invalidateQueries({ queryKey: servicesKeys.catalogue(client) });
      fill(draftOf(converted, converted.groupId));
      void showToast(t("editor.converted"));
    },
    onError: (error) => setFailure(error),
  });
  const remove = useMutation({
    mutationFn: () => servicesApi.remove(service?._id ?? ""),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: servicesKeys.all });
      void showToast(t("editor.removed"));
      navigate(servicesPath);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  const stepsMax = draft.type === "simple" ? 1 : serviceLimits.stepsMax;

  return (
    <form className="services services-editor" onSubmit={submit} noValidate>
      <header className="services-header">
        <h1 className="services-title">{service ? t("editor.editTitle") : t("editor.newTitle")}</h1>
      </header>
      {groups.length === 0 ? <Callout intent="warning">{t("editor.noGroups")}</Callout> : null}
      {failure ? (
        <Callout intent="danger" role="alert">
          {errorText(t, failure)}
        </Callout>
      ) : null}
      {service === null && (templates.data?.length ?? 0) > 0 ? (
        <FormGroup label={t("editor.fromTemplate")} labelFor="service-template">
          <HTMLSelect
            id="service-template"
            value={templateId}
            disabled={fromTemplate.isPending}
            onChange={(event) => {
              setTemplateId(event.target.value);
              if (event.target.value) fromTemplate.mutate(event.target.value);
              else fill(draftOf(null, groups[0]?._id ?? ""));
            }}
          >
            <option value="">{t("editor.noTemplate")}</option>
            {(templates.data ?? []).map((template) => (
              <option key={template._id} value={template._id}>
                {template.name}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
      ) : null}
      <Card>
        <FormGroup
          label={t("editor.name")}
          labelFor="service-name"
          labelInfo="*"
          intent={issues.name ? "danger" : "none"}
          helperText={issue("name")}
        >
          <InputGroup
            id="service-name"
            value={draft.name}
            maxLength={serviceLimits.nameMax}
            onValueChange={(name) => change({ name })}
          />
        </FormGroup>
        <FormGroup
          label={t("editor.group")}
          labelFor="service-group"
          labelInfo="*"
          intent={issues.groupId ? "danger" : "none"}
          helperText={issue("groupId")}
        >
          <HTMLSelect
            id="service-group"
            value={draft.groupId}
            onChange={(event) => change({ groupId: event.target.value })}
          >
            {groups.map((group) => (
              <option key={group._id} value={group._id}>
                {group.name}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        <LazyRichTextEditor
          key={filled}
          label={t("editor.description")}
          initialValue={draft.description}
          onChange={(description) => change({ description })}
          invalid={!!issues.description}
          minHeight={160}
        />
        {issues.description ? <p className="services-overdue">{issue("description")}</p> : null}
        <FormGroup label={t("editor.article")}>
          <ArticlePicker
            client={client}
            user={me._id}
            value={draft.articleId}
            onChange={(articleId) => change({ articleId })}
            labels={{
              search: t("editor.articleSearch"),
              chosen: (title) => t("editor.articleChosen", { title }),
              clear: t("editor.articleClear"),
              none: t("editor.articleNone"),
            }}
          />
        </FormGroup>
        <ChoiceRadios
          label={t("editor.type")}
          value={draft.type}
          disabled={service !== null}
          choices={[
            { value: "simple", name: t("editor.types.simple") },
            { value: "multi", name: t("editor.types.multi") },
          ]}
          onChange={(type) => change({ type, steps: type === "simple" ? draft.steps.slice(0, 1) : draft.steps })}
        />
        <FormGroup label={t("editor.dayLimit")} labelFor="service-days">
          <NumericInput
            id="service-days"
            min={0}
            max={serviceLimits.dayLimitMax}
            value={draft.dayLimit}
            onValueChange={(value) => change({ dayLimit: Number.isFinite(value) ? Math.max(0, Math.trunc(value)) : 0 })}
          />
        </FormGroup>
        <FormGroup label={t("editor.department")} labelFor="service-department">
          <DepartmentSelect
            id="service-department"
            client={client}
            value={draft.departmentId}
            none={t("editor.noDepartment")}
            onChange={(departmentId) => change({ departmentId })}
          />
        </FormGroup>
        <RecipientsField
          clientId={client}
          forAll={draft.forAll}
          recipients={draft.audiences}
          error={issues.audiences}
          labels={{ field: t("editor.audiences"), forAll: t("editor.forAll"), kind: t("editor.audiences"), none: "—" }}
          onChange={({ forAll, recipients }) => change({ forAll, audiences: recipients })}
        />
        <Switch
          checked={draft.template}
          label={t("editor.template")}
          onChange={(event) => change({ template: event.currentTarget.checked })}
        />
        <Switch
          checked={draft.comments}
          label={t("editor.comments")}
          onChange={(event) => change({ comments: event.currentTarget.checked })}
        />
      </Card>

      <FieldsEditor fields={draft.fields} error={issue("fields")} onChange={(fields) => change({ fields })} />

      <StepsEditor
        steps={draft.steps}
        stepsMax={stepsMax}
        client={client}
        error={issue("steps")}
        onChange={(steps) => change({ steps })}
      />

      <div className="services-actions">
        <Button
          type="submit"
          intent="primary"
          icon="floppy-disk"
          text={t("editor.save")}
          loading={save.isPending}
          disabled={groups.length === 0}
        />
        {service ? (
          <Button icon="exchange" text={convertText} onClick={() => setConverting(true)} loading={convert.isPending} />
        ) : null}
        {service ? (
          <Button
            intent="danger"
            icon="trash"
            text={t("editor.remove")}
            onClick={() => setRemoving(true)}
            loading={remove.isPending}
          />
        ) : null}
      </div>
      <ConfirmDialog
        open={converting}
        intent="primary"
        text={t("editor.convertConfirm")}
        confirmText={convertText}
        onConfirm={() => {
          setConverting(false);
          convert.mutate();
        }}
        onClose={() => setConverting(false)}
      />
      <ConfirmDialog
        open={removing}
        text={t("editor.removeConfirm")}
        confirmText={t("editor.remove")}
        onConfirm={() => {
          setRemoving(false);
          remove.mutate();
        }}
        onClose={() => setRemoving(false)}
      />
    </form>
  );
}
