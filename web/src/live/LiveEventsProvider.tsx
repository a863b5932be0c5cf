import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { components } from '../api/schema';
import { notificationKeys } from '../notifications/queries';
import { LiveStream } from './live-stream';

type Schemas = components['schemas'];

/** What each live event of GET /api/events carries. */
export interface LiveEventData {
  notification: Schemas['NotificationDto'];
  message: Schemas['MessageDto'];
}

export type LiveEventType = keyof LiveEventData;

type Handler<T extends LiveEventType> = (data: LiveEventData[T]) => void;

const isLiveEventType = (type: string): type is LiveEventType => type === 'notification' || type === 'message';

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

/**
 * Mounted once for a signed-in user: keeps the live stream open while it is mounted, hands its
 * events to `useLiveEvent`, and has the notification list load again when one arrives (or when the
 * stream comes back after a break).
 */
export function LiveEventsProvider({ children }: { children: ReactNode }) {
  const [hub] = useState(() => new LiveEventHub());
  const queryClient = useQueryClient();

  useEffect(() => {
    const refreshNotifications = () => void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
    const stream = new LiveStream({
      ready: (resumed) => {
        if (resumed) refreshNotifications();
      },
      event: ({ type, data }) => {
        if (!isLiveEventType(type)) return;
        let parsed: LiveEventData[typeof type];
        try {
          parsed = JSON.parse(data) as LiveEventData[typeof type];
        } catch {
          return;
        }
        if (type === 'notification') refreshNotifications();
        hub.emit(type, parsed);
      },
    });
    stream.start();
    return () => stream.close();
  }, [hub, queryClient]);

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
