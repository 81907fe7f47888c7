import type { EmployeeStatus } from "../users/schemas";

type Lang = "en" | "ru" | "ua";

/** The Excel files' texts in the reader's language (the server writes them; the SPA only downloads). */
export const addressBookExportTexts: Record<
  Lang,
  {
    sheet: string;
    columns: {
      name: string;
      position: string;
      department: string;
      email: string;
      phone: string;
      internalPhone: string;
      city: string;
      office: string;
      status: string;
    };
    statuses: Record<EmployeeStatus, string>;
  }
> = {
  en: {
    sheet: "Employees",
    columns: {
      name: "Name",
      position: "Position",
      department: "Department",
      email: "Email",
      phone: "Phone",
      internalPhone: "Internal phone",
      city: "City",
      office: "Office",
      status: "Status",
    },
    statuses: { active: "Active", fired: "Fired", deleted: "Deleted" },
  },
  ru: {
    sheet: "Сотрудники",
    columns: {
      name: "ФИО",
      position: "Должность",
      department: "Подразделение",
      email: "Email",
      phone: "Телефон",
      internalPhone: "Внутренний телефон",
      city: "Город",
      office: "Офис",
      status: "Статус",
    },
    statuses: { active: "Работает", fired: "Уволен", deleted: "Удалён" },
  },
  ua: {
    sheet: "Співробітники",
    columns: {
      name: "ПІБ",
      position: "Посада",
      department: "Підрозділ",
      email: "Email",
      phone: "Телефон",
      internalPhone: "Внутрішній телефон",
      city: "Місто",
      office: "Офіс",
      status: "Статус",
    },
    statuses: { active: "Працює", fired: "Звільнений", deleted: "Видалений" },
  },
};
