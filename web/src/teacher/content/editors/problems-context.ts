import { createContext, useContext } from 'react';

/** The words of the problem at a material path ('contentData.questions[0].prompt'), when it has one to show. */
export type ProblemAt = (path: string) => string | undefined;

export const ProblemsContext = createContext<ProblemAt>(() => undefined);

export const useProblem = (path: string): string | undefined => useContext(ProblemsContext)(path);

export const useProblems = (): ProblemAt => useContext(ProblemsContext);
