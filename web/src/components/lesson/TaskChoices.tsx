import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';

/** A choice task's options as radio buttons (arrow keys move between them); the value is the chosen index, '' for none. */
export function TaskChoices({ choices, name, value, onChange, disabled }: { choices: string[]; name: string; value: string; onChange(value: string): void; disabled: boolean }) {
  return (
    <RadioGroup name={name} value={value} onChange={(event) => onChange(event.target.value)}>
      {choices.map((choice, index) => (
        <FormControlLabel
          key={index}
          value={String(index)}
          control={<Radio />}
          label={choice}
          disabled={disabled}
          data-testid="task-choice"
          data-index={index}
          sx={{ mx: 0, my: 0.25, pr: 1, borderRadius: 2, border: '1px solid', borderColor: value === String(index) ? 'primary.main' : 'divider', bgcolor: 'background.paper' }}
        />
      ))}
    </RadioGroup>
  );
}
