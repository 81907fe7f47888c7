import type { structureErrors } from "@intranet/contracts/structure";
import type { ErrorTexts } from "../../../i18n/types";

export const errors: ErrorTexts<typeof structureErrors> = {
  "structure.name_required": "Укажите название подразделения",
  "structure.not_found": "Подразделение не найдено",
  "structure.parent_not_found": "Родительское подразделение не найдено в этой структуре",
  "structure.root_exists": "У этой структуры уже есть корневое подразделение",
  "structure.move_into_itself": "Подразделение нельзя переместить в само себя",
  "structure.move_into_child": "Подразделение нельзя переместить в его собственное дочернее подразделение",
  "structure.root_cannot_move": "Корневое подразделение нельзя переместить",
  "structure.root_cannot_be_deleted": "Корневое подразделение нельзя удалить",
  "structure.has_employees": "Подразделение с сотрудниками нельзя удалить",
  "structure.has_children": "Подразделение с дочерними подразделениями нельзя удалить",
  "structure.head_not_member": "Руководителем может быть только сотрудник этого подразделения",
  "structure.user_not_active": "В подразделение можно добавить только действующих сотрудников компании",
  "structure.too_many_departments": "В структуре может быть не больше {{max}} подразделений",
};
