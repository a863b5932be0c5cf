/**
 * How the server marks a step of an interactive lesson: a choice task by the index of the right
 * choice, a number task by its answer within its tolerance.
 */
export type StepCheck = { kind: 'choice'; answerIndex: number; choices: number } | { kind: 'number'; answer: number; tolerance: number };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isFiniteNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** Decimal answers typed the way they are written (0.1 + 0.2) must not miss by a rounding error. */
const RELATIVE_EPSILON = 1e-9;

function checkOf(task: unknown): StepCheck | null {
  if (!isRecord(task)) return null;
  if (task.kind === 'number') {
    if (!isFiniteNumber(task.answer)) return null;
    const tolerance = isFiniteNumber(task.tolerance) && task.tolerance >= 0 ? task.tolerance : 0;
    return { kind: 'number', answer: task.answer, tolerance };
  }
  if (task.kind !== undefined && task.kind !== 'choice') return null;
  if (!Array.isArray(task.choices) || !Number.isInteger(task.answerIndex)) return null;
  const answerIndex = task.answerIndex as number;
  return answerIndex >= 0 && answerIndex < task.choices.length ? { kind: 'choice', answerIndex, choices: task.choices.length } : null;
}

/** One entry per step of an interactive content's data, in order: its check, or null for a step without a task. */
export function stepChecksOf(contentData: unknown): Array<StepCheck | null> {
  const steps = isRecord(contentData) && Array.isArray(contentData.steps) ? contentData.steps : [];
  return steps.map((step) => (isRecord(step) ? checkOf(step.task) : null));
}

/** Whether an answer (the chosen index, or the number typed) passes a step's check. */
export function passesCheck(check: StepCheck, answer: number): boolean {
  if (!isFiniteNumber(answer)) return false;
  if (check.kind === 'choice') return answer === check.answerIndex;
  return Math.abs(answer - check.answer) <= check.tolerance + RELATIVE_EPSILON * Math.max(1, Math.abs(check.answer));
}
