import { FormGroup, HTMLSelect } from "@blueprintjs/core";
import { useQuery } from "@tanstack/react-query";
import { servicesApi, servicesKeys } from "../api";
import { useServicesTranslation } from "../i18n";

/** One service of the company's catalogue (the catalogue tab's cached answer), or any. */
export function ServiceSelect({
  id,
  client,
  value,
  onChange,
}: {
  id: string;
  client: string;
  value: string;
  onChange: (service: string) => void;
}) {
  const { t } = useServicesTranslation();
  const catalogue = useQuery({
    queryKey: servicesKeys.catalogue(client),
    queryFn: () => servicesApi.catalogue(client),
  });
  const services = [...(catalogue.data?.services ?? [])].sort((a, b) => a.name.localeCompare(b.name));
  return (
    <FormGroup label={t("orders.service")} labelFor={id} className="services-filter">
      <HTMLSelect id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{t("orders.anyService")}</option>
        {services.map((service) => (
          <option key={service._id} value={service._id}>
            {service.name}
          </option>
        ))}
      </HTMLSelect>
    </FormGroup>
  );
}
