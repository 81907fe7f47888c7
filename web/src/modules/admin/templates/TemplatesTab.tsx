import type { UserView } from "@intranet/contracts";
import { useQuery } from "@tanstack/react-query";
import { useSearchParams } from "react-router-dom";
import { QueryState } from "../../../ui/QueryState";
import { adminApi, adminKeys } from "../api";
import { useAdminTranslation } from "../i18n";
import { TemplateEditor } from "./TemplateEditor";
import { TemplateList } from "./TemplateList";

/**
 * Notification templates (product-spec §2 admin panel, §3 Notification template): the company's
 * and the built-in ones, each edited on its own screen (`?tab=templates&code=…`, so it can be
 * linked to and reloaded).
 */
export function TemplatesTab({ me }: { me: UserView }) {
  const { t } = useAdminTranslation();
  const [params, setParams] = useSearchParams();
  const code = params.get("code");
  const list = useQuery({ queryKey: adminKeys.templates, queryFn: adminApi.templates });
  const open = (next: string | null) =>
    setParams((current) => {
      const address = new URLSearchParams(current);
      if (next) address.set("code", next);
      else address.delete("code");
      return address;
    });
  if (!list.data) return <QueryState query={list} errorTitle={t("templates.loadFailed")} />;
  const template = code ? list.data.items.find((item) => item.code === code) : undefined;
  if (template) return <TemplateEditor key={template.code} template={template} me={me} onClose={() => open(null)} />;
  return (
    <div className="admin-tab">
      <div>
        <h2 className="admin-tab-title">{t("templates.title")}</h2>
        <p className="admin-muted">{t("templates.intro")}</p>
      </div>
      <TemplateList templates={list.data.items} onOpen={open} />
    </div>
  );
}
