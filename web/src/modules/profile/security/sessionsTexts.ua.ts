import type { SameShape } from "../../../i18n/types";
import type { sessionsEn } from "./sessionsTexts.en";

export const sessionsUa: SameShape<typeof sessionsEn> = {
  title: "Активні сеанси",
  employeeTitle: "Активні сеанси співробітника",
  loadError: "Не вдалося завантажити сеанси",
  none: "Немає активних сеансів",
  thisDevice: "Цей пристрій",
  unknownDevice: "Невідомий браузер",
  deviceOn: "{{browser}}, {{os}}",
  privateNetwork: "Приватна мережа",
  unknownPlace: "Місце невідоме",
  created: "Вхід: {{when}}",
  lastSeen: "Остання активність: {{when}}",
  end: "Завершити",
  endLabel: "Завершити сеанс: {{device}}",
  endOthers: "Завершити всі інші сеанси",
  confirmEnd: "Завершити цей сеанс? Пристрій вийде із системи протягом кількох секунд.",
  confirmEndOthers: "Завершити всі сеанси, крім цього? Ці пристрої вийдуть із системи протягом кількох секунд.",
  ended: "Сеанс завершено",
  endedOthers_one: "Завершено {{count}} сеанс",
  endedOthers_other: "Завершено сеансів: {{count}}",
};
