import type { DirectoryPersonView } from "@intranet/contracts/addressBook";
import type { DirectoryCardRecord } from "../audiences";

export function personView(card: DirectoryCardRecord): DirectoryPersonView {
  const optional = {
    middleName: card.middleName,
    avatar: card.avatar,
    position: card.position,
    department: card.department,
    deptId: card.deptId,
    phone: card.phone,
    internalPhone: card.internalPhone,
    city: card.city,
    office: card.office,
    statusText: card.statusText,
  };
  return {
    _id: card.userId,
    firstName: card.firstName,
    lastName: card.lastName,
    email: card.email,
    pinned: card.pinned,
    ...Object.fromEntries(Object.entries(optional).filter(([, value]) => value)),
  };
}
