import { Checkbox, FormGroup, InputGroup, TextArea } from "@blueprintjs/core";
import type { ClientView } from "@intranet/contracts";
import type { SignInPolicy } from "@intranet/contracts/auth";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { callRoute } from "../../../api/client";
import { FormAlert } from "../../../forms/FormAlert";
import { errorText } from "../../../i18n/errorText";
import { showToast } from "../../../ui/toast";
import { useEmployeesTranslation } from "../i18n";
import { IntegrationCard } from "./IntegrationCard";

const routes = () => import("@intranet/contracts/auth/routes").then((module) => module.authRoutes);
const policyKey = (clientId: string) => ["signInPolicy", clientId] as const;

/** The company's sign-in policy (GET/PUT /api/clients/{id}/settings/signIn), in the integrations tab. */
export function SignInPolicyCard({ client }: { client: ClientView }) {
  const queryClient = useQueryClient();
  const policy = useQuery({
    queryKey: policyKey(client._id),
    queryFn: async () => callRoute((await routes()).getSignInPolicy, { params: { id: client._id } }),
  });
  if (!policy.data) return null;
  return (
    <PolicyForm
      key={JSON.stringify(policy.data)}
      client={client}
      stored={policy.data}
      onSaved={(view) => queryClient.setQueryData(policyKey(client._id), view)}
    />
  );
}

function PolicyForm(props: { client: ClientView; stored: SignInPolicy; onSaved: (view: SignInPolicy) => void }) {
  const { t } = useEmployeesTranslation();
  const [values, setValues] = useState({ ...props.stored, domains: props.stored.ssoDomains.join("\n") });
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const save = async () => {
    setSaving(true);
    setFailure(null);
    try {
      const body: SignInPolicy = {
        passwordSignIn: values.passwordSignIn,
        ssoDomains: values.domains.split(/[\s,;]+/).filter(Boolean),
        sessionHours: Number(values.sessionHours),
        adminTwoFactor: values.adminTwoFactor,
      };
      const view = await callRoute(
        (await routes()).putSignInPolicy,
        { params: { id: props.client._id }, body },
        { no_show: true },
      );
      props.onSaved(view);
      void showToast(t("signInPolicy.saved"));
    } catch (error) {
      setFailure(error);
    } finally {
      setSaving(false);
    }
  };
  return (
    <IntegrationCard
      title={t("signInPolicy.title")}
      hint={t("signInPolicy.hint")}
      connected
      saving={saving}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      {failure ? <FormAlert intent="danger">{errorText(t, failure)}</FormAlert> : null}
      <Checkbox
        label={t("signInPolicy.passwordSignIn")}
        checked={values.passwordSignIn}
        onChange={(event) => setValues({ ...values, passwordSignIn: event.currentTarget.checked })}
      />
      <Checkbox
        label={t("signInPolicy.adminTwoFactor")}
        checked={values.adminTwoFactor}
        onChange={(event) => setValues({ ...values, adminTwoFactor: event.currentTarget.checked })}
      />
      <FormGroup label={t("signInPolicy.sessionHours")} labelFor="sign-in-hours">
        <InputGroup
          id="sign-in-hours"
          type="number"
          min={1}
          max={720}
          value={String(values.sessionHours)}
          onValueChange={(value) => setValues({ ...values, sessionHours: Number(value) })}
        />
      </FormGroup>
      <FormGroup
        label={t("signInPolicy.ssoDomains")}
        labelFor="sign-in-domains"
        helperText={t("signInPolicy.ssoDomainsHint")}
      >
        <TextArea
          id="sign-in-domains"
          fill
          rows={3}
          value={values.domains}
          onChange={(event) => setValues({ ...values, domains: event.currentTarget.value })}
        />
      </FormGroup>
    </IntegrationCard>
  );
}
