/**
 * The EventBridge bus of domain events, made before the Lambdas that publish to it: the WebSocket
 * routes announce presence, and the bus's subscribers (stacks/events.ts) push to the WebSocket API.
 */
export function eventBus() {
  return { bus: new sst.aws.Bus("Bus") };
}
