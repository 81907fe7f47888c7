import { Button, Callout, FormGroup, HTMLSelect, Icon, Spinner, Tag } from "@blueprintjs/core";
import type { ClientView, UserView } from "@intranet/contracts";
import type { ArticleNodeView } from "@intranet/contracts/articles";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { currentLanguage } from "../../../i18n";
import { errorText } from "../../../i18n/errorText";
import { languages, type Language } from "../../../i18n/languages";
import { featureActive } from "../../../shell/menu/visibleMenu";
import { ConfirmDialog } from "../../../ui/ConfirmDialog";
import { LinkButton } from "../../../ui/LinkButton";
import { QueryState } from "../../../ui/QueryState";
import { usePlural } from "../../../i18n/usePlural";
import { adminApi, adminKeys } from "../api";
import { useAdminTranslation } from "../i18n";

const topFolders = (items: readonly ArticleNodeView[]) =>
  items.filter((node) => node.parentId === null && node.kind === "folder");

/**
 * Sections (product-spec §2 admin panel): the knowledge base's default sections created on demand,
 * named in the language chosen (the company's by default), after a confirmation; the answer says
 * which were created, or that all existed.
 */
export function SectionsTab({ me, client }: { me: UserView; client: ClientView }) {
  const { t } = useAdminTranslation();
  const plural = usePlural();
  const queryClient = useQueryClient();
  const [lang, setLang] = useState<Language>(client.settings.lang ?? currentLanguage());
  const [confirming, setConfirming] = useState(false);
  const tree = useQuery({
    queryKey: adminKeys.sections(client._id),
    queryFn: () => adminApi.sections(client._id, me._id),
  });
  const [created, setCreated] = useState<string[] | null>(null);
  const create = useMutation({
    mutationFn: () => adminApi.createSections(lang),
    onSuccess: (answer) => {
      const before = new Set(topFolders(tree.data?.items ?? []).map((node) => node.id));
      setCreated(
        topFolders(answer.items)
          .filter((node) => !before.has(node.id))
          .map((node) => node.id),
      );
      queryClient.setQueryData(adminKeys.sections(client._id), answer);
    },
  });
  const sections = topFolders(tree.data?.items ?? []);
  const fresh = new Set(created ?? []);
  const freshNames = sections.filter((node) => fresh.has(node.id)).map((node) => node.title);
  const languageName = t(`languageNames.${lang}`);
  /** A language's name as an option of its own (capitalised: "английский" reads "Английский"). */
  const option = (code: Language) => {
    const name = t(`languageNames.${code}`);
    return name.charAt(0).toLocaleUpperCase() + name.slice(1);
  };
  return (
    <div className="admin-tab admin-narrow">
      <div>
        <h2 className="admin-tab-title">{t("sectionsTab.title")}</h2>
        <p className="admin-muted">{t("sectionsTab.intro")}</p>
      </div>
      {featureActive(client, "knowledge_base") ? null : (
        <Callout intent="warning" icon="warning-sign">
          {t("sectionsTab.featureOff")}
        </Callout>
      )}
      <div className="admin-card admin-actions-row">
        <FormGroup label={t("sectionsTab.language")} labelFor="admin-sections-lang">
          <HTMLSelect
            id="admin-sections-lang"
            value={lang}
            onChange={(event) => setLang(event.currentTarget.value as Language)}
            options={languages.map((code) => ({ value: code, label: option(code) }))}
          />
        </FormGroup>
        <Button
          intent="primary"
          icon="folder-new"
          text={t("sectionsTab.create")}
          loading={create.isPending}
          onClick={() => setConfirming(true)}
        />
      </div>
      <ConfirmDialog
        open={confirming}
        intent="primary"
        text={t("sectionsTab.confirm", { language: languageName })}
        confirmText={t("sectionsTab.create")}
        onConfirm={() => {
          setConfirming(false);
          setCreated(null);
          create.mutate();
        }}
        onClose={() => setConfirming(false)}
      />
      {create.isSuccess && created ? (
        <Callout
          intent={created.length ? "success" : "none"}
          icon={created.length ? "tick" : "info-sign"}
          role="status"
        >
          {created.length
            ? t(`sectionsTab.created_${plural(created.length)}`, {
                count: created.length,
                names: freshNames.join(", "),
              })
            : t("sectionsTab.nothing")}
        </Callout>
      ) : null}
      {create.isError ? (
        <Callout intent="danger" icon="error" title={t("sectionsTab.failed")} role="alert">
          {errorText(t, create.error)}
        </Callout>
      ) : null}
      <section className="admin-card" aria-labelledby="admin-sections-now">
        <h3 id="admin-sections-now" className="admin-card-title">
          {t("sectionsTab.current")}
        </h3>
        {tree.data ? (
          sections.length ? (
            <ul className="admin-sections">
              {sections.map((node) => (
                <li key={node.id}>
                  <Icon icon="folder-close" />
                  <span>{node.title}</span>
                  {fresh.has(node.id) ? (
                    <Tag minimal intent="success">
                      {t("sectionsTab.isNew")}
                    </Tag>
                  ) : null}
                </li>
              ))}
            </ul>
          ) : (
            <p className="admin-muted">{t("sectionsTab.none")}</p>
          )
        ) : tree.isPending ? (
          <Spinner size={24} />
        ) : (
          <QueryState query={tree} errorTitle={t("sectionsTab.loadFailed")} />
        )}
        {sections.length ? <LinkButton to="/articles/" icon="manual" text={t("sectionsTab.open")} /> : null}
      </section>
    </div>
  );
}
