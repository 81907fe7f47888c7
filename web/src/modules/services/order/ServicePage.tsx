import { Button, Callout, Card, Tab, Tabs } from "@blueprintjs/core";
import type { ClientView } from "@intranet/contracts";
import type { ServiceView } from "@intranet/contracts/services";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router-dom";
import { bodyIssuesByField } from "../../../forms/serverIssues";
import { useFormErrors } from "../../../forms/useFormErrors";
import { errorText } from "../../../i18n/errorText";
import { usePlural } from "../../../i18n/usePlural";
import { RichTextView } from "../../../shared/richText/RichTextView";
import { QueryState } from "../../../ui/QueryState";
import { TabsPanel } from "../../../ui/TabsPanel";
import { useUrlTab } from "../../../shared/useUrlTab";
import { ServiceOrders } from "../orders/ServiceOrders";
import { showToast } from "../../../ui/toast";
import { servicesApi, servicesKeys } from "../api";
import { useServicesTranslation } from "../i18n";
import { LinkButton } from "../../../ui/LinkButton";
import { editServicePath, requestPath, servicesPath } from "../paths";
import { FieldInputs, useUploadingFields } from "./FieldInputs";
import { checkValues, emptyDraft, type Draft, type Drafts } from "./values";

/** /service/{id}: the service's description and its order form (for those who may order it). */
export function ServicePage({ id, client }: { id: string; client: ClientView }) {
  const { t } = useServicesTranslation();
  const query = useQuery({ queryKey: servicesKeys.service(id), queryFn: () => servicesApi.get(id) });
  if (query.isPending || query.isError) return <QueryState query={query} errorTitle={t("loadFailed")} />;
  return <ServiceView service={query.data} client={client._id} />;
}

const tabsId = "service-tabs";
const serviceTabs = ["service", "orders"] as const;

function ServiceView({ service, client }: { service: ServiceView; client: string }) {
  const { t } = useServicesTranslation();
  const plural = usePlural();
  // "Rights and orders" (product-spec §2): the orders' tab for the responsible department and admins.
  const [tab, setTab] = useUrlTab(service.can.orders ? serviceTabs : ["service"], "service");
  return (
    <div className="services services-service">
      <header className="services-header">
        <div>
          <p className="services-muted">
            <Link to={servicesPath}>{t("title")}</Link>
          </p>
          <h1 className="services-title">{service.name}</h1>
          <p className="services-muted">{t(`steps_${plural(service.stepsCount)}`, { count: service.stepsCount })}</p>
        </div>
        {service.can.manage ? (
          <LinkButton to={editServicePath(service._id)} icon="edit" text={t("service.edit")} />
        ) : null}
      </header>
      {service.can.orders ? (
        <>
          <Tabs id={tabsId} selectedTabId={tab} onChange={setTab} className="services-tabs tabs-scroll">
            {serviceTabs.map((key) => (
              <Tab key={key} id={key} title={t(`orders.tabs.${key}`)} />
            ))}
          </Tabs>
          <TabsPanel tabsId={tabsId} tabId={tab}>
            {tab === "orders" ? (
              <ServiceOrders service={service} client={client} />
            ) : (
              <ServiceBody service={service} client={client} />
            )}
          </TabsPanel>
        </>
      ) : (
        <ServiceBody service={service} client={client} />
      )}
    </div>
  );
}

/** The service's description, then its order form (or why the caller cannot order it). */
function ServiceBody({ service, client }: { service: ServiceView; client: string }) {
  const { t } = useServicesTranslation();
  return (
    <>
      <Card className="services-description">
        <RichTextView html={service.description} />
      </Card>
      {service.can.order ? (
        <OrderForm service={service} client={client} />
      ) : (
        <Callout intent="none" icon="info-sign">
          {t("service.cannotOrder")}
        </Callout>
      )}
    </>
  );
}

/** The order form built from the service's fields, checked by type before sending; POST bp/start opens the request. */
function OrderForm({ service, client }: { service: ServiceView; client: string }) {
  const { t } = useServicesTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [drafts, setDrafts] = useState<Drafts>(() =>
    Object.fromEntries(service.fields.map((field) => [field.id, emptyDraft(field)])),
  );
  // The forms' one pattern: quiet until the first submit, then checked as it changes; a value the
  // server refuses (a person or department not in the company, a file not ours) stays at its field
  // until that field changes.
  const form = useFormErrors(
    drafts,
    (all: Drafts) => checkValues(service.fields, all).errors,
    (all, field: string) => all[field],
  );
  const [failure, setFailure] = useState<unknown>(null);
  const files = useUploadingFields();
  const start = useMutation({
    mutationFn: (values: Record<string, unknown>) => servicesApi.start({ serviceId: service._id, values }),
    onSuccess: (request) => {
      void queryClient.invalidateQueries({ queryKey: servicesKeys.all });
      void showToast(t("service.ordered", { number: request.number }));
      navigate(requestPath(request._id));
    },
    onError: (error) => {
      const { "": _whole, ...byField } = bodyIssuesByField(error, (path) =>
        path[0] === "values" && path[1] ? path[1] : "",
      );
      setFailure(form.refuse(byField as Record<string, string>) ? null : error);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (form.check() && !files.uploading) start.mutate(checkValues(service.fields, drafts).values);
  };
  const change = (id: string, draft: Draft) => setDrafts((all) => ({ ...all, [id]: draft }));
  return (
    <Card className="services-order">
      <form onSubmit={submit} noValidate aria-labelledby="services-order-title">
        <h2 id="services-order-title" className="services-section-title">
          {t("service.orderTitle")}
        </h2>
        {failure ? (
          <Callout intent="danger" role="alert" className="services-notice">
            {errorText(t, failure)}
          </Callout>
        ) : null}
        <FieldInputs
          fields={service.fields}
          drafts={drafts}
          errors={form.errors}
          client={client}
          idPrefix="order"
          onChange={change}
          onUploading={files.onUploading}
        />
        <Button
          type="submit"
          intent="primary"
          icon="send-message"
          text={t("service.order")}
          loading={start.isPending}
          disabled={files.uploading}
        />
      </form>
    </Card>
  );
}
