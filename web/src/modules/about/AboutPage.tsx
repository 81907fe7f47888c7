import { Card, Tag } from "@blueprintjs/core";
import type { ClientView, UserView } from "@intranet/contracts";
import { moduleManifest, type ManifestRow, type ModuleKey } from "@intranet/contracts/manifest";
import { hasRole } from "@intranet/contracts/roles";
import { useEnv } from "../../app/EnvContext";
import { usePlural } from "../../i18n/usePlural";
import { isLanguage } from "../../i18n/languages";
import { isBuiltModule } from "../../shared/builtModules";
import { useMenuTranslation } from "../../shell/menu/i18n";
import { LinkButton } from "../../ui/LinkButton";
import { useAboutTranslation } from "./i18n";
import { productVersion } from "./version";

type Role = "superadmin" | "admin" | "hr" | "employee";

const roleOf = (me: UserView): Role =>
  hasRole(me, "superadmin") ? "superadmin" : hasRole(me, "admin") ? "admin" : hasRole(me, "hr") ? "hr" : "employee";

/** The company's modules that are switched on (built, with a feature of their own), in the manifest's order. */
function companyModules(client: ClientView): ModuleKey[] {
  return (moduleManifest as readonly ManifestRow[])
    .filter((row) => isBuiltModule(row.key) && row.features?.length)
    .filter((row) => client.features.find((entry) => entry.code === row.features![0])?.active ?? true)
    .map((row) => row.key as ModuleKey);
}

/** /about/: the product, its version and edition, the company, and the way to the help centre. */
export function AboutPage({ me, client }: { me: UserView; client: ClientView | null }) {
  const { t, i18n } = useAboutTranslation();
  const { t: menuT } = useMenuTranslation();
  const plural = usePlural();
  const { vendor, variant } = useEnv();
  const product = t(`ui:${variant.titleKey}`);
  const language = isLanguage(i18n.language) ? i18n.language : "en";
  const modules: ModuleKey[] = client ? companyModules(client) : [];
  const rows: Array<[string, string]> = [
    [t("fields.product"), product],
    [t("fields.version"), productVersion],
    [t("fields.edition"), t(`edition.${vendor}`)],
    [t("fields.company"), client?.name ?? t("noCompany")],
    ...(client ? [[t("fields.workspace"), client.workspace] as [string, string]] : []),
    [t("fields.role"), t(`roles.${roleOf(me)}`)],
    [t("fields.language"), t(`ui:language.${language}`)],
  ];
  return (
    <div className="about">
      <h1 className="about-heading">{t("title")}</h1>
      <Card className="about-hero">
        <img src={variant.systemAvatar} alt="" width={64} height={64} className="about-logo" />
        <div className="about-hero-text">
          <p className="about-product">{product}</p>
          <p className="about-version">
            {t("version", { version: productVersion })}
            <Tag minimal round className="about-edition">
              {t(`edition.${vendor}`)}
            </Tag>
          </p>
          <p className="about-intro">{t("intro")}</p>
          <p className="about-intro">{t("languages")}</p>
        </div>
      </Card>
      <div className="about-columns">
        <Card className="about-card">
          <h2 className="about-card-title">{t("details")}</h2>
          <dl className="about-details">
            {rows.map(([name, value]) => (
              <div key={name} className="about-detail">
                <dt>{name}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </Card>
        <Card className="about-card">
          <h2 className="about-card-title">{t("help")}</h2>
          <p className="about-muted">{t("helpText")}</p>
          <div className="about-actions">
            <LinkButton to="/help/" primary icon="manual" text={t("help")} />
            <LinkButton to="/help/getting-started" icon="home" text={t("start")} />
          </div>
          {client ? (
            <>
              <h2 className="about-card-title about-modules-title">
                {t(`modules_${plural(modules.length)}`, { count: modules.length })}
              </h2>
              <ul className="about-modules">
                {modules.map((key) => (
                  <li key={key}>
                    <Tag minimal>{menuT(`modules.${key}`)}</Tag>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </Card>
      </div>
      <p className="about-copyright">{t("copyright", { year: new Date().getFullYear(), title: product })}</p>
    </div>
  );
}
