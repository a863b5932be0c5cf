import { createContext, useContext } from 'react';

/** What the teacher's tabs share: who the teacher is. */
export interface TeacherContextValue {
  userId: number;
}

export const TeacherContext = createContext<TeacherContextValue>({ userId: 0 });

export const useTeacher = () => useContext(TeacherContext);
