import type { ChangeEventHandler, FocusEventHandler, ReactNode } from 'react';
import { useDefaultProps } from '@mui/material/DefaultPropsProvider';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';

export interface OutlinedTextFieldProps {
  id: string;
  name?: string;
  label: ReactNode;
  value: string;
  onChange: ChangeEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  onBlur?: FocusEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  type?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  disabled?: boolean;
  required?: boolean;
  fullWidth?: boolean;
  margin?: 'none' | 'dense' | 'normal';
  size?: 'small' | 'medium';
  endAdornment?: ReactNode;
}

/**
 * MUI's outlined TextField (its markup, classes and the theme's TextField defaults) built from its
 * parts, for the sign-in and register pages: TextField itself always brings its Select, menu and
 * popover code, which the first page a visitor loads does not need.
 */
export function OutlinedTextField(props: OutlinedTextFieldProps) {
  const { id, label, helperText, error, disabled, required, fullWidth = false, margin, size, endAdornment, ...input } = useDefaultProps({
    props,
    name: 'MuiTextField',
  });
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl
      className="MuiTextField-root"
      variant="outlined"
      error={error}
      disabled={disabled}
      required={required}
      fullWidth={fullWidth}
      margin={margin}
      size={size}
    >
      <InputLabel htmlFor={id} id={`${id}-label`}>
        {label}
      </InputLabel>
      <OutlinedInput id={id} label={label} aria-describedby={helperTextId} fullWidth={fullWidth} endAdornment={endAdornment} {...input} />
      {helperText && <FormHelperText id={helperTextId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
