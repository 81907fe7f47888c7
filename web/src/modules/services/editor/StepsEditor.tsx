import { Button, Callout, Card, Checkbox, FormGroup, HTMLSelect, InputGroup, NumericInput } from "@blueprintjs/core";
import { serviceLimits } from "@intranet/contracts/services";
import { SortableList } from "../../../ui/SortableList";
import { useServicesTranslation } from "../i18n";
import { PeopleInput } from "../order/FieldInputs";
import { newStep, type StepDraft } from "./draft";
import { ItemTools } from "./ItemTools";
import { RoutePicture } from "./RoutePicture";

/** The route: its picture, then each step (≤ 5), reordered by dragging its handle, removed with its button. */
export function StepsEditor({
  steps,
  stepsMax,
  client,
  error,
  onChange,
}: {
  steps: StepDraft[];
  /** 1 for a simple service. */
  stepsMax: number;
  client: string;
  error: string | undefined;
  onChange: (steps: StepDraft[]) => void;
}) {
  const { t } = useServicesTranslation();
  const setStep = (index: number, patch: Partial<StepDraft>) =>
    onChange(steps.map((step, at) => (at === index ? { ...step, ...patch } : step)));
  return (
    <section aria-labelledby="service-steps-title">
      <h2 id="service-steps-title" className="services-section-title">
        {t("editor.steps")}
      </h2>
      <RoutePicture names={steps.map((step, index) => step.name || t("editor.step", { number: index + 1 }))} />
      {error ? <Callout intent="danger">{error}</Callout> : null}
      <SortableList
        items={steps}
        keyOf={(step) => step.key}
        onReorder={onChange}
        handleLabel={(index) => t("editor.dragStep", { number: index + 1 })}
        renderItem={(step, index, handle) => (
          <Card className="services-editor-item" role="group" aria-label={t("editor.step", { number: index + 1 })}>
            <FormGroup label={t("editor.stepName")} labelFor={`step-name-${step.key}`}>
              <InputGroup
                id={`step-name-${step.key}`}
                value={step.name}
                maxLength={serviceLimits.nameMax}
                onValueChange={(name) => setStep(index, { name })}
              />
            </FormGroup>
            <FormGroup label={t("editor.performer")} labelFor={`step-kind-${step.key}`}>
              <HTMLSelect
                id={`step-kind-${step.key}`}
                value={step.kind}
                onChange={(event) => setStep(index, { kind: event.target.value as StepDraft["kind"], people: [] })}
              >
                {(["initiator", "chief", "user", "users"] as const).map((kind) => (
                  <option key={kind} value={kind}>
                    {t(`editor.performers.${kind}`)}
                  </option>
                ))}
              </HTMLSelect>
            </FormGroup>
            {step.kind === "user" || step.kind === "users" ? (
              <PeopleInput
                client={client}
                label={t("editor.performer")}
                ids={step.people}
                single={step.kind === "user"}
                onChange={(people) => setStep(index, { people: people.slice(0, serviceLimits.performersMax) })}
              />
            ) : null}
            <Checkbox
              checked={step.review}
              label={t("editor.review")}
              onChange={(event) => setStep(index, { review: event.currentTarget.checked })}
            />
            <FormGroup label={t("editor.stepDayLimit")} labelFor={`step-days-${step.key}`}>
              <NumericInput
                id={`step-days-${step.key}`}
                min={0}
                max={serviceLimits.dayLimitMax}
                value={step.dayLimit}
                onValueChange={(value) =>
                  setStep(index, { dayLimit: Number.isFinite(value) ? Math.max(0, Math.trunc(value)) : 0 })
                }
              />
            </FormGroup>
            <ItemTools
              handle={handle}
              removeLabel={t("editor.removeStep", { number: index + 1 })}
              onRemove={() => onChange(steps.filter((_, at) => at !== index))}
            />
          </Card>
        )}
      />
      <Button
        icon="plus"
        text={t("editor.addStep")}
        disabled={steps.length >= stepsMax}
        onClick={() => onChange([...steps, newStep()])}
      />
    </section>
  );
}
