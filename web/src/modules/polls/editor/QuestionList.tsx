import { SortableList } from "../../../ui/SortableList";
import type { DraftErrors, DraftQuestion } from "./draft";
import { QuestionCard } from "./QuestionCard";
import { usePollsTranslation } from "../i18n";

interface QuestionListProps {
  questions: DraftQuestion[];
  errors: DraftErrors;
  locked: boolean;
  onChange: (questions: DraftQuestion[]) => void;
}

/** The questions in their order, each dragged by its handle (mouse, touch, or the keyboard: space, arrows, space). */
export function QuestionList({ questions, errors, locked, onChange }: QuestionListProps) {
  const { t } = usePollsTranslation();
  const set = (index: number, question: DraftQuestion) =>
    onChange(questions.map((other, at) => (at === index ? question : other)));
  const remove = (index: number) => onChange(questions.filter((_, at) => at !== index));
  return (
    <SortableList
      items={questions}
      keyOf={(question) => question.key}
      onReorder={onChange}
      disabled={locked}
      handleLabel={(index) => t("editor.drag", { number: index + 1 })}
      renderItem={(question, index, handle) => (
        <QuestionCard
          question={question}
          index={index}
          errors={errors}
          locked={locked}
          onChange={(next) => set(index, next)}
          onRemove={questions.length > 1 ? () => remove(index) : undefined}
          handle={handle}
        />
      )}
    />
  );
}
