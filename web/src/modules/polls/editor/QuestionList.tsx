import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from "@dnd-kit/core";
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { Icon } from "@blueprintjs/core";
import { moveQuestion, type DraftErrors, type DraftQuestion } from "./draft";
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
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over) onChange(moveQuestion(questions, String(active.id), String(over.id)));
  };
  const set = (index: number, question: DraftQuestion) =>
    onChange(questions.map((other, at) => (at === index ? question : other)));
  const remove = (index: number) => onChange(questions.filter((_, at) => at !== index));
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={questions.map((question) => question.key)} strategy={verticalListSortingStrategy}>
        <ol className="polls-questions">
          {questions.map((question, index) => (
            <SortableQuestion
              key={question.key}
              question={question}
              index={index}
              errors={errors}
              locked={locked}
              onChange={(next) => set(index, next)}
              onRemove={questions.length > 1 ? () => remove(index) : undefined}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function SortableQuestion({
  question,
  index,
  errors,
  locked,
  onChange,
  onRemove,
}: {
  question: DraftQuestion;
  index: number;
  errors: DraftErrors;
  locked: boolean;
  onChange: (question: DraftQuestion) => void;
  onRemove?: () => void;
}) {
  const { t } = usePollsTranslation();
  const sortable = useSortable({ id: question.key, disabled: locked });
  const label = t("editor.drag", { number: index + 1 });
  return (
    <li
      ref={sortable.setNodeRef}
      className={`polls-question-item${sortable.isDragging ? " polls-question-dragging" : ""}`}
      style={{ transform: CSS.Translate.toString(sortable.transform), transition: sortable.transition }}
    >
      <QuestionCard
        question={question}
        index={index}
        errors={errors}
        locked={locked}
        onChange={onChange}
        onRemove={onRemove}
        handle={
          locked ? undefined : (
            <button
              type="button"
              ref={sortable.setActivatorNodeRef}
              className="polls-drag-handle bp6-button bp6-minimal"
              {...sortable.attributes}
              {...sortable.listeners}
              aria-label={label}
              title={label}
            >
              <Icon icon="drag-handle-vertical" />
            </button>
          )
        }
      />
    </li>
  );
}
