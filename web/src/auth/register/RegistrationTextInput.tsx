import { useInput } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { OutlinedTextField } from '../../components/OutlinedTextField';
import { PasswordField } from '../../components/PasswordField';
import type { RegistrationTextField } from './registration-form';
import { registerTexts } from '../../i18n/register';

/** A field's problem as react-admin's form resolver keeps it: the words, or `{ message }`. */
export function errorWords(message: unknown): string | undefined {
  if (typeof message === 'string') return message;
  const inner = (message as { message?: unknown } | null | undefined)?.message;
  return typeof inner === 'string' ? inner : undefined;
}

/** The text as typed: an emptied field stays '' (react-admin would make it null). */
const asTyped = (value: string) => value;

export interface RegistrationTextInputProps {
  source: RegistrationTextField;
  label: string;
  autoComplete?: string;
  type?: string;
  optional?: boolean;
  autoFocus?: boolean;
  password?: boolean;
  disabled: boolean;
  /** Fields whose check depends on this one, checked again as it changes once they show a check. */
  dependents?: RegistrationTextField[];
}

/**
 * One text field of the registration form, bound to the react-admin form. Leaving a field counts
 * (shows its problem) only once something was typed in it: a message appearing under an empty field
 * left for a button or link below would move it away from under the pointer before the click lands.
 */
export function RegistrationTextInput({ source, label, autoComplete, type, optional, autoFocus, password, disabled, dependents = [] }: RegistrationTextInputProps) {
  const { field, fieldState } = useInput({ source, id: source, parse: asTyped });
  const { getFieldState, formState, trigger } = useFormContext();
  const problem = errorWords(fieldState.error?.message);
  const Input = password ? PasswordField : OutlinedTextField;
  return (
    <Input
      id={source}
      name={field.name}
      label={optional ? `${label} ${registerTexts.optional}` : label}
      value={field.value ?? ''}
      onChange={(event) => {
        field.onChange(event);
        const shown = dependents.filter((dependent) => formState.isSubmitted || getFieldState(dependent).isTouched);
        if (shown.length > 0) void trigger(shown);
      }}
      onBlur={() => {
        if (field.value) field.onBlur();
      }}
      error={!!problem}
      helperText={problem}
      autoComplete={autoComplete}
      type={type}
      autoFocus={autoFocus}
      required={!optional}
      disabled={disabled}
      margin="dense"
    />
  );
}
