import type { Actor } from "@intranet/contracts";
import type { ExportView } from "@intranet/contracts/exports";
import type { Field, FieldValue, OrdersQuery, RequestStatus } from "@intranet/contracts/services";
import { personName } from "@intranet/contracts/users";
import { registerExporter, startExport } from "../exports";
import { AppError } from "../platform";
import { findUser, getUsers } from "../users";
import { serviceOrderRecords } from "./lists";
import type { ServiceRequestRecord } from "./request.entity";
import { serviceFor } from "./store";
import { canOf, fieldsOf } from "./views";
import { currentStep, valuesOf } from "./request-views";

const langs = ["en", "ru", "ua"] as const;
type Lang = (typeof langs)[number];
const texts: Record<
  Lang,
  { sheet: string; columns: [string, string, string, string, string]; status: Record<RequestStatus, string> }
> = {
  en: {
    sheet: "Orders",
    columns: ["Number", "Ordered at", "Initiator", "Status", "Current step"],
    status: {
      in_progress: "In progress",
      review: "Under review",
      done: "Done",
      rejected: "Declined",
      withdrawn: "Withdrawn",
    },
  },
  ru: {
    sheet: "Заявки",
    columns: ["Номер", "Дата заявки", "Заявитель", "Статус", "Текущий этап"],
    status: {
      in_progress: "В работе",
      review: "На доработке",
      done: "Выполнена",
      rejected: "Отклонена",
      withdrawn: "Отозвана",
    },
  },
  ua: {
    sheet: "Заявки",
    columns: ["Номер", "Дата заявки", "Заявник", "Статус", "Поточний етап"],
    status: {
      in_progress: "У роботі",
      review: "На доопрацюванні",
      done: "Виконана",
      rejected: "Відхилена",
      withdrawn: "Відкликана",
    },
  },
};

/** What the export needs, fixed when it starts (who may export was checked then: its department and admins). */
interface OrdersExportParams {
  serviceId: string;
  lang: Lang;
  query: Omit<OrdersQuery, "cursor" | "limit">;
  fields: Array<Pick<Field, "id" | "name" | "type">>;
}

const cell = (value: FieldValue | undefined): string | number | null => {
  if (value === undefined) return null;
  if (Array.isArray(value)) return value.join("; ");
  if (typeof value === "object") return `${value.from} – ${value.to}`;
  if (typeof value === "boolean") return value ? "✓" : "";
  return value;
};

/** The service's orders page by page: the records themselves (values included), one Query a page. */
async function* orderRows({ clientId, params }: { clientId: string; params: OrdersExportParams }) {
  let cursor: string | null = null;
  do {
    const page: { items: ServiceRequestRecord[]; cursor: string | null } = await serviceOrderRecords(
      clientId,
      params.serviceId,
      { ...params.query, limit: 100, ...(cursor ? { cursor } : {}) },
    );
    const people = new Map(
      (await getUsers(clientId, [...new Set(page.items.map((item) => item.initiatorId))])).map((user) => [
        user.userId,
        user,
      ]),
    );
    yield page.items.map((request) => {
      const person = people.get(request.initiatorId);
      const values = valuesOf(request);
      return [
        request.number,
        request.createdAt,
        person ? personName(person, params.lang) : request.initiatorId,
        texts[params.lang].status[request.status],
        currentStep(request)?.name ?? "",
        ...params.fields.map((field) => cell(values[field.id])),
      ];
    });
    cursor = page.cursor;
  } while (cursor);
}

registerExporter<OrdersExportParams>({
  kind: "serviceOrders",
  sheetName: (params) => texts[params.lang].sheet,
  columns: (params) => [
    ...texts[params.lang].columns.map((header) => ({ header, width: 20 })),
    ...params.fields.map((field) => ({ header: field.name, width: 28 })),
  ],
  rows: orderRows,
});

/** GET /api/bp/orders/{id}/excel: the service's orders (its department and admins), same filters. */
export async function startOrdersExport(actor: Actor, serviceId: string, query: OrdersQuery): Promise<ExportView> {
  const { clientId, service, profile } = await serviceFor(actor, serviceId);
  if (!canOf(actor, profile, service).orders) throw new AppError("services.not_found");
  const requester = await findUser(clientId, actor.userId);
  const lang = langs.find((candidate) => candidate === requester?.lang) ?? "en";
  const { cursor: _cursor, limit: _limit, ...filters } = query;
  const params: OrdersExportParams = {
    serviceId,
    lang,
    query: filters,
    fields: fieldsOf(service).map(({ id, name, type }) => ({ id, name, type })),
  };
  return startExport(
    actor,
    "serviceOrders",
    params,
    `orders-${serviceId}-${new Date().toISOString().slice(0, 10)}.xlsx`,
  );
}
