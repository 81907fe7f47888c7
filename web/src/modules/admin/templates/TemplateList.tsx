import { Button, InputGroup, NonIdealState, Tag } from "@blueprintjs/core";
import type { NotificationTemplateView } from "@intranet/contracts/notifications";
import { useState } from "react";
import { useAdminTranslation } from "../i18n";
import { groupOf, templateGroups, startingTexts, useTemplateLanguage, useTemplateName } from "./templateTexts";

/** A template's kind as a tag: built in, the company's version of a built-in one, or the company's own. */
export function TemplateTag({ template }: { template: NotificationTemplateView }) {
  const { t } = useAdminTranslation();
  if (template.builtin) return <Tag minimal>{t("templates.builtin")}</Tag>;
  if (template.overridesBuiltin)
    return (
      <Tag minimal intent="warning">
        {t("templates.changed")}
      </Tag>
    );
  return (
    <Tag minimal intent="primary">
      {t("templates.custom")}
    </Tag>
  );
}

/**
 * The templates grouped by what they notify about (the sections of the notification settings; the
 * company's own last), by name in the reader's language within a group, found by name, code or
 * title; each opens its editor.
 */
export function TemplateList({
  templates,
  onOpen,
}: {
  templates: NotificationTemplateView[];
  onOpen: (code: string) => void;
}) {
  const { t } = useAdminTranslation();
  const language = useTemplateLanguage();
  const name = useTemplateName();
  const [search, setSearch] = useState("");
  const term = search.trim().toLowerCase();
  const rows = templates
    .map((template) => ({ template, name: name(template), title: startingTexts(template, language).title }))
    .filter(
      (row) => !term || [row.name, row.template.code, row.title].some((text) => text.toLowerCase().includes(term)),
    )
    .sort((a, b) => a.name.localeCompare(b.name, language === "ua" ? "uk" : language));
  const groups = templateGroups
    .map((group) => ({ group, rows: rows.filter((row) => groupOf(row.template.code) === group) }))
    .filter((entry) => entry.rows.length);
  return (
    <>
      <InputGroup
        type="search"
        leftIcon="search"
        className="admin-search"
        aria-label={t("templates.search")}
        placeholder={t("templates.search")}
        value={search}
        onValueChange={setSearch}
      />
      {groups.length ? (
        groups.map(({ group, rows: inGroup }) => (
          <section key={group} className="admin-template-group" aria-labelledby={`admin-templates-${group}`}>
            <h3 id={`admin-templates-${group}`} className="admin-group-title">
              {t(`templates.groups.${group}`)}
            </h3>
            <ul className="admin-templates">
              {inGroup.map(({ template, name: shownName, title }) => (
                <li key={template.code} className="admin-template">
                  <div className="admin-template-main">
                    <div className="admin-template-head">
                      <span className="admin-template-name">{shownName}</span>
                      <TemplateTag template={template} />
                    </div>
                    <p className="admin-muted admin-template-title">{title}</p>
                    <code className="admin-code">{template.code}</code>
                  </div>
                  <Button
                    icon="edit"
                    text={t("templates.edit")}
                    aria-label={`${t("templates.edit")}: ${shownName}`}
                    onClick={() => onOpen(template.code)}
                  />
                </li>
              ))}
            </ul>
          </section>
        ))
      ) : (
        <NonIdealState
          className="admin-empty"
          icon="search"
          title={term ? t("templates.noMatch", { text: search.trim() }) : t("templates.empty")}
        />
      )}
    </>
  );
}
