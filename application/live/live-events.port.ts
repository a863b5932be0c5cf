/** Something new for some people: a notification or a message, by its id. */
export interface LiveSignal {
  kind: 'notification' | 'message';
  id: number;
  userIds: number[];
}

/**
 * Tells every instance, its own included, what was committed for whom, so each can push it to the
 * streams it holds. A signal may be lost (an instance restarting): a stream catches up from the
 * database when it reconnects, so the signal only saves the wait.
 */
export interface LiveEvents {
  publish(signals: readonly LiveSignal[]): Promise<void>;
  /** Answers the function that stops listening. */
  subscribe(listener: (signals: LiveSignal[]) => void): () => void;
  close(): Promise<void>;
}
