import { publishAfterWrite, type DomainEvent } from "../events";

/**
 * The adaptation's bus events, published after their write committed (ids only: the subscriber
 * reads the adaptation again). `adaptation.changed`: its steps, state or people changed, or it was
 * deleted — its timer follows (core/adaptation/subscriber.ts).
 */
export interface AdaptationEventDetails {
  "adaptation.changed": { adaptId: string };
}

export type AdaptationEventType = keyof AdaptationEventDetails;
export type AdaptationEvent = {
  [T in AdaptationEventType]: DomainEvent<T, AdaptationEventDetails[T]>;
}[AdaptationEventType];

/** The timer of these adaptations follows their change. */
export async function adaptationsChanged(clientId: string, adaptIds: string[]): Promise<void> {
  if (!adaptIds.length) return;
  await publishAfterWrite(
    adaptIds.map((adaptId): AdaptationEvent => ({
      type: "adaptation.changed",
      tenantId: clientId,
      detail: { adaptId },
    })),
  );
}
