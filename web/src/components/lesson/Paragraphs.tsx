import Typography from '@mui/material/Typography';

/** A text's paragraphs, split on blank lines; a single line break stays a line break. */
export function paragraphsOf(body: string | null | undefined): string[] {
  return (body ?? '')
    .split(/\r?\n[ \t]*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
}

export function Paragraphs({ body }: { body: string | null | undefined }) {
  return (
    <>
      {paragraphsOf(body).map((paragraph, index) => (
        <Typography key={index} sx={{ mb: 1.5, whiteSpace: 'pre-line', lineHeight: 1.7 }}>
          {paragraph}
        </Typography>
      ))}
    </>
  );
}
