import { Button, Checkbox, InputGroup } from "@blueprintjs/core";
import { taskLimits, type ChecklistItemView, type TaskView } from "@intranet/contracts/taskTracker";
import { useState } from "react";
import { useTrackerTranslation } from "../i18n";

/**
 * A task's checklist: an item ticked on its own (PUT …/checklist/{item}, no revision); items added,
 * edited (on leaving the box) and removed by saving the whole list (PUT /api/task/{id} `checklist`).
 */
export function Checklist({
  task,
  canEdit,
  canTick,
  onTick,
  onSave,
}: {
  task: TaskView;
  canEdit: boolean;
  canTick: boolean;
  onTick: (item: ChecklistItemView, done: boolean) => void;
  onSave: (items: Array<{ id?: string; text: string; done: boolean }>) => Promise<boolean>;
}) {
  const { t } = useTrackerTranslation();
  const items = task.checklistItems;
  const [adding, setAdding] = useState("");
  const [texts, setTexts] = useState<Record<string, string>>({});
  const done = items.filter((item) => item.done).length;
  const list = () => items.map(({ id, text, done: ticked }) => ({ id, text, done: ticked }));
  const add = async () => {
    const text = adding.trim();
    if (!text) return;
    if (await onSave([...list(), { text, done: false }])) setAdding("");
  };
  const commit = (item: ChecklistItemView) => {
    const text = texts[item.id]?.trim();
    if (text === undefined || text === item.text) return;
    setTexts(({ [item.id]: _gone, ...rest }) => rest);
    if (!text) return;
    void onSave(list().map((other) => (other.id === item.id ? { ...other, text } : other)));
  };
  return (
    <section className="tt-section" aria-labelledby="tt-checklist-title">
      <h3 id="tt-checklist-title" className="tt-section-title">
        {t("task.checklist")}
        {items.length ? (
          <span className="tt-muted tt-section-count">
            {t("task.checklistProgress", { done, total: items.length })}
          </span>
        ) : null}
      </h3>
      {items.length ? (
        <ul className="tt-checklist">
          {items.map((item, index) => (
            <li key={item.id} className={item.done ? "tt-check-done" : undefined}>
              <Checkbox
                checked={item.done}
                disabled={!canTick}
                aria-label={item.text}
                onChange={(event) => onTick(item, event.currentTarget.checked)}
                className="tt-check-box"
              />
              {canEdit ? (
                <>
                  <InputGroup
                    aria-label={t("task.itemText", { index: index + 1 })}
                    value={texts[item.id] ?? item.text}
                    maxLength={taskLimits.checklistTextMax}
                    onValueChange={(value) => setTexts((current) => ({ ...current, [item.id]: value }))}
                    onBlur={() => commit(item)}
                    onKeyDown={(event) => {
                      if (event.key === "Enter") {
                        event.preventDefault();
                        commit(item);
                      }
                    }}
                    className="tt-check-text"
                  />
                  <Button
                    variant="minimal"
                    size="small"
                    icon="cross"
                    aria-label={t("task.removeItem", { index: index + 1 })}
                    title={t("task.removeItem", { index: index + 1 })}
                    onClick={() => void onSave(list().filter((other) => other.id !== item.id))}
                  />
                </>
              ) : (
                <span className="tt-check-text">{item.text}</span>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      {canEdit && items.length < taskLimits.checklistMax ? (
        <form
          className="tt-inline-form"
          onSubmit={(event) => {
            event.preventDefault();
            void add();
          }}
        >
          <InputGroup
            aria-label={t("task.newItem")}
            placeholder={t("task.newItem")}
            value={adding}
            maxLength={taskLimits.checklistTextMax}
            onValueChange={setAdding}
          />
          <Button type="submit" icon="plus" text={t("task.addItem")} />
        </form>
      ) : null}
    </section>
  );
}
