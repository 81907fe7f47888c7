/** The events module's door: what other modules and packages may use. */
export { type DomainEvent, EVENT_SOURCE, type EventBusPort, eventBus, useEventBus } from "./bus";
export { publishAfterWrite } from "./after-write";
