import { useState, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { useInput } from 'react-admin';
import { TEACHER_PROFILE_LIMITS as L } from '../../../../domain/teacher/teacher-profile-form';
import { teacherProfileTexts } from '../../i18n/teacher-profile';

const text = teacherProfileTexts.form;

/**
 * The subjects as chips: type one and press Enter (or a comma) to add it, each kept once; a chip's
 * delete button, or Backspace or Delete on a focused chip, removes it.
 */
export function SubjectsInput({ disabled }: { disabled?: boolean }) {
  const { field, fieldState } = useInput<string[]>({ source: 'subjects' });
  const subjects: string[] = Array.isArray(field.value) ? field.value : [];
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const add = () => {
    const subject = draft.trim();
    if (subject === '') return;
    if (subject.length > L.subjectMax) return setProblem(text.subjectTooLong);
    if (subjects.length >= L.subjectsMax) return setProblem(text.subjectsFull);
    if (!subjects.some((kept) => kept.toLowerCase() === subject.toLowerCase())) field.onChange([...subjects, subject]);
    setDraft('');
    setProblem(null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      // Enter adds the subject instead of sending the form.
      event.preventDefault();
      add();
    } else if (event.key === 'Backspace' && draft === '' && subjects.length > 0) {
      field.onChange(subjects.slice(0, -1));
    }
  };

  const serverProblem = fieldState.error?.message;
  const shown = problem ?? (typeof serverProblem === 'string' && serverProblem ? serverProblem : null);
  return (
    <Box data-testid="profile-subjects">
      <TextField
        label={text.subjects}
        value={draft}
        onChange={(event) => {
          setDraft(event.target.value);
          if (problem) setProblem(null);
        }}
        onKeyDown={onKeyDown}
        onBlur={add}
        disabled={disabled}
        error={shown !== null}
        helperText={shown ?? text.subjectsHint(subjects.length)}
        fullWidth
        slotProps={{ htmlInput: { maxLength: L.subjectMax + 1, 'data-testid': 'profile-subject-input', 'aria-describedby': 'profile-subjects-list' } }}
      />
      <Box id="profile-subjects-list" role="list" aria-label={text.subjects} sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, mt: subjects.length ? 1 : 0 }}>
        {subjects.map((subject) => (
          <Box role="listitem" key={subject}>
            <Chip
              label={subject}
              color="primary"
              variant="outlined"
              disabled={disabled}
              onDelete={() => field.onChange(subjects.filter((kept) => kept !== subject))}
              // The chip itself takes the focus; Backspace or Delete on it removes it.
              tabIndex={0}
              aria-label={text.removeSubject(subject)}
              data-testid="profile-subject"
            />
          </Box>
        ))}
      </Box>
    </Box>
  );
}
