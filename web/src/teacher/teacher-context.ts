import { createContext, useContext } from 'react';

/** What the teacher's tabs share: a version that grows when something changed (content saved or deleted). */
export interface TeacherContextValue {
  userId: number;
  version: number;
  /** Reloads the header and every tab's figures. */
  refresh(): void;
}

export const TeacherContext = createContext<TeacherContextValue>({ userId: 0, version: 0, refresh: () => undefined });

export const useTeacher = () => useContext(TeacherContext);
