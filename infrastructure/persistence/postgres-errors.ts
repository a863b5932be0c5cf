const UNIQUE_VIOLATION = '23505';
const CHECK_VIOLATION = '23514';

function codeOf(error: unknown): string | undefined {
  const candidate = error as { code?: string; driverError?: { code?: string } };
  return candidate?.driverError?.code ?? candidate?.code;
}

export function constraintOf(error: unknown): string | undefined {
  const candidate = error as { constraint?: string; driverError?: { constraint?: string } };
  return candidate?.driverError?.constraint ?? candidate?.constraint;
}

export const isUniqueViolation = (error: unknown) => codeOf(error) === UNIQUE_VIOLATION;
export const isCheckViolation = (error: unknown) => codeOf(error) === CHECK_VIOLATION;
