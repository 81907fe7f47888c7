import { Button, InputGroup } from "@blueprintjs/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { sessionsRoutes, type CompanyNetwork } from "@intranet/contracts/sessions";
import type { ClientView } from "@intranet/contracts";
import { useFieldArray, useForm } from "react-hook-form";
import { callRoute } from "../../../api/client";
import { useSaveOutcome } from "../../../forms/useSaveOutcome";
import { QueryState } from "../../../ui/QueryState";
import { useEmployeesTranslation } from "../i18n";
import "./networks.css";

const quiet = { no_show: true } as const;
const key = (clientId: string) => ["employees", "networks", clientId] as const;

interface Values {
  networks: CompanyNetwork[];
}

/**
 * The company's named networks (GET/PUT /api/clients/{id}/settings/networks): a name and an address
 * range each ("Moscow office" = 203.0.113.0/24), so people's sessions say where they are. A range
 * the API refuses is shown with its row's number.
 */
export function NetworksSection({ client }: { client: ClientView }) {
  const { t } = useEmployeesTranslation();
  const stored = useQuery({
    queryKey: key(client._id),
    queryFn: () => callRoute(sessionsRoutes.networks, { params: { id: client._id } }, quiet),
  });
  if (stored.isPending || stored.isError)
    return (
      <section className="cabinet-tab networks-section" aria-label={t("networks.title")}>
        <QueryState query={stored} errorTitle={t("networks.loadError")} />
      </section>
    );
  return <NetworksForm clientId={client._id} networks={stored.data.networks} />;
}

function NetworksForm({ clientId, networks }: { clientId: string; networks: CompanyNetwork[] }) {
  const { t } = useEmployeesTranslation();
  const queryClient = useQueryClient();
  const form = useForm<Values>({ defaultValues: { networks } });
  const rows = useFieldArray({ control: form.control, name: "networks" });
  const outcome = useSaveOutcome<Values>([], form.setError);
  // Blueprint's InputGroup takes the input's ref as `inputRef`.
  const field = (name: `networks.${number}.${"name" | "cidr"}`) => {
    const { ref, ...rest } = form.register(name);
    return { ...rest, inputRef: ref };
  };
  const submit = form.handleSubmit((values) =>
    outcome.run(async () => {
      const answer = await callRoute(
        sessionsRoutes.putNetworks,
        { params: { id: clientId }, body: { networks: values.networks } },
        quiet,
      );
      form.reset({ networks: answer.networks });
      queryClient.setQueryData(key(clientId), answer);
    }),
  );
  return (
    <form className="cabinet-tab networks-section" aria-label={t("networks.title")} onSubmit={submit} noValidate>
      <h3 className="networks-title">{t("networks.title")}</h3>
      <p className="bp6-text-muted">{t("networks.hint")}</p>
      {outcome.alert}
      <ol className="networks-rows">
        {rows.fields.map((row, index) => (
          <li key={row.id} className="networks-row">
            <InputGroup
              aria-label={t("networks.name", { number: index + 1 })}
              placeholder={t("networks.namePlaceholder")}
              {...field(`networks.${index}.name`)}
            />
            <InputGroup
              aria-label={t("networks.range", { number: index + 1 })}
              placeholder="203.0.113.0/24"
              {...field(`networks.${index}.cidr`)}
            />
            <Button
              variant="minimal"
              icon="cross"
              aria-label={t("networks.remove", { number: index + 1 })}
              onClick={() => rows.remove(index)}
            />
          </li>
        ))}
      </ol>
      <div className="networks-actions">
        <Button icon="add" text={t("networks.add")} onClick={() => rows.append({ name: "", cidr: "" })} />
        <Button type="submit" intent="primary" text={t("networks.save")} loading={form.formState.isSubmitting} />
      </div>
    </form>
  );
}
