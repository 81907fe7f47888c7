import { Button, Callout, Card, FormGroup, TextArea, type IconName, type Intent } from "@blueprintjs/core";
import type { ClientView, UserView } from "@intranet/contracts";
import {
  isFinished,
  serviceLimits,
  type Field,
  type FieldValue,
  type PassStepBody,
  type RequestView,
  type StepAction,
} from "@intranet/contracts/services";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { Link } from "react-router-dom";
import { isApiError } from "../../../api/errors";
import { errorText } from "../../../i18n/errorText";
import { onRealtimeEvent } from "../../../shell/startup/realtimeEvents";
import { usePeople } from "../../../shared/usePeople";
import { useDateTime } from "../../../shared/useDateTime";
import { ConfirmDialog } from "../../../ui/ConfirmDialog";
import { QueryState } from "../../../ui/QueryState";
import { servicesApi, servicesKeys } from "../api";
import { useServicesTranslation } from "../i18n";
import { FieldInputs, useUploadingFields } from "../order/FieldInputs";
import { checkValues, draftOf, type Draft, type Drafts } from "../order/values";
import { servicePath } from "../paths";
import { PeopleNames } from "../People";
import { StatusTag } from "../StatusTag";
import { History } from "./History";
import { StepTimeline } from "./StepTimeline";
import { ValueText } from "./ValueText";

/** /service/request/{id}: a request, its steps, form, what the caller may do, its history; reloads on `services.request`. */
export function RequestPage({ id, client }: { id: string; me: UserView; client: ClientView }) {
  const { t } = useServicesTranslation();
  const query = useQuery({ queryKey: servicesKeys.request(id), queryFn: () => servicesApi.request(id) });
  const { refetch } = query;
  useEffect(
    () =>
      onRealtimeEvent((event) => {
        if (event.type === "services.request" && event.requestId === id) void refetch();
      }),
    [id, refetch],
  );
  if (query.isPending || query.isError) return <QueryState query={query} errorTitle={t("loadFailed")} />;
  return <RequestBody request={query.data} client={client._id} />;
}

function RequestBody({ request, client }: { request: RequestView; client: string }) {
  const { t } = useServicesTranslation();
  const { byId } = usePeople(client);
  const when = useDateTime();
  const current = request.steps.find((step) => step.state === "current");
  return (
    <div className="services services-request">
      <header className="services-header">
        <div>
          <h1 className="services-title">
            {t("request.title", { number: request.number })} <StatusTag status={request.status} />
          </h1>
          <p className="services-muted">
            {t("request.service")}: <Link to={servicePath(request.serviceId)}>{request.serviceName}</Link>
            {" · "}
            {t("request.initiator")}: <PeopleNames ids={[request.initiatorId]} byId={byId} />
            {" · "}
            {t("list.created", { date: when(request.createdAt) })}
          </p>
        </div>
      </header>
      {current ? (
        <Callout intent="primary" icon="person" className="services-holder">
          <strong>
            {t("request.holder")}: <PeopleNames ids={current.performers} byId={byId} />
          </strong>{" "}
          — {current.name}
          {current.dueAt ? (
            <span className={request.currentStep?.overdue ? "services-overdue" : "services-muted"}>
              {" · "}
              {request.currentStep?.overdue
                ? t("list.overdue", { date: when(current.dueAt) })
                : t("list.due", { date: when(current.dueAt) })}
            </span>
          ) : null}
        </Callout>
      ) : request.finishedAt ? (
        <p className="services-muted">{t("request.finished", { date: when(request.finishedAt) })}</p>
      ) : null}
      <Actions request={request} client={client} stepFields={current?.fields ?? []} />
      <div className="services-request-grid">
        <section aria-labelledby="services-steps-title">
          <h2 id="services-steps-title" className="services-section-title">
            {t("request.steps")}
          </h2>
          <StepTimeline request={request} byId={byId} />
        </section>
        <section aria-labelledby="services-form-title">
          <h2 id="services-form-title" className="services-section-title">
            {t("request.form")}
          </h2>
          <Card>
            <dl className="services-values">
              {request.form.map((field) => (
                <div key={field.id} className="services-value">
                  <dt>{field.name}</dt>
                  <dd>
                    <ValueText request={request} field={field} value={request.values[field.id]} byId={byId} />
                  </dd>
                </div>
              ))}
            </dl>
          </Card>
        </section>
      </div>
      <section aria-labelledby="services-history-title">
        <h2 id="services-history-title" className="services-section-title">
          {t("request.history")}
        </h2>
        <History request={request} byId={byId} />
        {request.can.comment && request.comments && !isFinished(request.status) ? (
          <CommentBox request={request} />
        ) : null}
      </section>
    </div>
  );
}

