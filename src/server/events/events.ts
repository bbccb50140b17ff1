/**
 * Domain events: what one module announces and others react to (an order paid, a status changed,
 * a user followed). The emitting module defines its events in its public file with `defineEvent`;
 * subscribers declare handlers in their manifest with `on`. Payloads are plain JSON (kobo as
 * strings), because a durable event waits in the job queue as JSON.
 */
export type DomainEvent<P extends object> = { readonly name: string; readonly _payload?: P };

/** What an event carries, for the handlers that take it. */
export type PayloadOf<E> = E extends DomainEvent<infer P> ? P : never;

export const defineEvent = <P extends object>(name: string): DomainEvent<P> => ({ name });

/** A reaction to one event; `Uses` is what the handler acts through (its module declares it). */
export type EventHandler<Uses = never> = {
  event: string;
  /** Who reacts, unique per event: names the handler's queue (`<event>--<subscriber>`). */
  subscriber: string;
  handle: (payload: never, services: Uses) => Promise<void>;
};

/** A module's reaction to an event, run after the publisher's transaction commits. */
export function on<P extends object, Uses>(
  event: DomainEvent<P>,
  subscriber: string,
  handle: (payload: P, services: Uses) => Promise<void>,
): EventHandler<Uses> {
  return { event: event.name, subscriber, handle: handle as EventHandler<Uses>['handle'] };
}

export type Publish = <P extends object>(event: DomainEvent<P>, payload: P) => Promise<void>;
