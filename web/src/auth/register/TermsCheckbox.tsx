import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { useInput } from 'react-admin';
import { errorWords } from './RegistrationTextInput';
import { registerTexts } from '../../i18n/register';

/** 'I agree to the Terms...': required; its problem shows once it was changed or the form sent. */
export function TermsCheckbox({ disabled }: { disabled: boolean }) {
  const { field, fieldState } = useInput({ source: 'acceptTerms', id: 'acceptTerms', parse: (checked: boolean) => checked });
  const problem = errorWords(fieldState.error?.message);
  return (
    <FormControl error={!!problem} required>
      <FormControlLabel
        control={
          <Checkbox
            name={field.name}
            checked={field.value === true}
            onChange={(event) => {
              field.onChange(event.target.checked);
              // Changing the box counts as leaving it: its check runs at once.
              field.onBlur();
            }}
            disabled={disabled}
            slotProps={{ input: { 'aria-describedby': problem ? 'acceptTerms-helper' : undefined } }}
          />
        }
        label={registerTexts.terms}
      />
      {problem && <FormHelperText id="acceptTerms-helper">{problem}</FormHelperText>}
    </FormControl>
  );
}
