import { Button, Callout, FormGroup, InputGroup } from "@blueprintjs/core";
import { emailSchema, type ClientView, type UserView } from "@intranet/contracts";
import { useMutation } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { useFormErrors } from "../../../forms/useFormErrors";
import { errorText } from "../../../i18n/errorText";
import { adminApi } from "../api";
import { useAdminTranslation } from "../i18n";

/** A portal run on this machine (`npm start`): its mail goes to the local outbox, not to people. */
export const runsLocally = (hostname = window.location.hostname) =>
  hostname === "localhost" || hostname === "127.0.0.1" || hostname === "[::1]" || hostname.endsWith(".localhost");

const validate = (draft: { to: string }) =>
  draft.to.trim() && !emailSchema.safeParse(draft.to).success ? { to: "bad" } : {};

/**
 * Mail check (product-spec §2 admin panel): a test mail through the company's mail, to the caller's
 * own address or the one typed; the answer says where it went and its message id.
 */
export function MailTab({ me, client }: { me: UserView; client: ClientView }) {
  const { t } = useAdminTranslation();
  const [to, setTo] = useState("");
  const form = useFormErrors({ to }, validate);
  const send = useMutation({ mutationFn: (address: string | undefined) => adminApi.mailTest(client._id, address) });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.check()) return;
    send.mutate(to.trim() || undefined);
  };
  const ownEmail = me.email ?? "";
  return (
    <div className="admin-tab admin-narrow">
      <div>
        <h2 className="admin-tab-title">{t("mail.title")}</h2>
        <p className="admin-muted">{t("mail.intro")}</p>
      </div>
      <form className="admin-card" onSubmit={submit} noValidate>
        <FormGroup
          label={t("mail.to")}
          labelFor="admin-mail-to"
          helperText={
            form.errors.to
              ? t("mail.badEmail")
              : ownEmail
                ? t("mail.toHint", { email: ownEmail })
                : t("mail.toHintNoEmail")
          }
          intent={form.errors.to ? "danger" : "none"}
        >
          <InputGroup
            id="admin-mail-to"
            type="email"
            autoComplete="email"
            placeholder={ownEmail}
            value={to}
            intent={form.errors.to ? "danger" : "none"}
            onValueChange={(value) => {
              setTo(value);
              send.reset();
            }}
          />
        </FormGroup>
        <Button
          type="submit"
          intent="primary"
          icon="envelope"
          text={t("mail.send")}
          loading={send.isPending}
          disabled={!to.trim() && !ownEmail}
        />
      </form>
      {send.isSuccess ? (
        <Callout intent="success" icon="tick" title={t("mail.sent", { to: send.data.to })} role="status">
          <p>{t("mail.checkInbox", { to: send.data.to })}</p>
          <p className="admin-muted admin-mono">{t("mail.messageId", { id: send.data.messageId })}</p>
        </Callout>
      ) : null}
      {send.isError ? (
        <Callout intent="danger" icon="error" title={t("mail.failed")} role="alert">
          {errorText(t, send.error)}
        </Callout>
      ) : null}
      {runsLocally() ? (
        <Callout intent="primary" icon="info-sign" className="admin-local">
          {t("mail.local")}
        </Callout>
      ) : null}
    </div>
  );
}
