import { Card, NonIdealState } from "@blueprintjs/core";
import type { ServiceSummary } from "@intranet/contracts/services";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router-dom";
import { usePlural } from "../../../i18n/usePlural";
import { QueryState } from "../../../ui/QueryState";
import { SearchInput } from "../../../ui/SearchInput";
import { servicesApi, servicesKeys } from "../api";
import { useServicesTranslation } from "../i18n";
import { LinkButton } from "../../../ui/LinkButton";
import { newServicePath, servicePath } from "../paths";

/** Whether a service matches what is typed (every word, in its name or excerpt). */
const matches = (service: ServiceSummary, search: string) => {
  const text = `${service.name} ${service.excerpt}`.toLowerCase();
  return search
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => text.includes(word));
};

/** The catalogue: the services by group (one call: a company has at most 500), filtered by words as typed. */
export function Catalogue({ client, admin }: { client: string; admin: boolean }) {
  const { t } = useServicesTranslation();
  const plural = usePlural();
  const [search, setSearch] = useState("");
  const query = useQuery({ queryKey: servicesKeys.catalogue(client), queryFn: () => servicesApi.catalogue(client) });
  if (query.isPending || query.isError) return <QueryState query={query} errorTitle={t("loadFailed")} />;
  const { groups, services } = query.data;
  if (services.length === 0)
    return (
      <NonIdealState
        icon="application"
        title={t("empty.catalogue")}
        description={t("empty.catalogueText")}
        action={
          admin ? <LinkButton to={newServicePath} primary icon="plus" text={t("empty.createFirst")} /> : undefined
        }
      />
    );
  const shown = services.filter((service) => matches(service, search));
  const known = new Set(groups.map((group) => group._id));
  const sections = [
    ...groups.map((group) => ({
      id: group._id,
      name: group.name,
      items: shown.filter((s) => s.groupId === group._id),
    })),
    { id: "", name: t("noGroup"), items: shown.filter((s) => !known.has(s.groupId)) },
  ].filter((section) => section.items.length > 0);
  return (
    <div className="services-catalogue">
      <SearchInput
        value={search}
        onSearch={setSearch}
        label={t("search")}
        placeholder={t("searchPlaceholder")}
        maxLength={100}
        className="services-search"
      />
      {sections.length === 0 ? <NonIdealState icon="search" title={t("empty.found")} /> : null}
      {sections.map((section) => (
        <section key={section.id} className="services-group" aria-labelledby={`services-group-${section.id}`}>
          <h2 id={`services-group-${section.id}`} className="services-group-title">
            {section.name}
          </h2>
          <ul className="services-cards">
            {section.items.map((service) => (
              <li key={service._id}>
                <Card className="services-card">
                  <Link to={servicePath(service._id)} className="services-card-name">
                    {service.name}
                  </Link>
                  {service.excerpt ? <p className="services-card-excerpt">{service.excerpt}</p> : null}
                  <div className="services-muted">
                    {t(`steps_${plural(service.stepsCount)}`, { count: service.stepsCount })}
                  </div>
                </Card>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
