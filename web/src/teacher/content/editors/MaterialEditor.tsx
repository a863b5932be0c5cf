import { useEffect, useMemo, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useInput } from 'react-admin';
import { useFormState, useWatch } from 'react-hook-form';
import { contentDataProblems } from '../../../../../domain/content/content-data';
import type { ContentType } from '../../../../../domain/content/content-taxonomy';
import type { FieldProblems } from '../../../../../domain/shared/field-problem';
import { editorTexts } from '../../../i18n/editors';
import { DocumentEditor } from './DocumentEditor';
import { InteractiveEditor } from './InteractiveEditor';
import { contentDataOf, type Material } from './material';
import { fieldProblemText, materialProblemsOf, placedProblemText, shownAtField } from './material-problems';
import { ProblemsContext } from './problems-context';
import { QuizEditor } from './QuizEditor';
import { VideoEditor } from './VideoEditor';

function TypeEditor({ type, value, onChange }: { type: ContentType; value: Material; onChange(next: Material): void }) {
  switch (type) {
    case 'quiz':
      return <QuizEditor value={value} onChange={onChange} />;
    case 'document':
      return <DocumentEditor value={value} onChange={onChange} />;
    case 'video':
      return <VideoEditor value={value} onChange={onChange} />;
    case 'interactive':
      return <InteractiveEditor value={value} onChange={onChange} />;
  }
}

/** What publishing still needs (a 422 CONTENT_INCOMPLETE), in words beside the editor. */
function MissingForPublishing({ missing, published }: { missing: FieldProblems | null; published: boolean }) {
  const entries = Object.entries(materialProblemsOf(missing));
  if (entries.length === 0) return null;
  return (
    <Alert severity="warning" role="alert" data-testid="content-incomplete">
      <AlertTitle>{published ? editorTexts.incomplete.publishedTitle : editorTexts.incomplete.title}</AlertTitle>
      <Stack component="ul" sx={{ m: 0, pl: 2.5 }}>
        {entries.map(([path, problem]) => (
          <li key={path} data-testid="content-incomplete-item" data-path={path}>
            {placedProblemText(path, problem)}
          </li>
        ))}
      </Stack>
    </Alert>
  );
}

/** The problems no field of the editor carries, with their place: 'Question 1, id: …'. */
function OtherProblems({ problems }: { problems: FieldProblems }) {
  const entries = Object.entries(problems).filter(([path]) => !shownAtField(path));
  if (entries.length === 0) return null;
  return (
    <Alert severity="error" data-testid="material-problems">
      <Stack component="ul" sx={{ m: 0, pl: 2.5 }}>
        {entries.map(([path, problem]) => (
          <li key={path}>{placedProblemText(path, problem)}</li>
        ))}
      </Stack>
    </Alert>
  );
}

/**
 * The lesson's material, edited with the form of its type (the form's `contentData`). A change of
 * type keeps the other type's material aside, so changing back brings it again. Once the form was
 * sent, each field says its problem under it, by the domain's own rules (contentDataProblems), the
 * server's answer included.
 */
export function MaterialEditor({ serverProblems, missing, published, onEdited }: { serverProblems: FieldProblems | null; missing: FieldProblems | null; published: boolean; onEdited(): void }) {
  const type = useWatch({ name: 'type' }) as ContentType;
  const { field } = useInput({ source: 'contentData' });
  const { isSubmitted } = useFormState();
  const value = (field.value ?? {}) as Material;

  // The material of the type shown; another type's is kept aside until it is chosen again.
  const aside = useRef<Partial<Record<ContentType, Material>>>({});
  const [shownType, setShownType] = useState(type);
  const latest = useRef({ value, onChange: field.onChange });
  latest.current = { value, onChange: field.onChange };
  useEffect(() => {
    if (shownType === type) return;
    aside.current[shownType] = latest.current.value;
    latest.current.onChange(aside.current[type] ?? {});
    setShownType(type);
  }, [type, shownType]);

  const problems = useMemo(() => {
    const client = isSubmitted ? contentDataProblems(type, contentDataOf(type, value)) : {};
    return materialProblemsOf(client, serverProblems);
  }, [isSubmitted, type, value, serverProblems]);
  const problemAt = useMemo(() => (path: string) => (problems[path] ? fieldProblemText(path, problems[path]) : undefined), [problems]);

  return (
    <ProblemsContext.Provider value={problemAt}>
      <Stack spacing={2} component="section" aria-labelledby="material-heading" data-testid="material-editor" data-type={type}>
        <div>
          <Typography id="material-heading" variant="h6" component="h2" sx={{ fontWeight: 700 }}>
            {editorTexts.material}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {editorTexts.materialHint}
          </Typography>
        </div>
        <MissingForPublishing missing={missing} published={published} />
        <OtherProblems problems={problems} />
        {shownType === type && (
          <TypeEditor
            type={type}
            value={value}
            onChange={(next) => {
              onEdited();
              field.onChange(next);
            }}
          />
        )}
      </Stack>
    </ProblemsContext.Provider>
  );
}
