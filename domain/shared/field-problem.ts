/**
 * What is wrong with one form field, as a stable code with its parameters. The domain's form rules
 * answer these, never words: the web turns them into the reader's language (web/src/i18n), and the
 * API writes its English messages from them in one place (api/common/field-problem-messages.ts).
 */
export type FieldProblem =
  // The domain's form rules.
  | { code: 'required' }
  | { code: 'tooShort'; min: number }
  | { code: 'tooLong'; max: number }
  | { code: 'usernameCharacters' }
  | { code: 'emailShape' }
  | { code: 'needsCharacter'; kind: CharacterKind }
  | { code: 'passwordsDiffer' }
  | { code: 'termsNotAccepted' }
  | { code: 'sameAsCurrentPassword' }
  | { code: 'currentPasswordWrong' }
  | { code: 'resetCodeInvalid' }
  | { code: 'notOneOf'; allowed: readonly string[] }
  | { code: 'endBeforeStart' }
  // A content's material (contentData, domain/content/content-data.ts).
  | { code: 'outOfRange'; expected: 'integer' | 'number'; min: number; max: number }
  | { code: 'answerNotAChoice'; choices: number }
  | { code: 'afterVideoEnd'; seconds: number }
  | { code: 'oneVideoSource' }
  | { code: 'duplicateId'; id: string }
  | { code: 'typeChangeNeedsContent'; type: string }
  // What a content lacks before it may be published (domain/content/content-completeness.ts).
  | { code: 'noAnsweredQuestion' }
  | { code: 'noVideoMedia' }
  | { code: 'noVideoDuration' }
  | { code: 'noSectionText' }
  | { code: 'noCheckedStep' }
  // What the API's request checks find before any rule runs.
  | { code: 'wrongType'; expected: ExpectedType }
  | { code: 'tooSmall'; min: number }
  | { code: 'tooLarge'; max: number }
  // A list's bound; the material's lists name the other bound too (`max` of tooFew, `min` of tooMany).
  | { code: 'tooFew'; min: number; max?: number }
  | { code: 'tooMany'; max: number; min?: number }
  | { code: 'badFormat' }
  // A field the form does not take; a content's material names its format and the fields it takes.
  | { code: 'notAllowed'; format?: string; allowed?: readonly string[] }
  | { code: 'invalid' };

/** The kinds of character a password must hold at least one of. */
export type CharacterKind = 'uppercase' | 'lowercase' | 'digit' | 'special';

export type ExpectedType = 'text' | 'integer' | 'number' | 'boolean' | 'list' | 'object';

export type FieldProblemCode = FieldProblem['code'];

/** The problem of each field that has one; an empty object means the form is valid. */
export type FieldProblems = Record<string, FieldProblem>;

/** Every code, for documents and checks that list them. */
export const FIELD_PROBLEM_CODES = [
  'required',
  'tooShort',
  'tooLong',
  'usernameCharacters',
  'emailShape',
  'needsCharacter',
  'passwordsDiffer',
  'termsNotAccepted',
  'sameAsCurrentPassword',
  'currentPasswordWrong',
  'resetCodeInvalid',
  'notOneOf',
  'endBeforeStart',
  'outOfRange',
  'answerNotAChoice',
  'afterVideoEnd',
  'oneVideoSource',
  'duplicateId',
  'typeChangeNeedsContent',
  'noAnsweredQuestion',
  'noVideoMedia',
  'noVideoDuration',
  'noSectionText',
  'noCheckedStep',
  'wrongType',
  'tooSmall',
  'tooLarge',
  'tooFew',
  'tooMany',
  'badFormat',
  'notAllowed',
  'invalid',
] as const satisfies readonly FieldProblemCode[];

// The list above names every code of the union (the compiler refuses this line otherwise).
const everyCodeListed: [Exclude<FieldProblemCode, (typeof FIELD_PROBLEM_CODES)[number]>] extends [never] ? true : false = true;
void everyCodeListed;

/** Keeps the fields that have a problem. */
export function fieldProblems(checks: Array<[field: string, problem: FieldProblem | null]>): FieldProblems {
  const problems: FieldProblems = {};
  for (const [field, problem] of checks) if (problem !== null) problems[field] = problem;
  return problems;
}