/** POST pass_step; a 409 `services.already_answered` reloads the request and says so, other errors show in place. */
function usePassStep(request: RequestView, onDone: () => void) {
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const { t } = useServicesTranslation();
  const mutation = useMutation({
    mutationFn: (body: Omit<PassStepBody, "revision">) =>
      servicesApi.passStep(request._id, { ...body, revision: request.revision }, { no_show: true }),
    onMutate: () => {
      setNotice(null);
      setFailure(null);
    },
    onSuccess: (view) => {
      queryClient.setQueryData(servicesKeys.request(request._id), view);
      void queryClient.invalidateQueries({ queryKey: servicesKeys.all, refetchType: "none" });
      onDone();
    },
    onError: (error) => {
      if (isApiError(error) && error.code === "services.already_answered") {
        setNotice(t("request.alreadyAnswered"));
        onDone();
        void queryClient.invalidateQueries({ queryKey: servicesKeys.request(request._id) });
        return;
      }
      setFailure(error);
    },
  });
  const message = notice ? (
    <Callout intent="warning" className="services-notice">
      {notice}
    </Callout>
  ) : failure ? (
    <Callout intent="danger" className="services-notice" role="alert">
      {errorText(t, failure)}
    </Callout>
  ) : null;
  return { mutation, message };
}

type Open = "approve" | "decline" | "return" | "resubmit" | null;

/** What the caller may do now (`can`): approve with the step's fields, decline or return with a reason, resubmit, withdraw. */
function Actions({ request, client, stepFields }: { request: RequestView; client: string; stepFields: Field[] }) {
  const { t } = useServicesTranslation();
  const [open, setOpen] = useState<Open>(null);
  const [withdrawing, setWithdrawing] = useState(false);
  const { mutation, message } = usePassStep(request, () => setOpen(null));
  const { can } = request;
  if (!can.answer && !can.return && !can.resubmit && !can.withdraw) return message;
  const send = (action: StepAction, extra: { values?: Record<string, FieldValue>; reason?: string } = {}) =>
    mutation.mutate({ action, values: extra.values ?? {}, reason: extra.reason ?? "" });
  // The actions that open a panel under the buttons, in their order.
  const panelButtons: Array<{ action: NonNullable<Open>; shown: boolean; icon: IconName; intent?: Intent }> = [
    { action: "approve", shown: can.answer, icon: "tick", intent: "success" },
    { action: "decline", shown: can.answer, icon: "cross", intent: "danger" },
    { action: "return", shown: can.return, icon: "undo" },
    { action: "resubmit", shown: can.resubmit, icon: "refresh", intent: "primary" },
  ];
  return (
    <div className="services-actions-area">
      {message}
      <div className="services-actions">
        {panelButtons
          .filter((button) => button.shown)
          .map((button) => (
            <Button
              key={button.action}
              {...(button.intent ? { intent: button.intent } : {})}
              icon={button.icon}
              text={t(`request.actions.${button.action}`)}
              onClick={() => setOpen(button.action)}
              active={open === button.action}
            />
          ))}
        {can.withdraw ? (
          <Button icon="disable" text={t("request.actions.withdraw")} onClick={() => setWithdrawing(true)} />
        ) : null}
      </div>
      {open === "approve" ? (
        <ValuesPanel
          key="approve"
          fields={stepFields}
          initial={{}}
          client={client}
          busy={mutation.isPending}
          onCancel={() => setOpen(null)}
          onSend={(values) => send("approve", { values })}
        />
      ) : null}
      {open === "resubmit" ? (
        <ValuesPanel
          key="resubmit"
          fields={request.form}
          initial={request.values}
          client={client}
          busy={mutation.isPending}
          onCancel={() => setOpen(null)}
          onSend={(values) => send("resubmit", { values })}
        />
      ) : null}
      {open === "decline" || open === "return" ? (
        <ReasonPanel
          key={open}
          busy={mutation.isPending}
          onCancel={() => setOpen(null)}
          onSend={(reason) => send(open, { reason })}
        />
      ) : null}
      <ConfirmDialog
        open={withdrawing}
        text={t("request.withdrawConfirm")}
        confirmText={t("request.actions.withdraw")}
        onConfirm={() => {
          setWithdrawing(false);
          send("withdraw");
        }}
        onClose={() => setWithdrawing(false)}
      />
    </div>
  );
}

