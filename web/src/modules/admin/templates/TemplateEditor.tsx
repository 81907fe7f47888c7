import { Button, Callout, Tag } from "@blueprintjs/core";
import type { UserView } from "@intranet/contracts";
import {
  undeclaredPlaceholders,
  type NotificationTemplateList,
  type NotificationTemplateView,
} from "@intranet/contracts/notifications";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { errorText } from "../../../i18n/errorText";
import { usePersonName } from "../../../shared/usePersonName";
import { ConfirmDialog } from "../../../ui/ConfirmDialog";
import { showToast } from "../../../ui/toast";
import { adminApi, adminKeys } from "../api";
import { useAdminTranslation } from "../i18n";
import { TemplateFields } from "./TemplateFields";
import { TemplateTag } from "./TemplateList";
import { TemplatePreview } from "./TemplatePreview";
import { startingTexts, useTemplateLanguage, useTemplateName, type TemplateDraft } from "./templateTexts";

const same = (a: TemplateDraft, b: TemplateDraft) => a.title === b.title && a.short === b.short && a.full === b.full;

/**
 * Sample values: the reader as the recipient, the portal as the link, each other variable by its
 * name; what the administrator types replaces them (the defaults follow the language until then).
 */
function useSamples(me: UserView, variables: readonly string[]) {
  const name = usePersonName();
  const [typed, setTyped] = useState<Record<string, string>>({});
  const recipient = name(me);
  const samples = useMemo(
    () => ({
      ...Object.fromEntries(variables.map((variable) => [variable, `[${variable}]`])),
      recipient,
      link: `${window.location.origin}/`,
      ...typed,
    }),
    [variables, recipient, typed],
  );
  return [samples, setTyped] as const;
}

/**
 * One template's editor: its texts with the variables as chips, a live preview, save (a built-in
 * template becomes the company's version of it) and "reset to default" (the company's version of a
 * built-in one deleted, after a confirmation). Leaving with unsaved text asks first.
 */
export function TemplateEditor({
  template,
  me,
  onClose,
}: {
  template: NotificationTemplateView;
  me: UserView;
  onClose: () => void;
}) {
  const { t } = useAdminTranslation();
  const queryClient = useQueryClient();
  const language = useTemplateLanguage();
  const name = useTemplateName()(template);
  const [base, setBase] = useState(() => startingTexts(template, language));
  const [draft, setDraft] = useState(base);
  // A built-in template not edited yet follows the reader's language (its texts are in each one).
  const [shownIn, setShownIn] = useState(language);
  if (shownIn !== language) {
    setShownIn(language);
    if (template.builtin && same(draft, base)) {
      const texts = startingTexts(template, language);
      setBase(texts);
      setDraft(texts);
    }
  }
  const [samples, setSamples] = useSamples(me, template.variables);
  const [submitted, setSubmitted] = useState(false);
  const [asking, setAsking] = useState<"reset" | "leave" | null>(null);
  const dirty = !same(draft, base);
  const unknown = undeclaredPlaceholders({ ...draft, variables: template.variables });
  const errors = submitted
    ? {
        title: draft.title.trim() ? undefined : t("templates.required"),
        variables: unknown.length ? t("templates.undeclared", { names: unknown.join(", ") }) : undefined,
      }
    : {};

  /** The list shows the saved template at once (a built-in one is now the company's version). */
  const replaceInList = (saved: NotificationTemplateView) =>
    queryClient.setQueryData<NotificationTemplateList>(adminKeys.templates, (list) =>
      list ? { items: list.items.map((item) => (item.code === saved.code ? saved : item)) } : list,
    );
  const save = useMutation({
    mutationFn: () => adminApi.saveTemplate({ code: template.code, ...draft }),
    onSuccess: (saved) => {
      const texts = { title: saved.title, short: saved.short, full: saved.full };
      setBase(texts);
      setDraft(texts);
      setSubmitted(false);
      replaceInList(saved);
      void showToast(t("templates.saved", { name }));
    },
  });
  const reset = useMutation({
    mutationFn: () => adminApi.resetTemplate(template.code),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: adminKeys.templates });
      void showToast(t("templates.resetDone", { name }));
      onClose();
    },
  });
  const submit = () => {
    setSubmitted(true);
    if (!draft.title.trim() || unknown.length) return;
    save.mutate();
  };
  const failure = save.error ?? reset.error;
  return (
    <div className="admin-tab">
      <div className="admin-editor-top">
        <Button
          variant="minimal"
          icon="arrow-left"
          text={t("templates.back")}
          onClick={() => (dirty ? setAsking("leave") : onClose())}
        />
      </div>
      <div className="admin-editor-head">
        <h2 className="admin-tab-title">{name}</h2>
        <TemplateTag template={template} />
        {dirty ? (
          <Tag minimal intent="primary" icon="edit">
            {t("templates.unsaved")}
          </Tag>
        ) : null}
      </div>
      <p className="admin-muted">
        {t("templates.code")}: <code className="admin-code">{template.code}</code>
      </p>
      {template.builtin || template.overridesBuiltin ? (
        <Callout icon="translate" className="admin-note">
          {t(template.builtin ? "templates.overrideNote" : "templates.changedNote")}
        </Callout>
      ) : null}
      <div className="admin-editor">
        <div className="admin-card">
          <TemplateFields draft={draft} variables={template.variables} errors={errors} onChange={setDraft} />
          {failure ? (
            <Callout intent="danger" icon="error" role="alert" className="admin-note">
              {errorText(t, failure)}
            </Callout>
          ) : null}
          <div className="admin-editor-actions">
            <Button
              intent="primary"
              icon="floppy-disk"
              text={t("templates.save")}
              loading={save.isPending}
              disabled={!dirty}
              onClick={submit}
            />
            {dirty ? <Button icon="undo" text={t("templates.discard")} onClick={() => setDraft(base)} /> : null}
            {!template.builtin && template.overridesBuiltin ? (
              <Button
                intent="danger"
                variant="outlined"
                icon="reset"
                text={t("templates.reset")}
                loading={reset.isPending}
                onClick={() => setAsking("reset")}
              />
            ) : null}
          </div>
        </div>
        <TemplatePreview
          code={template.code}
          draft={draft}
          fromServer={!template.builtin && !dirty}
          version={template.updatedAt ?? template.createdAt ?? template._id}
          unsaved={dirty}
          samples={samples}
          onSamples={setSamples}
        />
      </div>
      <ConfirmDialog
        open={asking === "reset"}
        text={t("templates.resetConfirm", { name })}
        confirmText={t("templates.reset")}
        onConfirm={() => {
          setAsking(null);
          reset.mutate();
        }}
        onClose={() => setAsking(null)}
      />
      <ConfirmDialog
        open={asking === "leave"}
        text={t("templates.leaveConfirm", { name })}
        confirmText={t("templates.discard")}
        onConfirm={() => {
          setAsking(null);
          onClose();
        }}
        onClose={() => setAsking(null)}
      />
    </div>
  );
}
