/** The services module's door (docs/modules/services.md). */
export { inDepartment, managesServices, serviceCan } from "./access";
export { catalogue, listGroups, listTemplates, servicesByArticle } from "./catalogue";
export { type CatalogueCopied, copyCatalogue } from "./copy";
export { servicesEntities } from "./entities";
export { type ServiceEvent, type ServiceEventDetails, serviceEventTypes } from "./events";
// Registers the "serviceOrders" exporter (functions/exporters.ts imports the door for it).
export { startOrdersExport } from "./export";
export { getRequest, requestFileUrl } from "./get";
export { createGroup, deleteGroup, updateGroup } from "./groups";
export { inbox, inboxCount, runnedRequests, serviceOrders } from "./lists";
export { passStep } from "./pass-step";
export { type ServiceRecord } from "./service.entity";
export { type ServiceRequestRecord } from "./request.entity";
export {
  addStep,
  convertService,
  createService,
  deleteService,
  getService,
  removeStep,
  updateService,
  updateStep,
} from "./services";
export { servicesSearchSource } from "./search-source";
export { startRequest } from "./start";
export { handleServiceEvent } from "./subscriber";
export { runRequestTimer, scheduleRequestTimer } from "./timers";