/** Values to send with an action (the step's own fields when approving; the whole form when resubmitting). */
function ValuesPanel({
  fields,
  initial,
  client,
  busy,
  onCancel,
  onSend,
}: {
  fields: Field[];
  initial: Record<string, FieldValue>;
  client: string;
  busy: boolean;
  onCancel: () => void;
  onSend: (values: Record<string, FieldValue>) => void;
}) {
  const { t } = useServicesTranslation();
  const [drafts, setDrafts] = useState<Drafts>(() =>
    Object.fromEntries(fields.map((field) => [field.id, draftOf(field, initial[field.id])])),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const files = useUploadingFields();
  return (
    <Card className="services-panel">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const checked = checkValues(fields, drafts);
          setErrors(checked.errors);
          if (Object.keys(checked.errors).length === 0 && !files.uploading) onSend(checked.values);
        }}
      >
        <FieldInputs
          fields={fields}
          drafts={drafts}
          errors={errors}
          client={client}
          idPrefix="action"
          onChange={(id: string, draft: Draft) => setDrafts((all) => ({ ...all, [id]: draft }))}
          onUploading={files.onUploading}
        />
        <div className="services-actions">
          <Button
            type="submit"
            intent="primary"
            text={t("request.confirm")}
            loading={busy}
            disabled={files.uploading}
          />
          <Button text={t("request.cancel")} onClick={onCancel} />
        </div>
      </form>
    </Card>
  );
}

/** A reason, required (declining, returning). */
function ReasonPanel({
  busy,
  onCancel,
  onSend,
}: {
  busy: boolean;
  onCancel: () => void;
  onSend: (reason: string) => void;
}) {
  const { t } = useServicesTranslation();
  const [reason, setReason] = useState("");
  const [missing, setMissing] = useState(false);
  return (
    <Card className="services-panel">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!reason.trim()) return setMissing(true);
          onSend(reason.trim());
        }}
      >
        <FormGroup
          label={t("request.reasonLabel")}
          labelFor="services-reason"
          labelInfo="*"
          intent={missing ? "danger" : "none"}
          helperText={missing ? t("request.reasonRequired") : undefined}
        >
          <TextArea
            id="services-reason"
            fill
            rows={3}
            value={reason}
            maxLength={serviceLimits.reasonMax}
            intent={missing ? "danger" : "none"}
            onChange={(event) => {
              setReason(event.target.value);
              setMissing(false);
            }}
          />
        </FormGroup>
        <div className="services-actions">
          <Button type="submit" intent="primary" text={t("request.confirm")} loading={busy} />
          <Button text={t("request.cancel")} onClick={onCancel} />
        </div>
      </form>
    </Card>
  );
}

/** A comment on the request (pass_step `comment`, its text in `reason`). */
function CommentBox({ request }: { request: RequestView }) {
  const { t } = useServicesTranslation();
  const [text, setText] = useState("");
  const { mutation, message } = usePassStep(request, () => setText(""));
  return (
    <form
      className="services-comment"
      onSubmit={(event) => {
        event.preventDefault();
        if (text.trim()) mutation.mutate({ action: "comment", values: {}, reason: text.trim() });
      }}
    >
      {message}
      <FormGroup label={t("request.commentLabel")} labelFor="services-comment">
        <TextArea
          id="services-comment"
          fill
          rows={2}
          value={text}
          maxLength={serviceLimits.reasonMax}
          onChange={(event) => setText(event.target.value)}
        />
      </FormGroup>
      <Button
        type="submit"
        icon="comment"
        text={t("request.send")}
        loading={mutation.isPending}
        disabled={!text.trim()}
      />
    </form>
  );
}
