import { Callout, FormGroup, InputGroup, Spinner } from "@blueprintjs/core";
import type { RenderedTemplate } from "@intranet/contracts/notifications";
import { fillNotificationText } from "@intranet/contracts/notificationLanguages";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { errorText } from "../../../i18n/errorText";
import { adminApi, adminKeys } from "../api";
import { useAdminTranslation } from "../i18n";
import type { TemplateDraft } from "./templateTexts";

/** An HTML-safe text as the plain text a pop-up shows (tags dropped, entities read; nothing runs). */
const plainText = (html: string) => new DOMParser().parseFromString(html, "text/html").body.textContent ?? "";

/** The e-mail's frame: the mail's own HTML, sandboxed (no scripts, no forms, links inert). */
const mailDocument = (html: string) =>
  `<!doctype html><html><head><meta charset="utf-8"><style>body{margin:12px;font:14px/1.5 system-ui,sans-serif;color:#1c2127;background:#fff;overflow-wrap:anywhere}a{color:#215db0;pointer-events:none}</style></head><body>${html}</body></html>`;

/** The mail frame as tall as its mail (within bounds), so the preview has no empty box nor a second scroll bar. */
function fitToContent(frame: HTMLIFrameElement) {
  // The body's own height (the document is at least as tall as the frame); its margins around it.
  const body = frame.contentDocument?.body;
  if (body) frame.style.height = `${Math.min(Math.max(body.scrollHeight + 28, 80), 640)}px`;
}

/** Values settle for this long before the server renders them again. */
const settleMs = 400;

function useSettled<T>(value: T): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), settleMs);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

/**
 * What a recipient gets, with sample values the administrator may change: the center's title and
 * short text, the e-mail's subject and body. The saved template is rendered by the API (as people
 * receive it); unsaved text, and a built-in template in the reader's language, with the same
 * filling in the browser (contracts' `fillNotificationText`, values escaped alike).
 */
export function TemplatePreview({
  code,
  draft,
  fromServer,
  version,
  unsaved,
  samples,
  onSamples,
}: {
  code: string;
  draft: TemplateDraft;
  /** The draft is the company's saved template: the API renders it. */
  fromServer: boolean;
  /** Changes when the saved template does (its render is asked again). */
  version: string;
  /** The draft differs from the saved texts (the preview says it shows them). */
  unsaved: boolean;
  samples: Record<string, string>;
  onSamples: (samples: Record<string, string>) => void;
}) {
  const { t } = useAdminTranslation();
  const settled = useSettled(samples);
  const rendered = useQuery({
    queryKey: adminKeys.render(code, settled, version),
    queryFn: () => adminApi.renderTemplate(code, settled),
    enabled: fromServer,
    placeholderData: keepPreviousData,
  });
  const local: RenderedTemplate = {
    title: fillNotificationText(draft.title, samples),
    short: fillNotificationText(draft.short, samples),
    full: fillNotificationText(draft.full, samples),
  };
  const shown = fromServer ? rendered.data : local;
  return (
    <section className="admin-card admin-preview" aria-labelledby="admin-preview-title">
      <h3 id="admin-preview-title" className="admin-card-title">
        {t("templates.preview.title")}
      </h3>
      <fieldset className="admin-samples">
        <legend>{t("templates.preview.samples")}</legend>
        {Object.entries(samples).map(([name, value]) => (
          <FormGroup key={name} label={`{{${name}}}`} labelFor={`admin-sample-${name}`} inline className="admin-sample">
            <InputGroup
              id={`admin-sample-${name}`}
              size="small"
              value={value}
              onValueChange={(next) => onSamples({ ...samples, [name]: next })}
            />
          </FormGroup>
        ))}
      </fieldset>
      {unsaved ? <p className="admin-muted">{t("templates.preview.fromDraft")}</p> : null}
      {fromServer && rendered.isError ? (
        <Callout intent="danger" icon="error" title={t("templates.preview.failed")}>
          {errorText(t, rendered.error)}
        </Callout>
      ) : !shown ? (
        <Spinner size={24} />
      ) : (
        <>
          <div className="admin-preview-part">
            <h4 className="admin-preview-label">{t("templates.preview.short")}</h4>
            <div className="admin-preview-notice">
              <strong>{plainText(shown.title)}</strong>
              {shown.short ? <p>{plainText(shown.short)}</p> : null}
            </div>
          </div>
          <div className="admin-preview-part">
            <h4 className="admin-preview-label">{t("templates.preview.full")}</h4>
            <p className="admin-preview-subject">{plainText(shown.title)}</p>
            <iframe
              className="admin-preview-mail"
              title={t("templates.preview.emailFrame")}
              // No scripts, forms or navigation; same origin only so its height can be read.
              sandbox="allow-same-origin"
              srcDoc={mailDocument(shown.full)}
              onLoad={(event) => fitToContent(event.currentTarget)}
            />
          </div>
        </>
      )}
    </section>
  );
}
