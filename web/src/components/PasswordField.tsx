import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { t } from '../i18n';
import { OutlinedTextField, type OutlinedTextFieldProps } from './OutlinedTextField';

/** A password input with a show/hide toggle. */
export function PasswordField(props: Omit<OutlinedTextFieldProps, 'type' | 'endAdornment'>) {
  const [visible, setVisible] = useState(false);
  const label = visible ? t.login.hidePassword : t.login.showPassword;
  return (
    <OutlinedTextField
      {...props}
      type={visible ? 'text' : 'password'}
      endAdornment={
        <InputAdornment position="end">
          <IconButton aria-label={label} title={label} onClick={() => setVisible((v) => !v)} edge="end">
            {visible ? <VisibilityOff /> : <Visibility />}
          </IconButton>
        </InputAdornment>
      }
    />
  );
}
