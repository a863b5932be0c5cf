import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import type { components } from '../api/schema';

type Schemas = components['schemas'];

/** What each live event of GET /api/events carries. */
export interface LiveEventData {
  notification: Schemas['NotificationDto'];
  message: Schemas['MessageDto'];
}

export type LiveEventType = keyof LiveEventData;

type Handler<T extends LiveEventType> = (data: LiveEventData[T]) => void;

/** The handlers of the screens on view, by event type. */
class LiveEventHub {
  private readonly handlers = new Map<LiveEventType, Set<(data: never) => void>>();

  on<T extends LiveEventType>(type: T, handler: Handler<T>): () => void {
    const set = this.handlers.get(type) ?? new Set();
    set.add(handler as (data: never) => void);
    this.handlers.set(type, set);
    return () => set.delete(handler as (data: never) => void);
  }

  emit<T extends LiveEventType>(type: T, data: LiveEventData[T]): void {
    for (const handler of this.handlers.get(type) ?? []) (handler as Handler<T>)(data);
  }
}

const LiveEventsContext = createContext<LiveEventHub | null>(null);

/** Mounted once for a signed-in user: reads the live stream and hands its events to `useLiveEvent`. */
export function LiveEventsProvider({ children }: { children: ReactNode }) {
  const [hub] = useState(() => new LiveEventHub());
  return <LiveEventsContext.Provider value={hub}>{children}</LiveEventsContext.Provider>;
}

/** Calls `handler` with each live event of this type while the component is mounted (the latest handler, without resubscribing). */
export function useLiveEvent<T extends LiveEventType>(type: T, handler: (data: LiveEventData[T]) => void): void {
  const hub = useContext(LiveEventsContext);
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    if (!hub) return undefined;
    return hub.on(type, (data) => latest.current(data));
  }, [hub, type]);
}
